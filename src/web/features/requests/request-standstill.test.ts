import { describe, expect, it } from "vitest";
import { CreateRequestInput } from "@/shared/contracts/requests";
import { EVALUATIONS_MESSAGES } from "@/shared/policy/evaluations";
import { EMPTY_REQUEST_FORM, type RequestFormValues, stepProblem, toRequestInput } from "./request-logic";
import { standstillProblem, wizardInlineProblems, wizardStepProblem } from "./request-standstill";

const complete: RequestFormValues = {
  ...EMPTY_REQUEST_FORM,
  title: "Night CT",
  facility: "General Hospital",
  country: "DE",
  description: "Overnight reads",
  modalities: ["CT"],
  volumesPerMonth: "1200",
  tatRequirement: "1-4h",
};

describe("the request form's standstill option (issue 33)", () => {
  it("is off by default and sends null; switched on it sends its days", () => {
    expect(toRequestInput(complete).standstillDays).toBeNull();
    const on = { ...complete, standstill: true, standstillDays: "10" };
    expect(toRequestInput(on).standstillDays).toBe(10);
    expect(CreateRequestInput.safeParse(toRequestInput(on)).success).toBe(true);
    expect(CreateRequestInput.safeParse(toRequestInput({ ...on, standstillDays: "0" })).success).toBe(true);
  });

  it("refuses, switched on, what is no whole number of days from 0 to 30, on the wizard's step 3 and beside the field", () => {
    const on = { ...complete, standstill: true };
    for (const days of ["", "31", "2.5", "-1", "ten"]) {
      expect(standstillProblem({ ...on, standstillDays: days })).toBe(EVALUATIONS_MESSAGES.standstillDays);
      expect(wizardStepProblem(3, { ...on, standstillDays: days })).toBe(EVALUATIONS_MESSAGES.standstillDays);
      expect(wizardInlineProblems({ ...on, standstillDays: days })).toContain(EVALUATIONS_MESSAGES.standstillDays);
      expect(CreateRequestInput.safeParse(toRequestInput({ ...on, standstillDays: days })).success).toBe(false);
    }
    // Switched off, the days are not read; the other steps are gated as before.
    expect(wizardStepProblem(3, { ...complete, standstillDays: "99" })).toBeNull();
    expect(wizardStepProblem(1, { ...on, standstillDays: "99", title: "" })).toBe(stepProblem(1, { ...complete, title: "" }));
  });
});
