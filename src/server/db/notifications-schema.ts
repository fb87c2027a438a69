import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { now, ts, user } from "./schema";

/**
 * A user's saved search (issue 17): the filters of the board (`requests`) or the directory
 * (`providers`), and how often new matches are mailed. `next_digest_at` is the next 07:00 in the
 * user's time zone, set for daily searches only, so the digest job reads just the due rows.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    scope: text("scope", { enum: ["requests", "providers"] }).notNull(),
    name: text("name").notNull(),
    /** The search's URL parameters, validated and normalised (no page). */
    query: jsonb("query").$type<Record<string, string | string[]>>().notNull(),
    frequency: text("frequency", { enum: ["instant", "daily", "off"] }).notNull().default("instant"),
    nextDigestAt: ts("next_digest_at"),
    /** Items created after this (less a margin for late commits) are the next alert's candidates. */
    checkedAt: now("checked_at"),
    lastAlertAt: ts("last_alert_at"),
    createdAt: now("created_at"),
    updatedAt: now("updated_at"),
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userId, t.createdAt),
    index("saved_searches_instant_idx").on(t.scope, t.id).where(sql`${t.frequency} = 'instant'`),
    index("saved_searches_digest_idx").on(t.nextDigestAt).where(sql`${t.frequency} = 'daily'`),
    check("saved_searches_scope_check", sql`${t.scope} in ('requests','providers')`),
    check("saved_searches_frequency_check", sql`${t.frequency} in ('instant','daily','off')`),
  ],
);

/** An item (request or provider) already sent by a saved search's alert: each at most once per search. */
export const savedSearchHits = pgTable(
  "saved_search_hits",
  {
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    itemId: uuid("item_id").notNull(),
    createdAt: now("created_at"),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.itemId] })],
);

/** A user's mail preferences: the kinds switched off, and the time zone of the daily digest. */
export const notificationSettings = pgTable("notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  mutedKinds: text("muted_kinds").array().notNull().default(sql`'{}'`),
  timeZone: text("time_zone").notNull().default("UTC"),
  updatedAt: now("updated_at"),
});

/** The bell's list: one row per event a mail tells of, whatever the mail preference. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    /** The page it is about, a path of the app ("/requests/…"), or null. */
    link: text("link"),
    readAt: ts("read_at"),
    createdAt: now("created_at"),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc(), t.id),
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * One row per periodic job: the process holding it runs the job until `locked_until`; a process that
 * dies mid-job loses the lease when it runs out, and the next holder carries on (jobs are resumable).
 */
export const jobLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  holder: text("holder"),
  lockedUntil: ts("locked_until"),
  lastRunAt: ts("last_run_at"),
  /** What the last run reported, for the logs and the tests. */
  lastResult: jsonb("last_result"),
});
