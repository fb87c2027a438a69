import type { Hono } from "hono";
import { PasskeySignInInput } from "@/shared/contracts/security";
import type { AppEnv } from "@/server/context";
import { logRefusal } from "../security/passkey-routes";
import { signInOptions, verifyPasskeySignIn } from "../security/passkeys";
import { bodyOf } from "./forward";
import { startSession } from "./session";

/**
 * Signing in with a passkey instead of a password (issue 34 §2): a challenge, then the browser's answer, which starts a
 * session as a password sign-in does. No code is asked: the passkey is possession and, since its user must be verified
 * (a PIN, a fingerprint), a second factor in itself.
 */
export function registerPasskeySignInRoutes(app: Hono<AppEnv>) {
  app.post("/api/auth/passkey/options", async (c) => c.json(await signInOptions(c.get("ctx")), 200));
  app.post("/api/auth/passkey/sign-in", async (c) => {
    const userId = await verifyPasskeySignIn(c.get("ctx"), await bodyOf(c, PasskeySignInInput)).catch(logRefusal(c, "sign-in"));
    await startSession(c, c.get("services"), userId);
    return c.json({ status: true }, 200);
  });
}
