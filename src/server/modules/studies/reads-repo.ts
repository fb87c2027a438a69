import { and, desc, eq, sql } from "drizzle-orm";
import type { ContractTerms } from "@/shared/contracts/contracts";
import type { StudyStatus } from "@/shared/policy/studies";
import type { Db } from "../../db/client";
import { contracts } from "../../db/contracts-schema";
import { countedColumn, totalOfPage } from "../../db/counting";
import { preparedOnce } from "../../db/prepared";
import { studies } from "../../db/studies-schema";

/** The ledger's hot reads (issue 31), each one prepared statement (decision 0034): the contract's facts, a page of studies, a statement's figures. */

const factsColumns = {
  id: contracts.id,
  title: contracts.title,
  currency: contracts.currency,
  status: contracts.status,
  hospitalOrganisationId: contracts.hospitalOrganisationId,
  providerId: contracts.providerId,
  startDate: contracts.startDate,
};
export type ContractFacts = { id: string; title: string; currency: string; status: (typeof contracts.$inferSelect)["status"]; hospitalOrganisationId: string; providerId: string; startDate: string };

const contractId = sql.placeholder("id");

export async function contractFacts(db: Db, id: string): Promise<ContractFacts | null> {
  const [row] = await preparedOnce(db, "ledger_contract", (db) => db.select(factsColumns).from(contracts).where(eq(contracts.id, contractId))).execute({ id });
  return row ?? null;
}

type Id = string | typeof contractId;
const pageMatches = (id: Id, status: StudyStatus | undefined) => (status ? and(eq(studies.contractId, id), eq(studies.status, status)) : eq(studies.contractId, id));
const countQuery = (db: Db, id: Id, status: StudyStatus | undefined) => db.select({ one: sql`1` }).from(studies).where(pageMatches(id, status));

/** A page of a contract's studies, latest images first, read with its count (up to 1,001) in one statement. */
export async function studyPage(db: Db, id: string, status: StudyStatus | undefined, limit: number, offset: number) {
  const page = preparedOnce(db, `ledger_studies_${status ?? "all"}`, (db) =>
    db
      .select({ study: studies, counted: countedColumn(countQuery(db, contractId, status)) })
      .from(studies)
      .where(pageMatches(contractId, status))
      .orderBy(desc(studies.imagesAt), desc(studies.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset")),
  );
  const rows = await page.execute({ id, limit, offset });
  const total = await totalOfPage(db, countQuery(db, id, status), rows, offset);
  return { rows: rows.map((r) => r.study), total };
}

export interface StatementLine {
  month: string;
  modality: string;
  tier: string;
  studies: number;
  within: number;
  feesMinor: number;
  reviewed: number;
  significant: number;
}
export interface StatementTier {
  month: string;
  tier: string;
  commitmentMinutes: number;
  p50: number;
  p90: number;
  p95: number;
  distribution: number[];
  disputed: number;
}
export interface StatementFigures {
  facts: ContractFacts;
  /** The statement's month (YYYY-MM-01): the one asked for, else the latest with studies, else this one. */
  month: string;
  months: string[];
  versions: { effectiveFrom: string; terms: ContractTerms }[];
  lines: StatementLine[];
  tiers: StatementTier[];
}

// The outer row's id, qualified: drizzle names a lone table's columns bare, which a subquery would read as its own.
const outerId = sql.raw(`"contracts"."id"`);
// The month asked for, else the latest with studies, else this one; figures from it and the 11 months before.
const target = sql`coalesce(${sql.placeholder("month")}::date, (select max(month) from study_month_tiers where contract_id = ${outerId}), date_trunc('month', now() at time zone 'UTC')::date)`;
const inWindow = sql`month <= ${target} and month > (${target} - interval '12 months')::date`;

/** Everything a statement shows, in one statement: the contract's facts, its agreed terms, its months and the kept figures. */
export async function statementFigures(db: Db, id: string, month: string | null): Promise<StatementFigures | null> {
  const read = preparedOnce(db, "ledger_statement", (db) =>
    db
      .select({
        ...factsColumns,
        month: sql<string>`${target}::text`,
        months: sql<string[]>`(select coalesce(json_agg(m order by m desc), '[]') from (select distinct month::text as m from study_month_tiers where contract_id = ${outerId}) x)`,
        versions: sql<StatementFigures["versions"]>`(select coalesce(json_agg(json_build_object('effectiveFrom', v.effective_from::text, 'terms', v.terms) order by v.number, v.revision), '[]')
          from contract_versions v where v.contract_id = ${outerId} and v.status = 'accepted')`,
        lines: sql<StatementLine[]>`(select coalesce(json_agg(json_build_object('month', month::text, 'modality', modality, 'tier', tier, 'studies', studies, 'within', within,
            'feesMinor', fees_minor, 'reviewed', reviewed, 'significant', significant) order by month), '[]')
          from study_months where contract_id = ${outerId} and ${inWindow})`,
        tiers: sql<StatementTier[]>`(select coalesce(json_agg(json_build_object('month', month::text, 'tier', tier, 'commitmentMinutes', commitment_minutes, 'p50', p50, 'p90', p90,
            'p95', p95, 'distribution', distribution, 'disputed', disputed) order by month), '[]')
          from study_month_tiers where contract_id = ${outerId} and ${inWindow})`,
      })
      .from(contracts)
      .where(eq(contracts.id, contractId)),
  );
  const [row] = await read.execute({ id, month });
  if (!row) return null;
  const { month: m, months, versions, lines, tiers, ...facts } = row;
  return { facts, month: m, months, versions, lines: lines.map((l) => ({ ...l, feesMinor: Number(l.feesMinor) })), tiers };
}
