import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Comparison } from "@/shared/contracts/application-compare";
import type { Evaluation } from "@/shared/contracts/evaluations";
import type { ActivityPage } from "@/shared/contracts/events";
import type { DashboardWaiting } from "@/shared/contracts/dashboards";
import { EVALUATIONS_MESSAGES as M } from "@/shared/policy/evaluations";
import { applicationRow } from "../support/rows";
import { evaluationsCast } from "./evaluations-cast";
import { type TestApp, startTestApp } from "./harness";

/**
 * A request's evaluation panel (issue 33 §1-3): declarations before any bid is seen, no conflicted bid ever, no
 * other member's score before one's own, consensus by a Buyer; every route for every caller; bad input.
 */

let t: TestApp;
let cast: Awaited<ReturnType<typeof evaluationsCast>>;

beforeAll(async () => {
  t = await startTestApp();
  cast = await evaluationsCast(t);
});
afterAll(() => t.close());

const bidsOf = (e: Evaluation) => e.bids.map((b) => b.providerName).sort();

describe("a panel member declares before seeing any bid, and never sees a bid they are conflicted with", () => {
  it("hides every bid until the member declared for every bidder, then all but the conflicted one, on every route", async () => {
    const { request, bids } = await cast.tender();
    const id = request.id;
    const panel = await cast.ok<Evaluation>("buyer", "PUT", `/api/requests/${id}/panel`, { memberIds: [cast.u.evaluator.userId, cast.u.evaluator2.userId] });
    expect(panel.panel.map((m) => m.userId).sort()).toEqual([cast.u.evaluator.userId, cast.u.evaluator2.userId].sort());

    const before = await cast.evaluation("evaluator2", id);
    expect(before.you.toDeclare.map((d) => d.providerName).sort()).toEqual(["Alpha Reads", "Beta Imaging", "Gamma Rad"]);
    expect(before.bids).toEqual([]);
    expect((await (await cast.call("evaluator2", "GET", `/api/requests/${id}/compare`)).json()).entries).toEqual([]);
    expect((await (await cast.call("evaluator2", "GET", `/api/requests/${id}/applications`)).json()).data).toEqual([]);
    const early = await cast.call("evaluator2", "PUT", `/api/applications/${bids.a.id}/panel-score`, { score: 5, justification: "too early" });
    expect(early.status).toBe(403);
    expect((await early.json()).error.message).toBe(M.declareFirst);

    // A partial declaration still shows nothing.
    await cast.ok("evaluator2", "PUT", `/api/requests/${id}/declarations`, { declarations: [{ providerId: cast.providers.a.id, conflict: false }] });
    expect((await cast.evaluation("evaluator2", id)).bids).toEqual([]);
    await cast.ok("evaluator2", "PUT", `/api/requests/${id}/declarations`, {
      declarations: [
        { providerId: cast.providers.b.id, conflict: true, note: "Consulted for Beta" },
        { providerId: cast.providers.c.id, conflict: false },
      ],
    });
    const after = await cast.evaluation("evaluator2", id);
    expect(bidsOf(after)).toEqual(["Alpha Reads", "Gamma Rad"]);
    expect(after.declarations.map((d) => d.userId)).toEqual([cast.u.evaluator2.userId, cast.u.evaluator2.userId, cast.u.evaluator2.userId]);

    // The conflicted bid, on every route that shows a bid.
    const compare = (await (await cast.call("evaluator2", "GET", `/api/requests/${id}/compare`)).json()) as Comparison;
    expect(compare.entries.map((e) => e.provider.name).sort()).toEqual(["Alpha Reads", "Gamma Rad"]);
    const list = (await (await cast.call("evaluator2", "GET", `/api/requests/${id}/applications`)).json()) as { data: { providerId: string }[] };
    expect(list.data.map((i) => i.providerId)).not.toContain(cast.providers.b.id);
    const score = await cast.call("evaluator2", "PUT", `/api/applications/${bids.b.id}/panel-score`, { score: 5, justification: "no" });
    expect(score.status).toBe(403);
    expect((await score.json()).error.message).toBe(M.conflicted);
    expect((await cast.call("evaluator2", "GET", `/api/threads/application/${bids.b.id}`)).status).toBe(403);
    expect((await cast.call("evaluator2", "GET", `/api/threads/application/${bids.a.id}`)).status).toBe(200);
    const activity = (await (await cast.call("evaluator2", "GET", `/api/requests/${id}/activity`)).json()) as ActivityPage;
    expect(JSON.stringify(activity)).not.toContain(bids.b.id);
    expect(JSON.stringify(await cast.evaluation("evaluator2", id))).not.toContain(bids.b.id);

    // The Buyers who run it see every bid and every declaration; a Viewer off the panel sees no bid.
    const lead = await cast.evaluation("buyer", id);
    expect(bidsOf(lead)).toEqual(["Alpha Reads", "Beta Imaging", "Gamma Rad"]);
    expect(lead.declarations.filter((d) => d.conflict).map((d) => d.note)).toEqual(["Consulted for Beta"]);
    expect((await cast.evaluation("viewer", id)).bids).toEqual([]);
    expect((await (await cast.call("viewer", "GET", `/api/requests/${id}/applications`)).json()).data).toEqual([]);
    expect((await cast.call("buyer", "GET", `/api/threads/application/${bids.b.id}`)).status).toBe(200);
  });

  it("refuses a declaration twice, for a provider that did not bid, and a conflict without a note; nothing changes", async () => {
    const { request } = await cast.tender();
    const id = request.id;
    await cast.ok("buyer", "PUT", `/api/requests/${id}/panel`, { memberIds: [cast.u.evaluator.userId] });
    const bad = [
      [{ declarations: [{ providerId: cast.providers.a.id, conflict: true }] }, 400, M.conflictNoteRequired],
      [{ declarations: [{ providerId: randomUUID(), conflict: false }] }, 400, M.notABidder],
      [{ declarations: [] }, 400, "Declare for at least one bidder"],
      [{ declarations: [{ providerId: cast.providers.a.id, conflict: "no" }] }, 400, "Conflict must be true or false"],
    ] as const;
    for (const [body, status, error] of bad) {
      const res = await cast.call("evaluator", "PUT", `/api/requests/${id}/declarations`, body);
      expect(res.status).toBe(status);
      expect((await res.json()).error.message).toBe(error);
    }
    expect((await cast.evaluation("evaluator", id)).declarations).toEqual([]);
    await cast.ok("evaluator", "PUT", `/api/requests/${id}/declarations`, { declarations: [{ providerId: cast.providers.a.id, conflict: false }] });
    const twice = await cast.call("evaluator", "PUT", `/api/requests/${id}/declarations`, { declarations: [{ providerId: cast.providers.a.id, conflict: true, note: "changed my mind" }] });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.message).toBe(M.alreadyDeclared);
    const offPanel = await cast.call("evaluator2", "PUT", `/api/requests/${id}/declarations`, { declarations: [{ providerId: cast.providers.a.id, conflict: false }] });
    expect(offPanel.status).toBe(403);
    expect((await offPanel.json()).error.message).toBe(M.notOnPanel);
  });
});

describe("independent scores, then consensus", () => {
  it("shows a member the others' scores only once they scored the bid, keeps scores final and out of the history", async () => {
    const { request, bids } = await cast.tender();
    const id = request.id;
    await cast.ok("buyer", "PUT", `/api/requests/${id}/panel`, { memberIds: [cast.u.evaluator.userId, cast.u.evaluator2.userId] });
    for (const who of ["evaluator", "evaluator2"] as const)
      await cast.ok(who, "PUT", `/api/requests/${id}/declarations`, { declarations: Object.values(cast.providers).map((p) => ({ providerId: p.id, conflict: false })) });
    await cast.ok("evaluator", "PUT", `/api/applications/${bids.a.id}/panel-score`, { score: 7.5, justification: "Strong subspecialty cover" });

    const second = await cast.evaluation("evaluator2", id);
    const bidA = second.bids.find((b) => b.applicationId === bids.a.id)!;
    expect(bidA.scores).toBeNull();
    expect(bidA.spread).toBeNull();
    expect(JSON.stringify(second)).not.toContain("Strong subspecialty cover");
    expect(JSON.stringify(second)).not.toContain("7.5");
    const history = await (await cast.call("evaluator2", "GET", `/api/requests/${id}/activity`)).text();
    expect(history).not.toContain("Strong subspecialty cover");
    expect(history).toContain("scored");

    const after = await cast.ok<Evaluation>("evaluator2", "PUT", `/api/applications/${bids.a.id}/panel-score`, { score: 9, justification: "Best quality record" });
    const seen = after.bids.find((b) => b.applicationId === bids.a.id)!;
    expect(seen.scores?.map((s) => s.score).sort()).toEqual([7.5, 9]);
    expect(seen.spread).toEqual({ min: 7.5, max: 9, mean: 8.3 });
    const first = (await cast.evaluation("evaluator", id)).bids.find((b) => b.applicationId === bids.a.id)!;
    expect(first.scores?.map((s) => s.justification).sort()).toEqual(["Best quality record", "Strong subspecialty cover"]);

    const again = await cast.call("evaluator", "PUT", `/api/applications/${bids.a.id}/panel-score`, { score: 2, justification: "second thoughts" });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(M.alreadyScored);

    // Consensus waits for every member without a conflict; only a lead sets it; it is the ranking's quality score.
    const early = await cast.call("buyer", "PUT", `/api/applications/${bids.b.id}/consensus`, { score: 5, rationale: "too early" });
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toBe(M.scoresMissing);
    expect((await cast.call("evaluator", "PUT", `/api/applications/${bids.a.id}/consensus`, { score: 8, rationale: "x" })).status).toBe(403);
    await cast.ok("buyer", "PUT", `/api/applications/${bids.a.id}/consensus`, { score: 8.3, rationale: "Both members rate its record highly" });
    expect((await applicationRow(t, bids.a.id))?.qualityScore).toBe(8.3);
    const compare = (await (await cast.call("buyer", "GET", `/api/requests/${id}/compare`)).json()) as Comparison;
    expect(compare.request.panel).toBe(true);
    const entryA = compare.entries.find((e) => e.application.id === bids.a.id)!;
    expect(entryA.qualityScore).toBe(8.3);
    expect(entryA.qualityRationale).toBe("Both members rate its record highly");
    expect(entryA.rank).toBe(1);
    expect(compare.entries.filter((e) => e.application.id !== bids.a.id).map((e) => [e.qualityScore, e.rank])).toEqual([
      [null, null],
      [null, null],
    ]);
    const direct = await cast.call("buyer", "PUT", `/api/applications/${bids.b.id}/quality-score`, { qualityScore: 7 });
    expect(direct.status).toBe(409);
    expect((await direct.json()).error.message).toBe(M.panelSetsQuality);
    const award = await cast.call("buyer", "PATCH", `/api/applications/${bids.a.id}`, { status: "AWARDED" });
    expect(award.status).toBe(409);
    expect((await award.json()).error.message).toBe(M.consensusMissing);
  });

  it("refuses bad scores and empty reasons with the message, and stores nothing", async () => {
    const { request, bids } = await cast.tender();
    await cast.ok("buyer", "PUT", `/api/requests/${request.id}/panel`, { memberIds: [cast.u.evaluator.userId] });
    await cast.ok("evaluator", "PUT", `/api/requests/${request.id}/declarations`, { declarations: Object.values(cast.providers).map((p) => ({ providerId: p.id, conflict: false })) });
    for (const body of [{ score: 11, justification: "x" }, { score: 5.55, justification: "x" }, { score: "7", justification: "x" }, { score: 7, justification: "   " }, { score: 7 }, { score: 7, justification: "x".repeat(2001) }, { score: 7, justification: "x", extra: 1 }]) {
      const res = await cast.call("evaluator", "PUT", `/api/applications/${bids.a.id}/panel-score`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await cast.evaluation("evaluator", request.id)).bids.every((b) => b.yourScore === null)).toBe(true);
  });
});

describe("what waits for a panel member on their dashboard", () => {
  const waiting = async (who: "evaluator" | "evaluator2", requestId: string) => {
    const d = await cast.ok<DashboardWaiting>(who, "GET", "/api/dashboard/waiting");
    return d.waiting.find((g) => g.kind === "evaluations")?.items.find((i) => i.id === requestId)?.detail ?? null;
  };

  it("lists the declarations, then the scores, still to give, and nothing once given", async () => {
    const { request, bids } = await cast.tender();
    const id = request.id;
    expect(await waiting("evaluator", id)).toBeNull();
    await cast.ok("buyer", "PUT", `/api/requests/${id}/panel`, { memberIds: [cast.u.evaluator.userId] });
    expect(await waiting("evaluator", id)).toBe("3 bidders to declare for before you see the bids");
    expect(await waiting("evaluator2", id)).toBeNull();
    await cast.ok("evaluator", "PUT", `/api/requests/${id}/declarations`, {
      declarations: [
        { providerId: cast.providers.a.id, conflict: false },
        { providerId: cast.providers.b.id, conflict: true, note: "Former employer" },
        { providerId: cast.providers.c.id, conflict: false },
      ],
    });
    expect(await waiting("evaluator", id)).toBe("2 bids to score");
    for (const bid of [bids.a, bids.c]) await cast.ok("evaluator", "PUT", `/api/applications/${bid.id}/panel-score`, { score: 6, justification: "Adequate" });
    expect(await waiting("evaluator", id)).toBeNull();
  });
});

describe("the panel itself", () => {
  it("takes only the organisation's Owners, Buyers and Evaluators, named by its Owners and Buyers; a member who acted stays", async () => {
    const { request } = await cast.tender();
    const id = request.id;
    for (const memberIds of [[cast.u.viewer.userId], [cast.u.aOwner.userId], [cast.u.otherHospitalOwner.userId]]) {
      const res = await cast.call("buyer", "PUT", `/api/requests/${id}/panel`, { memberIds });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(M.panelMember);
    }
    for (const who of ["evaluator", "viewer", "aOwner", "otherHospitalOwner", "basic"] as const)
      expect((await cast.call(who, "PUT", `/api/requests/${id}/panel`, { memberIds: [] })).status, who).toBe(403);
    expect((await cast.call("anonymous", "PUT", `/api/requests/${id}/panel`, { memberIds: [] })).status).toBe(401);
    await cast.ok("owner", "PUT", `/api/requests/${id}/panel`, { memberIds: [cast.u.evaluator.userId, cast.u.buyer.userId] });
    await cast.ok("evaluator", "PUT", `/api/requests/${id}/declarations`, { declarations: [{ providerId: cast.providers.a.id, conflict: false }] });
    const locked = await cast.call("buyer", "PUT", `/api/requests/${id}/panel`, { memberIds: [cast.u.buyer.userId] });
    expect(locked.status).toBe(409);
    expect((await locked.json()).error.message).toBe(M.panelLocked);
    const swapped = await cast.ok<Evaluation>("buyer", "PUT", `/api/requests/${id}/panel`, { memberIds: [cast.u.evaluator.userId, cast.u.evaluator2.userId] });
    expect(swapped.panel.map((m) => m.userId).sort()).toEqual([cast.u.evaluator.userId, cast.u.evaluator2.userId].sort());
  });

  it("reads for the organisation's members and admins only", async () => {
    const { request } = await cast.tender();
    for (const who of ["owner", "buyer", "evaluator", "viewer", "admin"] as const) expect((await cast.call(who, "GET", `/api/requests/${request.id}/evaluation`)).status, who).toBe(200);
    for (const who of ["aOwner", "otherHospitalOwner", "basic"] as const) expect((await cast.call(who, "GET", `/api/requests/${request.id}/evaluation`)).status, who).toBe(403);
    expect((await cast.call("anonymous", "GET", `/api/requests/${request.id}/evaluation`)).status).toBe(401);
    expect((await cast.call("buyer", "GET", `/api/requests/${randomUUID()}/evaluation`)).status).toBe(404);
    expect((await cast.call("buyer", "GET", "/api/requests/nope/evaluation")).status).toBe(400);
  });
});
