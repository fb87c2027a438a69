import { describe, expect, it } from "vitest";
import { CreateRequestInput, REQUEST_MESSAGES } from "@/shared/contracts/requests";
import { budgetText, EMPTY_REQUEST_FORM, type RequestFormValues, splitCountries, stepProblem, toRequestInput } from "./request-logic";

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

describe("wizard step gating (spec §5)", () => {
  it("step 1 needs title, facility, country and description", () => {
    expect(stepProblem(1, EMPTY_REQUEST_FORM)).toBe(REQUEST_MESSAGES.requiredFields);
    for (const key of ["title", "facility", "country", "description"] as const) {
      expect(stepProblem(1, { ...complete, [key]: "  " })).toBe("Please fill in all required fields");
    }
    expect(stepProblem(1, complete)).toBeNull();
  });

  it("step 2 needs a modality and a whole volume above 0", () => {
    expect(stepProblem(2, { ...complete, modalities: [] })).toBe("Please select at least one modality");
    for (const volume of ["", "0", "-3", "2.5", "abc"]) expect(stepProblem(2, { ...complete, volumesPerMonth: volume })).not.toBeNull();
    expect(stepProblem(2, complete)).toBeNull();
  });

  it("step 3 needs a turnaround", () => {
    expect(stepProblem(3, { ...complete, tatRequirement: "" })).toBe("Please select a turnaround time requirement");
    expect(stepProblem(3, complete)).toBeNull();
  });
});

describe("toRequestInput", () => {
  it("builds a body the server's schema accepts, with optional fields null or absent", () => {
    const body = toRequestInput(complete);
    expect(body).toMatchObject({ volumesPerMonth: 1200, budgetMin: null, budgetMax: null, contactEmail: null, websiteUrl: null, deadline: undefined });
    expect(CreateRequestInput.safeParse(body).success).toBe(true);
  });

  it("sends a picked deadline as the end of that day, and budgets as numbers", () => {
    const body = toRequestInput({ ...complete, deadline: "2031-05-04", budgetMin: "100", budgetMax: "250.5", budgetCurrency: "EUR" });
    expect(new Date(body.deadline!).getDate()).toBe(4);
    expect(body).toMatchObject({ budgetMin: 100, budgetMax: 250.5, budgetCurrency: "EUR" });
    expect(CreateRequestInput.safeParse(body).success).toBe(true);
  });
});

describe("budgetText and splitCountries", () => {
  it("formats a budget range with its currency", () => {
    expect(budgetText({ budgetMin: 1000, budgetMax: 5000, budgetCurrency: "EUR" })).toBe("€1,000.00 – €5,000.00");
    expect(budgetText({ budgetMin: 1000, budgetMax: null, budgetCurrency: "USD" })).toBe("From $1,000.00");
    expect(budgetText({ budgetMin: null, budgetMax: 20, budgetCurrency: "GBP" })).toBe("Up to £20.00");
    expect(budgetText({ budgetMin: null, budgetMax: null })).toBe("Not specified");
  });

  it("reads the board's comma list of countries", () => {
    expect(splitCountries(undefined)).toEqual([]);
    expect(splitCountries("US, GB,,DE")).toEqual(["US", "GB", "DE"]);
  });
});
