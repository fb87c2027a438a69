import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support";

/**
 * LinkedIn is played by a real local OpenID Connect provider started in e2e/serve.ts.
 * Its authorize endpoint consents at once; a test chooses the member by adding
 * `login_hint=<e-mail>` to the authorization request on its way out of the browser.
 */
async function asMember(page: Page, email: string) {
  await page.route("**/authorize?**", (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set("login_hint", email);
    return route.continue({ url: url.toString() });
  });
}

async function expectSignedInAs(page: Page, email: string) {
  await page.getByRole("button", { name: "User menu" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByText(email)).toBeVisible();
  await expect(menu.getByText("basic")).toBeVisible();
  await page.keyboard.press("Escape");
}

test.describe("LinkedIn sign-in", () => {
  test("a new member continues with LinkedIn, lands on /providers signed in, and comes back later", async ({ page }) => {
    const email = uniqueEmail("linkedin");
    await asMember(page, email);

    await page.goto("/auth/sign-up");
    await page.getByRole("button", { name: "Continue with LinkedIn" }).click();
    await expect(page).toHaveURL(/\/providers$/);
    await expectSignedInAs(page, email);

    // Sign out, then sign in again with LinkedIn from the sign-in page: the same account.
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page.getByRole("button", { name: "User menu" })).toHaveCount(0);
    // Signing out ends on the home page once the server has answered; a click before that would be overridden.
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await page.getByRole("button", { name: "Sign in with LinkedIn" }).click();
    await expect(page).toHaveURL(/\/providers$/);
    await expectSignedInAs(page, email);
  });

  test("refusing consent on LinkedIn lands back on sign-in with a clear message, signed out", async ({ page }) => {
    await page.route("**/authorize?**", (route) => {
      const asked = new URL(route.request().url());
      const back = new URL(asked.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("error", "user_cancelled_authorize");
      back.searchParams.set("error_description", "The user cancelled the authorization");
      back.searchParams.set("state", asked.searchParams.get("state") ?? "");
      return route.fulfill({ status: 302, headers: { location: back.toString() } });
    });

    await page.goto("/auth/sign-in");
    await page.getByRole("button", { name: "Sign in with LinkedIn" }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in\?error=user_cancelled_authorize/);
    await expect(page.getByRole("alert")).toHaveText("LinkedIn sign-in was cancelled: consent was not given. Nothing was changed.");
    await expect(page.getByRole("button", { name: "User menu" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  });

  test("a forged callback lands on sign-in with a clear message", async ({ page }) => {
    await page.goto("/api/auth/callback/linkedin?code=forged&state=forged");
    await expect(page).toHaveURL(/\/auth\/sign-in\?error=state_mismatch/);
    await expect(page.getByRole("alert")).toHaveText("LinkedIn sign-in failed: the request expired or could not be verified. Please try again.");
    await expect(page.getByRole("button", { name: "User menu" })).toHaveCount(0);
  });
});
