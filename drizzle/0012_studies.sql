CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scope" text DEFAULT 'studies:write' NOT NULL,
	"created_by" text,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "studies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"reference_hash" text NOT NULL,
	"modality" text NOT NULL,
	"tier" text NOT NULL,
	"images_at" timestamp with time zone NOT NULL,
	"preliminary_at" timestamp with time zone,
	"final_at" timestamp with time zone NOT NULL,
	"month" date NOT NULL,
	"turnaround_seconds" integer NOT NULL,
	"commitment_minutes" integer NOT NULL,
	"within" boolean NOT NULL,
	"price_minor" bigint NOT NULL,
	"peer_review" text,
	"submitted_by_side" text NOT NULL,
	"submitted_by" text,
	"api_key_id" uuid,
	"status" text DEFAULT 'recorded' NOT NULL,
	"dispute_reason" text,
	"disputed_at" timestamp with time zone,
	"disputed_by_name" text,
	"resolution" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studies_status_check" CHECK ("studies"."status" in ('recorded','disputed')),
	CONSTRAINT "studies_peer_review_check" CHECK ("studies"."peer_review" in ('1','2a','2b','3a','3b')),
	CONSTRAINT "studies_times_check" CHECK ("studies"."final_at" >= "studies"."images_at")
);
--> statement-breakpoint
CREATE TABLE "study_month_tiers" (
	"contract_id" uuid NOT NULL,
	"month" date NOT NULL,
	"tier" text NOT NULL,
	"commitment_minutes" integer NOT NULL,
	"p50" integer NOT NULL,
	"p90" integer NOT NULL,
	"p95" integer NOT NULL,
	"distribution" integer[] NOT NULL,
	"disputed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "study_month_tiers_contract_id_month_tier_pk" PRIMARY KEY("contract_id","month","tier")
);
--> statement-breakpoint
CREATE TABLE "study_months" (
	"contract_id" uuid NOT NULL,
	"month" date NOT NULL,
	"modality" text NOT NULL,
	"tier" text NOT NULL,
	"studies" integer NOT NULL,
	"within" integer NOT NULL,
	"fees_minor" bigint NOT NULL,
	"reviewed" integer NOT NULL,
	"significant" integer NOT NULL,
	CONSTRAINT "study_months_contract_id_month_modality_tier_pk" PRIMARY KEY("contract_id","month","modality","tier")
);
--> statement-breakpoint
DROP INDEX "providers_tat_idx";--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "measured_studies" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "measured_tat_minutes" integer;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "measured_within" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "measured_from" date;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_submitted_by_user_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_month_tiers" ADD CONSTRAINT "study_month_tiers_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_months" ADD CONSTRAINT "study_months_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_organisation_idx" ON "api_keys" USING btree ("organisation_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "studies_reference_idx" ON "studies" USING btree ("contract_id","reference_hash");--> statement-breakpoint
CREATE INDEX "studies_month_idx" ON "studies" USING btree ("contract_id","month","tier");--> statement-breakpoint
CREATE INDEX "studies_list_idx" ON "studies" USING btree ("contract_id","images_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "studies_disputed_idx" ON "studies" USING btree ("contract_id","images_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'disputed';--> statement-breakpoint
CREATE INDEX "providers_measured_from_idx" ON "providers" USING btree ("measured_from");--> statement-breakpoint
CREATE INDEX "providers_tat_idx" ON "providers" USING btree (coalesce("measured_tat_minutes", "median_tat_minutes"));