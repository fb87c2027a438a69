import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { now, tenders } from "./schema";

/**
 * OCDS releases as published (issue 35, PRODUCT.md #40): each one a snapshot of a published request taken in the
 * transaction of the change it records, never rewritten. Read in pages by date; a request no longer marked for
 * publication hides its releases.
 */
export const openDataReleases = pgTable(
  "open_data_releases",
  {
    /** `<ocid>-<n>` (n counting the ocid's releases): unique, and unique within its ocid as OCDS asks. */
    id: text("id").primaryKey(),
    ocid: text("ocid").notNull(),
    tenderId: uuid("tender_id")
      .notNull()
      .references(() => tenders.id, { onDelete: "cascade" }),
    date: now("date"),
    tags: text("tags").array().notNull(),
    release: jsonb("release").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index("open_data_releases_date_idx").on(t.date, t.id), index("open_data_releases_tender_idx").on(t.tenderId, t.date, t.id)],
);
