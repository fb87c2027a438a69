import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { applications, now, providers, tenders, ts, user } from "./schema";

/**
 * A hospital's review of a provider for one AWARDED application (issue 16): one per award. The
 * provider's rating, review_count and verified_reviews are recomputed from its visible reviews in
 * the transaction that writes one. Hidden reviews stay stored with the admin's reason.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The award reviewed; null once its request is deleted (the review and the rating stay). */
    applicationId: uuid("application_id")
      .unique("reviews_application_unique")
      .references(() => applications.id, { onDelete: "set null" }),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    tenderId: uuid("tender_id").references(() => tenders.id, { onDelete: "set null" }),
    reviewerUserId: text("reviewer_user_id").references(() => user.id, { onDelete: "set null" }),
    /** The reviewed request's country, kept as it was: the public reviewer is "A hospital in {country}". */
    reviewerCountry: text("reviewer_country").notNull(),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    reply: text("reply"),
    repliedBy: text("replied_by").references(() => user.id, { onDelete: "set null" }),
    repliedAt: ts("replied_at"),
    hiddenAt: ts("hidden_at"),
    hiddenReason: text("hidden_reason"),
    hiddenBy: text("hidden_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: now("created_at"),
    updatedAt: now("updated_at"),
  },
  (t) => [
    index("reviews_provider_visible_idx").on(t.providerId, t.createdAt.desc(), t.id.desc()).where(sql`${t.hiddenAt} is null`),
    index("reviews_provider_idx").on(t.providerId),
    index("reviews_created_idx").on(t.createdAt.desc(), t.id.desc()),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);
