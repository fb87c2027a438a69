import * as make from "../support/factories";
import type { TestApp } from "./harness";

/** Everyone the rules for applications tell apart: the applicant and a colleague share provider A. */
export type Who = "owner" | "otherHospital" | "admin" | "applicant" | "colleague" | "otherTelerad" | "basic" | "anonymous";
export type User = Awaited<ReturnType<typeof make.signedInAs>>;

/** Two providers, one signed-in user per role, and the calls the tests make as each of them. */
export async function applicationsCast(t: TestApp) {
  const providerA = await make.provider(t);
  const providerB = await make.provider(t);
  const u: Record<Exclude<Who, "anonymous">, User> = {
    owner: await make.signedInAs(t, "hospital"),
    otherHospital: await make.signedInAs(t, "hospital"),
    admin: await make.signedInAs(t, "admin"),
    applicant: await make.signedInAs(t, "telerad", providerA.id),
    colleague: await make.signedInAs(t, "telerad", providerA.id),
    otherTelerad: await make.signedInAs(t, "telerad", providerB.id),
    basic: await make.signedInAs(t, "basic"),
  };
  const noProviderTelerad = await make.signedInAs(t, "telerad");
  const cookieOf = (who: Who) => (who === "anonymous" ? undefined : u[who].cookie);
  return {
    providerA,
    providerB,
    u,
    noProviderTelerad,
    cookieOf,
    applyAs: (who: Who | User, tenderId: string, body: unknown) =>
      t.request("POST", `/api/requests/${tenderId}/applications`, { body, cookie: typeof who === "string" ? cookieOf(who) : who.cookie }),
    setStatus: (who: Who, id: string, body: unknown) => t.request("PATCH", `/api/applications/${id}`, { body, cookie: cookieOf(who) }),
  };
}

export const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
