import { sql } from "drizzle-orm";
import { check, customType, date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { CREDENTIAL_STATUS_VALUES, CREDENTIAL_TYPE_VALUES } from "@/shared/policy/credentials";
import { now, providers, ts, user } from "./schema";

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });


/**
 * A provider's licence, certification, insurance or accreditation (issue 16). Pending until an admin
 * verifies or rejects it; any change by the provider makes it pending again. It counts (eligibility,
 * the public profile, the directory's "Licensed in") only while verified, started and unexpired.
 */
export const credentials = pgTable(
  "credentials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    type: text("type", { enum: CREDENTIAL_TYPE_VALUES }).notNull(),
    /** ISO 3166-1 alpha-2 code of the jurisdiction. */
    country: text("country").notNull(),
    /** A state or region within the country, when the credential is limited to one. */
    region: text("region"),
    number: text("number").notNull(),
    issuingBody: text("issuing_body").notNull(),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    status: text("status", { enum: CREDENTIAL_STATUS_VALUES }).notNull().default("pending"),
    /** Why an admin rejected it; null unless rejected. */
    rejectionReason: text("rejection_reason"),
    reviewedBy: text("reviewed_by").references(() => user.id, { onDelete: "set null" }),
    reviewedAt: ts("reviewed_at"),
    /** The document's file name, media type (from its content) and size; its bytes are in credential_documents. */
    documentName: text("document_name").notNull(),
    documentType: text("document_type").notNull(),
    documentSize: integer("document_size").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: now("created_at"),
    updatedAt: now("updated_at"),
  },
  (t) => [
    index("credentials_provider_idx").on(t.providerId, t.createdAt.desc(), t.id),
    index("credentials_status_updated_idx").on(t.status, t.updatedAt, t.id),
    index("credentials_verified_licence_idx")
      .on(t.country, t.expiresOn, t.providerId)
      .where(sql`${t.status} = 'verified' and ${t.type} = 'medical_licence'`),
    index("credentials_verified_expiry_idx").on(t.expiresOn).where(sql`${t.status} = 'verified'`),
    check("credentials_type_check", sql`${t.type} in ('medical_licence','board_certification','malpractice_insurance','accreditation')`),
    check("credentials_status_check", sql`${t.status} in ('pending','verified','rejected')`),
    check("credentials_dates_check", sql`${t.expiresOn} > ${t.validFrom}`),
    check("credentials_document_type_check", sql`${t.documentType} in ('application/pdf','image/png','image/jpeg')`),
    check("credentials_document_size_check", sql`${t.documentSize} between 1 and 10485760`),
  ],
);

/** A credential's document, stored with it in one transaction and deleted with it by the foreign key (decision 0023). */
export const credentialDocuments = pgTable("credential_documents", {
  credentialId: uuid("credential_id")
    .primaryKey()
    .references(() => credentials.id, { onDelete: "cascade" }),
  content: bytea("content").notNull(),
});

/**
 * One row per expiry reminder sent: inserted in the transaction that queues its mail, so the primary
 * key lets exactly one of several processes send it. A renewed credential (new expiry) is reminded anew.
 */
export const credentialReminders = pgTable(
  "credential_reminders",
  {
    credentialId: uuid("credential_id")
      .notNull()
      .references(() => credentials.id, { onDelete: "cascade" }),
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    daysBefore: integer("days_before").notNull(),
    sentAt: now("sent_at"),
  },
  (t) => [primaryKey({ columns: [t.credentialId, t.expiresOn, t.daysBefore] })],
);
