CREATE TABLE "directory_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "directory_version_single_row" CHECK ("directory_version"."id")
);
--> statement-breakpoint
INSERT INTO "directory_version" ("id", "version") VALUES (true, 1);--> statement-breakpoint
CREATE FUNCTION "bump_directory_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "directory_version" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "providers_bump_directory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "providers"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();
