import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providers } from "@/server/db/schema";
import type { Provider, ProviderSummary } from "@/shared/contracts/providers";
import type { AwardMeasures } from "@/shared/contracts/reviews";
import * as make from "../support/factories";
import { type GeneratedStudy, generateStudies, ledgerTerms, toCsv } from "../support/studies";
import { type TestApp, startTestApp } from "./harness";
import { monthsAgo, studiesCast } from "./studies-cast";

/**
 * The ledger's figures where people choose and judge providers (issue 31 §5): the directory and the profile show the
 * measured median turnaround, share within commitment and study count, computed here independently from the rows
 * sent; the hourly job moves a provider's 12-month window on when it records nothing new; a hospital sees its
 * award's contract figures beside its review. The job reads every provider of its database: this file has its own.
 */
let t: TestApp;
let cast: Awaited<ReturnType<typeof studiesCast>>;

beforeAll(async () => {
  t = await startTestApp({}, { ownDatabase: true });
  cast = await studiesCast(t);
});
afterAll(() => t.close());

const month = (n: number) => monthsAgo(n).slice(0, 7);
const profile = async (slugOrId: string) => (await (await t.request("GET", `/api/providers/${slugOrId}`)).json()) as Provider;
async function inDirectory(p: { id: string; name: string }) {
  const res = await t.request("GET", `/api/providers?query=${encodeURIComponent(p.name)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: ProviderSummary[] }).data.find((s) => s.id === p.id);
}

/** How many of the rows were reported within their tier's commitment (ledgerTerms: Urgent 4 h, Routine 24 h). */
function withinOf(rows: GeneratedStudy[]) {
  const commitment: Record<string, number> = { Urgent: 240 * 60, Routine: 1440 * 60 };
  return rows.filter((r) => (Date.parse(r.finalReportAt) - Date.parse(r.imagesAvailableAt)) / 1000 <= commitment[r.priority]!).length;
}
const share = (within: number, studies: number) => Math.round((within / studies) * 1000) / 10;

/** The figures as the directory must show them: nearest-rank median of the turnaround in seconds, /60 rounded. */
function expectedMeasures(rows: GeneratedStudy[]) {
  const sorted = rows.map((r) => (Date.parse(r.finalReportAt) - Date.parse(r.imagesAvailableAt)) / 1000).sort((a, b) => a - b);
  const median = sorted[Math.ceil(0.5 * sorted.length) - 1]!;
  return { studies: rows.length, medianTatMinutes: Math.round(median / 60), withinPercent: share(withinOf(rows), rows.length), since: monthsAgo(11) };
}

const rows = [...generateStudies(300, month(2), 21, "DIR"), ...generateStudies(200, month(1), 22, "DIR")];

describe("the directory's measured figures", () => {
  it("are null for a provider without studies", async () => {
    expect((await profile(cast.provider.slug)).measured).toBeNull();
    expect((await inDirectory(cast.provider))?.measured).toBeNull();
    expect((await profile(cast.loser.id)).measured).toBeNull();
  });

  it("show the studies recorded on its contracts, their median turnaround and the share within commitment", async () => {
    expect((await cast.upload("buyer", toCsv(rows))).status).toBe(200);
    const want = expectedMeasures(rows);
    expect((await profile(cast.provider.slug)).measured).toEqual(want);
    expect((await profile(cast.provider.id)).measured).toEqual(want);
    expect((await inDirectory(cast.provider))?.measured).toEqual(want);
    // The stated figure stays as the provider typed it; the other provider still has none measured.
    expect((await profile(cast.provider.slug)).medianTATMinutes).toBe(cast.provider.medianTatMinutes);
    expect((await inDirectory(cast.loser))?.measured).toBeNull();
  });
});

describe("the hourly job that moves the measured window on", () => {
  const db = () => t.services.database.db;
  const measuredRow = async (id: string) =>
    (await db().select({ from: providers.measuredFrom, studies: providers.measuredStudies }).from(providers).where(eq(providers.id, id)))[0]!;

  it("recomputes, in batches, the providers whose window starts before the current one, and only those", async () => {
    await db().update(providers).set({ measuredFrom: monthsAgo(14), measuredStudies: 7 }).where(eq(providers.id, cast.provider.id));
    // More stale providers than one batch holds, with figures the ledger does not back.
    await make.providersInBulk(t, 130, () => ({ measuredFrom: "2000-01-01", measuredStudies: 3, measuredWithin: 3, measuredTatMinutes: 10 }));
    expect(await t.services.measures.run()).toEqual({ providers: 131 });
    expect(await measuredRow(cast.provider.id)).toEqual({ from: monthsAgo(11), studies: rows.length });
    expect((await profile(cast.provider.slug)).measured).toEqual(expectedMeasures(rows));
    const [stale] = await db().select({ n: sql<number>`count(*)::int` }).from(providers).where(sql`${providers.measuredFrom} < ${monthsAgo(11)} or ${providers.measuredStudies} = 3`);
    expect(stale!.n).toBe(0);
    // Nothing left to move; a provider never measured is not touched.
    expect(await t.services.measures.run()).toEqual({ providers: 0 });
    expect((await measuredRow(cast.loser.id)).from).toBeNull();
  });

  it("drops the studies that fall out of the window", async () => {
    const later = new Date();
    later.setUTCMonth(later.getUTCMonth() + 14);
    expect((await t.services.measures.run(later)).providers).toBeGreaterThanOrEqual(1);
    expect((await profile(cast.provider.slug)).measured).toBeNull();
    expect((await inDirectory(cast.provider))?.measured).toBeNull();
    // The next ingest puts the window back on the current months.
    expect((await cast.upload("buyer", toCsv(rows.slice(0, 10)))).status).toBe(200);
    expect((await profile(cast.provider.slug)).measured).toEqual(expectedMeasures(rows));
  });
});

describe("an award's contract figures beside the hospital's review", () => {
  it("sum the contract's monthly figures for the request's Owners and Buyers", async () => {
    const provider = await make.provider(t);
    const request = await make.request(t, { hospitalId: cast.u.owner.userId, organisationId: cast.hospital.id });
    const award = await make.application(t, { tenderId: request.id, providerId: provider.id, status: "AWARDED" });
    const contract = await make.contract(t, {
      hospitalOrganisationId: cast.hospital.id,
      providerId: provider.id,
      applicationId: award.id,
      tenderId: request.id,
      status: "active",
      terms: ledgerTerms(monthsAgo(6)),
    });
    const url = `/api/applications/${award.id}/contract-measures`;
    expect(await (await cast.call("buyer", "GET", url)).json()).toEqual({ measured: null });

    const sent = [...generateStudies(40, month(3), 31, "AWD"), ...generateStudies(60, month(1), 32, "AWD")];
    expect((await cast.upload("buyer", toCsv(sent), contract.id)).status).toBe(200);
    const within = withinOf(sent);
    const body = (await (await cast.call("owner", "GET", url)).json()) as AwardMeasures;
    expect(body).toEqual({ measured: { studies: 100, within, withinPercent: share(within, 100), months: 2, firstMonth: monthsAgo(3), lastMonth: monthsAgo(1) } });

    expect((await cast.call("anonymous", "GET", url)).status).toBe(401);
    for (const who of ["viewer", "providerOwner", "otherHospitalOwner"] as const) expect((await cast.call(who, "GET", url)).status, who).toBe(403);
    expect((await cast.call("buyer", "GET", "/api/applications/6f1c1f3e-2b7a-4a5e-9d1e-0c2f6f1a9b10/contract-measures")).status).toBe(404);
  });
});
