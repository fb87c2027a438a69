CREATE TABLE "open_data_releases" (
	"id" text PRIMARY KEY NOT NULL,
	"ocid" text NOT NULL,
	"tender_id" uuid NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"tags" text[] NOT NULL,
	"release" jsonb NOT NULL
);
--> statement-breakpoint
DROP INDEX "providers_filters_gin";--> statement-breakpoint
DROP INDEX "providers_filters_verified_gin";--> statement-breakpoint
DROP INDEX "providers_filters_unverified_gin";--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "interop_capabilities" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "image_transfer" text;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "order_feed" text;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "report_delivery" text;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "interop_notes" text;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "publish_open_data" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "open_data_releases" ADD CONSTRAINT "open_data_releases_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_data_releases_date_idx" ON "open_data_releases" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "open_data_releases_tender_idx" ON "open_data_releases" USING btree ("tender_id","date","id");--> statement-breakpoint
CREATE INDEX "providers_filters_gin" ON "providers" USING gin (search,"regions_served","modalities","languages","price_models","interop_capabilities");--> statement-breakpoint
CREATE INDEX "providers_filters_verified_gin" ON "providers" USING gin (search,"regions_served","modalities","languages","price_models","interop_capabilities") WHERE "providers"."verified";--> statement-breakpoint
CREATE INDEX "providers_filters_unverified_gin" ON "providers" USING gin (search,"regions_served","modalities","languages","price_models","interop_capabilities") WHERE not "providers"."verified";