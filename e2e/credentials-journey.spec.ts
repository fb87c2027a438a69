import { expect, test } from "@playwright/test";
import { newTeleradUser } from "./requests-fixtures";
import { pageAs } from "./support";

/**
 * Issue 16, the whole way: a telerad uploads a licence on /provider/me, the admin verifies it on
 * /admin/credentials, and it appears on the public profile and behind the directory's "Licensed in"
 * filter, without its number.
 */
test.describe.configure({ timeout: 90_000 });

const PDF = Buffer.from("%PDF-1.4\n% RadBridge e2e licence for Peru\n%%EOF\n");

test("a licence uploaded by a telerad and verified by the admin appears on the public profile", async ({ browser, baseURL }) => {
  const user = await newTeleradUser(baseURL!, 13);
  await user.api.dispose();
  const number = `CMP-${Date.now().toString(36).toUpperCase()}`;

  // Before: the public profile does not say the provider is licensed in Peru.
  const visitor = await browser.newContext();
  const profile = await visitor.newPage();
  await profile.goto(`/providers/${user.provider.slug}`);
  const facts = profile.getByRole("region", { name: "Credentials" });
  await expect(facts).toBeVisible();
  await expect(facts).not.toContainText("Peru");

  // The telerad adds the licence with its document.
  const telerad = await pageAs(browser, user.email, user.password);
  await telerad.page.goto("/provider/me");
  const section = telerad.page.getByRole("region", { name: "Credentials" });
  await section.getByRole("button", { name: "Add credential" }).click();
  const form = section.getByRole("form", { name: "Add credential" });
  await form.getByLabel("Type").selectOption({ label: "Medical licence" });
  await form.getByLabel("Country").selectOption({ label: "Peru" });
  await form.getByLabel("Number").fill(number);
  await form.getByLabel("Issuing body").fill("Colegio Médico del Perú");
  await form.getByLabel("Valid from").fill("2025-01-01");
  await form.getByLabel("Expires on").fill("2032-12-31");
  await form.getByLabel("Document").setInputFiles({ name: "licencia.pdf", mimeType: "application/pdf", buffer: PDF });
  await form.getByRole("button", { name: "Add credential" }).click();
  const item = section.getByRole("listitem", { name: "Medical licence, Peru" });
  await expect(item).toContainText("Pending review");

  // Pending is not a fact: the profile still does not show it.
  await profile.reload();
  await expect(facts).toBeVisible();
  await expect(facts).not.toContainText("Peru");

  // The admin verifies it from the queue.
  const admin = await pageAs(browser, "admin@demo.test");
  await admin.page.goto("/admin/credentials");
  const row = admin.page.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText(user.provider.name);
  await row.getByRole("button", { name: /^Verify/ }).click();
  await expect(admin.page.locator("[data-sonner-toast]", { hasText: `Verified: Medical licence of ${user.provider.name}` })).toBeVisible();
  await admin.context.close();

  // The telerad sees it verified; the public profile states it as a fact, never with its number.
  await telerad.page.reload();
  await expect(section.getByRole("listitem", { name: "Medical licence, Peru" })).toContainText("Verified");
  await telerad.context.close();
  await profile.reload();
  await expect(facts).toContainText(/Licensed in .*Peru/);
  await expect(profile.getByText(number)).toHaveCount(0);

  // And the directory's "Licensed in" filter finds the provider, its card naming the country.
  await profile.goto(`/providers?licensed=PE&query=${encodeURIComponent(user.provider.name)}`);
  const card = profile.getByRole("article").filter({ has: profile.locator(`a[href="/provider/${user.provider.slug}"]`) });
  await expect(card).toContainText(/Licensed in .*Peru/);
  await visitor.close();
});
