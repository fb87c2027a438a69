import { expect, test } from "@playwright/test";
import { createOwnRequest, newTeleradUser } from "./requests-fixtures";
import { pageAs, signInFor } from "./support";

/**
 * Issue 16 §2 and §1: a licence-required request admits an eligible provider and shows an ineligible one the
 * reason instead of the form; the directory's "Licensed in" filter and card line; the profile's credential facts.
 */
test.describe.configure({ timeout: 90_000 });

const GERMANY = "A verified licence for Germany is required to apply";

test("an eligible provider applies to a licence-required request; an ineligible one sees why instead of the form", async ({ browser, baseURL, request }) => {
  const req = await createOwnRequest(baseURL!, { country: "DE", licenceRequired: true });

  // telerad@demo.test's provider (NightHawk) holds a verified German licence.
  const { context: eligibleContext, page: eligible } = await pageAs(browser, "telerad@demo.test");
  await eligible.goto(`/requests/${req.id}`);
  await expect(eligible.getByText("Licence required", { exact: true })).toBeVisible();
  await eligible.getByLabel("Price per Study", { exact: true }).fill("31");
  await eligible.getByRole("button", { name: "Submit Application" }).click();
  await expect(eligible.getByText("Application submitted successfully!")).toBeVisible();
  await expect(eligible.getByRole("heading", { name: "Application Submitted" })).toBeVisible();
  await eligibleContext.close();

  // A telerad of a provider without a German licence.
  const directory = (await (await request.get("/api/providers?sort=name&pageSize=100")).json()) as { data: { name: string; licensedIn: string[] }[] };
  const index = directory.data.findIndex((p) => !p.licensedIn.includes("DE"));
  expect(index).toBeGreaterThanOrEqual(0);
  const other = await newTeleradUser(baseURL!, index + 1);
  expect(other.provider.name).toBe(directory.data[index]!.name);
  const { context: ineligibleContext, page: ineligible } = await pageAs(browser, other.email, other.password);
  await ineligible.goto(`/requests/${req.id}`);
  const card = ineligible.getByRole("region", { name: "Apply to this Request" });
  await expect(card).toContainText(GERMANY);
  await expect(ineligible.getByLabel("Price per Study", { exact: true })).toHaveCount(0);
  await expect(ineligible.getByRole("button", { name: "Submit Application" })).toHaveCount(0);
  await card.getByRole("link", { name: "Add your licence" }).click();
  await expect(ineligible).toHaveURL(/\/provider\/me$/);
  // The server refuses it too, whatever the page shows.
  const res = await other.api.post(`/api/requests/${req.id}/applications`, { data: { pricePerCt: 20 } });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { error: { message: string } }).error.message).toBe(GERMANY);
  await ineligibleContext.close();
  await other.api.dispose();
});

test("the directory filters by licence country, cards say where a provider is licensed, the profile lists its verified credentials", async ({ page }) => {
  await page.goto("/providers");
  await page.getByLabel("Licensed in").selectOption({ label: "Germany" });
  await expect(page).toHaveURL(/licensed=DE/);
  await expect(page.getByRole("button", { name: "Remove filter Licensed in Germany" })).toBeVisible();
  const cards = page.getByTestId("provider-card");
  await expect(cards.first()).toBeVisible();
  const lines = page.getByTestId("licensed-in");
  await expect(lines).toHaveCount(await cards.count());
  for (const line of await lines.allTextContents()) expect(line).toMatch(/^Licensed in .*Germany/);

  const nighthawk = cards.filter({ hasText: "NightHawk Radiology Partners" });
  await expect(nighthawk.getByTestId("licensed-in")).toHaveText("Licensed in Germany, Ireland, United Kingdom, United States");
  await nighthawk.getByRole("link", { name: "View Profile: NightHawk Radiology Partners" }).click();

  const credentials = page.getByRole("region", { name: "Credentials" });
  await expect(credentials).toContainText("Licensed in Germany, Ireland, United Kingdom, United States (California, New York)");
  await expect(credentials).toContainText(/Malpractice insurance verified until \d{4}-\d{2}-\d{2}/);
  await expect(credentials).toContainText(/Accreditation \(Joint Commission\) verified until \d{4}-\d{2}-\d{2}/);
  // The pending French licence is no fact, and no number or document is ever shown.
  await expect(credentials).not.toContainText("France");
  await expect(page.getByText(/-LIC-/)).toHaveCount(0);
  await expect(page.getByText(/\.pdf/)).toHaveCount(0);
});

test("a hospital requires a verified licence in the wizard's step 3; the request says so and can be switched off in the edit form", async ({ page }) => {
  const title = `Licensed stroke reads ${Date.now().toString(36)}`;
  await signInFor(page, "hospital@demo.test");
  await page.goto("/requests/new");
  await page.getByLabel("Request Title").fill(title);
  await page.getByLabel("Hospital/Facility Name").fill("Klinikum Licence Test");
  await page.getByLabel("Country").selectOption({ label: "Germany" });
  await page.getByLabel("Project Description").fill("Stroke CT reads by radiologists licensed in Germany.");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("CT", { exact: true }).check();
  await page.getByLabel("Expected Volume per Month").fill("300");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: /Urgent/ }).check();
  const licence = page.getByRole("checkbox", { name: "Require a verified licence in Germany" });
  await expect(licence).not.toBeChecked();
  await licence.check();
  await expect(page.getByRole("region", { name: "Request Preview" }).getByText("Licence required")).toBeVisible();
  await page.getByRole("button", { name: "Publish Request" }).click();
  await expect(page.getByText("Request created successfully")).toBeVisible();

  // The board card carries the badge.
  await page.getByRole("searchbox", { name: "Search requests" }).fill(title);
  const card = page.getByRole("article", { name: title });
  await expect(card.getByText("Licence required", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/q=Licensed/);
  await card.getByRole("link", { name: `View details: ${title}` }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText("Licence required", { exact: true })).toBeVisible();
  await expect(page.getByText("A verified licence for Germany, valid until the response deadline, is required to apply")).toBeVisible();
  await page.getByRole("link", { name: "Edit" }).click();
  const edit = page.getByRole("checkbox", { name: "Require a verified licence in Germany" });
  await expect(edit).toBeChecked();
  await edit.uncheck();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Request updated successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText("Licence required", { exact: true })).toHaveCount(0);
});
