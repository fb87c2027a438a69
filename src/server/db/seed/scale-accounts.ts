import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Role } from "@/shared/policy/roles";
import type { Tx } from "../client";
import { organisationMembers } from "../organisations-schema";
import { account, organisations, profiles, user } from "../schema";
import type { Rng } from "./random";
import { insertMany } from "./scale-insert";
import { FIRST_NAMES, LAST_NAMES } from "./scale-vocabulary";

/** The password of every account `seed --scale` makes; `npm run bench` signs in with it. */
export const BENCH_PASSWORD = "radbridge-bench";
export const BENCH_ADMIN_EMAIL = "bench-admin@bench.test";
/** The bench admin's two-factor secret (base32): the bench signs in with it, as it does with BENCH_PASSWORD. */
export const BENCH_ADMIN_TOTP_SECRET = "BENCHADMINTOTPSECRETBENCHADMIN23";
/** bench-hospital-1@bench.test, bench-telerad-1@bench.test, ... */
export const benchEmail = (role: "hospital" | "telerad", k: number) => `bench-${role}-${k}@bench.test`;
/** One hospital account per this many requests, one telerad account per this many providers. */
export const ROWS_PER_ACCOUNT = 100;

interface NewAccount {
  email: string;
  role: Role;
  providerId?: string;
}

/** Confirmed accounts with a profile, all with the one password hash given (hashing is slow; once is enough). */
async function addAccounts(tx: Tx, r: Rng, accounts: NewAccount[], passwordHash: string): Promise<Map<string, string>> {
  const users = accounts.map((a) => ({
    id: randomUUID(),
    email: a.email,
    name: `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`,
    emailVerified: true,
  }));
  const added = new Set(await insertMany(tx, user, users, { skipTaken: true }));
  const kept = users.map((u, i) => ({ ...u, ...accounts[i]! })).filter((u) => added.has(u.id));
  await insertMany(
    tx,
    account,
    kept.map((u) => ({ id: randomUUID(), accountId: u.id, providerId: "credential", userId: u.id, password: passwordHash })),
  );
  await insertMany(
    tx,
    profiles,
    kept.map((u) => ({ userId: u.id, email: u.email, name: u.name, role: u.role })),
  );
  return new Map(kept.map((u) => [u.email, u.id]));
}

async function countLike(tx: Tx, pattern: string): Promise<number> {
  const result = await tx.execute(sql`select count(*)::int as n from ${user} where ${user.email} like ${pattern}`);
  return Number((result.rows[0] as { n: number }).n);
}

/**
 * Hospital accounts (numbered on from those present), telerad accounts each linked to one of
 * `teleradProviders`, and the bench admin once. Returns the hospitals' ids and each linked provider's telerad.
 */
export async function addBenchAccounts(tx: Tx, r: Rng, hospitals: number, teleradProviders: string[], passwordHash: string) {
  const firstHospital = (await countLike(tx, benchEmail("hospital", 0).replace("0", "%"))) + 1;
  const firstTelerad = (await countLike(tx, benchEmail("telerad", 0).replace("0", "%"))) + 1;
  const wanted: NewAccount[] = [
    { email: BENCH_ADMIN_EMAIL, role: "admin" },
    ...Array.from({ length: hospitals }, (_, i) => ({ email: benchEmail("hospital", firstHospital + i), role: "hospital" as const })),
    ...teleradProviders.map((providerId, i) => ({ email: benchEmail("telerad", firstTelerad + i), role: "telerad" as const, providerId })),
  ];
  const ids = await addAccounts(tx, r, wanted, passwordHash);
  const hospitalIds = wanted.filter((a) => a.role === "hospital" && ids.has(a.email)).map((a) => ids.get(a.email)!);
  const teleradOf = new Map(wanted.filter((a) => a.providerId && ids.has(a.email)).map((a) => [a.providerId!, ids.get(a.email)!]));
  // Each hospital account owns an organisation (named after it), each telerad account its provider's (issue 29).
  const organisationIds = await insertMany(
    tx,
    organisations,
    hospitalIds.map((_, i) => ({ kind: "hospital" as const, name: `Bench Hospital ${firstHospital + i}`, country: r.pick(["DE", "GB", "US", "FR", "ES"]) })),
  );
  const organisationOf = new Map(hospitalIds.map((id, i) => [id, organisationIds[i]!]));
  const members = [
    ...hospitalIds.map((userId) => ({ organisationId: organisationOf.get(userId)!, userId, role: "owner" as const })),
    ...[...teleradOf].map(([organisationId, userId]) => ({ organisationId, userId, role: "owner" as const })),
  ];
  for (let i = 0; i < members.length; i += 1000) await tx.insert(organisationMembers).values(members.slice(i, i + 1000));
  await tx.execute(
    sql`update ${profiles} p set active_organisation_id = m.organisation_id from ${organisationMembers} m where m.user_id = p.user_id and p.active_organisation_id is null`,
  );
  return { hospitalIds, organisationOf, teleradOf, admin: ids.get(BENCH_ADMIN_EMAIL) ?? null };
}
