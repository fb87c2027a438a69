import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { now, ts } from "./columns";
// A cycle with schema.ts: its tables are only read inside the reference callbacks, after both modules ran.
import { providers, user } from "./schema";

/**
 * A hospital or a provider organisation (issue 29, PRODUCT.md #34). A provider's organisation has the
 * provider's id, and a trigger (migration 0009) creates it with every provider and mirrors the provider's
 * name and country; its profile is the provider's. A hospital organisation has its own name, country,
 * website and contact. Its `search` document (name) is not declared here (word-search.ts).
 */
export const organisations = pgTable(
  "organisations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["hospital", "provider"] }).notNull(),
    providerId: uuid("provider_id")
      .unique()
      .references(() => providers.id, { onDelete: "cascade" }),
    /** A provider organisation's name and country mirror the provider's (a trigger keeps them). */
    name: text("name").notNull(),
    country: text("country"),
    websiteUrl: text("website_url"),
    contactEmail: text("contact_email"),
    /** Awards need a second member's approval (issue 33 §4). */
    awardsNeedApproval: boolean("awards_need_approval").notNull().default(false),
    /** Every member must have two-factor authentication (issue 34 §1). */
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    createdAt: now("created_at"),
    updatedAt: now("updated_at"),
  },
  (t) => [
    index("organisations_kind_created_idx").on(t.kind, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("organisations_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("organisations_search_gin").using("gin", sql`search`),
    check("organisations_kind_check", sql`${t.kind} in ('hospital','provider')`),
    check(
      "organisations_shape_check",
      sql`(${t.kind} = 'provider' and ${t.providerId} = ${t.id}) or (${t.kind} = 'hospital' and ${t.providerId} is null)`,
    ),
  ],
);

const ROLE_CHECK = sql.raw(`role in ('owner','buyer','evaluator','bidder','viewer')`);

/** A user's membership of an organisation, with their role in it (issue 29). */
export const organisationMembers = pgTable(
  "organisation_members",
  {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["owner", "buyer", "evaluator", "bidder", "viewer"] }).notNull(),
    createdAt: now("created_at"),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.userId] }),
    index("organisation_members_user_idx").on(t.userId, t.createdAt),
    index("organisation_members_list_idx").on(t.organisationId, t.createdAt, t.userId),
    check("organisation_members_role_check", ROLE_CHECK),
  ],
);

/**
 * An invitation to join an organisation with a role, by e-mail. The link's token is stored only as its
 * SHA-256 hash; resending replaces the token and the expiry, so only the latest link works.
 */
export const organisationInvitations = pgTable(
  "organisation_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text("email").notNull(),
    role: text("role", { enum: ["owner", "buyer", "evaluator", "bidder", "viewer"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    status: text("status", { enum: ["pending", "accepted", "revoked"] }).notNull().default("pending"),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    expiresAt: ts("expires_at").notNull(),
    acceptedBy: text("accepted_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: now("created_at"),
    updatedAt: now("updated_at"),
  },
  (t) => [
    index("organisation_invitations_list_idx").on(t.organisationId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex("organisation_invitations_pending_unique").on(t.organisationId, t.email).where(sql`status = 'pending'`),
    check("organisation_invitations_role_check", ROLE_CHECK),
    check("organisation_invitations_status_check", sql`${t.status} in ('pending','accepted','revoked')`),
  ],
);
