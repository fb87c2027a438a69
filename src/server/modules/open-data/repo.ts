import { and, asc, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { ContractTerms } from "@/shared/contracts/contracts";
import type { Tx } from "../../db/client";
import { contracts, contractVersions } from "../../db/contracts-schema";
import { openDataReleases } from "../../db/open-data-schema";
import { applications, events, type FieldChange, organisations, providers, tenders } from "../../db/schema";

/** What publishing reads of a request, in the transaction of the change (issue 35): never a bid but the awarded ones. */

export type TenderState = Pick<
  typeof tenders.$inferSelect,
  | "id"
  | "title"
  | "facility"
  | "country"
  | "description"
  | "modalities"
  | "requirements"
  | "volumesPerMonth"
  | "volumesByModality"
  | "weightPrice"
  | "weightTurnaround"
  | "weightQuality"
  | "tatRequirement"
  | "budgetMin"
  | "budgetMax"
  | "budgetCurrency"
  | "deadline"
  | "postedDate"
  | "status"
  | "responseCount"
  | "licenceRequired"
  | "imageTransfer"
  | "orderFeed"
  | "reportDelivery"
  | "interopNotes"
  | "publishOpenData"
> & { organisation: { id: string; name: string; country: string | null } | null };

/**
 * Serialises the publications of one request: two transactions publishing it at once take their turns, so each
 * compares with the other's release and numbers its own after it. Held to the end of the transaction.
 */
export async function lockPublication(tx: Tx, tenderId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`open-data:${tenderId}`}))`);
}

/** Whether the request is marked for publication (its primary key). */
export async function isPublished(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx.select({ on: tenders.publishOpenData }).from(tenders).where(eq(tenders.id, id));
  return row?.on === true;
}

export async function tenderState(tx: Tx, id: string): Promise<TenderState | null> {
  const [row] = await tx
    .select({
      id: tenders.id,
      title: tenders.title,
      facility: tenders.facility,
      country: tenders.country,
      description: tenders.description,
      modalities: tenders.modalities,
      requirements: tenders.requirements,
      volumesPerMonth: tenders.volumesPerMonth,
      volumesByModality: tenders.volumesByModality,
      weightPrice: tenders.weightPrice,
      weightTurnaround: tenders.weightTurnaround,
      weightQuality: tenders.weightQuality,
      tatRequirement: tenders.tatRequirement,
      budgetMin: tenders.budgetMin,
      budgetMax: tenders.budgetMax,
      budgetCurrency: tenders.budgetCurrency,
      deadline: tenders.deadline,
      postedDate: tenders.postedDate,
      status: tenders.status,
      responseCount: tenders.responseCount,
      licenceRequired: tenders.licenceRequired,
      imageTransfer: tenders.imageTransfer,
      orderFeed: tenders.orderFeed,
      reportDelivery: tenders.reportDelivery,
      interopNotes: tenders.interopNotes,
      publishOpenData: tenders.publishOpenData,
      organisationId: organisations.id,
      organisationName: organisations.name,
      organisationCountry: organisations.country,
    })
    .from(tenders)
    .leftJoin(organisations, eq(organisations.id, tenders.organisationId))
    .where(eq(tenders.id, id));
  if (!row) return null;
  const { organisationId, organisationName, organisationCountry, ...tender } = row;
  return { ...tender, organisation: organisationId ? { id: organisationId, name: organisationName!, country: organisationCountry } : null };
}

/** A request's amendments, oldest first: when, and which fields changed (the "amended" events; events_subject_at_idx). */
export async function amendments(tx: Tx, tenderId: string): Promise<{ id: string; at: Date; fields: string[] }[]> {
  const rows = await tx
    .select({ id: events.id, at: events.at, changes: events.changes })
    .from(events)
    .where(and(eq(events.entityType, "request"), eq(events.entityId, tenderId), eq(events.action, "amended")))
    .orderBy(desc(events.at), desc(events.id))
    .limit(100);
  return rows.reverse().map((r) => ({ id: r.id, at: r.at, fields: Object.keys(r.changes as Record<string, FieldChange>) }));
}

export interface AwardState {
  applicationId: string;
  providerId: string;
  providerName: string;
  providerCountry: string;
  pricePerCt: number;
  pricesByModality: Record<string, number>;
  currency: string;
  /** When the award was decided: its decision, else its status event, else its contract's drafting, else the bid's last change. */
  awardedAt: Date;
  /** The end of the standstill of its decision, if it had one. */
  standstillEndsAt: Date | null;
}

// Qualified: a subquery would read a bare "id" as its own table's.
const applicationId = sql.raw(`"applications"."id"`);
const decided = (column: string) =>
  sql.raw(`(select d.${column} from award_decisions d where d.application_id = "applications"."id" and d.status = 'decided' order by d.decided_at desc limit 1)`);

/** The request's awarded bids with their providers' names: the only bids published. */
export async function awards(tx: Tx, tenderId: string): Promise<AwardState[]> {
  const awardedEvent = sql<Date | null>`(select e.at from events e where e.entity_type = 'application' and e.entity_id = ${applicationId}::text
    and e.action = 'status_changed' and e.changes->'status'->>'after' = 'AWARDED' order by e.at desc limit 1)`;
  const rows = await tx
    .select({
      applicationId: applications.id,
      providerId: providers.id,
      providerName: providers.name,
      providerCountry: providers.hqCountry,
      pricePerCt: applications.pricePerCt,
      pricesByModality: applications.pricesByModality,
      currency: applications.currency,
      updatedAt: applications.updatedAt,
      decidedAt: sql<string | null>`${decided("decided_at")}`,
      standstillEndsAt: sql<string | null>`${decided("standstill_ends_at")}`,
      awardedEvent: sql<string | null>`${awardedEvent}`,
      // The award's transaction drafts its contract (contracts' unique application_id).
      contractMade: sql<string | null>`(select c.created_at from contracts c where c.application_id = ${applicationId})`,
    })
    .from(applications)
    .innerJoin(providers, eq(providers.id, applications.providerId))
    .where(and(eq(applications.tenderId, tenderId), eq(applications.status, "AWARDED")))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  const date = (v: string | Date | null) => (v === null ? null : new Date(v));
  return rows.map(({ updatedAt, decidedAt, standstillEndsAt, awardedEvent: event, contractMade, ...r }) => ({
    ...r,
    awardedAt: date(decidedAt) ?? date(event) ?? date(contractMade) ?? updatedAt,
    standstillEndsAt: date(standstillEndsAt),
  }));
}

export interface MonthFigures {
  /** YYYY-MM-01 */
  month: string;
  tier: string;
  commitmentMinutes: number;
  p50Seconds: number;
  p90Seconds: number;
  studies: number;
  within: number;
}

export interface ContractState {
  id: string;
  applicationId: string;
  title: string;
  currency: string;
  status: (typeof contracts.$inferSelect)["status"];
  startDate: string;
  endDate: string;
  termMonths: number;
  renewals: number;
  terminatesOn: string | null;
  /** The agreed versions, oldest first: when each was accepted, from when it applies, its terms. */
  versions: { number: number; acceptedAt: Date | null; effectiveFrom: string; terms: ContractTerms }[];
  currentVersion: number | null;
  /** The kept monthly figures per tier of the last 12 months with any (never a study itself). */
  months: MonthFigures[];
}

/** The contracts the request's awards made (contracts_tender_idx), with their agreed versions and latest monthly figures. */
export async function contractsOf(tx: Tx, tenderId: string): Promise<ContractState[]> {
  const rows = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.tenderId, tenderId), isNotNull(contracts.applicationId)))
    .orderBy(asc(contracts.createdAt), asc(contracts.id));
  const out: ContractState[] = [];
  for (const c of rows) {
    const versions = await tx
      .select({ number: contractVersions.number, acceptedAt: contractVersions.respondedAt, effectiveFrom: contractVersions.effectiveFrom, terms: contractVersions.terms })
      .from(contractVersions)
      .where(and(eq(contractVersions.contractId, c.id), eq(contractVersions.status, "accepted")))
      .orderBy(asc(contractVersions.number));
    const { id, title, currency, status, startDate, endDate, termMonths, renewals, terminatesOn, currentVersion } = c;
    out.push({ id, applicationId: c.applicationId!, title, currency, status, startDate, endDate, termMonths, renewals, terminatesOn, currentVersion, versions, months: await monthFigures(tx, c.id) });
  }
  return out;
}

async function monthFigures(tx: Tx, contractId: string): Promise<MonthFigures[]> {
  // Each through its primary key: the tiers' months, and the lines' counts summed per tier.
  const lines = (column: string) =>
    sql.raw(`(select coalesce(sum(m.${column}), 0)::int from study_months m where m.contract_id = t.contract_id and m.month = t.month and m.tier = t.tier)`);
  const rows = await tx.execute(sql`
    select t.month::text as month, t.tier, t.commitment_minutes as "commitmentMinutes", t.p50 as "p50Seconds", t.p90 as "p90Seconds",
      ${lines("studies")} as studies, ${lines("within")} as within
    from study_month_tiers t
    where t.contract_id = ${contractId}
      and t.month > ((select max(month) from study_month_tiers where contract_id = ${contractId}) - interval '12 months')::date
    order by t.month, t.tier`);
  return (rows as unknown as { rows: MonthFigures[] }).rows.map((r) => ({ ...r, studies: Number(r.studies), within: Number(r.within) }));
}

// ---- releases -----------------------------------------------------------------------------

export interface StoredRelease {
  id: string;
  date: Date;
  release: Record<string, unknown>;
}

/** The latest release of the request under this ocid, and how many it has (the open_data_releases_tender_idx index). */
export async function lastRelease(tx: Tx, tenderId: string, ocid: string): Promise<{ last: StoredRelease | null; count: number }> {
  const where = and(eq(openDataReleases.tenderId, tenderId), eq(openDataReleases.ocid, ocid));
  const [last] = await tx
    .select({ id: openDataReleases.id, date: openDataReleases.date, release: openDataReleases.release })
    .from(openDataReleases)
    .where(where)
    .orderBy(desc(openDataReleases.date), desc(openDataReleases.id))
    .limit(1);
  const [counted] = await tx.select({ n: count() }).from(openDataReleases).where(where);
  return { last: last ?? null, count: Number(counted?.n ?? 0) };
}

/** The database's clock to the millisecond (releases are dated by it, and a Date keeps milliseconds). */
export async function clock(tx: Tx): Promise<Date> {
  const rows = await tx.execute(sql`select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now`);
  return new Date((rows as unknown as { rows: { now: string }[] }).rows[0]!.now);
}

export async function insertRelease(tx: Tx, values: typeof openDataReleases.$inferInsert): Promise<void> {
  await tx.insert(openDataReleases).values(values);
}
