import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, request, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { contracts } from "../src/server/db/contracts-schema";
import { providers } from "../src/server/db/schema";
import { createConfirmedAccount } from "../src/server/modules/auth/accounts";
import { formatTat } from "../src/web/features/providers/format";
import { generateStudies } from "../tests/support/studies";
import { startOwnServer } from "./own-server";
import { ledgerContract, monthsAgo, PASSWORD, pageAs as signedInPage } from "./studies-support";

/**
 * Organisation API keys (issue 31 §3) in the browser: a hospital Owner creates a key and sees its secret once, a
 * machine client (this test's own HTTP client) records studies with it on the organisation's active contract, the
 * Owner revokes it and the same call is refused; the provider's card and profile then show those studies as measured
 * figures. A Buyer has no API keys tab. The app runs in this test's process on
 * a database of its own (startOwnServer), where the contract that started six months ago is written directly.
 */
test.describe.configure({ mode: "serial" });

let own: Awaited<ReturnType<typeof startOwnServer>>;
let contract: Awaited<ReturnType<typeof ledgerContract>>;
let ownerEmail: string;
let provider: { slug: string; name: string };

test.beforeAll(async () => {
  own = await startOwnServer();
  contract = await ledgerContract(own);
  const db = own.services.database.db;
  const [row] = await db
    .select({ hospital: contracts.hospitalOrganisationId, slug: providers.slug, name: providers.name })
    .from(contracts)
    .innerJoin(providers, eq(providers.id, contracts.providerId))
    .where(eq(contracts.id, contract.id));
  provider = { slug: row!.slug, name: row!.name };
  ownerEmail = `olga-owner-${contract.id.slice(0, 8)}@example.test`;
  await createConfirmedAccount(db, { email: ownerEmail, password: PASSWORD, name: "Olga Owner", role: "hospital", organisation: { id: row!.hospital, role: "owner" } });
});
test.afterAll(async () => {
  await own?.close();
});

const pageAs = (browser: Browser, email: string, viewport?: { width: number; height: number }) => signedInPage(browser, own.base, email, viewport);

const sent = (prefix: string) => generateStudies(3, monthsAgo(1).slice(0, 7), 41, prefix);

/** A machine client's call: no cookie, no origin, only the key. */
async function sendStudies(key: string, prefix: string) {
  const client = await request.newContext();
  const res = await client.post(`${own.base}/api/contracts/${contract.id}/studies`, {
    headers: { authorization: `Bearer ${key}` },
    data: { studies: sent(prefix) },
  });
  const answer = { status: res.status(), body: await res.json() };
  await client.dispose();
  return answer;
}

test("an owner creates a key, sees it once, a system records studies with it, and once revoked it is refused", async ({ browser }) => {
  const { context, page } = await pageAs(browser, ownerEmail);
  await page.goto(`${own.base}/organisation?tab=api-keys`);
  await expect(page.getByRole("navigation", { name: "Organisation" }).getByRole("link", { name: "API keys" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("No API keys yet.")).toBeVisible();
  await expect(page.getByText(`curl -X POST ${own.base}/api/contracts/{contractId}/studies`)).toBeVisible();
  await expect(page.getByRole("link", { name: /API reference/ })).toHaveAttribute("href", "/api/docs");

  // The server's message for a missing name.
  const form = page.getByRole("form", { name: "Create an API key" });
  await form.getByRole("button", { name: "Create key" }).click();
  await expect(form.getByRole("alert")).toHaveText("Name the key (what will use it)");

  await form.getByLabel("Name").fill("RIS export");
  await form.getByRole("button", { name: "Create key" }).click();
  const dialog = page.getByRole("dialog", { name: "Your new API key" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("This key will not be shown again");
  const key = await dialog.getByLabel("API key").inputValue();
  expect(key).toMatch(/^rbk_[A-Za-z0-9_-]{40,}$/);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: own.base });
  await dialog.getByRole("button", { name: "Copy the key" }).click();
  await expect(dialog.getByRole("button", { name: "Copy the key" })).toContainText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await dialog.getByRole("button", { name: "I have stored it" }).click();
  await expect(dialog).toBeHidden();

  // Listed by name and prefix only: the secret is nowhere on the page any more.
  const list = page.getByRole("table", { name: "API keys, newest first" });
  const row = list.getByRole("row").filter({ hasText: "RIS export" });
  await expect(row).toContainText(`${key.slice(0, 12)}…`);
  await expect(row).toContainText("Never used");
  await expect(row).toContainText("Active");
  await expect(row).toContainText("by Olga Owner");
  expect(await page.content()).not.toContain(key);
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).options({ resultTypes: ["violations"] }).setLegacyMode(true).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);

  // A system records studies with the key.
  const recorded = await sendStudies(key, "KEY");
  expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
  expect(recorded.body).toMatchObject({ stored: 3, created: 3 });
  await page.reload();
  await expect(row).not.toContainText("Never used");

  // Revoked after a confirmation: the same call is refused.
  await row.getByRole("button", { name: "Revoke the key RIS export" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Revoke this API key?" });
  await expect(confirm).toContainText(`"RIS export" (${key.slice(0, 12)}…)`);
  await confirm.getByRole("button", { name: "Revoke key" }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: 'Key "RIS export" revoked' })).toBeVisible();
  await expect(row).toContainText("Revoked");
  await expect(row.getByRole("button", { name: /Revoke/ })).toHaveCount(0);
  const refused = await sendStudies(key, "LATE");
  expect(refused.status).toBe(401);
  expect(refused.body.error.message).toBe("This API key has been revoked");
  await context.close();
});

test("the studies the key recorded show as measured on the provider's card and profile", async ({ browser }) => {
  const rows = sent("KEY");
  const minutes = rows.map((r) => (Date.parse(r.finalReportAt) - Date.parse(r.imagesAvailableAt)) / 60_000).sort((a, b) => a - b);
  const median = formatTat(minutes[Math.ceil(minutes.length / 2) - 1]!);
  const { context, page } = await pageAs(browser, contract.buyer.email);
  await page.goto(`${own.base}/providers?query=${encodeURIComponent(provider.name)}`);
  const card = page.getByTestId("provider-card").filter({ has: page.getByRole("heading", { name: provider.name, exact: true }) });
  await expect(card.getByTestId("card-figures")).toContainText(`Median turnaround ${median} · measured on 3 studies`);
  await expect(card.getByTestId("card-figures")).toContainText("Within commitment");
  await page.goto(`${own.base}/providers/${provider.slug}`);
  const figures = page.getByRole("region", { name: "Key figures" });
  await expect(figures).toContainText("Median turnaround");
  await expect(figures).toContainText(median);
  await expect(figures).toContainText("Measured on 3 studies");
  await expect(figures).toContainText("Cases, last 12 months");
  await context.close();
});

test("a buyer has no API keys tab", async ({ browser }) => {
  const { context, page } = await pageAs(browser, contract.buyer.email);
  await page.goto(`${own.base}/organisation?tab=api-keys`);
  const tabs = page.getByRole("navigation", { name: "Organisation" });
  await expect(tabs.getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "API keys" })).toHaveCount(0);
  await context.close();
});

test("on a phone, the keys are a list and the secret still shows once", async ({ browser }) => {
  const { context, page } = await pageAs(browser, ownerEmail, { width: 390, height: 844 });
  await page.goto(`${own.base}/organisation?tab=api-keys`);
  const form = page.getByRole("form", { name: "Create an API key" });
  await form.getByLabel("Name").fill("PACS bridge");
  await form.getByRole("button", { name: "Create key" }).click();
  const dialog = page.getByRole("dialog", { name: "Your new API key" });
  const key = await dialog.getByLabel("API key").inputValue();
  await dialog.getByRole("button", { name: "I have stored it" }).click();
  const list = page.getByRole("list", { name: "API keys, newest first" });
  await expect(list.getByRole("listitem").first()).toContainText("PACS bridge");
  await expect(list.getByRole("listitem").first()).toContainText(`${key.slice(0, 12)}…`);
  await expect(list.getByRole("listitem").nth(1)).toContainText("Revoked");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
