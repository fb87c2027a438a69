import { type APIRequestContext, expect, type Page, } from "@playwright/test";
import { uniqueEmail, waitForMail } from "./support";

/** What the organisations journeys share (issue 29). */

export const KLINIKUM = "Klinikum Nordstadt";
export const RVI = "Royal Victoria Infirmary";
export const NIGHTHAWK = "NightHawk Radiology Partners";
export const PASSWORD = "e2e-organisation-password";

export const tagOf = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export async function applyVia(api: APIRequestContext, requestId: string, pricePerCt: number) {
  const res = await api.post(`/api/requests/${requestId}/applications`, { data: { pricePerCt, currency: "EUR" } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

/** The user's id and the organisation they act for, as /api/me tells them. */
export async function meOf(api: APIRequestContext) {
  const res = await api.get("/api/me");
  expect(res.status(), await res.text()).toBe(200);
  const me = (await res.json()) as { user: { id: string }; activeOrganisationId: string | null };
  return { userId: me.user.id, organisationId: me.activeOrganisationId };
}

/** The link an invitation mail to this address carries. */
export async function invitationLinkFor(email: string, organisation: string) {
  const mail = await waitForMail(email, new RegExp(`You are invited to join ${organisation}`));
  const link = mail.links.find((l) => /\/invitations\/[A-Za-z0-9_-]{20,}$/.test(l));
  expect(link, mail.raw).toBeTruthy();
  return link!;
}

/** An Owner's Invitations tab: invite the address with the role, and see the pending row. */
export async function inviteThroughPage(page: Page, email: string, role: string) {
  await page.goto("/organisation?tab=invitations");
  const form = page.getByRole("form", { name: "Invite someone" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByRole("radio", { name: role, exact: true }).check();
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(form.getByLabel("E-mail")).toHaveValue("");
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Pending");
  await expect(row).toContainText(role);
}

/** A new account, signed up through the API and confirmed by its mail: the page is then signed in as it. */
export async function signUpConfirmed(page: Page, baseURL: string, name: string) {
  const email = uniqueEmail("org");
  const res = await page.request.post("/api/auth/sign-up/email", { headers: { origin: baseURL }, data: { name, email, password: PASSWORD, callbackURL: "/" } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const mail = await waitForMail(email, /Confirm your RadBridge account/);
  await page.goto(mail.links.find((l) => l.includes("/api/auth/verify-email"))!);
  await expect(page.getByRole("button", { name: "User menu" })).toContainText(name);
  return email;
}

/** Opens the invitation link signed in with the invited address and accepts it: the page then shows the organisation. */
export async function acceptThroughPage(page: Page, link: string, organisation: string, role: string) {
  await page.goto(link);
  await expect(page.getByRole("heading", { name: `Join ${organisation}` })).toBeVisible();
  await page.getByRole("button", { name: "Accept invitation" }).click();
  await expect(page.getByText(`Welcome to ${organisation}: you joined as ${role}`)).toBeVisible();
  await expect(page).toHaveURL(/\/organisation$/);
  await expect(page.getByRole("heading", { level: 1, name: organisation })).toBeVisible();
  await expect(page.getByText(`Your role: ${role}`)).toBeVisible();
}

export async function openUserMenu(page: Page) {
  const menu = page.getByRole("button", { name: "User menu" });
  // Its code has arrived: a click now opens the menu itself.
  await expect(menu).toHaveAttribute("aria-haspopup", "menu");
  await menu.click();
  return page.getByRole("menu");
}
