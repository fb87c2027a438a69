import { describe, expect, it } from "vitest";
import { ApplyInput } from "@/shared/contracts/applications";
import { type ApplyFormValues, applyFormDefaults, applyFormSchema, formFieldErrors, localToday, toApplyInput } from "./apply-form-logic";

const today = "2030-06-15";
const modalities = ["CT", "MRI"];
const valid: ApplyFormValues = { ...applyFormDefaults("1-4h"), pricePerCt: "24.5" };
const messages = (v: ApplyFormValues) => {
  const result = applyFormSchema(today).safeParse(v);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
};

describe("the apply form", () => {
  it("defaults the turnaround commitment to the request's own, or leaves it to choose", () => {
    expect(applyFormDefaults("1-4h")).toMatchObject({ turnaroundCommitment: "1-4h", currency: "EUR", pricesByModality: {}, earliestStart: "" });
    expect(applyFormDefaults(null).turnaroundCommitment).toBe("");
    expect(messages({ ...valid, turnaroundCommitment: "" })).toEqual([{ path: "turnaroundCommitment", message: "Please select a turnaround commitment" }]);
  });

  it("keeps the specification's price message and names the modality of a bad modality price", () => {
    expect(messages({ ...valid, pricePerCt: "0" })).toEqual([{ path: "pricePerCt", message: "Please enter a valid price per CT" }]);
    expect(messages({ ...valid, pricesByModality: { CT: "", MRI: "3.999" } })).toEqual([{ path: "pricesByModality.MRI", message: "Please enter a valid price for MRI" }]);
    expect(messages({ ...valid, pricesByModality: { MRI: "31.50" } })).toEqual([]);
  });

  it("takes an earliest start of today or later, or none", () => {
    expect(messages({ ...valid, earliestStart: "2030-06-14" })).toEqual([{ path: "earliestStart", message: "Earliest start date cannot be in the past" }]);
    expect(messages({ ...valid, earliestStart: today })).toEqual([]);
    expect(messages({ ...valid, earliestStart: "" })).toEqual([]);
    expect(localToday(new Date(2030, 0, 5, 23, 30))).toBe("2030-01-05");
  });

  it("sends only the modality prices given, as numbers, in a body the server's contract accepts", () => {
    const body = toApplyInput({ ...valid, currency: "GBP", note: "  ", pricesByModality: { CT: "", MRI: "31.5", PET: "9" }, earliestStart: "2099-01-02" }, modalities);
    expect(body).toEqual({ pricePerCt: 24.5, currency: "GBP", note: undefined, pricesByModality: { MRI: 31.5 }, turnaroundCommitment: "1-4h", earliestStart: "2099-01-02" });
    expect(ApplyInput.safeParse(body).success).toBe(true);
    expect(toApplyInput(valid, modalities).earliestStart).toBeUndefined();
  });

  it("puts the server's field messages on the form's fields, and only those", () => {
    const fields = { "pricesByModality.MRI": "Please enter a valid price for MRI", "pricesByModality.PET": "PET is not one of the request's modalities", earliestStart: "Earliest start date cannot be in the past", _form: "x" };
    expect(formFieldErrors(fields, modalities)).toEqual([
      { name: "pricesByModality.MRI", message: "Please enter a valid price for MRI" },
      { name: "earliestStart", message: "Earliest start date cannot be in the past" },
    ]);
  });
});
