import { and, count, desc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { QuestionScope } from "@/shared/policy/questions";
import type { Db, Tx } from "../../db/client";
import { boundedTotal } from "../../db/counting";
import { providers, questions, user } from "../../db/schema";
import { applicantTeamEmails, providerTeamEmails } from "../organisations/recipients";

type Conn = Db | Tx;

export type QuestionRow = typeof questions.$inferSelect;

export async function findQuestion(db: Conn, id: string): Promise<QuestionRow | null> {
  const [row] = await db.select().from(questions).where(eq(questions.id, id)).limit(1);
  return row ?? null;
}

/** Locks the question for the rest of the transaction (after its request: the lock order of every request write). */
export async function lockQuestion(tx: Tx, id: string): Promise<QuestionRow | null> {
  const [row] = await tx.select().from(questions).where(eq(questions.id, id)).for("update").limit(1);
  return row ?? null;
}

/** A provider's unanswered questions on a request (index questions_tender_provider_idx). */
export async function countOpenOwn(db: Conn, tenderId: string, providerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questions)
    .where(and(eq(questions.tenderId, tenderId), eq(questions.providerId, providerId), isNull(questions.answer)));
  return row?.n ?? 0;
}

/** Published answers on a request. */
export async function countAnswered(db: Conn, tenderId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questions)
    .where(and(eq(questions.tenderId, tenderId), isNotNull(questions.answer)));
  return row?.n ?? 0;
}

export async function insertQuestion(tx: Tx, values: { tenderId: string; providerId: string; askerUserId: string; question: string }): Promise<QuestionRow> {
  const [row] = await tx.insert(questions).values(values).returning();
  return row!;
}

/** Publishes the answer (and the wording) unless the question was answered meanwhile; null then. */
export async function publishAnswer(tx: Tx, id: string, values: { answer: string; question: string; answeredBy: string }): Promise<QuestionRow | null> {
  const [row] = await tx
    .update(questions)
    .set({ ...values, answeredAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(questions.id, id), isNull(questions.answer)))
    .returning();
  return row ?? null;
}

function scopeFilter(tenderId: string, scope: QuestionScope) {
  const ofTender = eq(questions.tenderId, tenderId);
  if (scope.kind === "all") return ofTender;
  if (scope.kind === "answered") return and(ofTender, isNotNull(questions.answer));
  return and(ofTender, or(isNotNull(questions.answer), eq(questions.providerId, scope.providerId)));
}

type PageOptions = { page: number; pageSize: number };

/** A request's questions the scope lets through, newest first (index questions_tender_created_idx), unexecuted for EXPLAIN. */
export function tenderQuestionsQuery(db: Conn, tenderId: string, scope: QuestionScope, opts: PageOptions, limit = opts.pageSize) {
  return db
    .select({
      question: questions,
      asker: { providerName: providers.name, providerSlug: providers.slug, userEmail: user.email },
    })
    .from(questions)
    .leftJoin(providers, eq(providers.id, questions.providerId))
    .leftJoin(user, eq(user.id, questions.askerUserId))
    .where(scopeFilter(tenderId, scope))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(limit)
    .offset((opts.page - 1) * opts.pageSize);
}

/** The rows behind the list's total (exported so tests can EXPLAIN it). */
export const tenderQuestionsMatches = (db: Conn, tenderId: string, scope: QuestionScope) =>
  db.select({ one: sql`1` }).from(questions).where(scopeFilter(tenderId, scope));

export async function listForTender(db: Conn, tenderId: string, scope: QuestionScope, opts: PageOptions) {
  const [rows, total] = await Promise.all([tenderQuestionsQuery(db, tenderId, scope, opts, opts.pageSize + 1), boundedTotal(db, tenderQuestionsMatches(db, tenderId, scope))]);
  return { rows, total };
}

/**
 * Who is told of a published answer: the asking provider's Owners and Bidders, and those of every other provider
 * whose application to the request is not WITHDRAWN. One address appears once, in the first list it is in.
 */
export async function answerRecipients(db: Conn, tenderId: string, askerProviderId: string | null) {
  const asker = askerProviderId ? await providerTeamEmails(db, askerProviderId, "application.submit") : [];
  const seen = new Set(asker.map((e) => e.toLowerCase()));
  const applicants = (await applicantTeamEmails(db, tenderId, "application.submit")).filter((e) => !seen.has(e.toLowerCase()) && seen.add(e.toLowerCase()));
  return { asker, applicants };
}
