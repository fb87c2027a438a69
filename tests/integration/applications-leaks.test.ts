import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenders } from "@/server/db/schema";
import * as make from "../support/factories";
import { applicationsCast, type Who } from "./applications-cast";
import { type TestApp, startTestApp } from "./harness";

/**
 * Providers never see other bids (PRODUCT.md #24): no answer a telerad, basic or anonymous caller
 * gets carries another provider's price, note or application, nor any score, rank or quality score.
 */

let t: TestApp;
let cast: Awaited<ReturnType<typeof applicationsCast>>;
let tenderId: string;
const tag = make.unique("rival");
const RIVAL_PRICE = "87.13";
const RIVAL_MODALITY_PRICE = "93.71";
let rivalId: string;

beforeAll(async () => {
  t = await startTestApp();
  cast = await applicationsCast(t);
  const tender = await make.request(t, { hospitalId: cast.u.owner.userId, title: `Leak check ${tag}`, modalities: ["CT", "MRI"], budgetCurrency: "EUR" });
  tenderId = tender.id;
  await cast.applyAs("applicant", tenderId, { pricePerCt: 20, pricesByModality: { MRI: 30 } });
  const rival = await cast.applyAs("otherTelerad", tenderId, { pricePerCt: Number(RIVAL_PRICE), pricesByModality: { MRI: Number(RIVAL_MODALITY_PRICE) }, note: `Our secret terms ${tag}` });
  rivalId = ((await rival.json()) as { id: string }).id;
  await t.request("PUT", `/api/applications/${rivalId}/quality-score`, { cookie: cast.u.owner.cookie, body: { qualityScore: 7.3 } });
});
afterAll(() => t.close());

const routes = () => [
  ["GET", `/api/requests/${tenderId}`],
  ["GET", `/api/requests?q=${encodeURIComponent(tag)}`],
  ["GET", "/api/requests?sort=newest"],
  ["GET", `/api/requests/${tenderId}/applications`],
  ["GET", `/api/requests/${tenderId}/applications/mine`],
  ["GET", `/api/requests/${tenderId}/compare`],
  ["GET", "/api/me/applications"],
  ["PUT", `/api/applications/${rivalId}/quality-score`],
  ["PATCH", `/api/applications/${rivalId}`],
];

describe("what members of other organisations receive of a request's bids (issue 29)", () => {
  it("a Viewer of the applicant's provider and every role of another hospital organisation: no rival price, note, id, score or rank", async () => {
    const elsewhere = await make.organisation(t);
    const cookies: [string, string][] = [["provider Viewer", (await make.signedInAs(t, "telerad", cast.providerA.id, "viewer")).cookie]];
    for (const role of ["owner", "buyer", "evaluator", "viewer"] as const) {
      const a = await make.account(t, { role: "hospital", organisation: { id: elsewhere.id, role } });
      cookies.push([`another hospital's ${role}`, await make.signIn(t, a.email, a.password)]);
    }
    for (const [who, cookie] of cookies)
      for (const [method, url] of routes()) {
        const body = method === "GET" ? undefined : method === "PUT" ? { qualityScore: 1 } : { status: "DECLINED" };
        const res = await t.request(method!, url!, { cookie, body });
        const text = await res.text();
        expect(res.status, `${who} ${method} ${url}`).toBeLessThan(500);
        for (const secret of [RIVAL_PRICE, RIVAL_MODALITY_PRICE, `secret terms ${tag}`, rivalId, "qualityScore", '"rank"', '"score"'])
          expect(text.includes(secret), `${who} ${method} ${url} contains ${secret}`).toBe(false);
      }
  });

  it("a Viewer of the owning organisation reads the bids but may not compare, score or decide", async () => {
    const [owning] = await t.services.database.db.select({ id: tenders.organisationId }).from(tenders).where(eq(tenders.id, tenderId));
    const viewer = await make.account(t, { role: "hospital", organisation: { id: owning!.id!, role: "viewer" } });
    const cookie = await make.signIn(t, viewer.email, viewer.password);
    expect(await (await t.request("GET", `/api/requests/${tenderId}/applications`, { cookie })).text()).toContain(rivalId);
    expect((await t.request("GET", `/api/requests/${tenderId}/compare`, { cookie })).status).toBe(403);
    expect((await t.request("PUT", `/api/applications/${rivalId}/quality-score`, { cookie, body: { qualityScore: 1 } })).status).toBe(403);
    expect((await t.request("PATCH", `/api/applications/${rivalId}`, { cookie, body: { status: "DECLINED" } })).status).toBe(403);
  });
});

describe("what other callers receive of a request's bids", () => {
  for (const who of ["applicant", "colleague", "basic", "anonymous"] as const satisfies readonly Who[]) {
    it(`${who}: no rival price, note, id, score or rank in any answer`, async () => {
      for (const [method, url] of routes()) {
        const body = method === "GET" ? undefined : method === "PUT" ? { qualityScore: 1 } : { status: "DECLINED" };
        const res = await t.request(method!, url!, { cookie: cast.cookieOf(who), body });
        const text = await res.text();
        expect(res.status, `${who} ${method} ${url}`).toBeLessThan(500);
        for (const secret of [RIVAL_PRICE, RIVAL_MODALITY_PRICE, `secret terms ${tag}`, rivalId, "qualityScore", '"rank"', '"score"'])
          expect(text.includes(secret), `${who} ${method} ${url} contains ${secret}`).toBe(false);
      }
    });
  }

  it("the owner does see them (the check above can fail)", async () => {
    const text = await (await t.request("GET", `/api/requests/${tenderId}/compare`, { cookie: cast.u.owner.cookie })).text();
    for (const secret of [RIVAL_PRICE, RIVAL_MODALITY_PRICE, `secret terms ${tag}`, rivalId, '"qualityScore":7.3']) expect(text).toContain(secret);
  });
});
