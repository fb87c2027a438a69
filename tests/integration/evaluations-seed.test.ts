import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { contracts, contractVersions } from "@/server/db/contracts-schema";
import { awardChallenges, awardDecisions, evaluationDeclarations, evaluationPanelMembers, evaluationScores } from "@/server/db/evaluations-schema";
import { organisationMembers } from "@/server/db/organisations-schema";
import { applications, events, providers, tenders, user } from "@/server/db/schema";
import { EVALUATION_DEMO_TITLE } from "@/server/db/seed/evaluations-data";
import type { BidderStandstill, Evaluation } from "@/shared/contracts/evaluations";
import { inStandstill, PANEL_ROLES } from "@/shared/policy/evaluations";
import { demoSignIn, startDemoApp } from "./demo-app";
import type { TestApp } from "./harness";

/** Issue 33 §8: a demo request of Klinikum Nordstadt evaluated by a panel of three with one declared conflict, in its standstill. */

let t: TestApp;
beforeAll(async () => {
  t = await startDemoApp();
});
afterAll(() => t?.close());

const DAY = 86_400_000;

async function demoRequest() {
  const db = t.services.database.db;
  const [tender] = await db.select().from(tenders).where(eq(tenders.title, EVALUATION_DEMO_TITLE));
  const bids = await db
    .select({ id: applications.id, providerId: applications.providerId, status: applications.status, qualityScore: applications.qualityScore, qualityRationale: applications.qualityRationale, qualityScoredBy: applications.qualityScoredBy, provider: providers.name })
    .from(applications)
    .innerJoin(providers, eq(providers.id, applications.providerId))
    .where(eq(applications.tenderId, tender!.id));
  return { db, tender: tender!, bids };
}

it("is a closed request of Klinikum Nordstadt with a standstill, bids from NightHawk and others, and a panel of three who may evaluate", async () => {
  const { db, tender, bids } = await demoRequest();
  const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.email, "hospital@demo.test"));
  expect(tender).toMatchObject({ standstillDays: 10, status: "CLOSED", hospitalId: owner!.id, facility: "Klinikum Nordstadt" });
  expect(tender.deadline.getTime()).toBeLessThan(Date.now());
  expect(bids.length).toBeGreaterThanOrEqual(3);
  expect(bids.map((b) => b.provider)).toContain("NightHawk Radiology Partners");
  expect(tender.responseCount).toBe(bids.length);

  const panel = await db
    .select({ email: user.email, role: organisationMembers.role })
    .from(evaluationPanelMembers)
    .innerJoin(user, eq(user.id, evaluationPanelMembers.userId))
    .innerJoin(organisationMembers, and(eq(organisationMembers.userId, evaluationPanelMembers.userId), eq(organisationMembers.organisationId, tender.organisationId!)))
    .where(eq(evaluationPanelMembers.tenderId, tender.id));
  expect(panel.map((m) => m.email).sort()).toEqual(["evaluator@demo.test", "hospital@demo.test", "panel@demo.test"]);
  expect(panel.every((m) => (PANEL_ROLES as readonly string[]).includes(m.role))).toBe(true);
});

it("has every member's declaration for every bidder, exactly one conflict with a note, and no score for the conflicted pair", async () => {
  const { db, tender, bids } = await demoRequest();
  const members = await db.select().from(evaluationPanelMembers).where(eq(evaluationPanelMembers.tenderId, tender.id));
  const declarations = await db.select().from(evaluationDeclarations).where(eq(evaluationDeclarations.tenderId, tender.id));
  expect(declarations).toHaveLength(members.length * bids.length);
  for (const m of members) for (const b of bids) expect(declarations.filter((d) => d.userId === m.userId && d.providerId === b.providerId)).toHaveLength(1);
  const conflicts = declarations.filter((d) => d.conflict);
  expect(conflicts).toHaveLength(1);
  expect(conflicts[0]!.note).toBeTruthy();
  expect(declarations.filter((d) => !d.conflict).every((d) => d.note === null)).toBe(true);

  const scores = await db.select().from(evaluationScores).where(eq(evaluationScores.tenderId, tender.id));
  const conflicted = bids.find((b) => b.providerId === conflicts[0]!.providerId)!;
  expect(scores.some((s) => s.userId === conflicts[0]!.userId && s.applicationId === conflicted.id)).toBe(false);
  // Everyone else scored every bid, with reasons, before the consensus.
  expect(scores).toHaveLength(members.length * bids.length - 1);
  expect(scores.every((s) => s.justification.trim().length > 0 && s.score >= 0 && s.score <= 10)).toBe(true);
});

it("has a consensus for every live bid and a decision in its standstill: the winner awarded, NightHawk declined and challenging", async () => {
  const { db, tender, bids } = await demoRequest();
  const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.email, "hospital@demo.test"));
  const live = bids.filter((b) => b.status !== "WITHDRAWN");
  expect(live.every((b) => b.qualityScore !== null && (b.qualityRationale ?? "").length > 0 && b.qualityScoredBy === owner!.id)).toBe(true);

  const decisions = await db.select().from(awardDecisions).where(eq(awardDecisions.tenderId, tender.id));
  expect(decisions).toHaveLength(1);
  const d = decisions[0]!;
  expect(d).toMatchObject({ status: "decided", closeRequest: true, proposedBy: owner!.id, reviewedBy: null });
  expect(inStandstill(d)).toBe(true);
  expect(d.standstillEndsAt!.getTime() - d.decidedAt!.getTime()).toBe(10 * DAY);
  expect(Date.now() - d.decidedAt!.getTime()).toBeGreaterThan(2.5 * DAY);
  const winner = bids.find((b) => b.id === d.applicationId)!;
  expect(winner.status).toBe("AWARDED");
  expect(winner.provider).not.toBe("NightHawk Radiology Partners");
  expect(bids.filter((b) => b.id !== winner.id).every((b) => b.status === "DECLINED")).toBe(true);
  expect(d.reverts).toEqual({ applications: expect.arrayContaining(bids.map((b) => ({ id: b.id, before: "SHORTLISTED" }))), closedRequest: true });
  expect(d.assessment!.map((a) => a.applicationId).sort()).toEqual(live.map((b) => b.id).sort());
  expect(d.assessment!.find((a) => a.applicationId === winner.id)!.rank).toBe(1);

  const challenges = await db.select().from(awardChallenges).where(eq(awardChallenges.decisionId, d.id));
  expect(challenges).toHaveLength(1);
  expect(challenges[0]).toMatchObject({ providerId: bids.find((b) => b.provider === "NightHawk Radiology Partners")!.providerId, answer: null, answeredAt: null });

  // The winner's contract is a draft, never sent, and cannot be sent during the standstill.
  const drafts = await db.select().from(contracts).where(eq(contracts.tenderId, tender.id));
  expect(drafts.map((c) => [c.applicationId, c.status])).toEqual([[winner.id, "draft"]]);
  expect(await db.select().from(contractVersions).where(eq(contractVersions.contractId, drafts[0]!.id))).toEqual([]);
  const cookie = await demoSignIn(t, "hospital@demo.test");
  const send = await t.request("POST", `/api/contracts/${drafts[0]!.id}/send`, { cookie, body: {} });
  expect(send.status).toBe(409);
  expect(((await send.json()) as { error: { message: string } }).error.message).toMatch(/^The contract can be sent once the standstill ends on /);

  // The history holds the steps, each in the past.
  const history = await db.select().from(events).where(eq(events.requestId, tender.id));
  const actions = (type: string) => history.filter((e) => e.entityType === type).map((e) => e.action);
  expect(actions("evaluation")).toEqual(expect.arrayContaining(["panel_changed", "declared", "scored", "award_decided", "challenged"]));
  expect(actions("application").filter((a) => a === "quality_scored")).toHaveLength(bids.length);
  expect(history.every((e) => e.at.getTime() <= Date.now())).toBe(true);
  expect(actions("request")).toEqual(expect.arrayContaining(["created", "closed"]));
});

it("reads as the issue says through the API: the lead sees every score, the conflicted member never sees that bid, NightHawk sees its summary", async () => {
  const { tender } = await demoRequest();
  const get = async <T>(email: string, path: string) => {
    const res = await t.request("GET", path, { cookie: await demoSignIn(t, email) });
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };
  const lead = await get<Evaluation>("hospital@demo.test", `/api/requests/${tender.id}/evaluation`);
  expect(lead.panel).toHaveLength(3);
  expect(lead.declarations.filter((d) => d.conflict)).toHaveLength(1);
  expect(lead.bids.every((b) => b.consensus !== null && b.scores !== null && b.awaiting.length === 0)).toBe(true);
  expect(lead.decisions[0]!.challenges.map((c) => c.answer)).toEqual([null]);

  const conflict = lead.declarations.find((d) => d.conflict)!;
  const email = conflict.name === "Paula Panel" ? "panel@demo.test" : "evaluator@demo.test";
  const member = await get<Evaluation>(email, `/api/requests/${tender.id}/evaluation`);
  expect(member.bids.map((b) => b.providerId)).not.toContain(conflict.providerId);

  const nightHawk = await get<BidderStandstill>("telerad@demo.test", `/api/requests/${tender.id}/standstill`);
  expect(nightHawk.decision).toMatchObject({ status: "decided", youWon: false });
  expect(nightHawk.summary?.own?.providerName).toBe("NightHawk Radiology Partners");
  expect(nightHawk.challenges).toHaveLength(1);
});
