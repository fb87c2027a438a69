import * as make from "../support/factories";
import type { TestApp } from "./harness";

/** Everyone the rules for writing a request tell apart: the owner is a hospital, the telerad user has a provider. */
export type Who = "anonymous" | "basic" | "telerad" | "owner" | "otherHospital" | "admin";

/** A deadline a couple of years ahead: far enough, and within the ten years a deadline may be. */
export const inTwoYears = new Date(Date.UTC(new Date().getUTCFullYear() + 2, 4, 1)).toISOString();

/** One signed-in user per role, and a way to call the API as each of them. */
export async function requestCast(t: TestApp, providerName: string) {
  const provider = await make.provider(t, { name: providerName });
  const users: Record<Who, { cookie?: string; userId?: string; email?: string }> = {
    anonymous: {},
    basic: await make.signedInAs(t, "basic"),
    telerad: await make.signedInAs(t, "telerad", provider.id),
    owner: await make.signedInAs(t, "hospital"),
    otherHospital: await make.signedInAs(t, "hospital"),
    admin: await make.signedInAs(t, "admin"),
  };
  const send = async (who: Who, method: string, url: string, body?: unknown) => {
    const res = await t.request(method, url, { cookie: users[who].cookie, body });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  return { providerId: provider.id, users, send };
}
