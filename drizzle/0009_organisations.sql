-- Organisations (issue 29, PRODUCT.md #34, docs/decisions/0032-organisations.md): hospitals and providers as
-- organisations with members, roles and invitations. Existing data moves without loss (the end of this file).
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"provider_id" uuid,
	"name" text NOT NULL,
	"country" text,
	"website_url" text,
	"contact_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_provider_id_unique" UNIQUE("provider_id"),
	CONSTRAINT "organisations_kind_check" CHECK ("organisations"."kind" in ('hospital','provider')),
	CONSTRAINT "organisations_shape_check" CHECK (("organisations"."kind" = 'provider' and "organisations"."provider_id" = "organisations"."id") or ("organisations"."kind" = 'hospital' and "organisations"."provider_id" is null))
);
--> statement-breakpoint
-- An organisation, for the admins' list: its name (word search, decision 0029).
ALTER TABLE "organisations" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  to_tsvector('radbridge_words'::regconfig, translate("name", '@./:-+', '      '))
) STORED;--> statement-breakpoint
CREATE TABLE "organisation_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "organisation_invitations_role_check" CHECK (role in ('owner','buyer','evaluator','bidder','viewer')),
	CONSTRAINT "organisation_invitations_status_check" CHECK ("organisation_invitations"."status" in ('pending','accepted','revoked'))
);
--> statement-breakpoint
CREATE TABLE "organisation_members" (
	"organisation_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_members_organisation_id_user_id_pk" PRIMARY KEY("organisation_id","user_id"),
	CONSTRAINT "organisation_members_role_check" CHECK (role in ('owner','buyer','evaluator','bidder','viewer'))
);
--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_provider_id_providers_id_fk";
--> statement-breakpoint
DROP INDEX "profiles_provider_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "active_organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisations_kind_created_idx" ON "organisations" USING btree ("kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "organisations_created_idx" ON "organisations" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "organisations_search_gin" ON "organisations" USING gin (search);--> statement-breakpoint
CREATE INDEX "organisation_invitations_list_idx" ON "organisation_invitations" USING btree ("organisation_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_invitations_pending_unique" ON "organisation_invitations" USING btree ("organisation_id","email") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "organisation_members_user_idx" ON "organisation_members" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "organisation_members_list_idx" ON "organisation_members" USING btree ("organisation_id","created_at","user_id");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_active_organisation_id_organisations_id_fk" FOREIGN KEY ("active_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenders_organisation_idx" ON "tenders" USING btree ("organisation_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- Every provider is an organisation with the provider's id, name and country, now and from now on.
CREATE FUNCTION radbridge_provider_organisation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO organisations (id, kind, provider_id, name, country, website_url)
  VALUES (NEW.id, 'provider', NEW.id, NEW.name, NEW.hq_country, NEW.website_url)
  ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, country = EXCLUDED.country, website_url = EXCLUDED.website_url, updated_at = now();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER providers_organisation AFTER INSERT OR UPDATE OF name, hq_country, website_url ON providers
  FOR EACH ROW EXECUTE FUNCTION radbridge_provider_organisation();--> statement-breakpoint
INSERT INTO organisations (id, kind, provider_id, name, country, website_url, created_at)
  SELECT id, 'provider', id, name, hq_country, website_url, created_at FROM providers;--> statement-breakpoint
-- Each provider's telerad users become its members: the earliest linked the Owner, the others Bidders.
INSERT INTO organisation_members (organisation_id, user_id, role, created_at)
  SELECT provider_id, user_id,
         CASE WHEN row_number() OVER (PARTITION BY provider_id ORDER BY created_at, user_id) = 1 THEN 'owner' ELSE 'bidder' END,
         created_at
  FROM profiles WHERE provider_id IS NOT NULL AND role = 'telerad';--> statement-breakpoint
-- Each hospital user with requests gets an organisation named after the facility of their latest request, as its
-- Owner, holding their requests.
CREATE TEMPORARY TABLE hospital_organisations AS
  SELECT DISTINCT ON (t.hospital_id) t.hospital_id AS user_id, gen_random_uuid() AS id, t.facility AS name, t.country,
         t.website_url, t.contact_email, p.created_at AS joined_at
  FROM tenders t JOIN profiles p ON p.user_id = t.hospital_id AND p.role = 'hospital'
  ORDER BY t.hospital_id, t.created_at DESC, t.id DESC;--> statement-breakpoint
INSERT INTO organisations (id, kind, name, country, website_url, contact_email)
  SELECT id, 'hospital', name, country, website_url, contact_email FROM hospital_organisations;--> statement-breakpoint
INSERT INTO organisation_members (organisation_id, user_id, role, created_at)
  SELECT id, user_id, 'owner', joined_at FROM hospital_organisations;--> statement-breakpoint
UPDATE tenders t SET organisation_id = h.id FROM hospital_organisations h WHERE t.hospital_id = h.user_id;--> statement-breakpoint
UPDATE profiles p SET active_organisation_id = m.organisation_id
  FROM (SELECT DISTINCT ON (user_id) user_id, organisation_id FROM organisation_members ORDER BY user_id, created_at, organisation_id) m
  WHERE p.user_id = m.user_id;--> statement-breakpoint
DROP TABLE hospital_organisations;--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "provider_id";--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_entity_check";--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_entity_check" CHECK ("events"."entity_type" in ('request','application','question','provider','user','credential','review','organisation'));--> statement-breakpoint
ANALYZE "organisations";--> statement-breakpoint
ANALYZE "organisation_members";
