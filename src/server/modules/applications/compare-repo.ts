import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { ApplicationStatus } from "@/shared/policy/applications";
import type { Db, Tx } from "../../db/client";
import { applications, providers } from "../../db/schema";
import type { ApplicationRow } from "./repo";

type Conn = Db | Tx;

export interface ComparedRow {
  application: ApplicationRow;
  provider: { id: string; name: string; slug: string; verified: boolean; rating: number; reviewCount: number; medianTatMinutes: number | null };
  /** The provider's interoperability capabilities, met against the request's needs. */
  capabilities: string[];
}

/** A request's applications that are not WITHDRAWN, oldest first, with what the comparison shows of each provider. */
export async function liveApplications(db: Conn, tenderId: string): Promise<ComparedRow[]> {
  return db
    .select({
      application: applications,
      provider: {
        id: providers.id,
        name: providers.name,
        slug: providers.slug,
        verified: providers.verified,
        rating: providers.rating,
        reviewCount: providers.reviewCount,
        medianTatMinutes: providers.medianTatMinutes,
      },
      capabilities: providers.interopCapabilities,
    })
    .from(applications)
    .innerJoin(providers, eq(providers.id, applications.providerId))
    .where(and(eq(applications.tenderId, tenderId), ne(applications.status, "WITHDRAWN")))
    .orderBy(asc(applications.createdAt), asc(applications.id));
}

/** Records the hospital's quality score (null: back to the default) and who entered it, when. */
export async function setQualityScore(tx: Tx, id: string, score: number | null, userId: string): Promise<void> {
  await tx
    .update(applications)
    .set({ qualityScore: score, qualityScoredBy: userId, qualityScoredAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(applications.id, id));
}

/**
 * "Award and close": every other application still SUBMITTED or SHORTLISTED becomes DECLINED; returns
 * them with the status each had (the caller holds the request's lock, so none changes in between).
 */
export async function declineLive(tx: Tx, tenderId: string, exceptId: string): Promise<{ id: string; providerId: string; before: ApplicationStatus }[]> {
  const live = await tx
    .select({ id: applications.id, providerId: applications.providerId, before: applications.status })
    .from(applications)
    .where(and(eq(applications.tenderId, tenderId), ne(applications.id, exceptId), sql`${applications.status} in ('SUBMITTED', 'SHORTLISTED')`))
    .for("update");
  if (live.length === 0) return [];
  await tx
    .update(applications)
    .set({ status: "DECLINED", updatedAt: sql`now()` })
    .where(inArray(
      applications.id,
      live.map((a) => a.id),
    ));
  return live;
}
