import { BENCH_ADMIN_EMAIL, BENCH_ADMIN_TOTP_SECRET, BENCH_PASSWORD } from "../src/server/db/seed/scale-accounts";
import { totp } from "../tests/support/totp";
import type { Fixtures } from "./fixtures";

/** Signs in through the real API and returns the session cookie; waits out the sign-in rate limit if it is hit. */
async function signIn(base: string, origin: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    });
    if (res.status === 429) {
      const seconds = Number(res.headers.get("x-retry-after") ?? res.headers.get("retry-after") ?? 60);
      console.log(`  sign-in rate limit reached: waiting ${seconds} s`);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    if (res.ok && ((await res.clone().json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect) return passTwoFactor(base, origin, res);
    const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]!).find((c) => c.includes("session_token="));
    if (!res.ok || !cookie) throw new Error(`signing in as ${email} failed (${res.status}): ${await res.text()}`);
    return cookie;
  }
  throw new Error(`signing in as ${email} failed: rate limited`);
}

/** The bench admin has two-factor (admins must): its code, from the known secret, finishes the sign-in. */
async function passTwoFactor(base: string, origin: string, signIn: Response): Promise<string> {
  const challenge = signIn.headers.getSetCookie().map((c) => c.split(";")[0]!).join("; ");
  const res = await fetch(`${base}/api/auth/two-factor/verify-totp`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, cookie: challenge },
    body: JSON.stringify({ code: totp(BENCH_ADMIN_TOTP_SECRET) }),
  });
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]!).find((c) => c.includes("session_token="));
  if (!res.ok || !cookie) throw new Error(`the bench admin's two-factor failed (${res.status}): ${await res.text()}`);
  return cookie;
}

export interface Sessions {
  admin: string;
  /** Cookie per hospital user id. */
  hospital: Map<string, string>;
  /** Cookie per telerad's provider id. */
  telerad: Map<string, string>;
}

/** One session per bench account the fixtures chose, reused for every request. */
export async function signInAll(base: string, origin: string, f: Fixtures): Promise<Sessions> {
  const hospital = new Map<string, string>();
  for (const h of f.hospitals) hospital.set(h.id, await signIn(base, origin, h.email));
  const telerad = new Map<string, string>();
  for (const t of f.telerads) telerad.set(t.providerId, await signIn(base, origin, t.email));
  return { admin: await signIn(base, origin, BENCH_ADMIN_EMAIL), hospital, telerad };
}
