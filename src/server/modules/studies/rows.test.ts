import { describe, expect, it } from "vitest";
import { STUDY_MESSAGES as M } from "@/shared/policy/studies";
import { checkStudy, type RawStudy, type TermsTimeline } from "./rows";

const base = {
  lines: [{ modality: "CT", tier: "1-4h" as const, priceMinor: 2500 }],
  tiers: [{ tier: "1-4h" as const, commitmentMinutes: 240, creditBelowPercent: 90, creditPercent: 5 }],
  forecast: { CT: 100 },
  startDate: "2026-01-01",
  termMonths: 12,
  renewal: "none" as const,
  noticeDays: 30,
  qualityMaxDiscrepancyPercent: null,
};
// From June, a change made CT urgent cheaper and its commitment shorter.
const timeline: TermsTimeline = {
  startDate: "2026-01-01",
  versions: [
    { effectiveFrom: "2026-01-01", terms: base },
    { effectiveFrom: "2026-06-01", terms: { ...base, lines: [{ modality: "CT", tier: "1-4h", priceMinor: 2000 }], tiers: [{ ...base.tiers[0]!, commitmentMinutes: 120 }] } },
  ],
};
const now = new Date("2026-11-01T00:00:00Z");
const check = (raw: RawStudy) => checkStudy(raw, timeline, (r) => `hash:${r}`, now);
const study: RawStudy = { reference: " ACC-1 ", modality: "ct", priority: "urgent", images_available_at: "2026-03-02T10:00:00Z", final_report_at: "2026-03-02T14:00:00+00:00" };

describe("one study checked against its contract", () => {
  it("is measured against the terms in force on its images' day", () => {
    expect(check(study)).toEqual({
      study: expect.objectContaining({ referenceHash: "hash:ACC-1", modality: "CT", tier: "1-4h", month: "2026-03-01", turnaroundSeconds: 14_400, commitmentMinutes: 240, within: true, priceMinor: 2500 }),
    });
    const later = check({ ...study, images_available_at: "2026-07-02T10:00:00Z", final_report_at: "2026-07-02T14:00:00Z" });
    expect(later).toEqual({ study: expect.objectContaining({ commitmentMinutes: 120, within: false, priceMinor: 2000 }) });
  });

  it("names every problem of the row at once", () => {
    const got = check({ reference: "", modality: "CT", priority: "soon", images_available_at: "2026-03-02 10:00", final_report_at: "2026-03-02T09:00:00Z", peer_review: "4" });
    expect("problems" in got && got.problems.map((p) => p.column)).toEqual(["reference", "priority", "images_available_at", "peer_review"]);
  });

  it("refuses times out of order, in the future or before the start, and lines the contract does not have", () => {
    const problems = (raw: RawStudy) => ("problems" in check(raw) ? (check(raw) as { problems: { message: string }[] }).problems.map((p) => p.message) : []);
    expect(problems({ ...study, final_report_at: "2026-03-02T09:00:00Z" })).toEqual([M.finalBeforeImages]);
    expect(problems({ ...study, preliminary_report_at: "2026-03-02T15:00:00Z" })).toEqual([M.preliminaryOutside]);
    expect(problems({ ...study, images_available_at: "2026-12-01T10:00:00Z", final_report_at: "2026-12-01T11:00:00Z" })).toEqual([M.future]);
    expect(problems({ ...study, images_available_at: "2025-12-31T10:00:00Z", final_report_at: "2025-12-31T11:00:00Z" })).toEqual([M.beforeStart("2026-01-01")]);
    expect(problems({ ...study, modality: "MRI" })).toEqual([M.notALine("MRI", "1-4h")]);
  });
});
