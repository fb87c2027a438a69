/**
 * Resolving the session of every signed-in request in one query (decision 0016) keeps better-auth's
 * rules: a forged, expired or signed-out session is anonymous, and a session in use is extended daily.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "@/server/db/schema";
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const me = (cookie: string) => t.request("GET", "/api/me", { cookie });
const tokenOf = (cookie: string) => decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
const expiresAt = async (token: string) =>
  (await t.services.database.db.select({ at: session.expiresAt }).from(session).where(eq(session.token, token)))[0]?.at;

describe("a session cookie", () => {
  it("signs the user in with their role", async () => {
    const hospital = await make.signedInAs(t, "hospital");
    const res = await me(hospital.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { email: hospital.email }, profile: { role: "hospital" } });
  });

  it("is refused when its signature is not the app's, or missing", async () => {
    const user = await make.signedInAs(t, "basic");
    const [name, value] = user.cookie.split("=") as [string, string];
    const token = tokenOf(user.cookie);
    const forged = `${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`;
    expect((await me(forged)).status).toBe(401);
    expect((await me(`${name}=${token}`)).status).toBe(401);
    expect((await me(`${name}=${value.slice(0, -6)}`)).status).toBe(401);
    expect((await me(user.cookie)).status).toBe(200);
  });

  it("is refused once expired or signed out", async () => {
    const expired = await make.signedInAs(t, "basic");
    await t.services.database.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.token, tokenOf(expired.cookie)));
    expect((await me(expired.cookie)).status).toBe(401);

    const leaving = await make.signedInAs(t, "basic");
    expect((await t.request("POST", "/api/auth/sign-out", { cookie: leaving.cookie, body: {} })).status).toBe(200);
    expect((await me(leaving.cookie)).status).toBe(401);
  });

  it("is extended to a week when used five minutes or more after its last activity", async () => {
    const user = await make.signedInAs(t, "basic");
    const token = tokenOf(user.cookie);
    await t.services.database.db.update(session).set({ expiresAt: sql`now() + interval '5 days'`, updatedAt: sql`now() - interval '5 minutes'` }).where(eq(session.token, token));
    expect((await me(user.cookie)).status).toBe(200);
    const extended = (await expiresAt(token))!.getTime();
    expect(extended).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);

    // Within five minutes, a request reads the session and leaves it as it is.
    await t.services.database.db.update(session).set({ expiresAt: sql`now() + interval '6 days 12 hours'` }).where(eq(session.token, token));
    const before = (await expiresAt(token))!.getTime();
    expect((await me(user.cookie)).status).toBe(200);
    expect((await expiresAt(token))!.getTime()).toBe(before);
  });
});
