import { asc, desc, eq, sql } from "drizzle-orm";
import type { CredentialStatus } from "@/shared/policy/credentials";
import type { Db, Tx } from "../../db/client";
import { boundedTotal } from "../../db/counting";
import { credentials } from "../../db/credentials-schema";
import { providers } from "../../db/schema";
import { credentialColumns } from "./current-repo";
import type { CredentialRead } from "./to-credential";

/** The SQL of the admins' credential review (issue 16): the queue by status, and the row lock a decision takes. */

const reviewColumns = {
  credential: credentialColumns,
  provider: { id: providers.id, name: providers.name, slug: providers.slug },
};

export type ReviewRow = { credential: CredentialRead; provider: { id: string; name: string; slug: string } };

/**
 * One status's page: pending ones oldest-waiting first (the queue), decided ones most recently decided first;
 * served by credentials_status_updated_idx (status, updated_at, id). Exported so tests can EXPLAIN it.
 */
export const reviewPageQuery = (db: Db, status: CredentialStatus, limit: number, offset: number) =>
  db
    .select(reviewColumns)
    .from(credentials)
    .innerJoin(providers, eq(providers.id, credentials.providerId))
    .where(eq(credentials.status, status))
    .orderBy(...(status === "pending" ? [asc(credentials.updatedAt), asc(credentials.id)] : [desc(credentials.updatedAt), desc(credentials.id)]))
    .limit(limit)
    .offset(offset);

/** The rows behind a status's total: the same index, counted no further than the bounded total goes. */
export const statusMatches = (db: Db, status: CredentialStatus) => db.select({ one: sql`1` }).from(credentials).where(eq(credentials.status, status));

export async function listForReview(db: Db, status: CredentialStatus, limit: number, offset: number) {
  const [rows, pending, verified, rejected] = await Promise.all([
    reviewPageQuery(db, status, limit, offset),
    boundedTotal(db, statusMatches(db, "pending")),
    boundedTotal(db, statusMatches(db, "verified")),
    boundedTotal(db, statusMatches(db, "rejected")),
  ]);
  return { rows: rows as ReviewRow[], counts: { pending, verified, rejected } };
}

/** The decided credential, read back in the same transaction with its provider. */
export async function findForReview(tx: Tx, id: string): Promise<ReviewRow | null> {
  const [row] = await tx.select(reviewColumns).from(credentials).innerJoin(providers, eq(providers.id, credentials.providerId)).where(eq(credentials.id, id)).limit(1);
  return (row as ReviewRow | undefined) ?? null;
}

type Decision = { status: "verified"; reviewedBy: string } | { status: "rejected"; reviewedBy: string; reason: string };

/** Records an admin's decision on a locked credential; verifying clears an earlier rejection's reason. */
export async function decide(tx: Tx, id: string, decision: Decision) {
  await tx
    .update(credentials)
    .set({
      status: decision.status,
      rejectionReason: decision.status === "rejected" ? decision.reason : null,
      reviewedBy: decision.reviewedBy,
      reviewedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(credentials.id, id));
}
