import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContractTerms } from "@/shared/contracts/contracts";
import type { MarketHealth } from "@/shared/contracts/market-health";
import type { Role } from "@/shared/policy/roles";
import * as make from "../support/factories";
import { ledgerTerms } from "../support/studies";
import { type TestApp, startTestApp } from "./harness";
import { expectedFigures, type Model, type ModelContract, type ModelRequest, mondays } from "./market-health-model";

/**
 * Issue 32 §4: admins see the marketplace's health on /admin, read from a snapshot the `market-health` job keeps.
 * The data sits in twelve weeks around a fixed clock (a Wednesday); every figure must equal what the test computes
 * from what it created (its own database, so nothing else is counted).
 */

const NOW = new Date("2026-11-18T12:00:00Z");
const HOUR = 3_600_000;
const WEEKS = mondays(NOW);
/** `hours` after the Monday of week `i` (0 the oldest of the window, 11 the week of NOW; -1 the one before). */
const at = (i: number, hours: number) => new Date((i < 0 ? WEEKS[0]! - 7 * 24 * HOUR : WEEKS[i]!) + hours * HOUR);

let t: TestApp;
let admin: string;
let owner: { userId: string; cookie: string };
let telerad: { cookie: string };
let organisationId: string;
let providerId: string;
const model: Model = { requests: [], contracts: [], studies: [] };

/** A request of the hospital posted at `createdAt`, with bids `hours` after it (the first of each status given). */
async function posted(createdAt: Date, opts: { deadline?: Date; status?: "OPEN" | "CLOSED"; bids?: [number, string][] } = {}) {
  const deadline = opts.deadline ?? new Date("2027-06-01T00:00:00Z");
  const status = opts.status ?? "OPEN";
  const request = await make.request(t, { hospitalId: owner.userId, organisationId, createdAt, postedDate: createdAt, deadline, status });
  const bids: ModelRequest["bids"] = [];
  for (const [hours, bidStatus] of opts.bids ?? []) {
    const bidAt = new Date(createdAt.getTime() + hours * HOUR);
    await make.application(t, { tenderId: request.id, providerId: (await make.provider(t)).id, createdAt: bidAt, status: bidStatus as "SUBMITTED" });
    bids.push({ createdAt: bidAt, status: bidStatus });
  }
  model.requests.push({ createdAt, deadline, status, bids });
}

async function contract(c: ModelContract, terms?: ContractTerms) {
  const row = await make.contract(t, { hospitalOrganisationId: organisationId, providerId, status: c.status as "active", startDate: c.startDate, endDate: c.endDate, terminatesOn: c.terminatesOn, terms });
  model.contracts.push(c);
  return row;
}

/** Studies recorded through the route by the hospital's owner, their images at the given times. */
async function studies(contractId: string, times: Date[]) {
  const batch = times.map((images, n) => ({
    reference: make.unique(`MH${n}`),
    modality: "CT",
    priority: "Routine",
    imagesAvailableAt: images.toISOString(),
    preliminaryReportAt: null,
    finalReportAt: new Date(images.getTime() + 2 * HOUR).toISOString(),
    peerReview: null,
  }));
  const res = await t.request("POST", `/api/contracts/${contractId}/studies`, { cookie: owner.cookie, body: { studies: batch } });
  if (res.status !== 200) throw new Error(`studies: ${res.status} ${await res.text()}`);
  model.studies.push(...times);
}

const health = async (method = "GET", cookie = admin) => t.request(method, `/api/admin/market-health${method === "POST" ? "/refresh" : ""}`, { cookie });
const bodyOf = async (res: Response) => (await res.json()) as MarketHealth;

beforeAll(async () => {
  t = await startTestApp({}, { ownDatabase: true });
  admin = (await make.signedInAs(t, "admin")).cookie;
  organisationId = (await make.organisation(t)).id;
  providerId = (await make.provider(t)).id;
  const account = await make.account(t, { role: "hospital", organisation: { id: organisationId, role: "owner" } });
  owner = { userId: account.userId, cookie: await make.signIn(t, account.email, account.password) };
  telerad = await make.signedInAs(t, "telerad", providerId);

  // Before the window, and on its first instant.
  await posted(at(-1, 7 * 24 - 0.5), { bids: [[1, "SUBMITTED"]] });
  await posted(at(0, 0), { bids: [[0.5, "WITHDRAWN"], [6, "SUBMITTED"]] });
  // Week 0: one closed by its deadline and awarded, one closed by the hospital without an award.
  await posted(at(0, 10), { deadline: new Date("2026-09-20T00:00:00Z"), bids: [[2.5, "AWARDED"], [4, "DECLINED"], [30, "SUBMITTED"]] });
  await posted(at(0, 30), { status: "CLOSED", bids: [[5, "SUBMITTED"]] });
  // Week 3: open ones with none, two and four bids.
  await posted(at(3, 12));
  await posted(at(3, 40), { bids: [[1, "SHORTLISTED"], [3, "SUBMITTED"]] });
  await posted(at(3, 100), { bids: [[26, "SUBMITTED"], [27, "SUBMITTED"], [28, "DECLINED"], [50, "SUBMITTED"]] });
  // Week 7: awarded while open, its deadline after NOW (so closed only later); the week's last instant.
  await posted(at(7, 8), { deadline: new Date("2026-11-20T00:00:00Z"), bids: [[3, "AWARDED"]] });
  await posted(at(8, -1 / 3600), { deadline: new Date("2026-10-30T00:00:00Z") });
  // The current week, before NOW.
  await posted(at(11, 33), { bids: [[0.75, "SUBMITTED"], [2, "SUBMITTED"]] });

  // The ledger's contract, whose terms (CT Routine among them) are in force since it began.
  const ledger = await contract({ status: "active", startDate: "2026-01-01", endDate: "2027-12-31", terminatesOn: null }, ledgerTerms("2026-01-01"));
  await contract({ status: "active", startDate: "2026-10-04", endDate: "2027-10-03", terminatesOn: null });
  await contract({ status: "ended", startDate: "2025-10-01", endDate: "2026-09-30", terminatesOn: null });
  await contract({ status: "terminated", startDate: "2026-03-01", endDate: "2027-02-28", terminatesOn: "2026-10-25" });
  await contract({ status: "scheduled", startDate: "2026-12-01", endDate: "2027-11-30", terminatesOn: null });
  await contract({ status: "draft", startDate: "2026-09-01", endDate: "2027-08-31", terminatesOn: null });
  await studies(ledger.id, [at(-1, 12), at(0, 0), at(2, 10), at(2, 11), at(2, 50), at(7, 3), at(7, 100), at(11, 20)]);
});
afterAll(() => t?.close());

describe("marketplace health: who may see it", () => {
  it("answers 401 to anonymous callers and 403 'Unauthorized: Admin access required' to every other role", async () => {
    for (const method of ["GET", "POST"]) {
      const anonymous = await t.request(method, `/api/admin/market-health${method === "POST" ? "/refresh" : ""}`);
      expect(anonymous.status, method).toBe(401);
      for (const role of ["basic", "hospital", "telerad"] as Role[]) {
        const provider = role === "telerad" ? providerId : null;
        const { cookie } = await make.signedInAs(t, role, provider);
        const res = await health(method, cookie);
        expect(res.status, `${role} ${method}`).toBe(403);
        expect(await res.json()).toEqual({ error: { code: "FORBIDDEN", message: "Unauthorized: Admin access required" } });
      }
    }
    // The Owner of a hospital organisation is no admin either.
    expect((await health("GET", owner.cookie)).status).toBe(403);
  });

  it("lists both routes in the OpenAPI document under admin", async () => {
    const doc = (await (await t.request("GET", "/api/openapi.json")).json()) as { paths: Record<string, Record<string, { operationId: string; tags: string[] }>> };
    expect(doc.paths["/api/admin/market-health"]?.get).toMatchObject({ operationId: "getMarketHealth", tags: ["admin"] });
    expect(doc.paths["/api/admin/market-health/refresh"]?.post).toMatchObject({ operationId: "refreshMarketHealth", tags: ["admin"] });
  });
});

describe("marketplace health: the figures", () => {
  it("computes them on the spot when no snapshot is kept yet", async () => {
    const before = Date.now();
    const res = await health();
    expect(res.status).toBe(200);
    const body = await bodyOf(res);
    expect(Date.parse(body.computedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.figures).toEqual(expectedFigures(model, new Date(body.computedAt)));
  });

  it("equals what was created, week by week and over the window, once the job ran at a given time", async () => {
    const ran = await t.services.jobs.runOnce("market-health", { now: NOW, force: true });
    expect(ran.ran).toBe(true);
    const body = await bodyOf(await health());
    expect(body.computedAt).toBe(NOW.toISOString());
    const expected = expectedFigures(model, NOW);
    expect(body.figures).toEqual(expected);
    // The numbers the data was built for, so that a wrong model cannot pass unnoticed.
    expect(expected.from).toBe("2026-08-31");
    expect(expected.to).toBe("2026-11-22");
    expect(expected.headline).toEqual({
      requestsPosted: 9,
      medianBids: 2,
      medianFirstBidHours: 2.5,
      closedRequests: 3,
      awardedRequests: 1,
      awardedShare: 33.3,
      activeContracts: 2,
      studiesMeasured: 7,
    });
    expect(body.figures.weeks.map((w) => w.requestsPosted)).toEqual([3, 0, 0, 3, 0, 0, 0, 2, 0, 0, 0, 1]);
    expect(body.figures.weeks[3]).toMatchObject({ medianBids: 2, medianFirstBidHours: 13.5, closedRequests: 0, awardedShare: null });
    expect(body.figures.weeks.map((w) => w.activeContracts)).toEqual([3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2]);
    expect(body.figures.weeks.map((w) => w.studiesMeasured)).toEqual([1, 0, 3, 0, 0, 0, 0, 2, 0, 0, 0, 1]);
    expect(body.figures.weeks[1]).toMatchObject({ medianBids: null, medianFirstBidHours: null, awardedShare: null });
  });

  it("is read from the kept snapshot: new data shows only after a refresh, which recomputes it now", async () => {
    const created = await t.request("POST", "/api/requests", {
      cookie: owner.cookie,
      body: { title: make.unique("Health check"), facility: "Facility", country: "DE", description: "Overnight CT", modalities: ["CT"], tatRequirement: "4-12h" },
    });
    expect(created.status).toBe(201);
    const request = (await created.json()) as { id: string; createdAt: string; deadline: string };
    const applied = await t.request("POST", `/api/requests/${request.id}/applications`, { cookie: telerad.cookie, body: { pricePerCt: 12, turnaroundCommitment: "4-12h" } });
    expect(applied.status, await applied.clone().text()).toBe(201);
    const bid = (await applied.json()) as { createdAt: string; status: string };
    model.requests.push({ createdAt: new Date(request.createdAt), deadline: new Date(request.deadline), status: "OPEN", bids: [{ createdAt: new Date(bid.createdAt), status: bid.status }] });

    expect((await bodyOf(await health())).computedAt).toBe(NOW.toISOString());
    const before = Date.now();
    const refreshed = await health("POST");
    expect(refreshed.status).toBe(200);
    const body = await bodyOf(refreshed);
    expect(Date.parse(body.computedAt)).toBeGreaterThanOrEqual(before - 1000);
    const expected = expectedFigures(model, new Date(body.computedAt));
    expect(body.figures).toEqual(expected);
    expect(body.figures.weeks.at(-1)!.requestsPosted).toBeGreaterThanOrEqual(1);
    expect(await bodyOf(await health())).toEqual(body);
  });
});
