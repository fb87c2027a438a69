import { seedDemo } from "@/server/db/seed/demo";
import { closeServices } from "@/server/services";
import { createDatabase, startTestApp, TEST_DATABASE_URL } from "../integration/harness";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PostgreSQL database holding the migrated schema and the demo data, for `startDemoApp` to copy. */
    demoTemplate: string | undefined;
  }
}

/**
 * Vitest's global set-up for the integration tests on PostgreSQL: the demo data seeded once per run into a template
 * database, which each demo test file copies into a database of its own (`CREATE DATABASE ... TEMPLATE`, a file copy)
 * instead of migrating and seeding one. The tests of the seed itself still call `seedDemo` (demo-seed-scope,
 * reviews-rollback); on PGlite every demo app seeds its own.
 */
export default async function setup({ provide }: { provide: (key: "demoTemplate", value: string | undefined) => void }) {
  if (!TEST_DATABASE_URL) return provide("demoTemplate", undefined);
  const template = await createDatabase(TEST_DATABASE_URL);
  const t = await startTestApp({ DATABASE_URL: template.url });
  await seedDemo(t.services.database.db, t.services.config.authSecret);
  // A template is copied only while nobody is connected to it: the app stops, its database stays for the run.
  await closeServices(t.services);
  provide("demoTemplate", template.name);
  return template.drop;
}
