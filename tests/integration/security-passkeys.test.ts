import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECURITY_MESSAGES } from "@/shared/contracts/security";
import { passkeyChallenges, passkeys } from "@/server/db/schema";
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";

/** Passkeys' routes as a caller sees them without an authenticator (the browser journey, e2e/passkeys.spec.ts, makes real ones). */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const b64 = (s: string) => Buffer.from(s).toString("base64url");
const registration = (over: Record<string, unknown> = {}) => ({
  id: "Y3JlZA",
  rawId: "Y3JlZA",
  type: "public-key",
  clientExtensionResults: {},
  response: { clientDataJSON: b64('{"type":"webauthn.create"}'), attestationObject: b64("not cbor"), transports: ["internal"] },
  ...over,
});

describe("passkeys", () => {
  it("registration options carry a fresh challenge for this site and the user, asking for user verification; an answer naming no challenge adds nothing and uses none up", async () => {
    const me = await make.signedInAs(t, "hospital");
    const res = await t.request("POST", "/api/me/passkeys/registration-options", { cookie: me.cookie });
    expect(res.status).toBe(200);
    const options = await res.json();
    expect(options.rp).toEqual({ name: "RadBridge", id: "localhost" });
    expect(options.user.name).toBe(me.email);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const bad = await t.request("POST", "/api/me/passkeys", { cookie: me.cookie, body: registration() });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe(SECURITY_MESSAGES.passkeyFailed);
    // The answer named no challenge of the user's, so the live one stays for the browser's real answer.
    const live = await t.services.database.db.select().from(passkeyChallenges).where(eq(passkeyChallenges.userId, me.userId));
    expect(live.map((c) => c.challenge)).toEqual([options.challenge]);
    expect((await (await t.request("GET", "/api/me/passkeys", { cookie: me.cookie })).json()).data).toEqual([]);
    expect(await t.services.database.db.select().from(passkeys).where(eq(passkeys.userId, me.userId))).toEqual([]);
  });

  it("refuses malformed answers with a clear message, and callers without a session", async () => {
    const me = await make.signedInAs(t, "basic");
    for (const body of [{}, registration({ type: "password" }), registration({ id: "not base64url!" }), registration({ extra: 1 }), registration({ response: { clientDataJSON: "x".repeat(16_385), attestationObject: "a" } })]) {
      const res = await t.request("POST", "/api/me/passkeys", { cookie: me.cookie, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    for (const [method, path] of [["GET", "/api/me/passkeys"], ["POST", "/api/me/passkeys/registration-options"], ["POST", "/api/me/passkeys"], ["DELETE", "/api/me/passkeys/6f1c1f3e-2b7a-4a5e-9d1e-0c2f6f1a9b10"]] as const) {
      expect((await t.request(method, path, method === "POST" ? { body: registration() } : {})).status, path).toBe(401);
    }
    expect((await t.request("DELETE", "/api/me/passkeys/6f1c1f3e-2b7a-4a5e-9d1e-0c2f6f1a9b10", { cookie: me.cookie })).status).toBe(404);
    expect((await t.request("DELETE", "/api/me/passkeys/nope", { cookie: me.cookie })).status).toBe(400);
  });

  it("a passkey sign-in needs a live challenge and a known passkey: anything else is one refusal, and no session", async () => {
    const options = await t.request("POST", "/api/auth/passkey/options");
    expect(options.status).toBe(200);
    const { challengeId, options: o } = await options.json();
    expect(o.rpId).toBe("localhost");
    expect(o.userVerification).toBe("required");
    const answer = { id: "dW5rbm93bg", rawId: "dW5rbm93bg", type: "public-key", clientExtensionResults: {}, response: { clientDataJSON: b64("{}"), authenticatorData: b64("x"), signature: b64("y") } };
    for (const body of [{ challengeId, credential: answer }, { challengeId, credential: answer }, { challengeId: "6f1c1f3e-2b7a-4a5e-9d1e-0c2f6f1a9b10", credential: answer }]) {
      const res = await t.request("POST", "/api/auth/passkey/sign-in", { body });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(SECURITY_MESSAGES.passkeyFailed);
      expect(res.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(false);
    }
    for (const body of [{}, { challengeId: "x", credential: answer }, { challengeId, credential: { ...answer, response: {} } }, { challengeId, credential: answer, extra: true }]) {
      expect((await t.request("POST", "/api/auth/passkey/sign-in", { body })).status).toBe(400);
    }
  });
});
