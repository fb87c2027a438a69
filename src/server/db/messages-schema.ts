import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { now, ts } from "./columns";
import { contracts } from "./contracts-schema";
import { bytea } from "./credentials-schema";
import { organisations } from "./organisations-schema";
// A cycle with schema.ts: its tables are only read inside the reference callbacks, after both modules ran.
import { applications, providers, user } from "./schema";

/**
 * A message in the private thread of an application or of a contract (issue 30 §6): exactly one of the two is set.
 * The parties are kept on the row (the request's hospital organisation, the provider) for the recipients and counts.
 * The author's name, e-mail and organisation are kept as they were.
 */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "cascade" }),
    contractId: uuid("contract_id").references(() => contracts.id, { onDelete: "cascade" }),
    hospitalOrganisationId: uuid("hospital_organisation_id").references(() => organisations.id, { onDelete: "cascade" }),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    authorUserId: text("author_user_id").references(() => user.id, { onDelete: "set null" }),
    authorName: text("author_name"),
    authorEmail: text("author_email"),
    authorSide: text("author_side", { enum: ["hospital", "provider"] }).notNull(),
    authorOrganisation: text("author_organisation").notNull(),
    body: text("body").notNull(),
    createdAt: now("created_at"),
  },
  (t) => [
    index("messages_application_idx").on(t.applicationId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`application_id is not null`),
    index("messages_contract_idx").on(t.contractId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`contract_id is not null`),
    // A member's unread messages across the organisation's threads (the dashboard), read from the index alone.
    index("messages_hospital_idx").on(t.hospitalOrganisationId, t.authorSide, t.createdAt, t.applicationId, t.contractId).where(sql`hospital_organisation_id is not null`),
    index("messages_provider_idx").on(t.providerId, t.authorSide, t.createdAt, t.applicationId, t.contractId),
    check("messages_subject_check", sql`(${t.applicationId} is null) <> (${t.contractId} is null)`),
    check("messages_side_check", sql`${t.authorSide} in ('hospital','provider')`),
  ],
);

/** A message's file: a PDF, PNG or JPEG of at most 10 MB, its type taken from its bytes; written and deleted with its message. */
export const messageAttachments = pgTable(
  "message_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    size: integer("size").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [index("message_attachments_message_idx").on(t.messageId)],
);

/** When a user last read a thread (its application's or contract's id): what came after is unread. */
export const messageReads = pgTable(
  "message_reads",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    subjectId: uuid("subject_id").notNull(),
    readAt: ts("read_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subjectId] })],
);
