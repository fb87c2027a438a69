import { expect, type Page, test } from "@playwright/test";
import { signUpConfirmed } from "./organisations-support";

/** Issue 34 §2: a passkey registered from the profile and used to sign in, through Chromium's virtual authenticator. */

async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

async function signOut(page: Page) {
  await page.goto("/profile");
  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
}

test("a passkey added from the profile signs in instead of a password, and once removed no longer does", async ({ page, baseURL }) => {
  await virtualAuthenticator(page);
  await signUpConfirmed(page, baseURL!, "Pia Passkey");
  await page.goto("/profile");
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText(/^Passkey added: /)).toBeVisible();
  const list = page.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("not used yet");
  await signOut(page);

  await page.goto("/auth/sign-in");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("button", { name: "User menu" })).toContainText("Pia Passkey");
  await page.goto("/profile");
  await expect(list).toContainText("last used");
  await page.getByRole("button", { name: /^Remove passkey / }).click();
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
  await signOut(page);

  // The authenticator still holds the credential; the site no longer knows it.
  await page.goto("/auth/sign-in");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That passkey could not be verified" })).toBeVisible();
  await expect(page.getByRole("button", { name: "User menu" })).toHaveCount(0);
});
