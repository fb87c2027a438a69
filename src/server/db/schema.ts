import { sql } from "drizzle-orm";
import { user } from "./auth-schema";
import { bigint, boolean, check, date, index, integer, jsonb, numeric, pgTable, real, smallint, text, unique, uuid } from "drizzle-orm/pg-core";
import { now, ts } from "./columns";
import { organisations } from "./organisations-schema";

export { now, ts };
export * from "./auth-schema";
export * from "./events-schema";
export * from "./rates-schema";
export { organisations };

export interface CaseStudy {
  id: string;
  title: string;
  description: string;
  outcome: string;
  modality?: string;
  subspecialty?: string;
  challenge?: string;
  solution?: string;
}

export const providers = pgTable(
  "providers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    hqCountry: text("hq_country").notNull(),
    regionsServed: text("regions_served").array().notNull().default(sql`'{}'`),
    modalities: text("modalities").array().notNull().default(sql`'{}'`),
    priceModels: text("price_models").array().notNull().default(sql`'{}'`),
    languages: text("languages").array().notNull().default(sql`'{}'`),
    medianTatMinutes: integer("median_tat_minutes"),
    /** Measured from the ledger over the 12 months from `measured_from` (issue 31): studies, their median turnaround, those within commitment. */
    measuredStudies: integer("measured_studies").notNull().default(0),
    measuredTatMinutes: integer("measured_tat_minutes"),
    measuredWithin: integer("measured_within").notNull().default(0),
    measuredFrom: date("measured_from", { mode: "string" }),
    rating: real("rating").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    verifiedReviews: integer("verified_reviews").notNull().default(0),
    logoUrl: text("logo_url"),
    linkedinUrl: text("linkedin_url"),
    websiteUrl: text("website_url"),
    slaCoverage: text("sla_coverage"),
    acceptanceRate: real("acceptance_rate"),
    totalCases: integer("total_cases"),
    established: text("established"),
    description: text("description").notNull().default(""),
    pinned: boolean("pinned").notNull().default(false),
    verified: boolean("verified").notNull().default(false),
    caseStudies: jsonb("case_studies").$type<CaseStudy[]>().notNull().default([]),
    subspecialties: text("subspecialties").array().notNull().default(sql`'{}'`),
    certifications: text("certifications").array().notNull().default(sql`'{}'`),
    timezones: text("timezones").array().notNull().default(sql`'{}'`),
    specializations: text("specializations").array().notNull().default(sql`'{}'`),
    interopCapabilities: text("interop_capabilities").array().notNull().default(sql`'{}'`), // issue 35: codes of shared/reference/interoperability
    createdAt: now("created_at"),
    updatedAt: now("updated_at"),
  },
  (t) => [
    // The directory's filters in one GIN index (the words of `search`, migration 0008, and the lists), and one per list.
    index("providers_filters_gin").using("gin", sql`search`, t.regionsServed, t.modalities, t.languages, t.priceModels, t.interopCapabilities),
    index("providers_filters_verified_gin")
      .using("gin", sql`search`, t.regionsServed, t.modalities, t.languages, t.priceModels, t.interopCapabilities)
      .where(sql`${t.verified}`),
    index("providers_filters_unverified_gin")
      .using("gin", sql`search`, t.regionsServed, t.modalities, t.languages, t.priceModels, t.interopCapabilities)
      .where(sql`not ${t.verified}`),
    index("providers_hq_country_idx").on(t.hqCountry, t.verified),
    index("providers_pinned_rating_idx").on(t.pinned.desc(), t.rating.desc(), t.id),
    index("providers_verified_pinned_rating_idx").on(t.verified, t.pinned.desc(), t.rating.desc(), t.id),
    index("providers_name_idx").on(t.name, t.id),
    index("providers_rating_idx").on(t.rating.desc(), t.id),
    index("providers_reviews_idx").on(t.reviewCount.desc(), t.id),
    index("providers_admin_order_idx").on(t.pinned.desc(), t.verified.desc(), t.name),
    // The turnaround filter reads the measured median where there is one, else the stated one.
    index("providers_tat_idx").on(sql`coalesce(${t.measuredTatMinutes}, ${t.medianTatMinutes})`),
    index("providers_measured_from_idx").on(t.measuredFrom),
    index("providers_created_idx").on(t.createdAt, t.id),
  ],
);

/**
 * One row counting changes to providers: a trigger (migration 0002) adds one on every write to the
 * table, so a directory answer kept under a version is current exactly while the version is.
 */
export const directoryVersion = pgTable(
  "directory_version",
  {
    id: boolean("id").primaryKey().default(true),
    version: bigint("version", { mode: "number" }).notNull().default(1),
  },
  (t) => [check("directory_version_single_row", sql`${t.id}`)],
);

export const ROLE_VALUES = ["basic", "telerad", "hospital", "admin"] as const;

export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name"),
    email: text("email").notNull(),
    role: text("role", { enum: ROLE_VALUES }).notNull().default("basic"),
    /** The organisation the user last chose to act for; only counts while they are a member (session.ts). */
    activeOrganisationId: uuid("active_organisation_id").references(() => organisations.id, { onDelete: "set null" }),
    createdAt: now("created_at"),
  },
  (t) => [
    index("profiles_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("profiles_role_idx").on(t.role),
    index("profiles_search_gin").using("gin", sql`search`),
    check("profiles_role_check", sql`${t.role} in ('basic','telerad','hospital','admin')`),
  ],
);

export const TENDER_STATUS = ["OPEN", "CLOSED"] as const;

export const tenders = pgTable(
  "tenders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    facility: text("facility").notNull(),
    country: text("country").notNull(),
    description: text("description").notNull(),
    modalities: text("modalities").array().notNull().default(sql`'{}'`),
    requirements: text("requirements").array().notNull().default(sql`'{}'`),
    volumesPerMonth: integer("volumes_per_month").notNull().default(0),
    /** Monthly studies per modality, when the hospital gave them; volumes_per_month is then their sum. */
    volumesByModality: jsonb("volumes_by_modality").$type<Record<string, number>>().notNull().default({}),
    weightPrice: integer("weight_price").notNull().default(40),
    weightTurnaround: integer("weight_turnaround").notNull().default(30),
    weightQuality: integer("weight_quality").notNull().default(30),
    tatRequirement: text("tat_requirement"),
    budgetMin: numeric("budget_min", { precision: 14, scale: 2, mode: "number" }),
    budgetMax: numeric("budget_max", { precision: 14, scale: 2, mode: "number" }),
    budgetCurrency: text("budget_currency").notNull().default("USD"),
    deadline: ts("deadline")
      .notNull()
      .default(sql`now() + interval '365 days'`),
    postedDate: now("posted_date"),
    status: text("status", { enum: TENDER_STATUS }).notNull().default("OPEN"),
    responseCount: integer("response_count").notNull().default(0),
    undecidedBids: integer("undecided_bids").notNull().default(0), // SUBMITTED + SHORTLISTED while none is AWARDED (triggers, 0013)
    contactEmail: text("contact_email"),
    websiteUrl: text("website_url"),
    /** The user who created the request. */
    hospitalId: text("hospital_id").references(() => user.id, { onDelete: "set null" }),
    /** The hospital organisation the request belongs to (issue 29); null for a request an admin posted. */
    organisationId: uuid("organisation_id").references(() => organisations.id, { onDelete: "set null" }),
    /** The request admits only providers with a verified medical licence in its country, valid until its deadline (issue 16). */
    licenceRequired: boolean("licence_required").notNull().default(false),
    standstillDays: smallint("standstill_days"), // the award's standstill (issue 33); null: none
    /** When the request was last amended (an edit of an OPEN request with applications); its changes are in events. */
    amendedAt: ts("amended_at"),
    // Interoperability needs (issue 35): a code of shared/reference/interoperability each (null: not stated), and notes.
    imageTransfer: text("image_transfer"),
    orderFeed: text("order_feed"),
    reportDelivery: text("report_delivery"),
    interopNotes: text("interop_notes"),
    publishOpenData: boolean("publish_open_data").notNull().default(false), // OCDS open data (PRODUCT.md #40), opt-in
    createdAt: now("created_at"),
    updatedAt: now("updated_at"),
  },
  (t) => [
    index("tenders_status_deadline_idx").on(t.status, t.deadline, t.id),
    index("tenders_open_idx").on(t.deadline, t.id, t.modalities, t.licenceRequired, t.country).where(sql`status = 'OPEN'`), // opportunities (dashboard)
    index("tenders_created_idx").on(t.createdAt.desc().nullsFirst(), t.id),
    index("tenders_country_idx").on(t.country),
    index("tenders_hospital_idx").on(t.hospitalId),
    index("tenders_organisation_idx").on(t.organisationId, t.createdAt.desc(), t.id),
    index("tenders_organisation_open_idx").on(t.organisationId, t.deadline, t.id).where(sql`status = 'OPEN'`), // the dashboard
    index("tenders_budget_idx").on(t.budgetMax.desc().nullsLast(), t.id),
    index("tenders_responses_idx").on(t.responseCount.desc().nullsFirst(), t.id),
    index("tenders_deadline_idx").on(t.deadline, t.id),
    // The board's text (the generated `search` document, migration 0008) and modality filters in one GIN index.
    index("tenders_filters_gin").using("gin", sql`search`, t.modalities),
    check("tenders_status_check", sql`${t.status} in ('OPEN','CLOSED')`),
    check("tenders_volume_check", sql`${t.volumesPerMonth} >= 0`),
    check(
      "tenders_weights_check",
      sql`${t.weightPrice} between 0 and 100 and ${t.weightTurnaround} between 0 and 100 and ${t.weightQuality} between 0 and 100 and ${t.weightPrice} + ${t.weightTurnaround} + ${t.weightQuality} = 100`,
    ),
  ],
);

export const APPLICATION_STATUS = ["SUBMITTED", "SHORTLISTED", "AWARDED", "DECLINED", "WITHDRAWN"] as const;

export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenderId: uuid("tender_id")
      .notNull()
      .references(() => tenders.id, { onDelete: "cascade" }),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    applicantUserId: text("applicant_user_id").references(() => user.id, { onDelete: "set null" }),
    pricePerCt: numeric("price_per_ct", { precision: 12, scale: 2, mode: "number" }).notNull(),
    currency: text("currency").notNull().default("EUR"),
    note: text("note"),
    /** Price per study for a modality of the request, in `currency`; a modality left out costs price_per_ct. */
    pricesByModality: jsonb("prices_by_modality").$type<Record<string, number>>().notNull().default({}),
    /** A turnaround option; null only for a request without a turnaround requirement and a bid that named none. */
    turnaroundCommitment: text("turnaround_commitment"),
    earliestStart: date("earliest_start", { mode: "string" }),
    /** The hospital's quality score (0-10), with a panel its consensus and rationale; null: the rating's default, if any. */
    qualityScore: numeric("quality_score", { precision: 3, scale: 1, mode: "number" }),
    qualityRationale: text("quality_rationale"),
    qualityScoredBy: text("quality_scored_by").references(() => user.id, { onDelete: "set null" }),
    qualityScoredAt: ts("quality_scored_at"),
    status: text("status", { enum: APPLICATION_STATUS }).notNull().default("SUBMITTED"),
    /** When the provider last confirmed the bid after an amendment of its request. */
    confirmedAt: ts("confirmed_at"),
    createdAt: now("created_at"),
    updatedAt: now("updated_at"),
  },
  (t) => [
    unique("applications_tender_provider_unique").on(t.tenderId, t.providerId),
    index("applications_tender_created_idx").on(t.tenderId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("applications_provider_idx").on(t.providerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("applications_applicant_idx").on(t.applicantUserId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("applications_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("applications_status_created_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The admins' search: the words of the request's title and facility and of the provider's name, kept by triggers
    // (migration 0008) in the `search` column, which is not declared here (see db/word-search.ts).
    index("applications_search_gin").using("gin", sql`search`),
    check("applications_price_check", sql`${t.pricePerCt} >= 0.01`),
    check("applications_quality_check", sql`${t.qualityScore} between 0 and 10`),
    check(
      "applications_status_check",
      sql`${t.status} in ('SUBMITTED','SHORTLISTED','AWARDED','DECLINED','WITHDRAWN')`,
    ),
  ],
);

/** A provider's question on a request and the owner's published answer (issue 15). */
export const questions = pgTable(
  "questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenderId: uuid("tender_id")
      .notNull()
      .references(() => tenders.id, { onDelete: "cascade" }),
    providerId: uuid("provider_id").references(() => providers.id, { onDelete: "set null" }),
    askerUserId: text("asker_user_id").references(() => user.id, { onDelete: "set null" }),
    question: text("question").notNull(),
    answer: text("answer"),
    answeredBy: text("answered_by").references(() => user.id, { onDelete: "set null" }),
    answeredAt: ts("answered_at"),
    createdAt: now("created_at"),
    updatedAt: now("updated_at"),
  },
  (t) => [
    index("questions_tender_created_idx").on(t.tenderId, t.createdAt, t.id),
    index("questions_tender_provider_idx").on(t.tenderId, t.providerId),
  ],
);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** The notification kind a user may switch off (issue 17); null for security mail. */
    kind: text("kind"),
    /** The recipient's user, for kinded mail: its unsubscribe link is made for them when it is sent. */
    userId: text("user_id"),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: now("next_attempt_at"),
    lockedUntil: ts("locked_until"),
    lastError: text("last_error"),
    createdAt: now("created_at"),
    sentAt: ts("sent_at"),
  },
  (t) => [index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);
