import { expect, test } from "@playwright/test";
import { apiAs, createOwnRequest } from "./requests-fixtures";
import { pageAs } from "./support";

/**
 * Issue 15 "History": the hospital shortlists an application and closes its request in the browser; the
 * request's Activity shows both with actor and time (the provider sees only its application's events,
 * the hospital as "Hospital"); the admin finds them on /admin/activity filtered by entity type and actor.
 */
test.describe.configure({ timeout: 90_000 });

test("shortlisting and closing show in the request's Activity and on /admin/activity", async ({ browser, baseURL }) => {
  const req = await createOwnRequest(baseURL!);
  const nightHawk = await apiAs(baseURL!, "telerad@demo.test");
  const applied = await nightHawk.post(`/api/requests/${req.id}/applications`, { data: { pricePerCt: 21.5, currency: "EUR" } });
  expect(applied.status(), await applied.text()).toBe(201);
  await nightHawk.dispose();

  // The hospital shortlists the bid and closes the request.
  const { context: ownerContext, page: owner } = await pageAs(browser, "hospital@demo.test");
  await owner.goto(`/requests/${req.id}`);
  const row = owner.getByRole("row").filter({ hasText: "NightHawk Radiology Partners" });
  await row.getByRole("button", { name: /Actions for/ }).click();
  await owner.getByRole("menuitem", { name: "Shortlist" }).click();
  await expect(row).toContainText("SHORTLISTED");
  await owner.getByRole("button", { name: "Close Request" }).click();
  await owner.getByRole("alertdialog").getByRole("button", { name: "Close Request" }).click();
  await expect(owner.getByText("CLOSED", { exact: true }).first()).toBeVisible();

  const activity = owner.getByRole("region", { name: "Activity" });
  const items = activity.getByRole("listitem").filter({ has: owner.getByText(/^(Request|Application) /) });
  await expect(items.first()).toContainText("Request closed");
  const closed = items.filter({ hasText: "Request closed" });
  await expect(closed).toContainText("hospital@demo.test");
  await expect(closed.locator("time")).toHaveText(/just now|minute/);
  await expect(closed).toContainText("OPEN");
  await expect(closed).toContainText("CLOSED");
  const shortlisted = items.filter({ hasText: "Application status changed" });
  await expect(shortlisted).toContainText("hospital@demo.test");
  await expect(shortlisted).toContainText(/SUBMITTED\s*→\s*(to\s*)?SHORTLISTED/);
  await expect(items.filter({ hasText: "Application submitted" })).toContainText("telerad@demo.test");
  await expect(items.filter({ hasText: "Request created" })).toContainText("hospital@demo.test");
  await ownerContext.close();

  // The provider sees its own application's events, with the hospital shown by role.
  const { context: teleradContext, page: telerad } = await pageAs(browser, "telerad@demo.test");
  const received = telerad.waitForResponse((r) => r.url().includes(`/api/requests/${req.id}/activity`) && r.status() === 200);
  await telerad.goto(`/requests/${req.id}`);
  const json = await (await received).text();
  expect(json).not.toContain("hospital@demo.test");
  expect(json).not.toContain(req.facility);
  const own = telerad.getByRole("region", { name: "Activity" });
  await expect(own.getByText("Application status changed")).toBeVisible();
  await expect(own.getByText("Request closed")).toHaveCount(0);
  await expect(own.getByTestId("event-actor").first()).toHaveText("Hospital");
  await teleradContext.close();

  // The admin finds both on /admin/activity, filtered by entity type and actor.
  const { context: adminContext, page: admin } = await pageAs(browser, "admin@demo.test");
  await admin.goto("/admin");
  await admin.getByRole("link", { name: "Activity" }).click();
  await expect(admin.getByRole("heading", { name: "Activity", level: 1 })).toBeVisible();
  await admin.getByLabel("Entity type").selectOption("request");
  await admin.getByLabel("Actor e-mail").fill("HOSPITAL@demo.test");
  await admin.getByRole("button", { name: "Apply" }).click();
  await expect(admin).toHaveURL(/entityType=request/);
  await expect(admin).toHaveURL(/actor=HOSPITAL%40demo.test|actor=HOSPITAL@demo.test/);
  const table = admin.getByRole("table");
  const requestRow = table.getByRole("row").filter({ has: admin.locator(`a[href="/requests/${req.id}"]`) }).filter({ hasText: "Request closed" });
  await expect(requestRow).toContainText("hospital@demo.test");
  await expect(table.getByRole("row").filter({ hasText: "Application status changed" })).toHaveCount(0);

  await admin.getByLabel("Entity type").selectOption("application");
  await expect(admin).toHaveURL(/entityType=application/);
  const appRow = table.getByRole("row").filter({ has: admin.locator(`a[href="/requests/${req.id}"]`) }).filter({ hasText: "Application status changed" });
  await expect(appRow).toContainText("hospital@demo.test");
  await expect(appRow).toContainText("SHORTLISTED");
  await appRow.getByRole("link", { name: /View request/ }).click();
  await expect(admin).toHaveURL(new RegExp(`/requests/${req.id}$`));
  await expect(admin.getByRole("heading", { name: req.title })).toBeVisible();
  await adminContext.close();
});
