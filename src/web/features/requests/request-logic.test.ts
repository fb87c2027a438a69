import { describe, expect, it } from "vitest";
import { CreateRequestInput, REQUEST_MESSAGES } from "@/shared/contracts/requests";
import { budgetText, EMPTY_REQUEST_FORM, inlineProblems, type RequestFormValues, splitList, stepProblem, toRequestInput, totalVolume } from "./request-logic";

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

  it("step 2 takes the volumes by modality instead of a typed total, and refuses one that is no whole number", () => {
    const byModality = { ...complete, modalities: ["CT", "MRI"], volumesPerMonth: "", volumesByModality: { CT: "800", MRI: "400" } };
    expect(stepProblem(2, byModality)).toBeNull();
    expect(totalVolume(byModality)).toBe(1200);
    const bad = { ...byModality, volumesByModality: { CT: "800", MRI: "4.5" } };
    expect(stepProblem(2, bad)).toBe("Please enter a whole number of studies for MRI");
    expect(inlineProblems(bad)).toContain("Please enter a whole number of studies for MRI");
    // Unselected modalities count for nothing: the typed total is needed again.
    expect(stepProblem(2, { ...byModality, modalities: ["X-ray"] })).not.toBeNull();
  });

  it("step 3 needs a turnaround and weights that add up to 100", () => {
    expect(stepProblem(3, { ...complete, tatRequirement: "" })).toBe("Please select a turnaround time requirement");
    expect(stepProblem(3, complete)).toBeNull();
    const off = { ...complete, weights: { price: "50", turnaround: "30", quality: "30" } };
    expect(stepProblem(3, off)).toBe("Weights must add up to 100");
    expect(inlineProblems(off)).toEqual(["Weights must add up to 100"]);
    expect(inlineProblems(complete)).toEqual([]);
  });
});

describe("toRequestInput", () => {
  it("builds a body the server's schema accepts, with optional fields null or absent", () => {
    const body = toRequestInput(complete);
    expect(body).toMatchObject({ volumesPerMonth: 1200, volumesByModality: {}, weights: { price: 40, turnaround: 30, quality: 30 }, budgetMin: null, budgetMax: null, contactEmail: null, websiteUrl: null, deadline: undefined });
    expect(CreateRequestInput.safeParse(body).success).toBe(true);
  });

  it("sends the volumes by modality given (their sum as the total) and the weights", () => {
    const body = toRequestInput({
      ...complete,
      modalities: ["CT", "MRI"],
      volumesPerMonth: "5",
      volumesByModality: { CT: "800", MRI: "", PET: "90" },
      weights: { price: "50", turnaround: "25", quality: "25" },
    });
    expect(body).toMatchObject({ volumesPerMonth: 800, volumesByModality: { CT: 800 }, weights: { price: 50, turnaround: 25, quality: 25 } });
    expect(CreateRequestInput.parse(body)).toMatchObject({ volumesByModality: { CT: 800 }, weights: { price: 50, turnaround: 25, quality: 25 } });
  });

  it("sends an empty weight as no number, so the contract refuses it", () => {
    const body = toRequestInput({ ...complete, weights: { price: "", turnaround: "50", quality: "50" } });
    expect(CreateRequestInput.safeParse(body).success).toBe(false);
  });

  it("sends a picked deadline as the end of that day, and budgets as numbers", () => {
    const body = toRequestInput({ ...complete, deadline: "2031-05-04", budgetMin: "100", budgetMax: "250.5", budgetCurrency: "EUR" });
    expect(new Date(body.deadline!).getDate()).toBe(4);
    expect(body).toMatchObject({ budgetMin: 100, budgetMax: 250.5, budgetCurrency: "EUR" });
    expect(CreateRequestInput.safeParse(body).success).toBe(true);
  });
});

describe("budgetText and splitList", () => {
  it("formats a budget range with its currency", () => {
    expect(budgetText({ budgetMin: 1000, budgetMax: 5000, budgetCurrency: "EUR" })).toBe("€1,000.00 – €5,000.00");
    expect(budgetText({ budgetMin: 1000, budgetMax: null, budgetCurrency: "USD" })).toBe("From $1,000.00");
    expect(budgetText({ budgetMin: null, budgetMax: 20, budgetCurrency: "GBP" })).toBe("Up to £20.00");
    expect(budgetText({ budgetMin: null, budgetMax: null })).toBe("Not specified");
  });

  it("reads the board's comma list of countries", () => {
    expect(splitList(undefined)).toEqual([]);
    expect(splitList("US, GB,,DE")).toEqual(["US", "GB", "DE"]);
  });
});
