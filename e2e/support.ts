import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, type APIResponse, type Browser, expect, type Page } from "@playwright/test";
import { linksIn } from "../tests/support/mail-catcher";
import { totp } from "../tests/support/totp";

export const DEMO_PASSWORD = "radbridge-demo";
/** admin@demo.test's two-factor secret, printed in the README beside the demo accounts (issue 34). */
export const DEMO_ADMIN_TOTP_SECRET = "RADBRIDGEDEMOADMINTOTPSECRET2345";

/** After a password sign-in through `api`: answers a two-factor challenge (the demo admin's) with a code from its secret. */
export async function passTwoFactor(api: APIRequestContext, signIn: APIResponse, origin?: string) {
  if (!((await signIn.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect) return;
  const res = await api.post("/api/auth/two-factor/verify-totp", { data: { code: totp(DEMO_ADMIN_TOTP_SECRET) }, headers: origin ? { origin } : {} });
  expect(res.status(), await res.text()).toBe(200);
}

const MAIL_DIR = path.resolve(import.meta.dirname, `../.tmp/e2e-${process.env.E2E_PORT ?? "3100"}/mail`);

export const uniqueEmail = (prefix = "e2e") => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** Signs in through the sign-in screen and waits for the user menu. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/auth/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  if (email === "admin@demo.test") {
    await page.getByLabel("Authentication code").fill(totp(DEMO_ADMIN_TOTP_SECRET));
    await page.getByRole("button", { name: "Verify" }).click();
  }
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
}

const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? "3100"}`;

/**
 * Signs the page's browser context in through the sign-in endpoint, for tests whose subject is not signing in
 * (the sign-in screen has its own, e2e/auth.spec.ts): the next page the test opens is signed in.
 */
export async function signInFor(page: Page, email: string, password = DEMO_PASSWORD) {
  const res = await page.request.post("/api/auth/sign-in/email", { data: { email, password }, headers: { origin: BASE_URL } });
  expect(res.status(), await res.text()).toBe(200);
  await passTwoFactor(page.request, res, BASE_URL);
}

/** A signed-in page in a browser context of its own, on no page yet (close the context when done). */
export async function pageAs(browser: Browser, email: string, password?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInFor(page, email, password);
  return { context, page };
}

/** Closes every toast with its close button, as a user does when one covers the button they want. */
export async function closeToasts(page: Page) {
  const toasts = page.locator("[data-sonner-toast]:not([data-removed='true'])");
  // A toast may also close by itself meanwhile: close the first one left until none is.
  await expect(async () => {
    const close = toasts.first().getByRole("button", { name: "Close toast" });
    if ((await close.count()) > 0) await close.click({ timeout: 1_000 });
    await expect(toasts).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

/** Waits for a message to the address on the real SMTP peer and returns its links. */
export async function waitForMail(to: string, subject?: RegExp): Promise<{ raw: string; links: string[] }> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (fs.existsSync(MAIL_DIR)) {
      for (const file of fs.readdirSync(MAIL_DIR).filter((f) => f.endsWith(".json")).sort()) {
        const mail = JSON.parse(fs.readFileSync(path.join(MAIL_DIR, file), "utf8")) as { to: string[]; raw: string };
        if (mail.to.includes(to.toLowerCase()) && (!subject || subject.test(mail.raw))) return { raw: mail.raw, links: linksIn(mail.raw) };
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} within 20s`);
}

/** A regex for text in a raw quoted-printable mail, tolerating soft line breaks anywhere. */
export const inMail = (text: string) =>
  new RegExp(
    text
      .split("")
      .map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("(?:=\\r?\\n)?"),
  );

/** The text of a quoted-printable UTF-8 mail. */
export const decodedMail = (raw: string) =>
  Buffer.from(raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), "latin1").toString("utf8");
