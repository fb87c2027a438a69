import { type Browser, expect, type Page, test } from "@playwright/test";
import { totp } from "../tests/support/totp";
import { PASSWORD, signUpConfirmed } from "./organisations-support";
import { apiAs } from "./requests-fixtures";

/** Issue 34: two-factor set up from the profile and asked for at sign-in, recovery codes, admins held at setup, sessions. */

async function signInWithPassword(page: Page, email: string) {
  await page.goto("/auth/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

async function signInWithRecoveryCode(page: Page, email: string, code: string) {
  await signInWithPassword(page, email);
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

async function signOut(page: Page) {
  await page.goto("/profile");
  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
}

/** Sets two-factor up on /profile the way a person does, with a code computed from the key shown; answers the key and codes. */
async function setUpTwoFactor(page: Page) {
  await page.goto("/profile");
  await page.getByRole("button", { name: "Set up two-factor" }).click();
  await page.getByLabel("Your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("img", { name: "QR code of your two-factor secret" })).toBeVisible();
  const secret = ((await page.getByTestId("two-factor-key").textContent()) ?? "").replace(/\s/g, "");
  const codes = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
  expect(codes).toHaveLength(10);
  await page.getByLabel("Code from your app").fill("12345");
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Enter the 6-digit code from your authenticator app")).toBeVisible();
  await page.getByLabel("Code from your app").fill(totp(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("heading", { name: /Two-factor authentication/ }).getByText("On", { exact: true })).toBeVisible();
  return { secret, codes };
}

test("two-factor: set up with the shown key, then signing in asks for a code or a recovery code, each recovery code once", async ({ page, baseURL }) => {
  const email = await signUpConfirmed(page, baseURL!, "Tess Twofactor");
  const { secret, codes } = await setUpTwoFactor(page);
  await signOut(page);

  await signInWithPassword(page, email);
  await page.getByLabel("Authentication code").fill(totp(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("button", { name: "User menu" })).toContainText("Tess Twofactor");
  await signOut(page);

  await signInWithRecoveryCode(page, email, codes[0]!);
  await expect(page.getByRole("button", { name: "User menu" })).toContainText("Tess Twofactor");
  await signOut(page);

  await signInWithRecoveryCode(page, email, codes[0]!);
  await expect(page.getByRole("alert").filter({ hasText: /code/i })).toBeVisible();
  await expect(page.getByRole("button", { name: "User menu" })).toHaveCount(0);
});

test("an admin without two-factor is taken to set it up before reaching /admin", async ({ page, baseURL }) => {
  const email = await signUpConfirmed(page, baseURL!, "Ada Newadmin");
  const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };
  const admin = await apiAs(baseURL!, "admin@demo.test");
  expect((await admin.patch(`/api/admin/profiles/${me.user.id}/role`, { data: { role: "admin" } })).ok()).toBeTruthy();

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("alert").filter({ hasText: "Admin accounts must have two-factor authentication." })).toBeVisible();
  expect((await page.request.get("/api/admin/stats")).status()).toBe(403);
  await page.goto("/requests");
  await expect(page).toHaveURL(/\/profile$/);

  await setUpTwoFactor(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("button", { name: "User menu" })).toContainText("Ada Newadmin");
  void email;
});

async function signedInContext(browser: Browser, email: string, userAgent: string) {
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  await signInWithPassword(page, email);
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  return { context, page };
}

test("a session signed out from another browser is refused at once", async ({ browser, page, baseURL }) => {
  const email = await signUpConfirmed(page, baseURL!, "Sam Sessions");
  const laptop = await signedInContext(browser, email, "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0");
  const phone = await signedInContext(browser, email, "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1");

  await laptop.page.goto("/profile");
  const sessions = laptop.page.getByRole("list", { name: "Your sessions" });
  await expect(sessions.getByRole("listitem").filter({ hasText: "This device" })).toContainText("Firefox on Linux");
  await laptop.page.getByRole("button", { name: /^Sign out Safari on iOS/ }).click();
  await expect(laptop.page.getByText("Safari on iOS was signed out")).toBeVisible();
  await expect(sessions.getByText("Safari on iOS")).toHaveCount(0);

  expect((await phone.page.request.get("/api/me")).status()).toBe(401);
  await phone.page.goto("/profile");
  await expect(phone.page).toHaveURL(/\/auth\/sign-in/);
  await laptop.context.close();
  await phone.context.close();
});
