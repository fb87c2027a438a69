import { describe, expect, it } from "vitest";
import type { ContractTerms } from "@/shared/contracts/contracts";
import { checkEditor, editorValues, nestErrors, serverFieldErrors, toTerms } from "./terms-form";

const terms: ContractTerms = {
  lines: [
    { modality: "CT", tier: "4-12h", priceMinor: 2250 },
    { modality: "MRI", tier: "≤30m", priceMinor: 4000 },
  ],
  tiers: [
    { tier: "≤30m", commitmentMinutes: 45, creditBelowPercent: null, creditPercent: null },
    { tier: "4-12h", commitmentMinutes: 720, creditBelowPercent: 97.5, creditPercent: 5 },
  ],
  forecast: { CT: 750 },
  startDate: "2030-01-01",
  termMonths: 12,
  renewal: "automatic",
  noticeDays: 30,
  qualityMaxDiscrepancyPercent: 2.5,
};

describe("the contract terms editor's values", () => {
  it("read back the terms they were made from", () => {
    const values = editorValues(terms, "2030-01-01");
    expect(values.lines[0]).toEqual({ modality: "CT", tier: "4-12h", price: "22.50" });
    expect(values.tiers[2]).toEqual({ commitment: "12", unit: "hours", creditBelow: "97.5", credit: "5" });
    expect(values.tiers[0]).toEqual({ commitment: "45", unit: "minutes", creditBelow: "", credit: "" });
    const result = checkEditor(values, false);
    expect(result).toEqual({ output: { terms: { ...terms, tiers: [terms.tiers[0], terms.tiers[1]] }, effectiveFrom: "", message: undefined } });
  });

  it("send only the tiers the lines use, and the forecasts of their modalities", () => {
    const values = editorValues(terms, "2030-01-01");
    values.lines = values.lines.slice(0, 1);
    const out = toTerms(values);
    expect(out.tiers.map((t) => t.tier)).toEqual(["4-12h"]);
    expect(out.forecast).toEqual({ CT: 750 });
  });

  it("name the field of each problem, from the schema or from the server", () => {
    const values = editorValues(terms, "2030-01-01");
    values.lines[1]!.price = "12.345";
    values.tiers[0]!.creditBelow = "90";
    const result = checkEditor(values, true);
    expect("errors" in result && Object.keys(result.errors).sort()).toEqual(["effectiveFrom", "lines.1.price", "tiers.0.credit"]);
    expect(serverFieldErrors({ "terms.tiers.1.creditPercent": "x", "terms.startDate": "y", message: "z", other: "w" }, values.lines)).toEqual([
      ["tiers.2.credit", "x"],
      ["startDate", "y"],
      ["message", "z"],
    ]);
    expect(nestErrors({ "lines.1.price": "bad", "lines.root": "none" })).toEqual({ lines: { 1: { price: { type: "validate", message: "bad" } }, root: { type: "validate", message: "none" } } });
  });
});
