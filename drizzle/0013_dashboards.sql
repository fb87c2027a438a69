CREATE TABLE "market_health" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"figures" jsonb NOT NULL,
	CONSTRAINT "market_health_single_row" CHECK ("market_health"."id")
);
--> statement-breakpoint
ALTER TABLE "study_months" ADD COLUMN "turnaround_seconds" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_hospital_idx" ON "messages" USING btree ("hospital_organisation_id","author_side","created_at") WHERE hospital_organisation_id is not null;--> statement-breakpoint
CREATE INDEX "messages_provider_idx" ON "messages" USING btree ("provider_id","author_side","created_at");--> statement-breakpoint
CREATE INDEX "studies_images_idx" ON "studies" USING btree ("images_at");--> statement-breakpoint
UPDATE "study_months" sm SET "turnaround_seconds" = s.total FROM (
	SELECT contract_id, month, modality, tier, sum(turnaround_seconds) AS total FROM "studies"
	WHERE status = 'recorded' GROUP BY contract_id, month, modality, tier
) s WHERE sm.contract_id = s.contract_id AND sm.month = s.month AND sm.modality = s.modality AND sm.tier = s.tier;
