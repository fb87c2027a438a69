import { expect, test } from "@playwright/test";
import { apiAs, newHospitalUser, newTeleradUser } from "./requests-fixtures";
import { inMail, signInFor, waitForMail } from "./support";

/** Issue 17 §3 and §4 in the browser: the bell, mail preferences, and an unsubscribe link used signed out. */

async function postRequest(api: import("@playwright/test").APIRequestContext, title: string) {
  const res = await api.post("/api/requests", {
    data: { title, facility: "Bell Clinic", country: "DE", description: "Night CT reads", modalities: ["CT"], volumesPerMonth: 200, tatRequirement: "4-12h" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

test("the hospital's bell shows a new application, opens the request, and is read; its mail's Unsubscribe works signed out", async ({ page, browser, baseURL }) => {
  const hospital = await newHospitalUser(baseURL!);
  const title = `Bell check ${Date.now().toString(36)}`;
  const request = await postRequest(hospital.api, title);
  await signInFor(page, hospital.email, hospital.password);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();

  const telerad = await apiAs(baseURL!, "telerad@demo.test");
  expect((await telerad.post(`/api/requests/${request.id}/applications`, { data: { pricePerCt: 21, currency: "EUR" } })).status()).toBe(201);
  await telerad.dispose();

  // The bell looks again when the window regains focus; a reload is the same for the test.
  await page.reload();
  const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await panel.getByRole("link", { name: new RegExp(`New application for "${title}"`) }).click();
  await expect(page).toHaveURL(new RegExp(`/requests/${request.id}$`));
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();

  // The same event came by mail, with an Unsubscribe link that works in a browser that is not signed in.
  const mail = await waitForMail(hospital.email, inMail(`/requests/${request.id}`));
  // The page's link (the List-Unsubscribe header holds the one-click POST address, /api/unsubscribe).
  const link = mail.links.find((l) => l.includes("/unsubscribe?token=") && !l.includes("/api/"))!;
  expect(link).toBeTruthy();
  const stranger = await browser.newContext();
  const signedOut = await stranger.newPage();
  await signedOut.goto(link);
  await expect(signedOut.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
  await expect(signedOut.getByText(`Stop e-mails about new applications to my requests to ${hospital.email}?`)).toBeVisible();
  await signedOut.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(signedOut.getByText("You will no longer receive e-mails about new applications to my requests")).toBeVisible();
  await stranger.close();

  // Only that kind is off, as the profile shows; the user switches it back on.
  await page.goto("/profile#notifications");
  const applications = page.getByRole("checkbox", { name: "New applications to my requests" });
  await expect(applications).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Questions and answers" })).toBeChecked();
  // The box follows the click a moment later (the change goes through the query cache), as a person sees it.
  await applications.click();
  await expect(applications).toBeChecked();
  await expect(page.getByText("Notification settings saved")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "New applications to my requests" })).toBeChecked();
  await hospital.api.dispose();
});

test("a bad unsubscribe link says so", async ({ page }) => {
  await page.goto("/unsubscribe?token=not-a-token");
  await expect(page.getByRole("alert")).toHaveText("This unsubscribe link is invalid or has expired. Sign in to change your notification settings.");
});

test.describe("in Toronto", () => {
test.use({ timezoneId: "America/Toronto" });

test("saved searches are managed under Notifications: re-timed, renamed, opened, deleted; the time zone is the browser's", async ({ page, baseURL }) => {
  const telerad = await newTeleradUser(baseURL!, 5);
  await telerad.api.dispose();
  await signInFor(page, telerad.email, telerad.password);
  await page.goto("/providers?mod=MRI");
  await page.getByRole("button", { name: "Save this search" }).click();
  await page.getByRole("dialog", { name: "Save this search" }).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Search saved")).toBeVisible();
  await page.goto("/requests");
  await page.getByLabel("Modality", { exact: true }).selectOption("CT");
  await expect(page).toHaveURL(/mod=CT/);
  await page.getByRole("button", { name: "Save this search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await expect(dialog.getByLabel("Name")).toHaveValue("CT");
  await dialog.getByLabel("Name").fill("");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Please enter a name for this search")).toBeVisible();
  await dialog.getByLabel("Name").fill("Night CT");
  await dialog.getByRole("radio", { name: /Off/ }).check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Search saved")).toBeVisible();

  await page.goto("/profile#notifications");
  const searches = page.getByRole("list", { name: "Saved searches" });
  await expect(searches.getByRole("listitem")).toHaveCount(2);
  await expect(searches.getByRole("listitem").first()).toContainText("Provider directory");
  await expect(page.getByLabel("Time zone for daily digests")).toHaveValue("America/Toronto");
  await page.getByLabel("Alerts for Night CT").selectOption("daily");
  await expect(page.getByText("Alerts updated")).toBeVisible();
  await page.getByRole("button", { name: "Rename Night CT" }).click();
  await searches.getByLabel("Name", { exact: true }).fill("Overnight CT");
  await searches.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Search renamed")).toBeVisible();
  await expect(page.getByLabel("Alerts for Overnight CT")).toHaveValue("daily");

  await searches.getByRole("link", { name: "Overnight CT" }).click();
  await expect(page).toHaveURL(/\/requests\?mod=CT/);
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText("Modality: CT");

  await page.goto("/profile#notifications");
  await page.getByRole("button", { name: "Delete Overnight CT" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Saved search deleted")).toBeVisible();
  await expect(page.getByRole("list", { name: "Saved searches" }).getByRole("listitem")).toHaveCount(1);
});
});
