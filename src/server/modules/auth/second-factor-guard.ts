import type { Context } from "hono";
import type { AppEnv } from "@/server/context";
import { hasTwoFactor } from "../security/repo";
import { deleteSessionByToken, userOfSession } from "./session-repo";
import { cookieName, verifiedToken } from "./session";

/**
 * better-auth's two-factor plugin asks for the code after a password only: a LinkedIn sign-in to an account with
 * two-factor would skip it. Such a sign-in's new session is ended at once and the user sent to sign in with the
 * password and code (issue 34).
 */
export async function refuseSkippedSecondFactor(c: Context<AppEnv>, res: Response): Promise<Response> {
  const { config, database } = c.get("services");
  const name = cookieName(config.appUrl);
  const set = res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`) && !cookie.startsWith(`${name}=;`));
  const value = set ? decodeURIComponent(set.slice(name.length + 1).split(";")[0]!) : null;
  const token = value ? verifiedToken(value, config.authSecret) : null;
  const userId = token ? await userOfSession(database.db, token) : null;
  if (!token || !userId || !(await hasTwoFactor(database.db, userId))) return res;
  await deleteSessionByToken(database.db, token);
  const headers = new Headers({ location: `${config.appUrl}/auth/sign-in?error=two_factor_required` });
  headers.append("set-cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${config.appUrl.startsWith("https://") ? "; Secure" : ""}`);
  return new Response(null, { status: 302, headers });
}
