import { inject } from "vitest";
import { DEMO_PASSWORD, seedDemo } from "@/server/db/seed/demo";
import { signIn } from "../support/factories";
import { type TestApp, startTestApp } from "./harness";
import { DEMO_ADMIN_TOTP_SECRET } from "@/server/modules/security/known-two-factor";

/**
 * The app with the demo data, on a database of its own: the demo accounts' addresses are fixed. On PostgreSQL the
 * database is a copy of the run's seeded template (tests/support/demo-template.ts); on PGlite it is seeded here.
 */
export async function startDemoApp(): Promise<TestApp> {
  const template = inject("demoTemplate");
  const t = await startTestApp({}, { ownDatabase: true, template });
  if (!template) await seedDemo(t.services.database.db, t.services.config.authSecret);
  return t;
}

/** A demo account's session cookie. */
/** Signs in as a demo account; the demo admin answers its two-factor challenge with the README's secret. */
export const demoSignIn = (t: TestApp, email: string) => signIn(t, email, DEMO_PASSWORD, DEMO_ADMIN_TOTP_SECRET);
