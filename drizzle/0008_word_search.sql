-- Word search (PRODUCT.md #33, docs/decisions/0029-word-search.md): one maintained search document per entity,
-- a tsvector generated from the row's own text, matched by whole words and word beginnings, case and accents ignored.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- Words only: the text is first split at @ . / : - + (so that e-mail addresses, hosts, paths, hyphenated words and
-- numbers become plain words, as a search's words are split in src/shared/reference/words.ts), and the parser's
-- other compound tokens are left out.
CREATE TEXT SEARCH CONFIGURATION radbridge_words (PARSER = pg_catalog.default);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION radbridge_words ADD MAPPING FOR asciiword, word, numword, hword_asciipart, hword_part, hword_numpart, int, uint, sfloat WITH unaccent, simple;--> statement-breakpoint
-- A provider: its name and description.
ALTER TABLE "providers" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  to_tsvector('radbridge_words'::regconfig, translate("name" || ' ' || "description", '@./:-+', '      '))
) STORED;--> statement-breakpoint
-- A request: title and description (weight A, what every signed-in role may search) and the facility (weight B,
-- searched only by the roles that see it).
ALTER TABLE "tenders" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('radbridge_words'::regconfig, translate("title" || ' ' || "description", '@./:-+', '      ')), 'A')
  || setweight(to_tsvector('radbridge_words'::regconfig, translate("facility", '@./:-+', '      ')), 'B')
) STORED;--> statement-breakpoint
-- A user, for the admins' list: name and e-mail address.
ALTER TABLE "profiles" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  to_tsvector('radbridge_words'::regconfig, translate(coalesce("name", '') || ' ' || "email", '@./:-+', '      '))
) STORED;--> statement-breakpoint
-- An application, for the admins' list: the words of its request's title and facility and of its provider's name,
-- kept by triggers when the application is written and when that request or provider is renamed.
ALTER TABLE "applications" ADD COLUMN "search" tsvector;--> statement-breakpoint
CREATE FUNCTION "application_search"(tender uuid, provider uuid) RETURNS tsvector LANGUAGE sql STABLE AS $$
  select to_tsvector('radbridge_words'::regconfig, translate(
    coalesce((select t."title" || ' ' || t."facility" from "tenders" t where t."id" = tender), '') || ' ' ||
    coalesce((select p."name" from "providers" p where p."id" = provider), ''), '@./:-+', '      '))
$$;--> statement-breakpoint
CREATE FUNCTION "applications_search_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := "application_search"(NEW."tender_id", NEW."provider_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_search_fill" BEFORE INSERT OR UPDATE OF "tender_id", "provider_id" ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "applications_search_fill"();--> statement-breakpoint
CREATE FUNCTION "applications_search_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'tenders' THEN
    UPDATE "applications" SET "search" = "application_search"("tender_id", "provider_id") WHERE "tender_id" = NEW."id";
  ELSE
    UPDATE "applications" SET "search" = "application_search"("tender_id", "provider_id") WHERE "provider_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tenders_applications_search" AFTER UPDATE OF "title", "facility" ON "tenders"
  FOR EACH ROW WHEN (OLD."title" IS DISTINCT FROM NEW."title" OR OLD."facility" IS DISTINCT FROM NEW."facility")
  EXECUTE FUNCTION "applications_search_follow"();--> statement-breakpoint
CREATE TRIGGER "providers_applications_search" AFTER UPDATE OF "name" ON "providers"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "applications_search_follow"();--> statement-breakpoint
UPDATE "applications" SET "search" = "application_search"("tender_id", "provider_id");--> statement-breakpoint
DROP INDEX "profiles_search_trgm";--> statement-breakpoint
DROP INDEX "providers_regions_gin";--> statement-breakpoint
DROP INDEX "providers_modalities_gin";--> statement-breakpoint
DROP INDEX "providers_price_models_gin";--> statement-breakpoint
DROP INDEX "providers_languages_gin";--> statement-breakpoint
DROP INDEX "providers_name_trgm";--> statement-breakpoint
DROP INDEX "providers_description_trgm";--> statement-breakpoint
DROP INDEX "tenders_modalities_gin";--> statement-breakpoint
DROP INDEX "tenders_search_public_trgm";--> statement-breakpoint
DROP INDEX "tenders_search_all_trgm";--> statement-breakpoint
DROP INDEX "providers_hq_country_idx";--> statement-breakpoint
CREATE INDEX "applications_search_gin" ON "applications" USING gin (search);--> statement-breakpoint
CREATE INDEX "profiles_search_gin" ON "profiles" USING gin (search);--> statement-breakpoint
CREATE INDEX "providers_filters_gin" ON "providers" USING gin (search,"regions_served","modalities","languages","price_models");--> statement-breakpoint
CREATE INDEX "providers_filters_verified_gin" ON "providers" USING gin (search,"regions_served","modalities","languages","price_models") WHERE "providers"."verified";--> statement-breakpoint
CREATE INDEX "providers_filters_unverified_gin" ON "providers" USING gin (search,"regions_served","modalities","languages","price_models") WHERE not "providers"."verified";--> statement-breakpoint
CREATE INDEX "tenders_filters_gin" ON "tenders" USING gin (search,"modalities");--> statement-breakpoint
CREATE INDEX "providers_hq_country_idx" ON "providers" USING btree ("hq_country","verified");--> statement-breakpoint
-- The planner reads how common each word is from the documents' statistics.
ANALYZE "providers";--> statement-breakpoint
ANALYZE "tenders";--> statement-breakpoint
ANALYZE "profiles";--> statement-breakpoint
ANALYZE "applications";
