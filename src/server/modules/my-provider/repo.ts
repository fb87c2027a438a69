import { and, eq, like, ne, or, sql } from "drizzle-orm";
import type { Provider } from "@/shared/contracts/providers";
import type { Db, Tx } from "../../db/client";
import { providers } from "../../db/schema";

type Row = typeof providers.$inferSelect;
export type ProviderChanges = Partial<Omit<typeof providers.$inferInsert, "id" | "verified" | "pinned" | "rating" | "reviewCount" | "verifiedReviews" | "createdAt">>;

export function toProvider(r: Row): Provider {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    hqCountry: r.hqCountry,
    regionsServed: r.regionsServed,
    modalities: r.modalities,
    priceModels: r.priceModels,
    languages: r.languages,
    medianTATMinutes: r.medianTatMinutes,
    rating: r.rating,
    reviewCount: r.reviewCount,
    verifiedReviews: r.verifiedReviews,
    logoUrl: r.logoUrl,
    linkedinUrl: r.linkedinUrl,
    websiteUrl: r.websiteUrl,
    slaCoverage: r.slaCoverage,
    acceptanceRate: r.acceptanceRate,
    totalCases: r.totalCases,
    established: r.established,
    description: r.description,
    pinned: r.pinned,
    verified: r.verified,
    caseStudies: r.caseStudies,
    subspecialties: r.subspecialties,
    certifications: r.certifications,
    timezones: r.timezones,
    specializations: r.specializations,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function findProvider(db: Db | Tx, id: string): Promise<Row | null> {
  const [row] = await db.select().from(providers).where(eq(providers.id, id)).limit(1);
  return row ?? null;
}

/** Slugs already taken by other providers that start with `base`. */
export async function takenSlugs(db: Db | Tx, base: string, exceptId: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: providers.slug })
    .from(providers)
    .where(and(ne(providers.id, exceptId), or(eq(providers.slug, base), like(providers.slug, `${base.replace(/[\\%_]/g, "\\$&")}-%`))));
  return new Set(rows.map((r) => r.slug));
}

export async function updateProvider(db: Db | Tx, id: string, changes: ProviderChanges): Promise<Row | null> {
  const [row] = await db
    .update(providers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(providers.id, id))
    .returning();
  return row ?? null;
}
