CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"applicant_user_id" text,
	"price_per_ct" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"note" text,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_tender_provider_unique" UNIQUE("tender_id","provider_id"),
	CONSTRAINT "applications_price_check" CHECK ("applications"."price_per_ct" >= 0.01),
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('SUBMITTED','SHORTLISTED','AWARDED','DECLINED','WITHDRAWN'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"role" text DEFAULT 'basic' NOT NULL,
	"provider_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('basic','telerad','hospital','admin'))
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"hq_country" text NOT NULL,
	"regions_served" text[] DEFAULT '{}' NOT NULL,
	"modalities" text[] DEFAULT '{}' NOT NULL,
	"price_models" text[] DEFAULT '{}' NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"median_tat_minutes" integer,
	"rating" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"verified_reviews" integer DEFAULT 0 NOT NULL,
	"logo_url" text,
	"linkedin_url" text,
	"website_url" text,
	"sla_coverage" text,
	"acceptance_rate" real,
	"total_cases" integer,
	"established" text,
	"description" text DEFAULT '' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"case_studies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subspecialties" text[] DEFAULT '{}' NOT NULL,
	"certifications" text[] DEFAULT '{}' NOT NULL,
	"timezones" text[] DEFAULT '{}' NOT NULL,
	"specializations" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "tenders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"facility" text NOT NULL,
	"country" text NOT NULL,
	"description" text NOT NULL,
	"modalities" text[] DEFAULT '{}' NOT NULL,
	"requirements" text[] DEFAULT '{}' NOT NULL,
	"volumes_per_month" integer DEFAULT 0 NOT NULL,
	"tat_requirement" text,
	"budget_min" numeric(14, 2),
	"budget_max" numeric(14, 2),
	"budget_currency" text DEFAULT 'USD' NOT NULL,
	"deadline" timestamp with time zone DEFAULT now() + interval '365 days' NOT NULL,
	"posted_date" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"response_count" integer DEFAULT 0 NOT NULL,
	"contact_email" text,
	"website_url" text,
	"hospital_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenders_status_check" CHECK ("tenders"."status" in ('OPEN','CLOSED')),
	CONSTRAINT "tenders_volume_check" CHECK ("tenders"."volumes_per_month" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_user_id_user_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_hospital_id_user_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "applications_tender_created_idx" ON "applications" USING btree ("tender_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_provider_idx" ON "applications" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "applications_applicant_idx" ON "applications" USING btree ("applicant_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "profiles_created_idx" ON "profiles" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_provider_idx" ON "profiles" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "profiles_role_idx" ON "profiles" USING btree ("role");--> statement-breakpoint
CREATE INDEX "providers_regions_gin" ON "providers" USING gin ("regions_served");--> statement-breakpoint
CREATE INDEX "providers_modalities_gin" ON "providers" USING gin ("modalities");--> statement-breakpoint
CREATE INDEX "providers_price_models_gin" ON "providers" USING gin ("price_models");--> statement-breakpoint
CREATE INDEX "providers_languages_gin" ON "providers" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "providers_name_trgm" ON "providers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "providers_description_trgm" ON "providers" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "providers_hq_country_idx" ON "providers" USING btree ("hq_country");--> statement-breakpoint
CREATE INDEX "providers_pinned_rating_idx" ON "providers" USING btree ("pinned" DESC NULLS LAST,"rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "providers_verified_pinned_rating_idx" ON "providers" USING btree ("verified","pinned" DESC NULLS LAST,"rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "providers_name_idx" ON "providers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "providers_rating_idx" ON "providers" USING btree ("rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "providers_reviews_idx" ON "providers" USING btree ("review_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "providers_admin_order_idx" ON "providers" USING btree ("pinned" DESC NULLS LAST,"verified" DESC NULLS LAST,"name");--> statement-breakpoint
CREATE INDEX "providers_tat_idx" ON "providers" USING btree ("median_tat_minutes");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tenders_status_deadline_idx" ON "tenders" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "tenders_created_idx" ON "tenders" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tenders_country_idx" ON "tenders" USING btree ("country");--> statement-breakpoint
CREATE INDEX "tenders_hospital_idx" ON "tenders" USING btree ("hospital_id");--> statement-breakpoint
CREATE INDEX "tenders_budget_idx" ON "tenders" USING btree ("budget_max" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tenders_responses_idx" ON "tenders" USING btree ("response_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tenders_title_trgm" ON "tenders" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenders_facility_trgm" ON "tenders" USING gin ("facility" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenders_description_trgm" ON "tenders" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");