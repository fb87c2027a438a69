import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, exchangeRates, providers, tenders } from "@/server/db/schema";
import type { Comparison } from "@/shared/contracts/application-compare";
import * as make from "../support/factories";
import { applicationRow } from "../support/rows";
import { applicationsCast, errorOf, type Who } from "./applications-cast";
import { type TestApp, startTestApp } from "./harness";

/** Compare Applications and quality scores (PRODUCT.md #23 #24): owner and admin only, scored by the formula. */

let t: TestApp;
let cast: Awaited<ReturnType<typeof applicationsCast>>;
let tenderId: string;
let bidA: string;
let bidB: string;
// A day newer than any snapshot, in a database of this file's own, so these rates are the latest.
const RATES = { USD: 1.2, GBP: 0.8, CHF: 0.9, SEK: 11 };

beforeAll(async () => {
  t = await startTestApp({}, { ownDatabase: true });
  cast = await applicationsCast(t);
  await t.services.database.db.insert(exchangeRates).values({ day: "2099-01-02", rates: RATES, source: "test" });
  const { db } = t.services.database;
  await db.update(providers).set({ rating: 4, reviewCount: 3 }).where(eq(providers.id, cast.providerA.id));
  await db.update(providers).set({ rating: 5, reviewCount: 1 }).where(eq(providers.id, cast.providerB.id));
  const tender = await make.request(t, {
    hospitalId: cast.u.owner.userId,
    modalities: ["CT", "MRI"],
    volumesPerMonth: 1200,
    volumesByModality: { CT: 800, MRI: 400 },
    weightPrice: 50,
    weightTurnaround: 25,
    weightQuality: 25,
    tatRequirement: "12-24h",
    budgetCurrency: "EUR",
  });
  tenderId = tender.id;
  const a = await cast.applyAs("applicant", tenderId, { pricePerCt: 20, currency: "EUR", pricesByModality: { MRI: 45 }, turnaroundCommitment: "4-12h" });
  const b = await cast.applyAs("otherTelerad", tenderId, { pricePerCt: 16.8, currency: "GBP", turnaroundCommitment: "24-48h" });
  bidA = ((await a.json()) as { id: string }).id;
  bidB = ((await b.json()) as { id: string }).id;
});
afterAll(() => t.close());

const compare = (who: Who) => t.request("GET", `/api/requests/${tenderId}/compare`, { cookie: cast.cookieOf(who) });
const score = (who: Who, id: string, body: unknown) => t.request("PUT", `/api/applications/${id}/quality-score`, { cookie: cast.cookieOf(who), body });

describe("GET /api/requests/{id}/compare", () => {
  it("answers the owner and admins only", async () => {
    expect((await compare("anonymous")).status).toBe(401);
    for (const who of ["basic", "applicant", "otherTelerad", "otherHospital"] as const) {
      const res = await compare(who);
      expect(res.status, who).toBe(403);
      expect(await errorOf(res)).toBe("Only the hospital that posted this request or an admin can compare its applications");
    }
    for (const who of ["owner", "admin"] as const) expect((await compare(who)).status, who).toBe(200);
    const missing = await t.request("GET", "/api/requests/6f1c1f3e-2b7a-4a5e-9d1e-0c2f6f1a9b10/compare", { cookie: cast.u.owner.cookie });
    expect(missing.status).toBe(404);
  });

  it("converts every price to the request's currency and scores by the formula, best first", async () => {
    const body = (await (await compare("owner")).json()) as Comparison;
    expect(body.rates).toEqual({ day: "2099-01-02", source: "test" });
    expect(body.request).toMatchObject({ currency: "EUR", weights: { price: 50, turnaround: 25, quality: 25 }, volumesByModality: { CT: 800, MRI: 400 } });
    const [first, second] = body.entries;
    // B: £16.80 = €21.00; 1,200 x 21 = 25,200. A: 800 x 20 + 400 x 45 = 34,000.
    expect(first!.application.id).toBe(bidB);
    expect(first!.pricePerStudyConverted).toBe(21);
    expect(first!.prices).toEqual([
      { modality: "CT", price: { amount: 16.8, currency: "GBP" }, converted: 21 },
      { modality: "MRI", price: { amount: 16.8, currency: "GBP" }, converted: 21 },
    ]);
    expect(first!.estimatedMonthlyCost).toBe(25_200);
    expect(first!.turnaround).toEqual({ commitment: "24-48h", meets: false, missesByHours: 24 });
    expect(first).toMatchObject({ qualityScore: 10, qualityScoreIsDefault: true, rank: 1, score: { price: 50, turnaround: 12.5, quality: 25, total: 87.5 } });
    expect(second!.application.id).toBe(bidA);
    expect(second!.estimatedMonthlyCost).toBe(34_000);
    expect(second!.turnaround).toEqual({ commitment: "4-12h", meets: true, missesByHours: 0 });
    // 50 x 25,200 / 34,000 = 37.1; rating 4 -> quality 8 -> 20 points.
    expect(second).toMatchObject({ qualityScore: 8, rank: 2, score: { price: 37.1, turnaround: 25, quality: 20, total: 82.1 } });
  });

  it("converts to each of the five currencies at the stored rates", async () => {
    const { db } = t.services.database;
    // £16.80 is €21.00; then EUR -> X at the rate.
    const expected: Record<string, number> = { EUR: 21, USD: 25.2, GBP: 16.8, CHF: 18.9, SEK: 231 };
    for (const [currency, amount] of Object.entries(expected)) {
      await db.update(tenders).set({ budgetCurrency: currency }).where(eq(tenders.id, tenderId));
      const body = (await (await compare("owner")).json()) as Comparison;
      expect(body.request.currency).toBe(currency);
      expect(body.entries.find((e) => e.application.id === bidB)!.pricePerStudyConverted, currency).toBe(amount);
    }
    await db.update(tenders).set({ budgetCurrency: "EUR" }).where(eq(tenders.id, tenderId));
  });

  it("leaves out withdrawn applications", async () => {
    const tender = await make.request(t, { hospitalId: cast.u.owner.userId, budgetCurrency: "EUR" });
    await make.application(t, { tenderId: tender.id, providerId: cast.providerA.id, status: "WITHDRAWN" });
    const live = await make.application(t, { tenderId: tender.id, providerId: cast.providerB.id });
    const body = (await (await t.request("GET", `/api/requests/${tender.id}/compare`, { cookie: cast.u.owner.cookie })).json()) as Comparison;
    expect(body.entries.map((e) => e.application.id)).toEqual([live.id]);
  });
});

describe("PUT /api/applications/{id}/quality-score", () => {
  it("is for the owner and admins only, and records who scored", async () => {
    expect((await score("anonymous", bidA, { qualityScore: 9 })).status).toBe(401);
    for (const who of ["basic", "applicant", "otherTelerad", "otherHospital"] as const) expect((await score(who, bidA, { qualityScore: 9 })).status, who).toBe(403);
    expect((await applicationRow(t, bidA))!.qualityScore).toBeNull();
  });

  it("refuses a score that is not 0-10 with one decimal, and changes nothing", async () => {
    for (const qualityScore of [11, -1, 5.55, "7", undefined, "ten", true, {}]) {
      const res = await score("owner", bidA, { qualityScore });
      expect(res.status, String(qualityScore)).toBe(400);
      expect(await errorOf(res)).toBe("Quality score must be a number from 0 to 10 with at most one decimal");
    }
    expect((await score("owner", bidA, { qualityScore: 5, extra: 1 })).status).toBe(400);
    expect((await applicationRow(t, bidA))!.qualityScore).toBeNull();
  });

  it("changes the ranking, and null returns to the default from the rating", async () => {
    let res = await score("owner", bidB, { qualityScore: 4 });
    expect(res.status).toBe(200);
    let body = (await res.json()) as Comparison;
    // B: 50 + 12.5 + 10 = 72.5 now ranks below A's 82.1.
    expect(body.entries.map((e) => [e.application.id, e.rank, e.score?.total])).toEqual([
      [bidA, 1, 82.1],
      [bidB, 2, 72.5],
    ]);
    expect(body.entries[1]).toMatchObject({ qualityScore: 4, qualityScoreIsDefault: false });
    const row = await applicationRow(t, bidB);
    expect(row!.qualityScoredBy).toBe(cast.u.owner.userId);
    expect(row!.qualityScoredAt).toBeInstanceOf(Date);
    expect((await score("admin", bidB, { qualityScore: 6.5 })).status).toBe(200);
    expect((await applicationRow(t, bidB))!.qualityScoredBy).toBe(cast.u.admin.userId);
    res = await score("owner", bidB, { qualityScore: null });
    body = (await res.json()) as Comparison;
    expect(body.entries[0]).toMatchObject({ application: { id: bidB }, qualityScore: 10, qualityScoreIsDefault: true });
  });

  it("gives a provider without reviews no quality score: its bid is unranked until the hospital scores it (PRODUCT.md #24)", async () => {
    const fresh = await make.provider(t, { rating: 0, reviewCount: 0 });
    const tender = await make.request(t, { hospitalId: cast.u.owner.userId, budgetCurrency: "EUR", volumesPerMonth: 100 });
    const rated = await make.application(t, { tenderId: tender.id, providerId: cast.providerA.id, pricePerCt: 20, currency: "EUR" });
    const unrated = await make.application(t, { tenderId: tender.id, providerId: fresh.id, pricePerCt: 10, currency: "EUR" });
    let body = (await (await t.request("GET", `/api/requests/${tender.id}/compare`, { cookie: cast.u.owner.cookie })).json()) as Comparison;
    // Unranked, but its monthly cost is still shown: 100 x €10.
    expect(body.entries.map((e) => [e.application.id, e.qualityScore, e.rank, e.score === null, e.estimatedMonthlyCost])).toEqual([
      [rated.id, 8, 1, false, 2000],
      [unrated.id, null, null, true, 1000],
    ]);
    body = (await (await score("owner", unrated.id, { qualityScore: 6 })).json()) as Comparison;
    // Half the price: 40 price points; 30 turnaround; 6 of 10 -> 18 quality points.
    expect(body.entries[0]).toMatchObject({ application: { id: unrated.id }, qualityScore: 6, rank: 1, score: { price: 40, quality: 18 } });
  });

  it("refuses to score a withdrawn application (409)", async () => {
    const tender = await make.request(t, { hospitalId: cast.u.owner.userId });
    const gone = await make.application(t, { tenderId: tender.id, providerId: cast.providerA.id, status: "WITHDRAWN" });
    const res = await score("owner", gone.id, { qualityScore: 5 });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe("A withdrawn application cannot be scored");
    const [row] = await t.services.database.db.select().from(applications).where(eq(applications.id, gone.id));
    expect(row!.qualityScore).toBeNull();
  });
});

describe("OpenAPI", () => {
  it("documents Compare Applications and quality scores with their schemas and refusals", async () => {
    const doc = await (await t.request("GET", "/api/openapi.json")).json();
    const compareGet = doc.paths["/api/requests/{id}/compare"].get;
    expect(Object.keys(compareGet.responses).sort()).toEqual(["200", "400", "401", "403", "404", "500"]);
    expect(compareGet.description).toContain("Providers, basic users and other hospitals get 403");
    const put = doc.paths["/api/applications/{id}/quality-score"].put;
    expect(Object.keys(put.responses).sort()).toEqual(["200", "400", "401", "403", "404", "409", "500"]);
    expect(put.requestBody.content["application/json"].schema).toBeDefined();
    const apply = doc.paths["/api/requests/{id}/applications"].post.requestBody.content["application/json"].schema;
    expect(Object.keys(apply.properties ?? {})).toEqual(expect.arrayContaining(["pricesByModality", "turnaroundCommitment", "earliestStart"]));
  });
});
