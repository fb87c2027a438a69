CREATE TABLE "market_health" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"figures" jsonb NOT NULL,
	CONSTRAINT "market_health_single_row" CHECK ("market_health"."id")
);
--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "undecided_bids" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_months" ADD COLUMN "turnaround_seconds" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "tenders_open_idx" ON "tenders" USING btree ("deadline","id","modalities","licence_required","country") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "tenders_organisation_open_idx" ON "tenders" USING btree ("organisation_id","deadline","id") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "messages_hospital_idx" ON "messages" USING btree ("hospital_organisation_id","author_side","created_at","application_id","contract_id") WHERE hospital_organisation_id is not null;--> statement-breakpoint
CREATE INDEX "messages_provider_idx" ON "messages" USING btree ("provider_id","author_side","created_at","application_id","contract_id");--> statement-breakpoint
CREATE INDEX "studies_images_idx" ON "studies" USING btree ("images_at");--> statement-breakpoint
UPDATE "study_months" sm SET "turnaround_seconds" = s.total FROM (
	SELECT contract_id, month, modality, tier, sum(turnaround_seconds) AS total FROM "studies"
	WHERE status = 'recorded' GROUP BY contract_id, month, modality, tier
) s WHERE sm.contract_id = s.contract_id AND sm.month = s.month AND sm.modality = s.modality AND sm.tier = s.tier;
--> statement-breakpoint
-- A request's bids awaiting a decision (its SUBMITTED and SHORTLISTED ones, while none is AWARDED), kept by the
-- database on every write to applications, whatever the path (apply, decisions, seeds, cascades): the dashboard
-- reads an organisation's open requests instead of every bid. Not indexed, so that keeping it is a HOT update.
CREATE FUNCTION "tenders_recount_undecided"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "tenders" t SET "undecided_bids" = x.n FROM (
		SELECT c.tender_id AS id, coalesce((
			SELECT CASE WHEN bool_or(a.status = 'AWARDED') THEN 0 ELSE (count(*) FILTER (WHERE a.status IN ('SUBMITTED','SHORTLISTED')))::int END
			FROM "applications" a WHERE a.tender_id = c.tender_id), 0) AS n
		FROM (SELECT DISTINCT tender_id FROM changed) c
	) x WHERE t.id = x.id AND t.undecided_bids <> x.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "applications_undecided_insert" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "tenders_recount_undecided"();
--> statement-breakpoint
CREATE TRIGGER "applications_undecided_update" AFTER UPDATE ON "applications" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "tenders_recount_undecided"();
--> statement-breakpoint
CREATE TRIGGER "applications_undecided_delete" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "tenders_recount_undecided"();
--> statement-breakpoint
UPDATE "tenders" t SET "undecided_bids" = x.n FROM (
	SELECT tender_id, CASE WHEN bool_or(status = 'AWARDED') THEN 0 ELSE (count(*) FILTER (WHERE status IN ('SUBMITTED','SHORTLISTED')))::int END AS n
	FROM "applications" GROUP BY tender_id
) x WHERE t.id = x.tender_id AND x.n > 0;
