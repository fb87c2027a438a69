import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { contracts } from "../../db/contracts-schema";
import { boundedTotal } from "../../db/counting";
import { reviews } from "../../db/reviews-schema";
import { applications, providers, tenders } from "../../db/schema";
import { studyMonths } from "../../db/studies-schema";
import { slugOrIdMatches } from "../providers/repo";

type Conn = Db | Tx;

export type ReviewRow = typeof reviews.$inferSelect;

export async function findApplicationTender(db: Conn, applicationId: string): Promise<{ tenderId: string } | null> {
  const [row] = await db.select({ tenderId: applications.tenderId }).from(applications).where(eq(applications.id, applicationId)).limit(1);
  return row ?? null;
}

/** The request's owning organisation and the application's status, for who may see an award's figures. */
export async function findAward(db: Conn, applicationId: string) {
  const [row] = await db
    .select({ organisationId: tenders.organisationId, status: applications.status })
    .from(applications)
    .innerJoin(tenders, eq(tenders.id, applications.tenderId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row ?? null;
}

/**
 * The ledger's figures of the award's contract (contracts.application_id), summed from its kept monthly figures
 * (study_months, read by its key), never from its studies: recorded studies, those within commitment, the months.
 */
export async function awardMeasures(db: Conn, applicationId: string) {
  const [row] = await db
    .select({
      studies: sql<number>`coalesce(sum(${studyMonths.studies}), 0)::int`,
      within: sql<number>`coalesce(sum(${studyMonths.within}), 0)::int`,
      months: sql<number>`count(distinct ${studyMonths.month})::int`,
      firstMonth: sql<string | null>`to_char(min(${studyMonths.month}), 'YYYY-MM-DD')`,
      lastMonth: sql<string | null>`to_char(max(${studyMonths.month}), 'YYYY-MM-DD')`,
    })
    .from(contracts)
    .innerJoin(studyMonths, eq(studyMonths.contractId, contracts.id))
    .where(eq(contracts.applicationId, applicationId));
  return row ?? null;
}

/**
 * Locks the award for the rest of the transaction, in the order every application write takes: the
 * request, then the application, then the provider (whose figures the review changes).
 */
export async function lockAward(tx: Tx, tenderId: string, applicationId: string) {
  const [tender] = await tx
    .select({ id: tenders.id, title: tenders.title, hospitalId: tenders.hospitalId, organisationId: tenders.organisationId, country: tenders.country })
    .from(tenders)
    .where(eq(tenders.id, tenderId))
    .for("update");
  const [application] = await tx
    .select({ id: applications.id, status: applications.status, providerId: applications.providerId })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.tenderId, tenderId)))
    .for("update");
  if (!tender || !application) return null;
  await lockProvider(tx, application.providerId);
  return { tender, application };
}

/** The provider's row lock: one recount of its figures at a time, each seeing the reviews committed before it. */
async function lockProvider(tx: Tx, providerId: string) {
  await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for("update");
}

export async function findReviewOfApplication(db: Conn, applicationId: string): Promise<ReviewRow | null> {
  const [row] = await db.select().from(reviews).where(eq(reviews.applicationId, applicationId)).limit(1);
  return row ?? null;
}

/** Locks a review (then its provider, when its figures change with it). */
export async function lockReview(tx: Tx, id: string, withProvider = false): Promise<ReviewRow | null> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update").limit(1);
  if (row && withProvider) await lockProvider(tx, row.providerId);
  return row ?? null;
}

/** Inserts the review unless the award already has one (the unique constraint decides); null then. */
export async function insertReview(
  tx: Tx,
  values: Pick<typeof reviews.$inferInsert, "applicationId" | "providerId" | "tenderId" | "reviewerUserId" | "reviewerCountry" | "rating" | "body">,
): Promise<ReviewRow | null> {
  const [row] = await tx.insert(reviews).values(values).onConflictDoNothing({ target: reviews.applicationId }).returning();
  return row ?? null;
}

/** Stores the reply unless there is one already; null then. */
export async function saveReply(tx: Tx, id: string, reply: string, userId: string): Promise<ReviewRow | null> {
  const [row] = await tx
    .update(reviews)
    .set({ reply, repliedBy: userId, repliedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(reviews.id, id), isNull(reviews.reply)))
    .returning();
  return row ?? null;
}

/** Hides the review unless it is hidden already; null then. */
export async function hideReview(tx: Tx, id: string, reason: string, userId: string): Promise<ReviewRow | null> {
  const [row] = await tx
    .update(reviews)
    .set({ hiddenAt: sql`now()`, hiddenBy: userId, hiddenReason: reason, updatedAt: sql`now()` })
    .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt)))
    .returning();
  return row ?? null;
}

const visibleOf = (providerId: string) => and(eq(reviews.providerId, providerId), isNull(reviews.hiddenAt));

/**
 * The provider's rating (mean of its visible reviews, one decimal), review_count and verified_reviews
 * (both the number of visible reviews) from its reviews; all hidden: 0, 0 and 0. Called only for a
 * provider that has reviews, so the demo providers keep their seeded figures until their first.
 */
export async function recountProvider(tx: Tx, providerId: string) {
  const visible = sql`from ${reviews} where ${reviews.providerId} = ${providerId} and ${reviews.hiddenAt} is null`;
  const [row] = await tx
    .update(providers)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.rating})::numeric, 1)::real ${visible}), 0)`,
      reviewCount: sql`(select count(*)::int ${visible})`,
      verifiedReviews: sql`(select count(*)::int ${visible})`,
      updatedAt: sql`now()`,
    })
    .where(eq(providers.id, providerId))
    .returning({ rating: providers.rating, reviewCount: providers.reviewCount, verifiedReviews: providers.verifiedReviews });
  return row!;
}

export async function findProviderFigures(db: Conn, slugOrId: string) {
  const [row] = await db
    .select({ id: providers.id, name: providers.name, slug: providers.slug, rating: providers.rating, reviewCount: providers.reviewCount, verifiedReviews: providers.verifiedReviews })
    .from(providers)
    .where(slugOrIdMatches(slugOrId))
    .limit(1);
  return row ?? null;
}

type PageOptions = { page: number; pageSize: number };

/** A provider's visible reviews, newest first (index reviews_provider_visible_idx), unexecuted for EXPLAIN. */
export function providerReviewsQuery(db: Conn, providerId: string, opts: PageOptions, limit = opts.pageSize) {
  return db
    .select({
      id: reviews.id,
      providerId: reviews.providerId,
      rating: reviews.rating,
      body: reviews.body,
      createdAt: reviews.createdAt,
      reply: reviews.reply,
      repliedAt: reviews.repliedAt,
      reviewerCountry: reviews.reviewerCountry,
    })
    .from(reviews)
    .where(visibleOf(providerId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset((opts.page - 1) * opts.pageSize);
}

/** The rows behind the list's total (exported so tests can EXPLAIN it). */
export const providerReviewsMatches = (db: Conn, providerId: string) => db.select({ one: sql`1` }).from(reviews).where(visibleOf(providerId));

export async function listForProvider(db: Conn, providerId: string, opts: PageOptions) {
  const [rows, total] = await Promise.all([providerReviewsQuery(db, providerId, opts, opts.pageSize + 1), boundedTotal(db, providerReviewsMatches(db, providerId))]);
  return { rows, total };
}

export async function providerSlug(db: Conn, providerId: string): Promise<string> {
  const [row] = await db.select({ slug: providers.slug }).from(providers).where(eq(providers.id, providerId)).limit(1);
  return row?.slug ?? providerId;
}
