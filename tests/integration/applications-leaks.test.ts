import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
