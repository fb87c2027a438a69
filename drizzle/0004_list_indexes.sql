DROP INDEX "tenders_title_trgm";--> statement-breakpoint
DROP INDEX "tenders_facility_trgm";--> statement-breakpoint
DROP INDEX "tenders_description_trgm";--> statement-breakpoint
CREATE INDEX "applications_status_created_idx" ON "applications" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "profiles_search_trgm" ON "profiles" USING gin (lower(coalesce("name", '') || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenders_deadline_idx" ON "tenders" USING btree ("deadline","id");--> statement-breakpoint
CREATE INDEX "tenders_search_public_trgm" ON "tenders" USING gin (lower("title" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenders_search_all_trgm" ON "tenders" USING gin (lower("title" || ' ' || "facility" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
-- The planner needs statistics on the new index expressions to tell a rare word from a common one.
ANALYZE "tenders";--> statement-breakpoint
ANALYZE "profiles";
