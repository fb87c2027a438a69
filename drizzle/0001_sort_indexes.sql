DROP INDEX "applications_tender_created_idx";--> statement-breakpoint
DROP INDEX "applications_provider_idx";--> statement-breakpoint
DROP INDEX "applications_applicant_idx";--> statement-breakpoint
DROP INDEX "applications_created_idx";--> statement-breakpoint
DROP INDEX "profiles_created_idx";--> statement-breakpoint
DROP INDEX "tenders_status_deadline_idx";--> statement-breakpoint
DROP INDEX "tenders_created_idx";--> statement-breakpoint
DROP INDEX "tenders_budget_idx";--> statement-breakpoint
DROP INDEX "tenders_responses_idx";--> statement-breakpoint
CREATE INDEX "applications_tender_created_idx" ON "applications" USING btree ("tender_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_provider_idx" ON "applications" USING btree ("provider_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_applicant_idx" ON "applications" USING btree ("applicant_user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "profiles_created_idx" ON "profiles" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tenders_status_deadline_idx" ON "tenders" USING btree ("status","deadline","id");--> statement-breakpoint
CREATE INDEX "tenders_created_idx" ON "tenders" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "tenders_budget_idx" ON "tenders" USING btree ("budget_max" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tenders_responses_idx" ON "tenders" USING btree ("response_count" DESC NULLS FIRST,"id");