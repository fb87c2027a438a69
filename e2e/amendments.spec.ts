import { expect, test } from "@playwright/test";
import { apiAs, createOwnRequest, newTeleradUser } from "./requests-fixtures";
import { decodedMail, inMail, pageAs, signInFor, waitForMail } from "./support";

test.describe("amendments", () => {
  test("the hospital amends a request with two bids through the edit page; both providers get the mail; one confirms with a new price; the owner sees which bid was confirmed", async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const req = await createOwnRequest(baseURL!, { modalities: ["CT", "MRI"], budgetMin: 20, budgetMax: 60, budgetCurrency: "EUR" });
    const demo = await apiAs(baseURL!, "telerad@demo.test");
    const second = await newTeleradUser(baseURL!, 6);
    for (const api of [demo, second.api]) {
      const res = await api.post(`/api/requests/${req.id}/applications`, { data: { pricePerCt: 25, currency: "EUR", turnaroundCommitment: "4-12h" } });
      expect(res.status(), await res.text()).toBe(201);
    }
    await demo.dispose();
    await second.api.dispose();

    // The hospital amends the title and the budget through the edit page.
    const newTitle = `Amended ${req.tag}`;
    await signInFor(page, "hospital@demo.test");
    await page.goto(`/requests/${req.id}/edit`);
    await page.getByLabel("Request Title").fill(newTitle);
    await page.getByLabel("Maximum").fill("75");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Request updated successfully")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: newTitle })).toBeVisible();
    await expect(page.getByText(/^Amended /).first()).toBeVisible();
    const amendments = page.getByRole("region", { name: "Amendments" });
    await expect(amendments.getByText("Title", { exact: true })).toBeVisible();
    await expect(amendments.getByText(req.title)).toBeVisible();
    await expect(amendments.getByText("Maximum budget")).toBeVisible();

    // Both providers' users get the mail with the changes, never the facility.
    for (const to of ["telerad@demo.test", second.email]) {
      const mail = await waitForMail(to, inMail(`Request amended: ${newTitle}`));
      const text = decodedMail(mail.raw);
      expect(text).toContain(`Title: ${req.title} -> ${newTitle}`);
      expect(text).toContain("Maximum budget: €60.00 -> €75.00");
      expect(text).toContain(`/requests/${req.id}`);
      expect(text).not.toContain(req.facility);
      expect(text).not.toContain(req.contactEmail);
    }

    // The second provider confirms with a new price through its application card.
    const { context, page: provider } = await pageAs(browser, second.email, second.password);
    await provider.goto(`/requests/${req.id}`);
    const card = provider.getByRole("region", { name: "Application Submitted" });
    await expect(card.getByText(/^Submitted before the amendment of /)).toBeVisible();
    await card.getByRole("button", { name: "Confirm Application" }).click();
    const form = card.getByRole("form", { name: "Confirm your application" });
    await expect(form.getByLabel("Price per Study", { exact: true })).toHaveValue("25.00");
    await form.getByLabel("Price per Study", { exact: true }).fill("22.50");
    await form.getByLabel("MRI price per study", { exact: true }).fill("30");
    await form.getByRole("button", { name: "Confirm Application" }).click();
    await expect(provider.getByText("Application confirmed", { exact: true })).toBeVisible();
    await expect(card.getByText(/^Confirmed after the amendment of /)).toBeVisible();
    await expect(card.getByText("€22.50")).toBeVisible();
    await context.close();

    const notice = decodedMail((await waitForMail("hospital@demo.test", inMail(`${second.provider.name} confirmed its application`))).raw);
    expect(notice).toContain("New price: €22.50 per study (MRI €30.00) (was €25.00 per study).");

    // The owner's table and Compare show which bid was confirmed after the amendment.
    await page.reload();
    const table = page.getByRole("table");
    await expect(table.getByRole("row").filter({ hasText: second.provider.name })).toContainText("Confirmed");
    const other = table.getByRole("row").filter({ hasNot: page.getByText(second.provider.name) }).filter({ has: page.getByRole("link") });
    await expect(other).toHaveCount(1);
    await expect(other).toContainText("Not confirmed since the amendment");
    await page.getByRole("link", { name: "Compare Applications" }).click();
    await expect(page.getByText("Confirmed", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Not confirmed since the amendment").first()).toBeVisible();

    // The request's Activity shows the amendment and the confirmation with who and when.
    await page.goto(`/requests/${req.id}`);
    const activity = page.getByRole("region", { name: "Activity" });
    const amended = activity.getByRole("listitem").filter({ hasText: "Request amended" });
    await expect(amended).toContainText("hospital@demo.test");
    await expect(amended.locator("time")).toHaveText(/just now|minute/);
    const confirmed = activity.getByRole("listitem").filter({ hasText: "Application confirmed after the amendment" });
    await expect(confirmed).toContainText(second.email);
    await expect(confirmed.locator("time")).toHaveText(/just now|minute/);
  });
});
