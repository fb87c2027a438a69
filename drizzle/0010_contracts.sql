CREATE TABLE "contract_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"revision" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by_side" text NOT NULL,
	"proposed_by" text,
	"proposed_by_name" text,
	"proposed_by_email" text,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"message" text,
	"responded_by" text,
	"responded_by_name" text,
	"responded_by_email" text,
	"responded_at" timestamp with time zone,
	"response" text,
	"effective_from" date NOT NULL,
	"terms" jsonb NOT NULL,
	CONSTRAINT "contract_versions_number_unique" UNIQUE("contract_id","number","revision"),
	CONSTRAINT "contract_versions_status_check" CHECK ("contract_versions"."status" in ('pending','accepted','changes_requested','declined','superseded')),
	CONSTRAINT "contract_versions_kind_check" CHECK ("contract_versions"."kind" in ('contract','change'))
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid,
	"tender_id" uuid,
	"hospital_organisation_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"title" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"awaiting" text,
	"earliest_start" date,
	"draft_terms" jsonb,
	"current_version" integer,
	"start_date" date NOT NULL,
	"term_months" integer NOT NULL,
	"end_date" date NOT NULL,
	"renewal" text NOT NULL,
	"renewals" integer DEFAULT 0 NOT NULL,
	"terminated_by_side" text,
	"terminated_by" text,
	"terminated_by_name" text,
	"terminated_by_email" text,
	"termination_reason" text,
	"termination_noticed_at" timestamp with time zone,
	"terminates_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_application_id_unique" UNIQUE("application_id"),
	CONSTRAINT "contracts_status_check" CHECK ("contracts"."status" in ('draft','sent','scheduled','active','ended','terminated')),
	CONSTRAINT "contracts_awaiting_check" CHECK ("contracts"."awaiting" in ('hospital','provider')),
	CONSTRAINT "contracts_term_check" CHECK ("contracts"."term_months" between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_entity_check";--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_proposed_by_user_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_responded_by_user_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_hospital_organisation_id_organisations_id_fk" FOREIGN KEY ("hospital_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_terminated_by_user_id_fk" FOREIGN KEY ("terminated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_versions_contract_idx" ON "contract_versions" USING btree ("contract_id","proposed_at","id");--> statement-breakpoint
CREATE INDEX "contracts_hospital_idx" ON "contracts" USING btree ("hospital_organisation_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contracts_hospital_status_idx" ON "contracts" USING btree ("hospital_organisation_id","status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contracts_provider_idx" ON "contracts" USING btree ("provider_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contracts_provider_status_idx" ON "contracts" USING btree ("provider_id","status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contracts_updated_idx" ON "contracts" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contracts_status_updated_idx" ON "contracts" USING btree ("status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contracts_tender_idx" ON "contracts" USING btree ("tender_id");--> statement-breakpoint
CREATE INDEX "contracts_start_idx" ON "contracts" USING btree ("start_date") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "contracts_end_idx" ON "contracts" USING btree ("end_date") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "contracts_terminates_idx" ON "contracts" USING btree ("terminates_on") WHERE terminates_on is not null and status in ('scheduled','active');--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_entity_check" CHECK ("events"."entity_type" in ('request','application','question','provider','user','credential','review','organisation','contract'));