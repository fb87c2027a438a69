import { inArray, sql } from "drizzle-orm";
import { COUNTRY_CODES } from "@/shared/reference/countries";
import { LANGUAGE_CODES } from "@/shared/reference/languages";
import type { Database } from "../client";
import { applications, providers, tenders } from "../schema";
import { syntheticProvider } from "./providers-data";
import { rng } from "./random";
import { demoTenders } from "./requests-data";

/** Rows per multi-row INSERT: ~30 columns each keeps a statement under PostgreSQL's 65,535 parameters. */
const BATCH = 1000;
/** One request (tender) for every this many providers, and up to this many applications per request. */
export const PROVIDERS_PER_REQUEST = 10;
const APPLICATIONS_PER_REQUEST = 3;

export interface ScaleResult {
  providers: number;
  /** The ids of the providers added. */
  providerIds: string[];
  requests: number;
  applications: number;
  seconds: number;
}

/**
 * Adds `n` synthetic providers (varied countries, modalities, languages, flags) plus proportionate
 * requests and applications, in multi-row inserts. Safe to run again: numbering continues after the
 * providers already present and a slug that exists is skipped.
 */
export async function seedScale(
  database: Database,
  n: number,
  log: (line: string) => void = () => {},
  opts: { startAt?: number } = {},
): Promise<ScaleResult> {
  const { db } = database;
  const started = performance.now();
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(providers);
  /** Providers are numbered from here (their names and slugs end with the number). */
  const start = opts.startAt ?? Number(count);
  const r = rng(0x5ca1e + Number(start));
  const countries = [...COUNTRY_CODES];
  const languages = [...LANGUAGE_CODES];

  const providerIds: string[] = [];
  for (let done = 0; done < n; done += BATCH) {
    const size = Math.min(BATCH, n - done);
    const rows = Array.from({ length: size }, (_, i) => syntheticProvider(r, Number(start) + done + i + 1, countries, languages));
    const ids = await db.insert(providers).values(rows).onConflictDoNothing({ target: providers.slug }).returning({ id: providers.id });
    for (const { id } of ids) providerIds.push(id);
    if ((done / BATCH) % 10 === 9 || done + size >= n) log(`  providers: ${done + size} / ${n}`);
  }

  const requestCount = Math.ceil(n / PROVIDERS_PER_REQUEST);
  let requests = 0;
  let applicationCount = 0;
  const statuses = ["SUBMITTED", "SUBMITTED", "SHORTLISTED", "AWARDED", "DECLINED", "WITHDRAWN"] as const;
  for (let done = 0; done < requestCount; done += BATCH) {
    const size = Math.min(BATCH, requestCount - done);
    const rows = demoTenders(r, size);
    const ids = await db.insert(tenders).values(rows).returning({ id: tenders.id });
    requests += ids.length;
    const apps: (typeof applications.$inferInsert)[] = [];
    for (const { id } of ids) {
      if (!providerIds.length) break;
      const count = r.int(0, APPLICATIONS_PER_REQUEST);
      const chosen = new Set<string>();
      for (let k = 0; k < count; k++) chosen.add(r.pick(providerIds));
      for (const providerId of chosen) {
        apps.push({
          tenderId: id,
          providerId,
          pricePerCt: Math.round((10 + r.next() * 40) * 100) / 100,
          currency: r.pick(["EUR", "USD", "GBP"]),
          status: r.pick(statuses),
        });
      }
    }
    // Applications have 7 columns: a few thousand rows stay under the parameter limit.
    for (let i = 0; i < apps.length; i += 5000) await db.insert(applications).values(apps.slice(i, i + 5000));
    applicationCount += apps.length;
    if (ids.length) {
      await db
        .update(tenders)
        .set({
          responseCount: sql`(select count(*)::int from ${applications} a where a.tender_id = ${tenders.id} and a.status <> 'WITHDRAWN')`,
        })
        .where(
          inArray(
            tenders.id,
            ids.map((x) => x.id),
          ),
        );
    }
    log(`  requests: ${done + size} / ${requestCount}`);
  }

  // Fresh statistics and visibility map, so the planner and index-only scans see the new rows.
  await database.exec("vacuum analyze providers");
  await database.exec("vacuum analyze tenders");
  await database.exec("vacuum analyze applications");
  return {
    providers: providerIds.length,
    providerIds,
    requests,
    applications: applicationCount,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
