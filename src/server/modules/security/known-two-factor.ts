import { randomBytes, randomUUID } from "node:crypto";
import { symmetricEncrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { twoFactor, user } from "@/server/db/schema";

/**
 * The demo admin's TOTP secret (base32, as an authenticator app takes it), printed in the README so a newcomer and the
 * browser tests can sign in as admin@demo.test. Only the demo seed uses it; no other account has a known secret.
 */
export const DEMO_ADMIN_TOTP_SECRET = "RADBRIDGEDEMOADMINTOTPSECRET2345";

/**
 * Turns two-factor on for an account with a secret given here (the demo seed's admin), stored the way better-auth's
 * two-factor plugin stores one: encrypted with the app's secret, with ten random recovery codes nobody is shown.
 */
export async function setUpKnownTwoFactor(db: Db, authSecret: string, userId: string, base32Secret: string): Promise<void> {
  const codes = Array.from({ length: 10 }, () => randomBytes(5).toString("hex"));
  const secret = await symmetricEncrypt({ key: authSecret, data: `base32:${base32Secret}` });
  const backupCodes = await symmetricEncrypt({ key: authSecret, data: JSON.stringify(codes) });
  await db.transaction(async (tx) => {
    await tx.insert(twoFactor).values({ id: randomUUID(), userId, secret, backupCodes, verified: true });
    await tx.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, userId));
  });
}
