import { DEMO_PASSWORD, seedDemo } from "@/server/db/seed/demo";
import { signIn } from "../support/factories";
import { type TestApp, startTestApp } from "./harness";

/** The app with the demo data, on a database of its own: the demo accounts' addresses are fixed. */
export async function startDemoApp(): Promise<TestApp> {
  const t = await startTestApp({}, { ownDatabase: true });
  await seedDemo(t.services.database.db, t.services.config.authSecret);
  return t;
}

/** A demo account's session cookie. */
export const demoSignIn = (t: TestApp, email: string) => signIn(t, email, DEMO_PASSWORD);
