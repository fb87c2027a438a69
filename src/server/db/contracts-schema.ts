import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import type { ContractTerms } from "@/shared/contracts/contracts";
import { now, ts } from "./columns";
import { organisations } from "./organisations-schema";
// A cycle with schema.ts: its tables are only read inside the reference callbacks, after both modules ran.
import { applications, providers, tenders, user } from "./schema";

/**
 * A contract between a hospital organisation and a provider, made by an award (issue 30, PRODUCT.md #36).
 * Its start, term, end and renewal are the agreed version's (before acceptance: the draft's), kept here for
 * lists and the lifecycle job; its terms are in its versions, and the hospital's unsent draft in `draft_terms`.
 */
export const contracts = pgTable(
  "contracts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .unique()
      .references(() => applications.id, { onDelete: "set null" }),
    tenderId: uuid("tender_id").references(() => tenders.id, { onDelete: "set null" }),
    hospitalOrganisationId: uuid("hospital_organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: ["draft", "sent", "scheduled", "active", "ended", "terminated"] }).notNull().default("draft"),
    /** The side a pending version waits for, or null. */
    awaiting: text("awaiting", { enum: ["hospital", "provider"] }),
    earliestStart: date("earliest_start", { mode: "string" }),
    draftTerms: jsonb("draft_terms").$type<ContractTerms>(),
    /** The agreed version in force; null before acceptance. */
    currentVersion: integer("current_version"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    termMonths: integer("term_months").notNull(),
    /** The last day of the current term (moves on at each automatic renewal). */
    endDate: date("end_date", { mode: "string" }).notNull(),
    renewal: text("renewal", { enum: ["none", "automatic"] }).notNull(),
    /** How many times the term has renewed: the current term ends termMonths x (renewals + 1) after the start. */
    renewals: integer("renewals").notNull().default(0),
    terminatedBySide: text("terminated_by_side", { enum: ["hospital", "provider"] }),
    terminatedBy: text("terminated_by").references(() => user.id, { onDelete: "set null" }),
    terminatedByName: text("terminated_by_name"),
    terminatedByEmail: text("terminated_by_email"),
    terminationReason: text("termination_reason"),
    terminationNoticedAt: ts("termination_noticed_at"),
    /** The day the termination takes effect (the notice period after the notice). */
    terminatesOn: date("terminates_on", { mode: "string" }),
    createdAt: now("created_at"),
    updatedAt: now("updated_at"),
  },
  (t) => [
    index("contracts_hospital_idx").on(t.hospitalOrganisationId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("contracts_hospital_status_idx").on(t.hospitalOrganisationId, t.status, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("contracts_provider_idx").on(t.providerId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("contracts_provider_status_idx").on(t.providerId, t.status, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("contracts_updated_idx").on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("contracts_status_updated_idx").on(t.status, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("contracts_tender_idx").on(t.tenderId),
    index("contracts_start_idx").on(t.startDate).where(sql`status = 'scheduled'`),
    index("contracts_end_idx").on(t.endDate).where(sql`status = 'active'`),
    index("contracts_terminates_idx").on(t.terminatesOn).where(sql`terminates_on is not null and status in ('scheduled','active')`),
    check("contracts_status_check", sql`${t.status} in ('draft','sent','scheduled','active','ended','terminated')`),
    check("contracts_awaiting_check", sql`${t.awaiting} in ('hospital','provider')`),
    check("contracts_term_check", sql`${t.termMonths} between 1 and 120`),
  ],
);

/**
 * Every sending of terms: a draft sent to the provider (kind "contract"; revision 2 and on after changes were
 * asked) or a change after acceptance (kind "change", number 2 and on). An accepted row is an agreed version.
 * Who proposed and who answered are kept with their name and e-mail as they were.
 */
export const contractVersions = pgTable(
  "contract_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    revision: integer("revision").notNull(),
    kind: text("kind", { enum: ["contract", "change"] }).notNull(),
    status: text("status", { enum: ["pending", "accepted", "changes_requested", "declined", "superseded"] }).notNull().default("pending"),
    proposedBySide: text("proposed_by_side", { enum: ["hospital", "provider"] }).notNull(),
    proposedBy: text("proposed_by").references(() => user.id, { onDelete: "set null" }),
    proposedByName: text("proposed_by_name"),
    proposedByEmail: text("proposed_by_email"),
    proposedAt: now("proposed_at"),
    message: text("message"),
    respondedBy: text("responded_by").references(() => user.id, { onDelete: "set null" }),
    respondedByName: text("responded_by_name"),
    respondedByEmail: text("responded_by_email"),
    respondedAt: ts("responded_at"),
    response: text("response"),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    terms: jsonb("terms").$type<ContractTerms>().notNull(),
  },
  (t) => [
    unique("contract_versions_number_unique").on(t.contractId, t.number, t.revision),
    index("contract_versions_contract_idx").on(t.contractId, t.proposedAt, t.id),
    check("contract_versions_status_check", sql`${t.status} in ('pending','accepted','changes_requested','declined','superseded')`),
    check("contract_versions_kind_check", sql`${t.kind} in ('contract','change')`),
  ],
);
