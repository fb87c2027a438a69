import { type APIRequestContext, expect, type Page, request } from "@playwright/test";
import type { BidderStandstill, Evaluation } from "../src/shared/contracts/evaluations";
import { violations } from "./axe";
import { apiAs } from "./requests-fixtures";
import { uniqueEmail, waitForMail } from "./support";

/** What the evaluation journey shares (issue 33): a hospital organisation of its own, its members, bids and reads. */

export const PASSWORD = "e2e-evaluation-password";
export const NIGHTHAWK = "NightHawk Radiology Partners";

export interface Member {
  name: string;
  email: string;
  userId: string;
  api: APIRequestContext;
}

/** A new confirmed account with this name, signed in on its own API client. */
async function newAccount(baseURL: string, name: string) {
  const email = uniqueEmail("evaluation");
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signUp = await api.post("/api/auth/sign-up/email", { data: { name, email, password: PASSWORD, callbackURL: "/" } });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  const mail = await waitForMail(email, /Confirm/);
  await api.get(mail.links.find((l) => l.includes("verify-email"))!);
  const signIn = await api.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD } });
  expect(signIn.ok(), await signIn.text()).toBeTruthy();
  const me = (await (await api.get("/api/me")).json()) as { user: { id: string } };
  return { name, email, userId: me.user.id, api };
}

/**
 * A hospital organisation found for the test (its setting is the test's own to change): its Owner, a Buyer and two
 * Evaluators, each a new account acting for it. The admin makes them hospital users and adds the members.
 */
export async function hospitalTeam(baseURL: string, tag: string) {
  const admin = await apiAs(baseURL, "admin@demo.test");
  const names = { owner: "Olive Owner", buyer: "Bruno Buyer", eva: "Eva Panel", ezra: "Ezra Panel" } as const;
  const team = {} as Record<keyof typeof names, Member>;
  for (const [key, name] of Object.entries(names) as [keyof typeof names, string][]) {
    team[key] = await newAccount(baseURL, name);
    const role = await admin.patch(`/api/admin/profiles/${team[key].userId}/role`, { data: { role: "hospital" } });
    expect(role.ok(), await role.text()).toBeTruthy();
  }
  const created = await team.owner.api.post("/api/organisations", { data: { name: `Evaluation Trust ${tag}`, country: "GB" } });
  expect(created.status(), await created.text()).toBe(201);
  const organisation = (await created.json()) as { id: string; name: string };
  for (const [key, role] of [["buyer", "buyer"], ["eva", "evaluator"], ["ezra", "evaluator"]] as const) {
    const added = await admin.post(`/api/admin/organisations/${organisation.id}/members`, { data: { email: team[key].email, role } });
    expect(added.status(), await added.text()).toBe(201);
  }
  for (const member of Object.values(team)) {
    const me = (await (await member.api.get("/api/me")).json()) as { activeOrganisationId: string | null };
    expect(me.activeOrganisationId).toBe(organisation.id);
  }
  await admin.dispose();
  return { organisation, ...team };
}

/** The organisation's request for CT (1,000 a month, EUR) with a standstill of 10 days, posted by its Buyer. */
export async function postRequest(buyer: APIRequestContext, tag: string) {
  const title = `Public CT reporting ${tag}`;
  const res = await buyer.post("/api/requests", {
    data: {
      title,
      facility: `Evaluation Trust ${tag}`,
      country: "GB",
      description: `Out-of-hours CT reporting, tender ${tag}.`,
      modalities: ["CT"],
      volumesPerMonth: 1000,
      tatRequirement: "4-12h",
      budgetCurrency: "EUR",
      standstillDays: 10,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { id: string }).id, title };
}

export async function apply(api: APIRequestContext, requestId: string, pricePerCt: number) {
  const res = await api.post(`/api/requests/${requestId}/applications`, { data: { pricePerCt, currency: "EUR", turnaroundCommitment: "1-4h" } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

export async function evaluationOf(api: APIRequestContext, requestId: string) {
  const res = await api.get(`/api/requests/${requestId}/evaluation`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Evaluation;
}

export async function standstillOf(api: APIRequestContext, requestId: string) {
  const res = await api.get(`/api/requests/${requestId}/standstill`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as BidderStandstill;
}

/** The evaluation section of the request's page. */
export const evaluationSection = (page: Page) => page.getByRole("region", { name: "Evaluation", exact: true });

/** A bid in the evaluation section, by its provider's name. */
export const bidItem = (page: Page, provider: string) => evaluationSection(page).getByRole("list", { name: "Bids" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: provider }) });

/** A moment as the server's messages write it: "2026-12-08 14:05 UTC". */
export const utcMinute = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

/** Points as the assessment summary writes them: "27.3", "30". */
export const points = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 1 });

/** Axe's full rule set over one part of the page, once nothing is loading there. */
export async function axeViolations(page: Page, selector: string) {
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0);
  return violations(page, selector);
}
