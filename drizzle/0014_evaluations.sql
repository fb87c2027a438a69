CREATE TABLE "award_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"decision_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"lodged_by" text,
	"text" text NOT NULL,
	"lodged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "award_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text NOT NULL,
	"close_request" boolean DEFAULT false NOT NULL,
	"proposed_by" text,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"sent_back_reason" text,
	"decided_at" timestamp with time zone,
	"standstill_ends_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" text,
	"withdrawn_reason" text,
	"reverts" jsonb,
	"assessment" jsonb,
	CONSTRAINT "award_decisions_status_check" CHECK ("award_decisions"."status" in ('proposed','sent_back','decided','withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "evaluation_declarations" (
	"tender_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"provider_id" uuid NOT NULL,
	"conflict" boolean NOT NULL,
	"note" text,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_declarations_tender_id_user_id_provider_id_pk" PRIMARY KEY("tender_id","user_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "evaluation_panel_members" (
	"tender_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"added_by" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_panel_members_tender_id_user_id_pk" PRIMARY KEY("tender_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "evaluation_scores" (
	"application_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"tender_id" uuid NOT NULL,
	"score" numeric(3, 1) NOT NULL,
	"justification" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_scores_application_id_user_id_pk" PRIMARY KEY("application_id","user_id"),
	CONSTRAINT "evaluation_scores_score_check" CHECK ("evaluation_scores"."score" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_entity_check";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "quality_rationale" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "awards_need_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "standstill_days" smallint;--> statement-breakpoint
ALTER TABLE "award_challenges" ADD CONSTRAINT "award_challenges_decision_id_award_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."award_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_challenges" ADD CONSTRAINT "award_challenges_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_challenges" ADD CONSTRAINT "award_challenges_lodged_by_user_id_fk" FOREIGN KEY ("lodged_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_challenges" ADD CONSTRAINT "award_challenges_answered_by_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_decisions" ADD CONSTRAINT "award_decisions_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_decisions" ADD CONSTRAINT "award_decisions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_decisions" ADD CONSTRAINT "award_decisions_proposed_by_user_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_decisions" ADD CONSTRAINT "award_decisions_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_decisions" ADD CONSTRAINT "award_decisions_withdrawn_by_user_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_declarations" ADD CONSTRAINT "evaluation_declarations_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_declarations" ADD CONSTRAINT "evaluation_declarations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_declarations" ADD CONSTRAINT "evaluation_declarations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_panel_members" ADD CONSTRAINT "evaluation_panel_members_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_panel_members" ADD CONSTRAINT "evaluation_panel_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_panel_members" ADD CONSTRAINT "evaluation_panel_members_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_scores" ADD CONSTRAINT "evaluation_scores_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_scores" ADD CONSTRAINT "evaluation_scores_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_scores" ADD CONSTRAINT "evaluation_scores_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "award_challenges_decision_idx" ON "award_challenges" USING btree ("decision_id","lodged_at");--> statement-breakpoint
CREATE INDEX "award_challenges_open_idx" ON "award_challenges" USING btree ("decision_id") WHERE answer is null;--> statement-breakpoint
CREATE INDEX "award_decisions_tender_idx" ON "award_decisions" USING btree ("tender_id","proposed_at");--> statement-breakpoint
CREATE INDEX "award_decisions_application_idx" ON "award_decisions" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "award_decisions_one_proposal_idx" ON "award_decisions" USING btree ("tender_id") WHERE status = 'proposed';--> statement-breakpoint
CREATE INDEX "evaluation_panel_members_user_idx" ON "evaluation_panel_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "evaluation_scores_tender_idx" ON "evaluation_scores" USING btree ("tender_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_entity_check" CHECK ("events"."entity_type" in ('request','application','question','provider','user','credential','review','organisation','contract','thread','evaluation'));--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_standstill_check" CHECK ("standstill_days" between 0 and 30);
