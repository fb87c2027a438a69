import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECURITY_MESSAGES } from "@/shared/contracts/security";
import { MEMBER_ROLES_BY_KIND } from "@/shared/policy/organisations";
import { organisations, passkeys } from "@/server/db/schema";
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";
import { type SoftwarePasskey, softwareAuthenticator } from "../support/software-authenticator";

/**
 * Issue 55: the passkey routes, for every role. Passkeys are a person's own: whoever is signed in lists, adds and
 * removes their own and never another's; nobody without a session reaches them; a user held until they set up
 * two-factor (an admin without it, a member of an organisation that requires it) reaches none of them, though a passkey
 * made before still signs them in, to be held there. Signing in with a passkey is open to anyone.
 */

type Caller = { name: string; userId?: string; cookie?: string; held?: boolean; hold?: () => Promise<void> };

let t: TestApp;
let device: ReturnType<typeof softwareAuthenticator>;
const callers: Caller[] = [];
let stranger: { userId: string; cookie: string; passkeyId: string };

async function join(name: string, overrides: Parameters<typeof make.account>[1]): Promise<Caller> {
  const a = await make.account(t, overrides);
  const caller = { name, userId: a.userId, cookie: await make.signIn(t, a.email, a.password) };
  callers.push(caller);
  return caller;
}

async function addPasskey(who: { userId?: string; cookie?: string }) {
  const options = await t.request("POST", "/api/me/passkeys/registration-options", { cookie: who.cookie });
  const { challenge } = (await options.json()) as { challenge: string };
  const { answer, passkey } = device.register({ challenge, userHandle: who.userId });
  return { res: await t.request("POST", "/api/me/passkeys", { cookie: who.cookie, body: answer }), passkey };
}

beforeAll(async () => {
  t = await startTestApp();
  device = softwareAuthenticator(t.services.config.appUrl);
  callers.push({ name: "anonymous" });
  await join("basic", { role: "basic" });
  await join("admin", { role: "admin" });
  for (const kind of ["hospital", "provider"] as const) {
    const organisation = kind === "hospital" ? await make.organisation(t) : await make.provider(t);
    for (const role of MEMBER_ROLES_BY_KIND[kind]) await join(`${kind} ${role}`, { role: kind === "hospital" ? "hospital" : "telerad", organisation: { id: organisation.id, role } });
  }
  (await join("admin without two-factor", { role: "admin", twoFactor: false })).held = true;

  // A member whose organisation requires two-factor after they added a passkey.
  const strict = await make.organisation(t);
  const member = await join("member of an organisation that now requires two-factor", { role: "hospital", twoFactor: false, organisation: { id: strict.id, role: "viewer" } });
  member.held = true;
  member.hold = async () => void (await t.services.database.db.update(organisations).set({ requireTwoFactor: true }).where(eq(organisations.id, strict.id)));

  const other = await make.signedInAs(t, "basic");
  const { res } = await addPasskey(other);
  stranger = { userId: other.userId, cookie: other.cookie, passkeyId: ((await res.json()) as { id: string }).id };
});
afterAll(() => t.close());

async function signInWith(passkey: SoftwarePasskey) {
  const options = await t.request("POST", "/api/auth/passkey/options");
  expect(options.status).toBe(200);
  const { challengeId, options: o } = (await options.json()) as { challengeId: string; options: { challenge: string } };
  return t.request("POST", "/api/auth/passkey/sign-in", { body: { challengeId, credential: device.assert(passkey, { challenge: o.challenge }) } });
}

/** The user's own passkey routes, tried on the stranger's passkey where one is named. */
const ownRoutes = () =>
  [
    ["GET", "/api/me/passkeys"],
    ["POST", "/api/me/passkeys/registration-options"],
    ["POST", "/api/me/passkeys"],
    ["DELETE", `/api/me/passkeys/${stranger.passkeyId}`],
  ] as const;

const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]!).find((c) => c.includes("session_token="));

describe("the passkey routes, role by role", () => {
  it("refuse a caller without a session", async () => {
    for (const [method, path] of ownRoutes()) {
      const res = await t.request(method, path, method === "POST" ? { body: {} } : {});
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect((await t.request("POST", "/api/auth/passkey/options")).status).toBe(200);
  });

  it("let every signed-in role keep its own passkeys, sign in with them, and never touch another's", async () => {
    const free = callers.filter((c) => c.cookie && !c.held);
    expect(free.map((c) => c.name)).toEqual(["basic", "admin", "hospital owner", "hospital buyer", "hospital evaluator", "hospital viewer", "provider owner", "provider bidder", "provider viewer"]);
    for (const c of free) {
      const { res, passkey } = await addPasskey(c);
      expect(res.status, c.name).toBe(201);
      const mine = (await (await t.request("GET", "/api/me/passkeys", { cookie: c.cookie })).json()).data as { id: string }[];
      expect(mine.map((p) => p.id), c.name).toEqual([((await res.json()) as { id: string }).id]);

      expect((await t.request("DELETE", `/api/me/passkeys/${stranger.passkeyId}`, { cookie: c.cookie })).status, c.name).toBe(404);
      const signedIn = await signInWith(passkey);
      expect(signedIn.status, c.name).toBe(200);
      const me = await t.request("GET", "/api/me", { cookie: cookieOf(signedIn) });
      expect((await me.json()).user.id, c.name).toBe(c.userId);

      expect((await t.request("DELETE", `/api/me/passkeys/${mine[0]!.id}`, { cookie: c.cookie })).status, c.name).toBe(204);
      expect((await signInWith(passkey)).status, `${c.name}: a removed passkey`).toBe(400);
    }
    // The stranger's passkey survived every attempt.
    expect(await t.services.database.db.select().from(passkeys).where(eq(passkeys.userId, stranger.userId))).toHaveLength(1);
  });

  it("hold a user who must set up two-factor away from every passkey route, though an earlier passkey signs them in to be held", async () => {
    const member = callers.find((c) => c.hold)!;
    const { res, passkey } = await addPasskey(member);
    expect(res.status).toBe(201);
    await member.hold!();

    for (const c of callers.filter((x) => x.held)) {
      for (const [method, path] of ownRoutes()) {
        const refused = await t.request(method, path, { cookie: c.cookie, ...(method === "POST" ? { body: {} } : {}) });
        expect(refused.status, `${c.name}: ${method} ${path}`).toBe(403);
        expect((await refused.json()).error.message).toBe(SECURITY_MESSAGES.twoFactorRequired);
      }
    }
    const signedIn = await signInWith(passkey);
    expect(signedIn.status).toBe(200);
    const held = await t.request("GET", "/api/me/passkeys", { cookie: cookieOf(signedIn) });
    expect(held.status).toBe(403);
    expect((await t.request("GET", "/api/me", { cookie: cookieOf(signedIn) })).status).toBe(200);
  });
});
