import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn, signInFor, uniqueEmail, waitForMail } from "./support";

test.describe("accounts", () => {
  test("sign-up shows each validation message on the page", async ({ page }) => {
    await page.goto("/auth/sign-up");
    await expect(page.getByRole("button", { name: "Continue with LinkedIn" })).toBeVisible();
    await expect(page.getByText("Min. 8 characters").first()).toBeVisible();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();

    await page.getByLabel("Full Name").fill("Pat Patel");
    await page.getByLabel("Email Address").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm Password").fill("different");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Email is invalid")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(page.getByText("Name is required")).toHaveCount(0);
  });

  test("sign-up refuses a common password under the password field, and creates nothing", async ({ page }) => {
    await page.goto("/auth/sign-up");
    await page.getByLabel("Full Name").fill("Pat Common");
    await page.getByLabel("Email Address").fill(uniqueEmail("common"));
    await page.getByLabel("Password", { exact: true }).fill("password");
    await page.getByLabel("Confirm Password").fill("password");
    await page.getByRole("button", { name: "Create Account" }).click();
    const field = page.getByLabel("Password", { exact: true });
    await expect(field).toHaveAccessibleDescription(/This password is too common/);
    await expect(field).toBeFocused();
    await expect(page.getByRole("heading", { name: "Check your email" })).toHaveCount(0);
  });

  test("sign up, confirm by e-mail, land signed in, sign out", async ({ page }) => {
    const email = uniqueEmail("signup");
    await page.goto("/auth/sign-up");
    await page.getByLabel("Full Name").fill("Robin Radiology");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a-strong-password");
    await page.getByLabel("Confirm Password").fill("a-strong-password");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Check your email to confirm your account").first()).toBeVisible();
    // The form (and its focused button) is gone: focus lands on the new heading.
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeFocused();

    // Signing in before confirming says so.
    await page.goto("/auth/sign-in");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a-strong-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "confirm your email address" })).toBeVisible();

    const mail = await waitForMail(email, /Confirm your RadBridge account/);
    const link = mail.links.find((l) => l.includes("/api/auth/verify-email"));
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page).toHaveURL(/\/$/);
    const menu = page.getByRole("button", { name: "User menu" });
    await expect(menu).toContainText("Robin Radiology");
    await expect(menu).toContainText("basic");

    await menu.click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page.getByText("Signed out successfully")).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
  });

  test("forgot password: reset link, new password, sign in with it", async ({ page, baseURL }) => {
    const email = uniqueEmail("reset");
    const res = await page.request.post("/api/auth/sign-up/email", { headers: { origin: baseURL! }, data: { name: "Reset Me", email, password: "first-password", callbackURL: "/" } });
    expect(res.ok()).toBeTruthy();
    const confirm = await waitForMail(email, /Confirm/);
    await page.goto(confirm.links.find((l) => l.includes("verify-email"))!);
    await page.context().clearCookies();

    await page.goto("/auth/sign-in");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByLabel("Email Address").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "If an account exists" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeFocused();

    const mail = await waitForMail(email, /Reset your RadBridge password/);
    await page.goto(mail.links.find((l) => l.includes("reset-password"))!);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await page.getByLabel("New Password").fill("second-password");
    await page.getByLabel("Confirm Password").fill("second-password");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in/);
    await signIn(page, email, "second-password");
  });

  test("sign-in toast, and signed-in users are sent from the auth screens to /providers", async ({ page }) => {
    await page.goto("/auth/sign-in");
    await expect(page).toHaveTitle("Sign In · RadBridge");
    await page.getByLabel("Email").fill("basic@demo.test");
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
    await signIn(page, "basic@demo.test");
    await expect(page.getByText("Welcome back!")).toBeVisible();
    // The success replaces the failure's toast.
    await expect(page.getByText("Invalid email or password")).toHaveCount(0);
    await page.goto("/auth/sign-in");
    await expect(page).toHaveURL(/\/providers$/);
    await page.goto("/auth/sign-up");
    await expect(page).toHaveURL(/\/providers$/);
  });
});

test.describe("menu by role", () => {
  // Each role's links are proved in src/shared/policy/roles.test.ts; the page shows them for a hospital (whose Create
  // Request also depends on its organisation) and a provider's user, with the role's badge.
  const cases: { email: string; role: string; visible: string[]; hidden: string[] }[] = [
    { email: "hospital@demo.test", role: "hospital", visible: ["Requests", "Create Request"], hidden: ["Admin Panel", "My Provider"] },
    { email: "telerad@demo.test", role: "telerad", visible: ["Requests", "My Provider", "My Applications"], hidden: ["Admin Panel", "Create Request"] },
  ];
  for (const c of cases) {
    test(`${c.role} sees the links of the role and the role badge`, async ({ page }) => {
      await signInFor(page, c.email);
      await page.goto("/providers");
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "Providers" })).toBeVisible();
      for (const label of c.visible) await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
      for (const label of c.hidden) await expect(nav.getByRole("link", { name: label, exact: true })).toHaveCount(0);
      const menu = page.getByRole("button", { name: "User menu" });
      await expect(menu).toContainText(c.role);
      await menu.click();
      await expect(page.getByRole("menuitem", { name: "Profile Settings" })).toBeVisible();
      await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeVisible();
    });
  }

  test("signed-out visitors see Sign In and Get Started, and the mobile menu opens", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/providers");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Providers" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Get Started" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Providers" })).toHaveAttribute("aria-current", "page");
    await menu.getByRole("link", { name: "Sign In" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeFocused();
  });

  test("keyboard: focus stays on the user menu's button when the menu's code arrives after it was focused", async ({ page }) => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/user-menu-(?!button-)[\w-]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await signIn(page, "admin@demo.test");
    await page.waitForFunction(() => document.activeElement?.closest("#main") != null);
    const trigger = page.getByRole("button", { name: "Alex Admin, admin, user menu" });
    await trigger.focus();
    await expect(trigger).not.toHaveAttribute("aria-haspopup", "menu");
    release();
    await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Dashboard" })).toBeFocused();
  });

  test("keyboard: the user menu names the user and role, Escape returns to it, and a followed link focuses the new page's heading", async ({ page }) => {
    await signIn(page, "admin@demo.test");
    // Signing in navigates to /providers, which takes focus for its heading: let that happen first.
    await page.waitForFunction(() => document.activeElement?.closest("#main") != null);
    const trigger = page.getByRole("button", { name: "Alex Admin, admin, user menu" });
    // The menu's code has arrived (a press before that opens it too, but with focus on the menu, not its first item).
    await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    await trigger.focus();
    // The first item has focus (an admin acts for no organisation: Dashboard, then Profile Settings).
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Dashboard" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Dashboard" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Profile Settings" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { name: "Profile Settings" })).toBeFocused();
    await expect(page).toHaveTitle("Profile Settings · RadBridge");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin Panel" }).press("Enter");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeFocused();
    await expect(page).toHaveTitle("Admin Dashboard · RadBridge");
  });
});

test.describe("route guard and 404", () => {
  test("a signed-out visitor is sent to sign-in and comes back after signing in", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=/);
    expect(decodeURIComponent(page.url())).toContain("/dashboard");
    await page.getByLabel("Email").fill("hospital@demo.test");
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The real dashboard (issue 32): the hospital's own counters, no sample numbers, no "coming soon".
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByText("Klinikum Nordstadt: you act as Owner.")).toBeVisible();
    for (const label of ["Active tenders", "Provider partnerships", "Case volume", "Average turnaround"]) await expect(page.getByTestId(/^counter-/).filter({ hasText: label })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "What is waiting for you" })).toBeVisible();
    await expect(page.getByText("What's coming next")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open hospital dashboard" })).toHaveCount(0);
  });

  test("a role that is not allowed is sent to /providers", async ({ page }) => {
    await signInFor(page, "basic@demo.test");
    await page.goto("/requests/new");
    await expect(page).toHaveURL(/\/providers$/);
    await page.goto("/me/applications");
    await expect(page).toHaveURL(/\/providers$/);
  });

  test("an unknown path shows the 404 page with a link home", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("profile settings show the account and change the name", async ({ page, baseURL }) => {
    const email = uniqueEmail("profile");
    await page.request.post("/api/auth/sign-up/email", { headers: { origin: baseURL! }, data: { name: "Old Name", email, password: "profile-password", callbackURL: "/" } });
    const mail = await waitForMail(email, /Confirm/);
    await page.goto(mail.links.find((l) => l.includes("verify-email"))!);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Profile Settings" })).toBeVisible();
    await expect(page.getByLabel("Email Address")).toHaveValue(email);
    await page.getByLabel("Full Name").fill("New Name");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("button", { name: "User menu" })).toContainText("New Name");
  });
});
