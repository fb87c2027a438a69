import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECURITY_MESSAGES } from "@/shared/contracts/security";
import { events, mailOutbox, passkeyChallenges, passkeys, session } from "@/server/db/schema";
import { capturingLogger, type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";
import { type SoftwarePasskey, softwareAuthenticator } from "../support/software-authenticator";

/**
 * Issue 55: a passkey must verify its user (a PIN, a fingerprint) at registration and at every sign-in, since a passkey
 * sign-in asks for no second factor; a registration answers the challenge its browser was given, whichever of the
 * user's live ones it is. A software authenticator plays the device, with its user-verified flag on or off.
 */

let t: TestApp;
let log: ReturnType<typeof capturingLogger>;
let device: ReturnType<typeof softwareAuthenticator>;
beforeAll(async () => {
  log = capturingLogger();
  t = await startTestApp({}, { logger: log.logger });
  device = softwareAuthenticator(t.services.config.appUrl);
});
afterAll(() => t.close());

type Who = { userId: string; email: string; cookie: string };

async function registrationChallenge(who: Who): Promise<string> {
  const res = await t.request("POST", "/api/me/passkeys/registration-options", { cookie: who.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { challenge: string }).challenge;
}

async function signInChallenge(): Promise<{ challengeId: string; challenge: string }> {
  const res = await t.request("POST", "/api/auth/passkey/options");
  expect(res.status).toBe(200);
  const { challengeId, options } = (await res.json()) as { challengeId: string; options: { challenge: string } };
  return { challengeId, challenge: options.challenge };
}

/** A passkey the user adds from the profile, its user verified. */
async function addedPasskey(who: Who): Promise<SoftwarePasskey> {
  const { answer, passkey } = device.register({ challenge: await registrationChallenge(who), userHandle: who.userId });
  expect((await t.request("POST", "/api/me/passkeys", { cookie: who.cookie, body: answer })).status).toBe(201);
  return passkey;
}

async function passkeySignIn(passkey: SoftwarePasskey, userVerified: boolean) {
  const { challengeId, challenge } = await signInChallenge();
  return t.request("POST", "/api/auth/passkey/sign-in", { body: { challengeId, credential: device.assert(passkey, { challenge, userVerified }) } });
}

const refusalsOf = (userId: string) => log.entries().filter((e) => e.msg === "passkey refused" && e.userId === userId);
const sessionsOf = async (userId: string) => (await t.services.database.db.select().from(session).where(eq(session.userId, userId))).length;
const passkeysOf = (userId: string) => t.services.database.db.select().from(passkeys).where(eq(passkeys.userId, userId));
const passkeyMails = (to: string) => t.services.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, "A passkey was%")));
const passkeyEvents = (userId: string) => t.services.database.db.select().from(events).where(and(eq(events.entityId, userId), like(events.action, "passkey_%")));

async function expectRefused(res: Response) {
  expect(res.status).toBe(400);
  expect((await res.json()).error.message).toBe(SECURITY_MESSAGES.passkeyFailed);
  expect(res.headers.getSetCookie().some((c) => c.includes("session_token=") && !c.includes("session_token=;"))).toBe(false);
}

describe("registering a passkey", () => {
  it("without user verification is refused, stores nothing, mails nothing, and is logged without the credential", async () => {
    const me = await make.signedInAs(t, "basic");
    const { answer, passkey } = device.register({ challenge: await registrationChallenge(me), userVerified: false });
    await expectRefused(await t.request("POST", "/api/me/passkeys", { cookie: me.cookie, body: answer }));
    expect(await passkeysOf(me.userId)).toEqual([]);
    expect(await passkeyMails(me.email)).toEqual([]);
    expect(await passkeyEvents(me.userId)).toEqual([]);
    expect((await (await t.request("GET", "/api/me/passkeys", { cookie: me.cookie })).json()).data).toEqual([]);

    expect(refusalsOf(me.userId)).toEqual([expect.objectContaining({ level: 40, step: "registration", reason: "user not verified" })]);
    const logged = log.lines.join("");
    for (const secret of [passkey.credentialId, answer.response.attestationObject, answer.response.clientDataJSON]) expect(logged).not.toContain(secret);

    // That challenge was used by the refused answer: the same answer, or another to it, is refused too.
    await expectRefused(await t.request("POST", "/api/me/passkeys", { cookie: me.cookie, body: answer }));
    expect(refusalsOf(me.userId).at(-1)).toMatchObject({ reason: "unknown challenge" });
    expect(await passkeysOf(me.userId)).toEqual([]);
  });

  it("answers the challenge its browser was given: options asked twice and the second answered adds it, the same answer again is refused, the first stays until it expires", async () => {
    const me = await make.signedInAs(t, "hospital");
    const first = await registrationChallenge(me);
    const second = await registrationChallenge(me);
    const { answer } = device.register({ challenge: second, userHandle: me.userId });
    const added = await t.request("POST", "/api/me/passkeys", { cookie: me.cookie, body: answer });
    expect(added.status).toBe(201);
    expect(await passkeyMails(me.email)).toHaveLength(1);

    await expectRefused(await t.request("POST", "/api/me/passkeys", { cookie: me.cookie, body: answer }));
    expect(refusalsOf(me.userId).at(-1)).toMatchObject({ reason: "unknown challenge" });

    // The prompt cancelled first (another tab, say) still has its challenge: a passkey made for it is added too.
    expect((await t.request("POST", "/api/me/passkeys", { cookie: me.cookie, body: device.register({ challenge: first }).answer })).status).toBe(201);
    expect(await passkeysOf(me.userId)).toHaveLength(2);

    // An expired challenge is refused, and another user's challenge is not this user's.
    const expired = await registrationChallenge(me);
    await t.services.database.db.update(passkeyChallenges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passkeyChallenges.challenge, expired));
    await expectRefused(await t.request("POST", "/api/me/passkeys", { cookie: me.cookie, body: device.register({ challenge: expired }).answer }));
    const other = await make.signedInAs(t, "basic");
    const theirs = await registrationChallenge(other);
    await expectRefused(await t.request("POST", "/api/me/passkeys", { cookie: me.cookie, body: device.register({ challenge: theirs }).answer }));
    expect(await passkeysOf(me.userId)).toHaveLength(2);
    expect((await t.request("POST", "/api/me/passkeys", { cookie: other.cookie, body: device.register({ challenge: theirs }).answer })).status).toBe(201);
  });
});

describe("signing in with a passkey", () => {
  const cases = [
    { who: "an admin", make: async () => ({ account: await make.account(t, { role: "admin" }), reach: "/api/admin/stats" }) },
    {
      who: "a member of an organisation that requires two-factor",
      make: async () => {
        const organisation = await make.organisation(t, { requireTwoFactor: true });
        const account = await make.account(t, { role: "hospital", twoFactor: true, organisation: { id: organisation.id, role: "owner" } });
        return { account, reach: `/api/organisations/${organisation.id}` };
      },
    },
    { who: "a basic user", make: async () => ({ account: await make.account(t, { role: "basic" }), reach: "/api/me/passkeys" }) },
  ];

  for (const c of cases) {
    it(`without user verification is refused for ${c.who} and signs nobody in; with it, signs in`, async () => {
      const { account, reach } = await c.make();
      const me = { ...account, cookie: await make.signIn(t, account.email, account.password) };
      const passkey = await addedPasskey(me);
      const sessionsBefore = await sessionsOf(me.userId);

      const refused = await passkeySignIn(passkey, false);
      await expectRefused(refused);
      expect(await sessionsOf(me.userId)).toBe(sessionsBefore);
      expect(refusalsOf(me.userId)).toEqual([expect.objectContaining({ step: "sign-in", reason: "user not verified" })]);
      expect(log.lines.join("")).not.toContain(passkey.credentialId);
      expect((await passkeysOf(me.userId))[0]!.lastUsedAt).toBeNull();

      const signedIn = await passkeySignIn(passkey, true);
      expect(signedIn.status).toBe(200);
      expect(await sessionsOf(me.userId)).toBe(sessionsBefore + 1);
      const cookie = signedIn.headers.getSetCookie().map((x) => x.split(";")[0]!).find((x) => x.includes("session_token="))!;
      const who = await t.request("GET", "/api/me", { cookie });
      expect(who.status).toBe(200);
      expect((await who.json()).user.email).toBe(me.email);
      expect((await t.request("GET", reach, { cookie })).status).toBe(200);
      expect((await passkeysOf(me.userId))[0]!.lastUsedAt).not.toBeNull();
    });
  }

  it("answers each challenge once: a verified answer replayed, or one to a challenge that has expired, is refused", async () => {
    const me = await make.signedInAs(t, "telerad");
    const passkey = await addedPasskey(me);
    const { challengeId, challenge } = await signInChallenge();
    const credential = device.assert(passkey, { challenge });
    expect((await t.request("POST", "/api/auth/passkey/sign-in", { body: { challengeId, credential } })).status).toBe(200);
    await expectRefused(await t.request("POST", "/api/auth/passkey/sign-in", { body: { challengeId, credential } }));

    const late = await signInChallenge();
    await t.services.database.db.update(passkeyChallenges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passkeyChallenges.id, late.challengeId));
    await expectRefused(await t.request("POST", "/api/auth/passkey/sign-in", { body: { challengeId: late.challengeId, credential: device.assert(passkey, { challenge: late.challenge }) } }));
  });
});
