import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNTERS } from "@/shared/policy/dashboards";
import { type TestApp, startTestApp } from "./harness";
import { dashboardsCast } from "./dashboards-cast";

/**
 * The dashboard's counters and charts (issue 32 §1, §3): computed for the organisation the user acts for, equal to
 * what its own pages say, and never counting another organisation's rows. A database of its own: "Tender
 * opportunities" counts every open request of the marketplace.
 */

let t: TestApp;
let cast: Awaited<ReturnType<typeof dashboardsCast>>;
const thisMonth = () => new Date().toISOString().slice(0, 7);

beforeAll(async () => {
  t = await startTestApp({}, { ownDatabase: true });
  cast = await dashboardsCast(t);
});
afterAll(() => t.close());

const ofThisMonth = () => cast.recorded.filter((s) => s.imagesAvailableAt.slice(0, 7) === thisMonth());
const PRICE: Record<string, number> = { "1-4h": 2500, "12-24h": 2000 };

describe("a hospital's counters", () => {
  it("are its open requests, its running contracts, and this month's recorded studies and their mean turnaround", async () => {
    const studies = ofThisMonth();
    const mean = Math.round(studies.reduce((n, s) => n + s.turnaroundSeconds, 0) / studies.length);
    for (const who of ["owner", "buyer", "evaluator", "viewer"] as const) {
      const d = await cast.dashboard(who);
      expect(d.organisation).toMatchObject({ id: cast.hospital.id, kind: "hospital", name: cast.hospital.name });
      // open1, open2 and the amended one: not the closed one, not the one past its deadline, not another hospital's.
      expect(d.counters, who).toEqual({ kind: "hospital", activeTenders: 3, partnerships: 1, caseVolume: studies.length, averageTurnaroundSeconds: mean });
    }
  });

  it("another hospital counts only its own", async () => {
    const d = await cast.dashboard("otherHospitalOwner");
    expect(d.counters).toEqual({ kind: "hospital", activeTenders: 1, partnerships: 0, caseVolume: 0, averageTurnaroundSeconds: null });
  });
});

describe("a provider's counters", () => {
  it("are the open requests it may apply to, its running contracts, this month's studies and its rating", async () => {
    for (const who of ["providerOwner", "bidder", "providerViewer"] as const) {
      const d = await cast.dashboard(who);
      expect(d.organisation).toMatchObject({ id: cast.provider.id, kind: "provider" });
      // The other hospital's request and the one needing the German licence it holds: not those it bid on, not MRI,
      // not the French one (no licence there), not closed or past their deadline.
      expect(d.counters, who).toEqual({ kind: "provider", opportunities: { total: 2, estimated: false }, activeContracts: 1, casesThisMonth: ofThisMonth().length, rating: 4.5, reviewCount: 3 });
    }
  });

  it("another provider sees its own opportunities and none of the contracts", async () => {
    const d = await cast.dashboard("loserOwner");
    // Open CT requests it has not bid on: the amended one; its German licence ends before the licence-bound request's deadline.
    expect(d.counters).toMatchObject({ kind: "provider", activeContracts: 0, casesThisMonth: 0, opportunities: { total: 1, estimated: false } });
  });
});

describe("without an organisation", () => {
  it("a basic user and an admin get no counters and nothing waiting; anonymous is refused", async () => {
    for (const who of ["basic", "admin"] as const) {
      expect(await cast.dashboard(who)).toEqual({ organisation: null, month: thisMonth(), counters: null });
      expect(await cast.waiting(who)).toEqual({ waiting: [] });
    }
    for (const path of ["", "/waiting", "/charts"]) expect((await cast.call("anonymous", "GET", `/api/dashboard${path}`)).status).toBe(401);
    expect((await cast.charts("basic")).charts).toBeNull();
  });
});

describe("the charts", () => {
  it("a hospital's: studies, share within and fees by month, and the forecast from the month its contract started", async () => {
    const c = await cast.charts("viewer");
    expect(c.months).toHaveLength(12);
    expect(c.months.at(-1)).toBe(thisMonth());
    if (c.charts?.kind !== "hospital") throw new Error("hospital charts expected");
    const studies = ofThisMonth();
    expect(c.charts.studies.at(-1)).toEqual({ month: thisMonth(), studies: studies.length, within: studies.filter((s) => s.withinCommitment).length });
    expect(c.charts.studies.slice(0, -1).every((m) => m.studies === 0)).toBe(true);
    const [eur] = c.charts.fees;
    expect(c.charts.fees.map((f) => f.currency)).toEqual(["EUR"]);
    expect(eur!.months.at(-1)!.feesMinor).toBe(studies.reduce((n, s) => n + PRICE[s.tier]!, 0));
    // ledgerTerms: CT 700 a month at the lower of its prices (20.00) and MRI 150 at 40.00, from the start six months ago.
    expect(eur!.months.map((m) => m.forecastMinor)).toEqual([0, 0, 0, 0, 0, 2_000_000, 2_000_000, 2_000_000, 2_000_000, 2_000_000, 2_000_000, 2_000_000]);
  });

  it("a provider's: its bids by outcome and each contract's share within commitment", async () => {
    const c = await cast.charts("bidder");
    if (c.charts?.kind !== "provider") throw new Error("provider charts expected");
    expect(c.charts.bids.at(-1)).toEqual({ month: thisMonth(), submitted: 3, shortlisted: 0, awarded: 0, declined: 0, withdrawn: 0 });
    expect(c.charts.contracts.map((x) => x.id)).toEqual([cast.contract.id]);
    const studies = ofThisMonth();
    expect(c.charts.contracts[0]!.months.at(-1)).toEqual({ month: thisMonth(), studies: studies.length, within: studies.filter((s) => s.withinCommitment).length });
    const other = await cast.charts("loserOwner");
    if (other.charts?.kind !== "provider") throw new Error("provider charts expected");
    expect(other.charts.contracts).toEqual([]);
    expect(other.charts.bids.at(-1)).toMatchObject({ submitted: 1, shortlisted: 1, withdrawn: 1 });
  });
});

describe("the definitions", () => {
  it("every counter has a label and what it counts", () => {
    for (const c of Object.values(COUNTERS)) expect(c.definition.length).toBeGreaterThan(20);
  });
});
