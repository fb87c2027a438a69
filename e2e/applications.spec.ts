import { type APIRequestContext, expect, test } from "@playwright/test";
import { apiAs, createOwnRequest, newTeleradUser } from "./requests-fixtures";
import { inMail, pageAs, signInFor, waitForMail } from "./support";

async function applyVia(api: APIRequestContext, requestId: string, pricePerCt: number) {
  const res = await api.post(`/api/requests/${requestId}/applications`, { data: { pricePerCt, currency: "EUR" } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

test.describe("applications", () => {
  test("My Applications searches by request, keeps the search in the URL, and its box follows the URL", async ({ page }) => {
    await signInFor(page, "telerad@demo.test");
    await page.goto("/me/applications");
    const box = page.getByRole("searchbox", { name: "Search your applications by request or country" });
    const ireland = page.getByRole("link", { name: "Emergency CT cover – Ireland", exact: true });
    const sweden = page.getByRole("link", { name: "Pediatric X-ray reporting", exact: true });
    await expect(ireland).toBeVisible();
    await expect(sweden).toBeVisible();

    await box.fill("ireland");
    await expect(page).toHaveURL(/[?&]q=ireland/);
    await expect(sweden).toBeHidden();
    await expect(ireland).toBeVisible();

    await box.fill("pediatric");
    await expect(page).toHaveURL(/[?&]q=pediatric/);
    await expect(ireland).toBeHidden();
    await expect(sweden).toBeVisible();

    // Away to a request and back: the search is still there.
    await sweden.click();
    await expect(page).toHaveURL(/\/requests\/[0-9a-f-]+$/);
    await page.goBack();
    await expect(box).toHaveValue("pediatric");
    await expect(sweden).toBeVisible();
    await expect(ireland).toBeHidden();

    // The menu's link opens the list without a search, and the box follows the URL.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Applications" }).click();
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(box).toHaveValue("");
    await expect(ireland).toBeVisible();
    await expect(sweden).toBeVisible();

    await box.fill("zzyzx");
    await expect(page.getByText("No applications match your search")).toBeVisible();
  });

  test("a telerad applies (bad price first), sees the submitted card and withdraws; the hospital is told by mail", async ({ page, baseURL }) => {
    const req = await createOwnRequest(baseURL!);
    await signInFor(page, "telerad@demo.test");
    await page.goto(`/requests/${req.id}`);

    await page.getByLabel("Price per Study", { exact: true }).fill("0");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Please enter a valid price per CT")).toBeVisible();

    await page.getByLabel("Price per Study", { exact: true }).fill("24.5");
    await page.getByLabel("Currency").selectOption("USD");
    await page.getByLabel("Additional Notes").fill("  Overnight CT reads by subspecialists.  ");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Application submitted successfully!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Application Submitted" })).toBeVisible();
    await expect(page.getByText("$24.50")).toBeVisible();
    await expect(page.getByText("SUBMITTED", { exact: true })).toBeVisible();
    await expect(page.getByText("Overnight CT reads by subspecialists.", { exact: true })).toBeVisible();
    await expect(page.getByText(/Submitted just now|Submitted \d+ seconds? ago/)).toBeVisible();
    await expect(page.getByText("Responses").locator("..")).toContainText("1");

    const mail = await waitForMail("hospital@demo.test", inMail(`/requests/${req.id}`));
    expect(mail.raw).toMatch(inMail("NightHawk Radiology Partners applied to your request"));

    await page.getByRole("button", { name: "Withdraw Application" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Withdraw" }).click();
    await expect(page.getByText("Application withdrawn successfully")).toBeVisible();
    await expect(page.getByText("WITHDRAWN", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Withdraw Application" })).toHaveCount(0);

    // My Applications lists it, withdrawn, with the request's link and no withdraw button.
    await page.getByRole("link", { name: "My Applications" }).first().click();
    await expect(page.getByRole("heading", { name: "My Applications" })).toBeVisible();
    await expect(page).toHaveTitle("My Applications · RadBridge");
    const item = page.getByRole("listitem").filter({ hasText: req.title });
    await expect(item).toContainText("WITHDRAWN");
    await expect(item).toContainText("$24.50");
    await expect(item).not.toContainText(req.facility);
    await expect(item.getByRole("button", { name: /Withdraw/ })).toHaveCount(0);
    await item.getByRole("link", { name: req.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/requests/${req.id}$`));
  });

  test("a telerad withdraws from My Applications", async ({ page, baseURL }) => {
    const req = await createOwnRequest(baseURL!);
    const telerad = await apiAs(baseURL!, "telerad@demo.test");
    await applyVia(telerad, req.id, 31);
    await telerad.dispose();
    await signInFor(page, "telerad@demo.test");
    await page.goto("/me/applications");
    const item = page.getByRole("listitem").filter({ hasText: req.title });
    await expect(item).toContainText("SUBMITTED");
    await item.getByRole("button", { name: `Withdraw application to ${req.title}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Withdraw" }).click();
    await expect(page.getByText("Application withdrawn successfully")).toBeVisible();
    await expect(item).toContainText("WITHDRAWN");
  });

  test("the owning hospital shortlists, awards and closes, which declines the other bid; another hospital sees no table", async ({ page, browser, baseURL }) => {
    const req = await createOwnRequest(baseURL!);
    const nightHawk = await apiAs(baseURL!, "telerad@demo.test");
    await applyVia(nightHawk, req.id, 19.99);
    await nightHawk.dispose();
    const other = await newTeleradUser(baseURL!, 2);
    await applyVia(other.api, req.id, 25);
    await other.api.dispose();

    await signInFor(page, "hospital@demo.test");
    await page.goto(`/requests/${req.id}`);
    await expect(page.getByRole("heading", { name: "Applications (2)" })).toBeVisible();
    const nightRow = page.getByRole("row").filter({ hasText: "NightHawk Radiology Partners" });
    const otherRow = page.getByRole("row").filter({ hasText: other.provider.name });
    await expect(nightRow.getByRole("link", { name: "NightHawk Radiology Partners", exact: true })).toHaveAttribute("href", /\/providers\/nighthawk-radiology-partners$/);
    await expect(nightRow).toContainText("€19.99");

    await nightRow.getByRole("button", { name: /Actions for/ }).click();
    await expect(page.getByRole("menuitem")).toHaveText(["Shortlist", "Decline"]);
    await page.getByRole("menuitem", { name: "Shortlist" }).click();
    await expect(page.getByText("Application status updated successfully").first()).toBeVisible();
    await expect(nightRow).toContainText("SHORTLISTED");

    await nightRow.getByRole("button", { name: /Actions for/ }).click();
    await expect(page.getByRole("menuitem")).toHaveText(["Award", "Award and close request", "Decline"]);
    await page.getByRole("menuitem", { name: "Award and close request" }).click();
    await expect(nightRow).toContainText("AWARDED");
    await expect(nightRow).toContainText("No actions");
    await expect(page.getByText("CLOSED", { exact: true }).first()).toBeVisible();

    // "Award and close" declined the other live bid in the same step (PRODUCT.md #25).
    await expect(otherRow).toContainText("DECLINED");
    await expect(otherRow).toContainText("No actions");

    // A filter narrows the rows; the heading keeps the request's total.
    await page.getByRole("button", { name: "Awarded", exact: true }).click();
    await expect(page.getByRole("button", { name: "Awarded", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("row").filter({ hasText: other.provider.name })).toHaveCount(0);
    await expect(nightRow).toBeVisible();
    await expect(page.getByRole("heading", { name: "Applications (2)" })).toBeVisible();
    await page.getByRole("button", { name: "Submitted", exact: true }).click();
    await expect(page.getByText("No submitted applications")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Applications (2)" })).toBeVisible();

    const awardMail = await waitForMail("telerad@demo.test", inMail(`"${req.title}" was awarded. The request is now closed.`));
    expect(awardMail.raw).toMatch(inMail(`/requests/${req.id}`));

    // The awarded provider still sees its application on the closed request, with no form and no withdraw.
    const winner = await pageAs(browser, "telerad@demo.test");
    await winner.page.goto(`/requests/${req.id}`);
    await expect(winner.page.getByRole("heading", { name: "Application Submitted" })).toBeVisible();
    await expect(winner.page).toHaveTitle(`${req.title} · RadBridge`);
    await expect(winner.page.getByText("AWARDED", { exact: true })).toBeVisible();
    await expect(winner.page.getByRole("button", { name: "Withdraw Application" })).toHaveCount(0);
    await expect(winner.page.getByRole("button", { name: "Submit Application" })).toHaveCount(0);
    await winner.context.close();

    const second = await pageAs(browser, "hospital2@demo.test");
    await second.page.goto(`/requests/${req.id}`);
    await expect(second.page.getByRole("heading", { name: req.title })).toBeVisible();
    await expect(second.page.getByRole("heading", { name: /^Applications \(/ })).toHaveCount(0);
    await expect(second.page.getByText("NightHawk Radiology Partners")).toHaveCount(0);
    await second.context.close();
  });

  test("on a phone the hospital declines from the card list", async ({ page, baseURL }) => {
    const req = await createOwnRequest(baseURL!);
    const telerad = await apiAs(baseURL!, "telerad@demo.test");
    await applyVia(telerad, req.id, 12);
    await telerad.dispose();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInFor(page, "hospital@demo.test");
    await page.goto(`/requests/${req.id}`);
    const card = page.getByRole("list", { name: "Applications" }).getByRole("listitem").filter({ hasText: "NightHawk Radiology Partners" });
    await expect(card).toContainText("€12.00");
    await expect(page.getByRole("table")).toBeHidden();
    await card.getByRole("button", { name: /Actions for/ }).click();
    await page.getByRole("menuitem", { name: "Decline" }).click();
    await expect(page.getByText("Application status updated successfully").first()).toBeVisible();
    await expect(card).toContainText("DECLINED");
    await expect(card).toContainText("No actions");
  });

  test("/provider/me shows the field's message beside it and saves a valid profile", async ({ page, baseURL }) => {
    const user = await newTeleradUser(baseURL!, 3);
    const original = (await (await user.api.get("/api/provider/me")).json()) as { websiteUrl: string | null; modalities: string[] };
    await signInFor(page, user.email, user.password);
    await page.goto("/");
    await page.getByRole("link", { name: "My Provider" }).first().click();
    await expect(page.getByLabel("Provider Name")).toHaveValue(user.provider.name);

    await page.getByLabel("Website URL").fill("not a url");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Website URL must be a valid URL starting with http:// or https://" }).first()).toBeVisible();
    await expect(page.getByLabel("Website URL")).toHaveAttribute("aria-invalid", "true");

    const site = `https://e2e-${Date.now()}.example`;
    await page.getByLabel("Website URL").fill(site);
    // A modality the provider does not list yet, from the grouped checkbox list.
    const added = ["SPECT", "PET", "Mammography", "CT"].find((m) => !original.modalities.includes(m))!;
    const modality = page.getByRole("group", { name: /^Modalities/ }).getByRole("checkbox", { name: added, exact: true });
    await modality.click();
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Provider profile updated successfully")).toBeVisible();
    const saved = (await (await user.api.get("/api/provider/me")).json()) as { modalities: string[] };
    expect(saved.modalities.sort()).toEqual([...original.modalities, added].sort());
    await page.reload();
    await expect(page.getByLabel("Website URL")).toHaveValue(site);
    await expect(page.getByRole("group", { name: /^Modalities/ }).getByRole("checkbox", { name: added, exact: true })).toBeChecked();

    // Put the demo provider back as it was.
    expect((await user.api.patch("/api/provider/me", { data: { websiteUrl: original.websiteUrl, modalities: original.modalities } })).ok()).toBeTruthy();
    await user.api.dispose();
  });
});
