import { describe, expect, it } from "vitest";
import type { ContractTerms, ContractVersion } from "../contracts/contracts";
import { markTerms, versionBefore } from "./contract-versions";

const v1: ContractTerms = {
  lines: [
    { modality: "CT", tier: "1-4h", priceMinor: 2400 },
    { modality: "MRI", tier: "1-4h", priceMinor: 3900 },
  ],
  tiers: [{ tier: "1-4h", commitmentMinutes: 240, creditBelowPercent: 95, creditPercent: 5 }],
  forecast: { CT: 650, MRI: 250 },
  startDate: "2026-08-01",
  termMonths: 12,
  renewal: "automatic",
  noticeDays: 90,
  qualityMaxDiscrepancyPercent: 2,
};

const marks = <T extends { mark: string }>(xs: T[], key: (x: T) => string) => Object.fromEntries(xs.map((x) => [key(x), x.mark]));

describe("markTerms", () => {
  it("marks nothing on the first version", () => {
    const m = markTerms(v1, null);
    expect(m.changed).toBe(false);
    expect([...m.lines, ...m.tiers, ...m.forecast, ...m.general].every((x) => x.mark === "same" && x.before === null)).toBe(true);
  });

  it("marks a line and its tier added, as the demo's version 2 adds stroke CT at the Emergency tier", () => {
    const v2: ContractTerms = { ...v1, lines: [...v1.lines, { modality: "CT", tier: "≤30m", priceMinor: 6500 }], tiers: [...v1.tiers, { tier: "≤30m", commitmentMinutes: 30, creditBelowPercent: 95, creditPercent: 10 }] };
    const m = markTerms(v2, v1);
    expect(m.changed).toBe(true);
    expect(marks(m.lines, (l) => `${l.modality} ${l.tier}`)).toEqual({ "CT 1-4h": "same", "MRI 1-4h": "same", "CT ≤30m": "added" });
    expect(marks(m.tiers, (t) => t.tier)).toEqual({ "1-4h": "same", "≤30m": "added" });
    expect(m.general.every((g) => g.mark === "same")).toBe(true);
  });

  it("marks a price, a commitment, a credit, the forecast and the general terms changed with what they were, and removed lines last", () => {
    const v3: ContractTerms = {
      ...v1,
      lines: [{ modality: "CT", tier: "1-4h", priceMinor: 2500 }],
      tiers: [{ tier: "1-4h", commitmentMinutes: 180, creditBelowPercent: 95, creditPercent: 5 }],
      forecast: { CT: 700, XR: 100 },
      termMonths: 24,
      qualityMaxDiscrepancyPercent: null,
    };
    const m = markTerms(v3, v1);
    expect(m.lines.map((l) => [l.modality, l.mark, l.before?.priceMinor])).toEqual([
      ["CT", "changed", 2400],
      ["MRI", "removed", 3900],
    ]);
    expect(m.tiers[0]).toMatchObject({ mark: "changed", commitmentMinutes: 180, before: { commitmentMinutes: 240 } });
    expect(markTerms({ ...v1, tiers: [{ ...v1.tiers[0]!, creditPercent: 7.5 }] }, v1).tiers[0]!.mark).toBe("changed");
    expect(m.forecast).toEqual([
      { modality: "CT", studies: 700, mark: "changed", before: 650 },
      { modality: "XR", studies: 100, mark: "added", before: null },
      { modality: "MRI", studies: 250, mark: "removed", before: 250 },
    ]);
    expect(m.general.filter((g) => g.mark === "changed")).toEqual([
      { field: "termMonths", value: 24, mark: "changed", before: 12 },
      { field: "qualityMaxDiscrepancyPercent", value: null, mark: "changed", before: 2 },
    ]);
  });
});

describe("versionBefore", () => {
  const version = (number: number, revision: number, kind: ContractVersion["kind"], status: ContractVersion["status"]) => ({ id: `${number}.${revision}`, number, revision, kind, status }) as ContractVersion;
  const history = [version(1, 1, "contract", "changes_requested"), version(1, 2, "contract", "accepted"), version(2, 1, "change", "declined"), version(2, 2, "change", "accepted"), version(3, 1, "change", "pending")];
  const readAgainst = (id: string) => versionBefore(history, history.find((v) => v.id === id)!)?.id ?? null;

  it("reads a change against the agreed version it changes, a revised contract against its previous revision, the first against nothing", () => {
    expect(readAgainst("1.1")).toBeNull();
    expect(readAgainst("1.2")).toBe("1.1");
    expect(readAgainst("2.1")).toBe("1.2");
    expect(readAgainst("2.2")).toBe("1.2");
    expect(readAgainst("3.1")).toBe("2.2");
  });
});
