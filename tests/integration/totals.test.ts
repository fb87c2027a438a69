/**
 * Totals never cost more than a thousand rows (decision 0015): every list gives an exact total up to
 * EXACT_TOTAL_LIMIT matches and an estimate, flagged `estimated`, above it; pages then say whether a
 * next page exists from a row of lookahead.
 */
// The harness (the app, and with it @hono/zod-openapi's zod extension) must load before the shared contracts.
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications } from "@/server/db/schema";
import { EXACT_TOTAL_LIMIT } from "@/shared/contracts/common";

let t: TestApp;
let admin: string;
let hospital: string;
let telerad: string;
const providerTok = make.unique("zqtotals").replace("-", "");
const requestTok = make.unique("zqboard").replace("-", "");

interface PageBody {
  data: unknown[];
  total: number;
  estimated: boolean;
  page: number;
  hasNext: boolean;
  hasPrev: boolean;
}

async function list(url: string, cookie?: string): Promise<PageBody> {
  const res = await t.request("GET", url, { cookie });
  expect(res.status, url).toBe(200);
  return (await res.json()) as PageBody;
}

function expectEstimate(page: PageBody, atLeast: number) {
  expect(page.estimated).toBe(true);
  expect(page.total).toBeGreaterThanOrEqual(EXACT_TOTAL_LIMIT);
  expect(page.total).toBeGreaterThanOrEqual(Math.floor(atLeast / 100) * 100);
  // Rounded to two significant figures: an estimate does not pretend to be exact.
  expect(page.total % 100).toBe(0);
}

beforeAll(async () => {
  t = await startTestApp();
  // 1,050 providers share a word: 1,000 read Swedish, 50 Japanese.
  const providers = await make.providersInBulk(t, 1050, (i) => ({ description: `Reads for ${providerTok} group`, languages: [i < 1000 ? "sv" : "ja"] }));
  // 1,010 open requests share a word in the title: 10 in Japan.
  const requests = await make.requestsInBulk(t, 1010, (i) => ({ title: `MRI ${requestTok} ${i}`, country: i < 10 ? "JP" : "DE" }));
  const providerId = providers[0]!.id;
  await t.services.database.db
    .insert(applications)
    .values(requests.map((r, i) => ({ tenderId: r.id, providerId, pricePerCt: 10, currency: "EUR", status: i < 5 ? ("AWARDED" as const) : ("SUBMITTED" as const) })));
  admin = (await make.signedInAs(t, "admin")).cookie;
  hospital = (await make.signedInAs(t, "hospital")).cookie;
  telerad = (await make.signedInAs(t, "telerad", providerId)).cookie;
});
afterAll(() => t?.close());

describe("the directory", () => {
  it("estimates a total above the limit, and says so", async () => {
    const page = await list(`/api/providers?query=${providerTok}&pageSize=20`);
    expectEstimate(page, 1050);
    expect(page.data).toHaveLength(20);
    expect(page.hasNext).toBe(true);
  });

  it("counts exactly up to the limit", async () => {
    expect(await list(`/api/providers?query=${providerTok}&languages=sv&pageSize=20`)).toMatchObject({ total: 1000, estimated: false, hasNext: true });
    expect(await list(`/api/providers?query=${providerTok}&languages=ja&pageSize=20`)).toMatchObject({ total: 50, estimated: false });
  });

  it("ends the pages where the rows end, whatever the estimate says", async () => {
    const last = await list(`/api/providers?query=${providerTok}&pageSize=20&page=53`);
    expect(last.data).toHaveLength(10);
    expect(last).toMatchObject({ estimated: true, hasNext: false, hasPrev: true });
    const past = await list(`/api/providers?query=${providerTok}&pageSize=20&page=60`);
    expect(past.data).toHaveLength(0);
    expect(past.hasNext).toBe(false);
  });
});

describe("the request board", () => {
  it("estimates the open requests matching a word for a hospital and for a provider", async () => {
    for (const cookie of [hospital, telerad]) {
      const page = await list(`/api/requests?q=${requestTok}&pageSize=10`, cookie);
      expectEstimate(page, 1010);
      expect(page.hasNext).toBe(true);
    }
  });

  it("counts a narrower search exactly", async () => {
    expect(await list(`/api/requests?q=${requestTok}&country=JP`, hospital)).toMatchObject({ total: 10, estimated: false, hasNext: false });
  });
});

describe("My Applications", () => {
  it("estimates a provider's thousand-odd applications and counts one status exactly", async () => {
    const all = await list("/api/me/applications?pageSize=20", telerad);
    expectEstimate(all, 1010);
    expect(all.hasNext).toBe(true);
    expect(await list("/api/me/applications?status=AWARDED", telerad)).toMatchObject({ total: 5, estimated: false });
  });
});

describe("the admin area", () => {
  it("estimates the counters of tables above the limit", async () => {
    const res = await t.request("GET", "/api/admin/stats", { cookie: admin });
    const stats = (await res.json()) as Record<string, number> & { estimated: string[] };
    expect(stats.estimated).toEqual(expect.arrayContaining(["providers", "totalRequests", "totalApplications"]));
    expect(stats.providers).toBeGreaterThanOrEqual(EXACT_TOTAL_LIMIT);
    expect(stats.totalApplications).toBeGreaterThanOrEqual(EXACT_TOTAL_LIMIT);
  });

  it("estimates the admin lists above the limit", async () => {
    expectEstimate(await list(`/api/admin/providers?query=${providerTok}`, admin), 1050);
    expectEstimate(await list(`/api/admin/requests?q=${requestTok}`, admin), 1010);
    expectEstimate(await list("/api/admin/applications?status=SUBMITTED", admin), 1005);
  });

  it("counts the short lists exactly", async () => {
    expect(await list(`/api/admin/providers?query=${providerTok}&hqCountry=JP`, admin)).toMatchObject({ total: 0, estimated: false });
    expect((await list("/api/admin/profiles?role=admin", admin)).estimated).toBe(false);
  });
});
