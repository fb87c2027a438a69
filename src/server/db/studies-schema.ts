import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { now, ts } from "./columns";
import { contracts } from "./contracts-schema";
import { organisations } from "./organisations-schema";
import { user } from "./schema";

/**
 * The performance ledger (issue 31, PRODUCT.md #37): one row per study of a contract. The hospital's accession
 * number is never stored, only `reference_hash`, a keyed hash (HMAC-SHA-256 with a key derived from the server's
 * secret), so a study sent again finds its row. What the row was measured against (the commitment and the price
 * of its service line in force on the images' day) is kept with it, so the monthly figures never re-read terms.
 */
export const studies = pgTable(
  "studies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    referenceHash: text("reference_hash").notNull(),
    modality: text("modality").notNull(),
    tier: text("tier").notNull(),
    imagesAt: ts("images_at").notNull(),
    preliminaryAt: ts("preliminary_at"),
    finalAt: ts("final_at").notNull(),
    /** The images' month (UTC), the month the study counts in. */
    month: date("month", { mode: "string" }).notNull(),
    turnaroundSeconds: integer("turnaround_seconds").notNull(),
    commitmentMinutes: integer("commitment_minutes").notNull(),
    within: boolean("within").notNull(),
    priceMinor: bigint("price_minor", { mode: "number" }).notNull(),
    peerReview: text("peer_review"),
    submittedBySide: text("submitted_by_side", { enum: ["hospital", "provider"] }).notNull(),
    submittedBy: text("submitted_by").references(() => user.id, { onDelete: "set null" }),
    /** Set when a machine client sent it with an API key. */
    apiKeyId: uuid("api_key_id"),
    status: text("status", { enum: ["recorded", "disputed"] }).notNull().default("recorded"),
    disputeReason: text("dispute_reason"),
    disputedAt: ts("disputed_at"),
    disputedByName: text("disputed_by_name"),
    /** How the last dispute ended: the submitter corrected the study or confirmed it as it was. */
    resolution: text("resolution", { enum: ["corrected", "confirmed"] }),
    resolvedAt: ts("resolved_at"),
    createdAt: now("created_at"),
    updatedAt: now("updated_at"),
  },
  (t) => [
    uniqueIndex("studies_reference_idx").on(t.contractId, t.referenceHash),
    index("studies_month_idx").on(t.contractId, t.month, t.tier),
    index("studies_list_idx").on(t.contractId, t.imagesAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Marketplace health counts studies per week of their images.
    index("studies_images_idx").on(t.imagesAt),
    index("studies_disputed_idx").on(t.contractId, t.imagesAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`status = 'disputed'`),
    check("studies_status_check", sql`${t.status} in ('recorded','disputed')`),
    check("studies_peer_review_check", sql`${t.peerReview} in ('1','2a','2b','3a','3b')`),
    check("studies_times_check", sql`${t.finalAt} >= ${t.imagesAt}`),
  ],
);

/** A contract's month per service line, kept current in the transaction that writes its studies (disputed ones left out). */
export const studyMonths = pgTable(
  "study_months",
  {
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    month: date("month", { mode: "string" }).notNull(),
    modality: text("modality").notNull(),
    tier: text("tier").notNull(),
    studies: integer("studies").notNull(),
    within: integer("within").notNull(),
    feesMinor: bigint("fees_minor", { mode: "number" }).notNull(),
    /** The sum of the line's turnarounds, for averages across lines (the dashboard's average turnaround). */
    turnaroundSeconds: bigint("turnaround_seconds", { mode: "number" }).notNull().default(0),
    reviewed: integer("reviewed").notNull(),
    significant: integer("significant").notNull(),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.month, t.modality, t.tier] })],
);

/** A contract's month per priority tier: the turnaround percentiles and distribution (buckets of DISTRIBUTION_BOUNDS). */
export const studyMonthTiers = pgTable(
  "study_month_tiers",
  {
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    month: date("month", { mode: "string" }).notNull(),
    tier: text("tier").notNull(),
    commitmentMinutes: integer("commitment_minutes").notNull(),
    p50: integer("p50").notNull(),
    p90: integer("p90").notNull(),
    p95: integer("p95").notNull(),
    distribution: integer("distribution").array().notNull(),
    disputed: integer("disputed").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.month, t.tier] })],
);

/**
 * An organisation's key for machine clients (issue 31 §3): the secret is shown once and kept only as its SHA-256
 * (it is random, so no slow hash is needed); `prefix` is the part pages show to tell keys apart.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    secretHash: text("secret_hash").notNull().unique(),
    scope: text("scope", { enum: ["studies:write"] }).notNull().default("studies:write"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdByName: text("created_by_name"),
    createdAt: now("created_at"),
    lastUsedAt: ts("last_used_at"),
    revokedAt: ts("revoked_at"),
  },
  (t) => [index("api_keys_organisation_idx").on(t.organisationId, t.createdAt.desc().nullsFirst())],
);
