import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { MemberRole } from "@/shared/policy/organisations";
import type { Db, Tx } from "../../db/client";
import { awardChallenges, awardDecisions, evaluationDeclarations, evaluationPanelMembers, evaluationScores } from "../../db/evaluations-schema";
import { applications, providers, user } from "../../db/schema";

type Conn = Db | Tx;

/** A request's evaluation (issue 33): its panel, declarations, individual scores, award decisions and challenges. */

export interface PanelMemberRow {
  userId: string;
  name: string | null;
  role: MemberRole | null;
}

/** A live (not withdrawn) bid with its provider's name and its quality score (on a panel request, the consensus). */
export interface BidderRow {
  applicationId: string;
  providerId: string;
  providerName: string;
  status: string;
  qualityScore: number | null;
  qualityRationale: string | null;
  qualityScoredBy: string | null;
  qualityScoredByName: string | null;
  qualityScoredAt: Date | null;
}

export interface DeclarationRow {
  userId: string;
  name: string | null;
  providerId: string;
  providerName: string;
  conflict: boolean;
  note: string | null;
  at: Date;
}

export interface ScoreRow {
  applicationId: string;
  userId: string;
  name: string | null;
  score: number;
  justification: string;
  at: Date;
}

export async function hasPanel(db: Conn, tenderId: string): Promise<boolean> {
  const [row] = await db.select({ one: sql`1` }).from(evaluationPanelMembers).where(eq(evaluationPanelMembers.tenderId, tenderId)).limit(1);
  return row !== undefined;
}

export async function addPanelMembers(tx: Tx, tenderId: string, userIds: string[], addedBy: string) {
  if (!userIds.length) return;
  await tx.insert(evaluationPanelMembers).values(userIds.map((userId) => ({ tenderId, userId, addedBy }))).onConflictDoNothing();
}

export async function removePanelMembers(tx: Tx, tenderId: string, userIds: string[]) {
  if (!userIds.length) return;
  await tx.delete(evaluationPanelMembers).where(and(eq(evaluationPanelMembers.tenderId, tenderId), inArray(evaluationPanelMembers.userId, userIds)));
}

export async function insertDeclarations(tx: Tx, rows: { tenderId: string; userId: string; providerId: string; conflict: boolean; note: string | null }[]) {
  return tx.insert(evaluationDeclarations).values(rows).onConflictDoNothing().returning({ providerId: evaluationDeclarations.providerId });
}

/** Inserts the member's score; null when they had already scored the bid. */
export async function insertScore(tx: Tx, row: { applicationId: string; userId: string; tenderId: string; score: number; justification: string }) {
  const [inserted] = await tx.insert(evaluationScores).values(row).onConflictDoNothing().returning({ userId: evaluationScores.userId });
  return inserted ?? null;
}

/** Whether the member declared or scored on the request (they then stay on its panel). */
export async function membersWhoActed(db: Conn, tenderId: string): Promise<Set<string>> {
  const [declared, scored] = await Promise.all([
    db.selectDistinct({ userId: evaluationDeclarations.userId }).from(evaluationDeclarations).where(eq(evaluationDeclarations.tenderId, tenderId)),
    db.selectDistinct({ userId: evaluationScores.userId }).from(evaluationScores).where(eq(evaluationScores.tenderId, tenderId)),
  ]);
  return new Set([...declared, ...scored].map((r) => r.userId));
}

export async function setConsensus(tx: Tx, applicationId: string, score: number, rationale: string, by: string) {
  await tx
    .update(applications)
    .set({ qualityScore: score, qualityRationale: rationale, qualityScoredBy: by, qualityScoredAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(applications.id, applicationId));
}

// ---- award decisions ----------------------------------------------------------------------

export type DecisionRow = typeof awardDecisions.$inferSelect;

export async function decisionsOf(db: Conn, tenderId: string): Promise<DecisionRow[]> {
  return db.select().from(awardDecisions).where(eq(awardDecisions.tenderId, tenderId)).orderBy(desc(awardDecisions.proposedAt), desc(awardDecisions.id));
}

export async function findDecision(db: Conn, id: string, lock = false): Promise<DecisionRow | null> {
  const query = db.select().from(awardDecisions).where(eq(awardDecisions.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The decisions in force on the request (proposed or decided), newest first. */
export async function liveDecisions(db: Conn, tenderId: string): Promise<DecisionRow[]> {
  return db
    .select()
    .from(awardDecisions)
    .where(and(eq(awardDecisions.tenderId, tenderId), inArray(awardDecisions.status, ["proposed", "decided"])))
    .orderBy(desc(awardDecisions.proposedAt));
}

/** The decided awards of an application (a contract waits for their standstill and challenges). */
export async function decidedFor(db: Conn, applicationId: string): Promise<DecisionRow[]> {
  return db.select().from(awardDecisions).where(and(eq(awardDecisions.applicationId, applicationId), eq(awardDecisions.status, "decided")));
}

export async function insertDecision(tx: Tx, values: typeof awardDecisions.$inferInsert): Promise<DecisionRow> {
  const [row] = await tx.insert(awardDecisions).values(values).returning();
  return row!;
}

export async function updateDecision(tx: Tx, id: string, values: Partial<typeof awardDecisions.$inferInsert>): Promise<DecisionRow> {
  const [row] = await tx.update(awardDecisions).set(values).where(eq(awardDecisions.id, id)).returning();
  return row!;
}

export async function userNames(db: Conn, ids: (string | null)[]): Promise<Map<string, string | null>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

// ---- challenges ---------------------------------------------------------------------------

export async function challengesOf(db: Conn, decisionIds: string[]) {
  if (!decisionIds.length) return [];
  return db
    .select({ challenge: awardChallenges, providerName: providers.name })
    .from(awardChallenges)
    .innerJoin(providers, eq(providers.id, awardChallenges.providerId))
    .where(inArray(awardChallenges.decisionId, decisionIds))
    .orderBy(asc(awardChallenges.lodgedAt), asc(awardChallenges.id));
}
export type ChallengeRow = Awaited<ReturnType<typeof challengesOf>>[number];

export async function insertChallenge(tx: Tx, values: typeof awardChallenges.$inferInsert) {
  const [row] = await tx.insert(awardChallenges).values(values).returning();
  return row!;
}

export async function findChallenge(db: Conn, id: string, lock = false) {
  const query = db.select().from(awardChallenges).where(eq(awardChallenges.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function answerChallenge(tx: Tx, id: string, answer: string, by: string) {
  await tx.update(awardChallenges).set({ answer, answeredBy: by, answeredAt: sql`now()` }).where(eq(awardChallenges.id, id));
}

/** Whether a challenge of one of the application's decided awards waits for its answer. */
export async function hasOpenChallenge(db: Conn, decisionIds: string[]): Promise<boolean> {
  if (!decisionIds.length) return false;
  const [row] = await db
    .select({ id: awardChallenges.id })
    .from(awardChallenges)
    .where(and(inArray(awardChallenges.decisionId, decisionIds), sql`${awardChallenges.answer} is null`))
    .limit(1);
  return row !== undefined;
}
