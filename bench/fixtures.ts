/**
 * What the bench needs to know about a database seeded with `npm run seed -- --scale N`, read once before
 * the load: counts, a sample of slugs and request ids, the bench accounts it signs in as, their requests,
 * and the applications whose status can still change.
 */
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { BENCH_ADMIN_EMAIL } from "../src/server/db/seed/scale-accounts";
import type { IngestContract } from "./ingest-file";

/** Accounts signed in per role: sign-in is rate-limited, so the requests are spread over a few. */
const ACCOUNTS_PER_ROLE = 20;
const SAMPLE = 5000;

export type ChangeableStatus = "SUBMITTED" | "SHORTLISTED";
export interface Changeable {
  id: string;
  status: ChangeableStatus;
  tenderId: string;
  providerId: string;
  hospitalId: string | null;
  /** The request is open, so its applicant may still withdraw. */
  open: boolean;
}

export interface Fixtures {
  database: string;
  counts: { providers: number; requests: number; applications: number };
  slugs: string[];
  requestIds: string[];
  hospitals: { email: string; id: string; requestIds: string[] }[];
  telerads: { email: string; providerId: string }[];
  /** Requests of the hospitals above that are open for applications, and who owns each. */
  openRequests: { id: string; hospitalId: string }[];
  /** "tenderId providerId" of applications the telerads' providers made to those requests. */
  applied: Set<string>;
  /** Applications to the hospitals' requests, or of the telerads' providers, that can still change status. */
  changeable: Changeable[];
  /** Contracts of the hospitals above (issue 30), with the hospital user who reads them. */
  contracts: { id: string; hospitalId: string }[];
  /**
   * Active contracts (issue 31: they have studies) of the hospitals or the telerads' providers above, with who reads
   * them: the hospital user, the telerad's provider (either may be missing, not both).
   */
  activeContracts: { id: string; hospitalId: string | null; providerId: string | null }[];
  /** An active contract of one of the hospitals above, months old with one agreed version: the ingest's file is made for it. */
  ingest: (IngestContract & { hospitalId: string }) | null;
}

export const NOT_SEEDED = "This database has no bench data: run `npm run seed -- --scale 100000` on it first (it adds the bench accounts too).";

type Rows<T> = Promise<T[]>;

export async function readFixtures(): Promise<Fixtures> {
  const config = loadConfig();
  const dir = path.join(config.dataDir, "pglite");
  if (!config.databaseUrl && !fs.existsSync(dir)) throw new Error(`No database in ${dir}. ${NOT_SEEDED}`);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: dir });
  const q = async <T>(sql: string, params: unknown[] = []): Rows<T> => (await database.exec(sql, params)).rows as T[];
  try {
    const [tables] = await q<{ ready: boolean }>(`select to_regclass('public.providers') is not null and to_regclass('public."user"') is not null as ready`);
    const [admin] = tables?.ready ? await q<{ found: boolean }>(`select exists (select 1 from "user" where email = $1) as found`, [BENCH_ADMIN_EMAIL]) : [];
    if (!admin?.found) throw new Error(NOT_SEEDED);
    const [counts] = await q<Fixtures["counts"]>(
      "select (select count(*) from providers)::int as providers, (select count(*) from tenders)::int as requests, (select count(*) from applications)::int as applications",
    );
    const slugs = (await q<{ slug: string }>("select slug from providers order by random() limit $1", [SAMPLE])).map((r) => r.slug);
    const requestIds = (await q<{ id: string }>("select id from tenders order by random() limit $1", [SAMPLE])).map((r) => r.id);
    const account = (role: string) =>
      q<{ id: string; email: string; providerId: string }>(
        `select u.id, u.email,
                (select m.organisation_id from organisation_members m join organisations o on o.id = m.organisation_id and o.kind = 'provider'
                 where m.user_id = u.id limit 1) as "providerId"
         from "user" u join profiles p on p.user_id = u.id
         where u.email like $1 and p.role = $2 order by random() limit $3`,
        [`bench-${role}-%@bench.test`, role, ACCOUNTS_PER_ROLE],
      );
    const hospitalRows = await account("hospital");
    const telerads = (await account("telerad")).filter((t) => t.providerId).map(({ email, providerId }) => ({ email, providerId }));
    const hospitalIds = hospitalRows.map((h) => h.id);
    const providerIds = telerads.map((t) => t.providerId);
    const owned = await q<{ id: string; hospitalId: string; open: boolean }>(
      `select id, hospital_id as "hospitalId", status = 'OPEN' and deadline > now() + interval '1 hour' as open from tenders where hospital_id = any($1::text[])`,
      [hospitalIds],
    );
    const openRequests = owned.filter((t) => t.open).map(({ id, hospitalId }) => ({ id, hospitalId }));
    const applied = await q<{ pair: string }>(
      "select tender_id || ' ' || provider_id as pair from applications where tender_id = any($1::uuid[]) and provider_id = any($2::uuid[])",
      [openRequests.map((t) => t.id), providerIds],
    );
    const changeable = await q<Changeable>(
      `select a.id, a.status, a.tender_id as "tenderId", a.provider_id as "providerId", t.hospital_id as "hospitalId", t.status = 'OPEN' and t.deadline > now() + interval '1 hour' as open
       from applications a join tenders t on t.id = a.tender_id
       where (a.tender_id = any($1::uuid[]) or a.provider_id = any($2::uuid[])) and a.status in ('SUBMITTED', 'SHORTLISTED')`,
      [owned.map((t) => t.id), providerIds],
    );
    const contracts = await q<{ id: string; hospitalId: string }>(
      `select c.id, m.user_id as "hospitalId" from contracts c join organisation_members m on m.organisation_id = c.hospital_organisation_id
       where m.user_id = any($1::text[]) limit $2`,
      [hospitalIds, SAMPLE],
    );
    const activeContracts = await q<Fixtures["activeContracts"][number]>(
      `select c.id, m.user_id as "hospitalId", case when c.provider_id = any($2::uuid[]) then c.provider_id end as "providerId"
       from contracts c left join organisation_members m on m.organisation_id = c.hospital_organisation_id and m.user_id = any($1::text[])
       where c.status = 'active' and (m.user_id is not null or c.provider_id = any($2::uuid[])) limit $3`,
      [hospitalIds, providerIds, SAMPLE],
    );
    const [ingest] = await q<NonNullable<Fixtures["ingest"]>>(
      `select c.id, m.user_id as "hospitalId", c.start_date::text as "startDate", v.terms
       from contracts c join organisation_members m on m.organisation_id = c.hospital_organisation_id
         join contract_versions v on v.contract_id = c.id and v.status = 'accepted'
       where m.user_id = any($1::text[]) and c.status = 'active' and c.start_date <= current_date - 60
         and (select count(*) from contract_versions o where o.contract_id = c.id and o.status = 'accepted') = 1
       order by c.id limit 1`,
      [hospitalIds],
    );
    return {
      database: database.kind,
      counts: counts!,
      slugs,
      requestIds,
      hospitals: hospitalRows.map((h) => ({ email: h.email, id: h.id, requestIds: owned.filter((t) => t.hospitalId === h.id).map((t) => t.id) })),
      telerads,
      openRequests,
      applied: new Set(applied.map((a) => a.pair)),
      changeable,
      contracts,
      activeContracts,
      ingest: ingest ?? null,
    };
  } finally {
    await database.close();
  }
}
