import { and, desc, eq, inArray, lte, type Placeholder, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ContractStatus } from "@/shared/policy/contracts";
import type { Db, Tx } from "../../db/client";
import { contracts, contractVersions } from "../../db/contracts-schema";
import { countedColumn, totalOfPage } from "../../db/counting";
import { preparedOnce } from "../../db/prepared";
import { organisations, providers, tenders } from "../../db/schema";

type Conn = Db | Tx;

export type ContractRow = typeof contracts.$inferSelect;
export type NewContract = typeof contracts.$inferInsert;
export type VersionRow = typeof contractVersions.$inferSelect;
export type NewVersion = typeof contractVersions.$inferInsert;
/** A contract with its parties' names. */
export type ContractRecord = ContractRow & { hospitalName: string; providerName: string };

const hospital = alias(organisations, "hospital");
const withParties = { contract: contracts, hospitalName: hospital.name, providerName: providers.name };
const flatten = (r: { contract: ContractRow; hospitalName: string; providerName: string }): ContractRecord => ({ ...r.contract, hospitalName: r.hospitalName, providerName: r.providerName });

const selectWithParties = (db: Conn) =>
  db.select(withParties).from(contracts).innerJoin(hospital, eq(hospital.id, contracts.hospitalOrganisationId)).innerJoin(providers, eq(providers.id, contracts.providerId));

export async function insertContract(tx: Tx, values: NewContract): Promise<ContractRow> {
  const [row] = await tx.insert(contracts).values(values).returning();
  return row!;
}

export async function findContract(db: Conn, id: string): Promise<ContractRecord | null> {
  const [row] = await selectWithParties(db).where(eq(contracts.id, id));
  return row ? flatten(row) : null;
}

/** The contract under a row lock, for a write that checks its state first. */
export async function lockContract(tx: Tx, id: string): Promise<ContractRow | null> {
  const [row] = await tx.select().from(contracts).where(eq(contracts.id, id)).for("update");
  return row ?? null;
}

export async function updateContract(tx: Tx, id: string, set: Partial<NewContract>): Promise<void> {
  await tx
    .update(contracts)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(contracts.id, id));
}

export async function contractIdForApplication(db: Conn, applicationId: string): Promise<{ id: string; hospitalOrganisationId: string; providerId: string } | null> {
  const [row] = await db
    .select({ id: contracts.id, hospitalOrganisationId: contracts.hospitalOrganisationId, providerId: contracts.providerId })
    .from(contracts)
    .where(eq(contracts.applicationId, applicationId));
  return row ?? null;
}

// ---- versions -----------------------------------------------------------------------------

export async function insertVersion(tx: Tx, values: NewVersion): Promise<VersionRow> {
  const [row] = await tx.insert(contractVersions).values(values).returning();
  return row!;
}

/** Every version of a contract, newest first (a contract has a handful). */
export const listVersions = (db: Conn, contractId: string) =>
  db.select().from(contractVersions).where(eq(contractVersions.contractId, contractId)).orderBy(desc(contractVersions.proposedAt), desc(contractVersions.number), desc(contractVersions.revision));

export async function findVersion(db: Conn, contractId: string, versionId: string): Promise<VersionRow | null> {
  const [row] = await db.select().from(contractVersions).where(and(eq(contractVersions.contractId, contractId), eq(contractVersions.id, versionId)));
  return row ?? null;
}

/** The version waiting for an answer, if any. */
export async function pendingVersion(tx: Tx, contractId: string): Promise<VersionRow | null> {
  const [row] = await tx.select().from(contractVersions).where(and(eq(contractVersions.contractId, contractId), eq(contractVersions.status, "pending")));
  return row ?? null;
}

/** The agreed version in force. */
export async function acceptedVersion(db: Conn, contractId: string, number: number): Promise<VersionRow | null> {
  const [row] = await db
    .select()
    .from(contractVersions)
    .where(and(eq(contractVersions.contractId, contractId), eq(contractVersions.number, number), eq(contractVersions.status, "accepted")));
  return row ?? null;
}

/** The agreed version that applies on `day`: the latest accepted one effective by then (else the latest agreed). */
export async function versionInForce(db: Conn, contractId: string, day: string): Promise<VersionRow | null> {
  const [row] = await db
    .select()
    .from(contractVersions)
    .where(and(eq(contractVersions.contractId, contractId), eq(contractVersions.status, "accepted")))
    .orderBy(sql`${contractVersions.effectiveFrom} <= ${day} desc`, desc(contractVersions.number))
    .limit(1);
  return row ?? null;
}

/** The next revision of a version number: 1, or one more than the last sending of it. */
export async function nextRevision(tx: Tx, contractId: string, number: number): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number | null>`max(${contractVersions.revision})` })
    .from(contractVersions)
    .where(and(eq(contractVersions.contractId, contractId), eq(contractVersions.number, number)));
  return (row?.last ?? 0) + 1;
}

/** Answers a pending version; false when it was no longer pending (another answer won). */
export async function answerVersion(tx: Tx, id: string, set: Partial<NewVersion>): Promise<boolean> {
  const rows = await tx
    .update(contractVersions)
    .set(set)
    .where(and(eq(contractVersions.id, id), eq(contractVersions.status, "pending")))
    .returning({ id: contractVersions.id });
  return rows.length === 1;
}

// ---- lists --------------------------------------------------------------------------------

export interface ListFilter {
  /** The organisation whose contracts are listed (null: every contract, for admins). */
  party: { kind: "hospital" | "provider"; id: string } | null;
  status?: ContractStatus;
}
/** A filter with its values, or with the placeholders of its prepared statement. */
type Bound = { party: { kind: "hospital" | "provider"; id: string | Placeholder } | null; status?: ContractStatus | Placeholder };

const listWhere = (f: Bound) =>
  and(
    f.party?.kind === "hospital" ? eq(contracts.hospitalOrganisationId, f.party.id) : undefined,
    f.party?.kind === "provider" ? eq(contracts.providerId, f.party.id) : undefined,
    f.status ? eq(contracts.status, f.status) : undefined,
  );

/** What a list shows of a contract (never its terms). */
const summaryColumns = {
  id: contracts.id,
  title: contracts.title,
  status: contracts.status,
  hospitalOrganisationId: contracts.hospitalOrganisationId,
  providerId: contracts.providerId,
  currency: contracts.currency,
  startDate: contracts.startDate,
  termMonths: contracts.termMonths,
  endDate: contracts.endDate,
  awaiting: contracts.awaiting,
  terminatesOn: contracts.terminatesOn,
  updatedAt: contracts.updatedAt,
  hospitalName: hospital.name,
  providerName: providers.name,
};
export type ContractSummaryRecord = Pick<ContractRecord, keyof typeof summaryColumns>;

/** The contracts a list's total counts. */
export const contractsMatches = (db: Conn, f: Bound) => db.select({ one: sql`1` }).from(contracts).where(listWhere(f));

/** A page of contracts, most recently changed first, each row with how many match (up to 1,001), in one statement. */
export const contractsPageQuery = (db: Conn, f: Bound, limit: number | Placeholder, offset: number | Placeholder) =>
  db
    .select({ ...summaryColumns, counted: countedColumn(contractsMatches(db, f)) })
    .from(contracts)
    .innerJoin(hospital, eq(hospital.id, contracts.hospitalOrganisationId))
    .innerJoin(providers, eq(providers.id, contracts.providerId))
    .where(listWhere(f))
    .orderBy(desc(contracts.updatedAt), desc(contracts.id))
    .limit(limit)
    .offset(offset);

/** The page query of a filter's shape, prepared once: one per party kind (or none), with or without a status. */
const preparedPage = (db: Db, f: ListFilter) =>
  preparedOnce(db, `contracts_page_${f.party?.kind ?? "all"}${f.status ? "_status" : ""}`, (db) =>
    contractsPageQuery(
      db,
      { party: f.party && { kind: f.party.kind, id: sql.placeholder("party") }, status: f.status && sql.placeholder("status") },
      sql.placeholder("limit"),
      sql.placeholder("offset"),
    ),
  );

/** A page of contracts (one row of lookahead is the caller's) and their total. */
export async function listContracts(db: Db, f: ListFilter, page: number, pageSize: number) {
  const offset = (page - 1) * pageSize;
  const rows = await preparedPage(db, f).execute({ party: f.party?.id, status: f.status, limit: pageSize + 1, offset });
  return { rows, total: await totalOfPage(db, contractsMatches(db, f), rows, offset) };
}

// ---- the lifecycle job --------------------------------------------------------------------

/** Contracts with a step due on `today`: scheduled ones that start, active ones past their end, notices that take effect. */
export async function dueContracts(db: Conn, today: string): Promise<string[]> {
  const starting = db.select({ id: contracts.id }).from(contracts).where(and(eq(contracts.status, "scheduled"), lte(contracts.startDate, today)));
  const ending = db.select({ id: contracts.id }).from(contracts).where(and(eq(contracts.status, "active"), sql`${contracts.endDate} < ${today}`));
  const terminating = db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(sql`${contracts.terminatesOn} is not null`, inArray(contracts.status, ["scheduled", "active"]), lte(contracts.terminatesOn, today)));
  const ids = await Promise.all([starting, ending, terminating]);
  return [...new Set(ids.flat().map((r) => r.id))];
}

/** What a draft takes from its request: the modalities and their monthly volumes. */
export async function requestVolumes(tx: Tx, tenderId: string) {
  const [row] = await tx
    .select({ modalities: tenders.modalities, volumesPerMonth: tenders.volumesPerMonth, volumesByModality: tenders.volumesByModality, tatRequirement: tenders.tatRequirement })
    .from(tenders)
    .where(eq(tenders.id, tenderId));
  return row ?? null;
}

/** A version still waiting when the contract stops lapses. */
export async function supersedePending(tx: Tx, contractId: string): Promise<void> {
  await tx
    .update(contractVersions)
    .set({ status: "superseded" })
    .where(and(eq(contractVersions.contractId, contractId), eq(contractVersions.status, "pending")));
}

/** Deletes the application's contract while it is an unsent draft (an award decision withdrawn in its standstill); its id, or null. */
export async function deleteDraftOf(tx: Tx, applicationId: string): Promise<string | null> {
  const [row] = await tx.delete(contracts).where(and(eq(contracts.applicationId, applicationId), eq(contracts.status, "draft"))).returning({ id: contracts.id });
  return row?.id ?? null;
}
