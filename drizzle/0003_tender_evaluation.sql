CREATE TABLE "exchange_rates" (
	"day" date PRIMARY KEY NOT NULL,
	"rates" jsonb NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "prices_by_modality" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "turnaround_commitment" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "earliest_start" date;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "quality_score" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "quality_scored_by" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "quality_scored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "volumes_by_modality" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "weight_price" integer DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "weight_turnaround" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "weight_quality" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_quality_scored_by_user_id_fk" FOREIGN KEY ("quality_scored_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_quality_check" CHECK ("applications"."quality_score" between 0 and 10);--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_weights_check" CHECK ("tenders"."weight_price" between 0 and 100 and "tenders"."weight_turnaround" between 0 and 100 and "tenders"."weight_quality" between 0 and 100 and "tenders"."weight_price" + "tenders"."weight_turnaround" + "tenders"."weight_quality" = 100);--> statement-breakpoint
UPDATE "applications" SET "turnaround_commitment" = "tenders"."tat_requirement" FROM "tenders" WHERE "tenders"."id" = "applications"."tender_id";
