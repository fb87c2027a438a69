import { eq, sql } from "drizzle-orm";
import { EXACT_TOTAL_LIMIT } from "@/shared/contracts/common";
import type { WaitingKind } from "@/shared/policy/dashboards";
import type { Db } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { organisations, providers } from "../../db/schema";
import { currentCredential } from "../credentials/current";
import {
  amendmentsRows,
  bidsRows,
  credentialsRows,
  disputesRows,
  hospitalContractsRows,
  messagesRows,
  p,
  providerContractsRows,
  questionsRows,
  type WaitingRows,
  waitingGroup,
} from "./waiting-sql";

/** A dashboard's counters and waiting items in one prepared statement per side (issue 32 §1-2, §6). */

export interface DashboardParams {
  organisationId: string;
  userId: string;
  /** The first day of the current month (UTC), YYYY-MM-DD. */
  month: string;
  /** Today (UTC), YYYY-MM-DD. */
  today: string;
  /** The waiting kinds the member's role may act on; the others are not read. */
  kinds: readonly WaitingKind[];
}

type Waiting = Partial<Record<WaitingKind, WaitingRows>>;
const params = (x: DashboardParams) => ({
  org: x.organisationId,
  user: x.userId,
  month: x.month,
  today: x.today,
  ...Object.fromEntries(["bids", "questions", "amendments", "contracts", "disputes", "credentials", "messages"].map((k) => [`gate_${k}`, x.kinds.includes(k as WaitingKind)])),
});

/** This month's recorded studies and the sum of their turnarounds, over one side's contracts. */
const monthVolume = (party: "hospital_organisation_id" | "provider_id", owner: ReturnType<typeof sql.raw>) =>
  sql<{ studies: number; seconds: number }>`(select json_build_object('studies', coalesce(sum(sm.studies), 0), 'seconds', coalesce(sum(sm.turnaround_seconds), 0))
    from study_months sm join contracts c on c.id = sm.contract_id where c.${sql.raw(party)} = ${owner} and sm.month = ${p.month}::date)`;

const hospitalId = sql.raw(`"organisations"."id"`);

export async function hospitalDashboard(db: Db, x: DashboardParams) {
  const read = preparedOnce(db, "dashboard_hospital", (db) =>
    db
      .select({
        name: organisations.name,
        activeTenders: sql<number>`(select count(*)::int from tenders t where t.organisation_id = ${hospitalId} and t.status = 'OPEN' and t.deadline > now())`,
        partnerships: sql<number>`(select count(*)::int from contracts c where c.hospital_organisation_id = ${hospitalId} and c.status in ('scheduled','active'))`,
        volume: monthVolume("hospital_organisation_id", hospitalId),
        bids: waitingGroup(bidsRows),
        questions: waitingGroup(questionsRows),
        contracts: waitingGroup(hospitalContractsRows),
        disputes: waitingGroup(disputesRows("hospital")),
        messages: waitingGroup(messagesRows("hospital")),
      })
      .from(organisations)
      .where(eq(organisations.id, p.org)),
  );
  const [row] = await read.execute(params(x));
  if (!row) return null;
  const { bids, questions, contracts, disputes, messages, ...counters } = row;
  return { counters, waiting: { bids, questions, contracts, disputes, messages } satisfies Waiting };
}

const providerId = sql.raw(`"providers"."id"`);

/** Open requests the provider may apply to and has not, counted up to the exact-total limit and one more. */
const opportunities = sql<number>`(select count(*)::int from (select 1 from tenders t
  where t.status = 'OPEN' and t.deadline > now() and t.modalities && "providers"."modalities"
    and (not t.licence_required or exists (select 1 from credentials where credentials.provider_id = ${providerId} and credentials.type = 'medical_licence'
      and credentials.country = t.country and ${currentCredential()} and credentials.expires_on >= (t.deadline at time zone 'UTC')::date))
    and not exists (select 1 from applications a where a.tender_id = t.id and a.provider_id = ${providerId})
  limit ${sql.raw(String(EXACT_TOTAL_LIMIT + 1))}) x)`;

export async function providerDashboard(db: Db, x: DashboardParams) {
  const read = preparedOnce(db, "dashboard_provider", (db) =>
    db
      .select({
        name: providers.name,
        rating: providers.rating,
        reviewCount: providers.reviewCount,
        opportunities,
        activeContracts: sql<number>`(select count(*)::int from contracts c where c.provider_id = ${providerId} and c.status = 'active')`,
        volume: monthVolume("provider_id", providerId),
        amendments: waitingGroup(amendmentsRows),
        contracts: waitingGroup(providerContractsRows),
        disputes: waitingGroup(disputesRows("provider")),
        credentials: waitingGroup(credentialsRows),
        messages: waitingGroup(messagesRows("provider")),
      })
      .from(providers)
      .where(eq(providers.id, p.org)),
  );
  const [row] = await read.execute(params(x));
  if (!row) return null;
  const { amendments, contracts, disputes, credentials, messages, ...counters } = row;
  return { counters, waiting: { amendments, contracts, disputes, credentials, messages } satisfies Waiting };
}
