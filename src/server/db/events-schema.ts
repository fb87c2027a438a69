import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { EVENT_ENTITY_TYPES } from "@/shared/contracts/event-actions";

/** One field's value before and after a change. */
export type FieldChange = { before: unknown; after: unknown };

/**
 * The history: one row per write the app makes, inserted in the write's own transaction. Append-only: a
 * trigger (migration 0005) refuses UPDATE and DELETE. No foreign keys, so a deleted request or user keeps
 * its events; the actor's e-mail and role are kept as they were at the time.
 */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entityType: text("entity_type", { enum: EVENT_ENTITY_TYPES }).notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action").notNull(),
    /** The request an event of a request, application or question belongs to (its Activity timeline). */
    requestId: uuid("request_id"),
    /** The provider an application or question event concerns (a telerad sees its own application's). */
    providerId: uuid("provider_id"),
    /** Null for the system (a job, the seed). */
    actorUserId: text("actor_user_id"),
    actorEmail: text("actor_email"),
    actorRole: text("actor_role"),
    changes: jsonb("changes").$type<Record<string, FieldChange>>().notNull().default({}),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("events_at_idx").on(t.at.desc(), t.id.desc()),
    index("events_entity_at_idx").on(t.entityType, t.at.desc(), t.id.desc()),
    index("events_actor_at_idx").on(t.actorEmail, t.at.desc(), t.id.desc()),
    index("events_request_at_idx").on(t.requestId, t.at.desc(), t.id.desc()),
    index("events_subject_at_idx").on(t.entityType, t.entityId, t.at.desc(), t.id.desc()),
    check("events_entity_check", sql`${t.entityType} in ('request','application','question','provider','user','credential','review','organisation','contract','thread','evaluation')`),
  ],
);
