import type { Hono } from "hono";
import { RecoveryCodeInput, TwoFactorCodeInput, TwoFactorPasswordInput } from "@/shared/contracts/security";
import { keepTwoFactorRefusal } from "@/shared/policy/security";
import type { AppEnv } from "@/server/context";
import { enforce } from "@/server/errors";
import { recordTwoFactorChange } from "../security/service";
import { bodyOf, forward, signedInActor } from "./forward";
import { actorForRequest } from "./session";

/**
 * better-auth's two-factor endpoints (TOTP and recovery codes), each body checked against the app's contract and
 * forwarded alone (issue 34 §1). A change better-auth made is then written to the history and mailed to the user.
 */
export function registerTwoFactorRoutes(app: Hono<AppEnv>) {
  // Starts setup: answers the secret (as an otpauth URI) and the recovery codes; the first code from the app turns it on.
  app.post("/api/auth/two-factor/enable", async (c) => {
    const body = await bodyOf(c, TwoFactorPasswordInput);
    await signedInActor(c);
    const res = await forward(c, { ...body, method: "totp" });
    if (res.status !== 200) return res;
    const { totpURI, backupCodes } = (await res.json()) as { totpURI: string; backupCodes: string[] };
    return c.json({ totpURI, backupCodes }, 200);
  });
  // With a session, the code finishes setup; without one, it is the second step of signing in.
  app.post("/api/auth/two-factor/verify-totp", async (c) => {
    const body = await bodyOf(c, TwoFactorCodeInput);
    const actor = await actorForRequest(c, c.get("services"));
    const res = await forward(c, body);
    if (res.status === 200 && actor.userId && !actor.twoFactorEnabled) await recordTwoFactorChange(c.get("ctx"), actor, "enabled");
    return res;
  });
  app.post("/api/auth/two-factor/verify-backup-code", async (c) => forward(c, await bodyOf(c, RecoveryCodeInput)));
  app.post("/api/auth/two-factor/disable", async (c) => {
    const body = await bodyOf(c, TwoFactorPasswordInput);
    const actor = await signedInActor(c);
    enforce(keepTwoFactorRefusal(actor));
    const res = await forward(c, body);
    if (res.status === 200) await recordTwoFactorChange(c.get("ctx"), actor, "disabled");
    return res;
  });
  app.post("/api/auth/two-factor/generate-backup-codes", async (c) => {
    const body = await bodyOf(c, TwoFactorPasswordInput);
    const actor = await signedInActor(c);
    const res = await forward(c, body);
    if (res.status === 200) await recordTwoFactorChange(c.get("ctx"), actor, "codes");
    return res;
  });
}
