import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IngestResult, Statement, StudyPage } from "@/shared/contracts/studies";
import { expectedTier, generateStudies, toCsv } from "../support/studies";
import { type TestApp, startTestApp } from "./harness";
import { monthsAgo, studiesCast } from "./studies-cast";

let t: TestApp;
let cast: Awaited<ReturnType<typeof studiesCast>>;

beforeAll(async () => {
  t = await startTestApp();
  cast = await studiesCast(t);
});
afterAll(() => t.close());

const month = () => monthsAgo(2).slice(0, 7);

describe("a CSV file of studies", () => {
  it("is stored whole and the statement shows the figures computed from the same rows", async () => {
    const rows = generateStudies(1000, month(), 7);
    const res = await cast.upload("buyer", toCsv(rows));
    expect(res.status).toBe(200);
    expect((await res.json()) as IngestResult).toEqual({ stored: 1000, created: 1000, updated: 0, months: [month()] });
    const statement = (await (await cast.call("viewer", "GET", `/api/contracts/${cast.contract.id}/statement?month=${month()}`)).json()) as Statement;
    for (const tier of ["1-4h", "12-24h"]) {
      const want = expectedTier(rows, cast.terms, tier);
      const got = statement.tiers.find((x) => x.tier === tier)!;
      expect({ studies: got.studies, within: got.within, p50: got.p50Seconds, p90: got.p90Seconds, p95: got.p95Seconds, sharePercent: got.sharePercent, feesMinor: got.feesMinor, creditMinor: got.creditMinor }).toEqual(want);
    }
    const reviewed = rows.filter((r) => r.peerReview).length;
    const significant = rows.filter((r) => r.peerReview === "2b" || r.peerReview === "3b").length;
    expect(statement.peerReview).toEqual({
      reviewed,
      significant,
      ratePercent: Math.round((significant / reviewed) * 10_000) / 100,
      thresholdPercent: 2.5,
      met: (significant / reviewed) * 100 <= 2.5,
    });
    const page = (await (await cast.call("providerViewer", "GET", `/api/contracts/${cast.contract.id}/studies?pageSize=5`)).json()) as StudyPage;
    expect(page.total).toBe(1000);
    expect(JSON.stringify(page)).not.toContain("ACC-");
  });

  it("with one bad row stores nothing and names the line", async () => {
    const rows = generateStudies(50, month(), 8, "BAD");
    rows[9]!.priority = "Whenever";
    const res = await cast.upload("buyer", toCsv(rows));
    expect(res.status).toBe(400);
    const body = await cast.errorsOf(res);
    expect(body.errors).toEqual([{ line: 11, column: "priority", message: expect.stringContaining('"Whenever" is not a priority tier') }]);
    expect(body.error.message).toBe("1 study has an error: nothing was stored");
    const page = (await (await cast.call("buyer", "GET", `/api/contracts/${cast.contract.id}/studies?pageSize=1`)).json()) as StudyPage;
    expect(page.total).toBe(1000);
  });

  it("refuses a column such as patient_name", async () => {
    const csv = toCsv(generateStudies(3, month(), 9)).replace("peer_review", "patient_name");
    const res = await cast.upload("buyer", csv);
    expect(res.status).toBe(400);
    expect((await cast.errorsOf(res)).error.message).toBe('Unknown column "patient_name": a study file holds only reference, modality, priority, images_available_at, preliminary_report_at, final_report_at, peer_review');
  });

  it("pages past 1,000 studies, where the total is an estimate", async () => {
    expect((await cast.upload("owner", toCsv(generateStudies(200, monthsAgo(3).slice(0, 7), 11, "MORE")))).status).toBe(200);
    const first = (await (await cast.call("owner", "GET", `/api/contracts/${cast.contract.id}/studies?pageSize=100`)).json()) as StudyPage;
    expect(first).toMatchObject({ estimated: true, hasNext: true });
    expect(first.data).toHaveLength(100);
    const last = (await (await cast.call("owner", "GET", `/api/contracts/${cast.contract.id}/studies?pageSize=100&page=12`)).json()) as StudyPage;
    expect(last).toMatchObject({ hasNext: false });
    expect(last.data).toHaveLength(100);
  });
});
