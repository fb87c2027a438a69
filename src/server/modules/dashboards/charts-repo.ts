import { eq, sql } from "drizzle-orm";
import type { ContractTerms } from "@/shared/contracts/contracts";
import type { Db } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { organisations, providers } from "../../db/schema";

/** The dashboards' chart figures over the months from `from` (issue 32 §3): kept monthly figures and bids, one statement per side. */

const from = sql.placeholder("from");
const org = sql.placeholder("org");

export interface MonthLine {
  month: string;
  studies: number;
  within: number;
}
export interface FeeLine {
  month: string;
  currency: string;
  feesMinor: number;
}
export interface ContractInForce {
  id: string;
  currency: string;
  startDate: string;
  /** The last day it runs (its end, or the day a termination takes effect). */
  lastDay: string;
  versions: { effectiveFrom: string; terms: ContractTerms }[];
}

const hospitalId = sql.raw(`"organisations"."id"`);

export async function hospitalChartFigures(db: Db, organisationId: string, fromMonth: string) {
  const read = preparedOnce(db, "dashboard_hospital_charts", (db) =>
    db
      .select({
        months: sql<MonthLine[]>`(select coalesce(json_agg(json_build_object('month', x.month, 'studies', x.studies, 'within', x.within)), '[]'::json) from (
            select sm.month::text as month, sum(sm.studies)::int as studies, sum(sm.within)::int as within
            from study_months sm join contracts c on c.id = sm.contract_id
            where c.hospital_organisation_id = ${hospitalId} and sm.month >= ${from}::date group by sm.month) x)`,
        fees: sql<FeeLine[]>`(select coalesce(json_agg(json_build_object('month', x.month, 'currency', x.currency, 'feesMinor', x.fees)), '[]'::json) from (
            select sm.month::text as month, c.currency, sum(sm.fees_minor)::bigint as fees
            from study_months sm join contracts c on c.id = sm.contract_id
            where c.hospital_organisation_id = ${hospitalId} and sm.month >= ${from}::date group by sm.month, c.currency) x)`,
        contracts: sql<ContractInForce[]>`(select coalesce(json_agg(json_build_object('id', c.id, 'currency', c.currency, 'startDate', c.start_date::text,
            'lastDay', least(c.end_date, coalesce(c.terminates_on, c.end_date))::text,
            'versions', (select coalesce(json_agg(json_build_object('effectiveFrom', v.effective_from::text, 'terms', v.terms) order by v.number, v.revision), '[]'::json)
              from contract_versions v where v.contract_id = c.id and v.status = 'accepted'))), '[]'::json)
          from contracts c where c.hospital_organisation_id = ${hospitalId} and c.status in ('scheduled','active','ended','terminated') and c.end_date >= ${from}::date)`,
      })
      .from(organisations)
      .where(eq(organisations.id, org)),
  );
  const [row] = await read.execute({ org: organisationId, from: fromMonth });
  return row ? { ...row, fees: row.fees.map((f) => ({ ...f, feesMinor: Number(f.feesMinor) })) } : null;
}

export interface BidLine {
  month: string;
  status: string;
  n: number;
}
export interface ContractMonthLine extends MonthLine {
  id: string;
  title: string;
  hospital: string;
}

const providerId = sql.raw(`"providers"."id"`);

export async function providerChartFigures(db: Db, id: string, fromMonth: string) {
  const read = preparedOnce(db, "dashboard_provider_charts", (db) =>
    db
      .select({
        bids: sql<BidLine[]>`(select coalesce(json_agg(json_build_object('month', x.month, 'status', x.status, 'n', x.n)), '[]'::json) from (
            select date_trunc('month', a.created_at at time zone 'UTC')::date::text as month, a.status, count(*)::int as n
            from applications a where a.provider_id = ${providerId} and a.created_at >= (${from}::date)::timestamp at time zone 'UTC' group by 1, 2) x)`,
        contracts: sql<ContractMonthLine[]>`(select coalesce(json_agg(json_build_object('id', x.id, 'title', x.title, 'hospital', x.hospital, 'month', x.month, 'studies', x.studies, 'within', x.within)), '[]'::json) from (
            select c.id, c.title, o.name as hospital, sm.month::text as month, sum(sm.studies)::int as studies, sum(sm.within)::int as within
            from study_months sm join contracts c on c.id = sm.contract_id join organisations o on o.id = c.hospital_organisation_id
            where c.provider_id = ${providerId} and sm.month >= ${from}::date group by c.id, c.title, o.name, sm.month) x)`,
      })
      .from(providers)
      .where(eq(providers.id, org)),
  );
  const [row] = await read.execute({ org: id, from: fromMonth });
  return row ?? null;
}
