import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { applications, providers, tenders } from "../schema";
import { rng } from "./random";
import { setUpKnownTwoFactor } from "@/server/modules/security/known-two-factor";
import { addBenchAccounts, BENCH_ADMIN_TOTP_SECRET, BENCH_PASSWORD, ROWS_PER_ACCOUNT } from "./scale-accounts";
import { ascendingIds, deferIndexesAndForeignKeys, insertMany } from "./scale-insert";
import { seedScaleContracts } from "./scale-contracts";
import { seedScaleStudies } from "./scale-studies";
import { scaleProvider } from "./scale-providers";
import { applicationCounts, scaleApplications, scaleTender } from "./scale-requests";

/** Rows per statement: large enough that round trips do not count, small enough to keep the JSON a few MB. */
const BATCH = 5000;
/** From this many rows on (and as many as the table holds), indexes and foreign keys are added after the rows. */
const DEFER_INDEXES_FROM = 5000;

export interface ScaleResult {
  providers: number;
  /** The ids of the providers and requests added. */
  providerIds: string[];
  requestIds: string[];
  requests: number;
  applications: number;
  accounts: number;
  seconds: number;
}

/**
 * Adds `n` synthetic providers, `n` requests and 10 x `n` applications, with bench accounts: one hospital
 * per 100 requests (owning them), one telerad per 100 providers (linked to one), and the bench admin, all
 * with BENCH_PASSWORD. One transaction. Safe to run again: numbering continues after the providers present.
 */
export async function seedScale(
  database: Database,
  n: number,
  log: (line: string) => void = () => {},
  /**
   * startAt: the first provider's number (default: the number of providers present); deferIndexes: see DEFER_INDEXES_FROM;
   * authSecret: the server's AUTH_SECRET, with which the bench admin's two-factor secret is stored (admins must have it).
   */
  opts: { startAt?: number; deferIndexes?: boolean; authSecret?: string } = {},
): Promise<ScaleResult> {
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  const say = (line: string) => log(`  ${line} (${seconds()} s)`);
  const now = Date.now();
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const result = await database.db.transaction(async (tx) => {
    const [{ present }] = (await tx.execute(sql`select count(*)::int as present from ${providers}`)).rows as [{ present: number }];
    const start = opts.startAt ?? Number(present);
    const r = rng(0x5ca1e + start);
    const defer = opts.deferIndexes ?? n >= Math.max(DEFER_INDEXES_FROM, Number(present));
    const restore = defer ? await deferIndexesAndForeignKeys(tx, ["providers", "tenders", "applications"]) : undefined;
    if (database.kind === "postgres") await tx.execute(sql`set local maintenance_work_mem = '256MB'`);

    const nextId = ascendingIds();
    const providerIds: string[] = [];
    for (let done = 0; done < n; done += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, n - done) }, (_, i) => scaleProvider(r, nextId(), start + done + i + 1, now));
      providerIds.push(...(await insertMany(tx, providers, rows, { skipTaken: true })));
      say(`providers: ${done + rows.length} / ${n}`);
    }

    const teleradProviders = providerIds.filter((_, i) => i % ROWS_PER_ACCOUNT === 0);
    const hospitalCount = Math.ceil(n / ROWS_PER_ACCOUNT);
    const { hospitalIds, organisationOf, teleradOf, admin } = await addBenchAccounts(tx, r, hospitalCount, teleradProviders, passwordHash);
    say(`accounts: ${hospitalIds.length} hospitals, ${teleradOf.size} telerads, the admin`);

    const counts = applicationCounts(r, n, providerIds.length);
    const requestIds: string[] = [];
    let applicationCount = 0;
    // The next batch is made while the database stores the last one.
    let stored = Promise.resolve();
    for (let done = 0; done < n; done += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, n - done) }, () => {
        const hospitalId = r.pick(hospitalIds);
        return { ...scaleTender(r, nextId(), hospitalId, now), organisationId: organisationOf.get(hospitalId) ?? null };
      });
      const bids = batch.flatMap((t, i) => scaleApplications(r, t, counts[done + i]!, providerIds, teleradOf, now, nextId));
      await stored;
      stored = (async () => {
        requestIds.push(...(await insertMany(tx, tenders, batch)));
        for (let i = 0; i < bids.length; i += 2 * BATCH) await insertMany(tx, applications, bids.slice(i, i + 2 * BATCH));
        applicationCount += bids.length;
        say(`requests: ${done + batch.length} / ${n}, applications: ${applicationCount}`);
      })();
    }
    await stored;
    if (restore) {
      say("building indexes, checking foreign keys ...");
      await restore();
    }
    const made = await seedScaleContracts(tx, requestIds);
    say(`contracts: ${made.contracts}, messages: ${made.messages}`);
    await seedScaleStudies(tx, requestIds, { deferIndexes: defer, say });
    return { providers: providerIds.length, providerIds, requestIds, requests: requestIds.length, applications: applicationCount, accounts: hospitalIds.length + teleradOf.size + Number(admin !== null), admin };
  });
  if (result.admin && opts.authSecret) await setUpKnownTwoFactor(database.db, opts.authSecret, result.admin, BENCH_ADMIN_TOTP_SECRET);

  // Fresh statistics and visibility map, so the planner and index-only scans see the new rows.
  say("vacuum analyze ...");
  for (const table of ["providers", "tenders", "applications", `"user"`, "profiles", "account", "contracts", "contract_versions", "messages", "studies", "study_months", "study_month_tiers"]) await database.exec(`vacuum analyze ${table}`);
  return { ...result, seconds: seconds() };
}
