import { expect, type Page, test } from "@playwright/test";
import { type CreatedRequest, createOwnRequest, deleteOwnRequest } from "./requests-fixtures";
import { signInFor } from "./support";

test.describe.configure({ timeout: 90_000 });

let req: CreatedRequest;
test.beforeAll(async ({ baseURL }) => {
  req = await createOwnRequest(baseURL!);
});
test.afterAll(async ({ baseURL }) => {
  await deleteOwnRequest(baseURL!, req.id);
});

async function searchBoard(page: Page, text: string) {
  await page.goto(`/requests?q=${encodeURIComponent(text)}`);
  await expect(page.getByRole("searchbox", { name: "Search requests" })).toHaveValue(text);
}

test("anonymous visitors see 3 blurred teaser cards and a masked detail", async ({ page }) => {
  await page.goto("/requests");
  await expect(page.getByRole("heading", { name: "Request Board" })).toBeVisible();
  await expect(page.getByText("Discover radiology opportunities from hospitals worldwide")).toBeVisible();
  await expect(page.getByTestId("open-requests-count")).toHaveText("3");
  await expect(page.getByRole("heading", { name: "Sign up to apply" })).toHaveCount(3);
  await expect(page.getByText("Join our platform to apply to requests and access full details.")).toHaveCount(3);
  await expect(page.getByText("2,500 studies/month")).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Post Request" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await expect(page.getByText(req.facility)).toHaveCount(0);
  // The sign-up overlay fits inside its card at desktop width (nothing squashed or clipped).
  const card = page.getByRole("article").first();
  const cardBox = (await card.boundingBox())!;
  for (const part of [card.getByRole("heading", { name: "Sign up to apply" }), card.locator("svg.lucide-lock"), card.getByRole("link", { name: "Sign Up Free" })]) {
    const box = (await part.boundingBox())!;
    expect(box.height).toBeGreaterThan(0);
    expect(box.y).toBeGreaterThanOrEqual(cardBox.y);
    expect(box.y + box.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
  }
  // Choosing "Closed Requests" does not relabel the anonymous teaser counter.
  await page.getByRole("radio", { name: "Closed Requests" }).click();
  await expect(page.getByTestId("open-requests-count")).toHaveText("3");
  await expect(page.getByTestId("open-requests-count").locator("..")).toContainText("Open Requests");

  await page.goto(`/requests/${req.id}`);
  await expect(page.getByRole("heading", { level: 1, name: req.title })).toBeVisible();
  await expect(page.getByTestId("request-facility")).toHaveText("Hidden");
  await expect(page.getByRole("heading", { name: "Sign up to view full details" })).toBeVisible();
  await expect(page.getByText("2,500 studies/month")).toBeVisible();
  for (const m of ["CT", "MRI", "X-Ray", "Ultrasound"]) await expect(page.getByText(m, { exact: true })).toBeVisible();
  await expect(page.getByText(req.facility)).toHaveCount(0);
  await expect(page.getByText(req.contactEmail)).toHaveCount(0);
  await expect(page.getByText("3,200")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Contact Details" })).toHaveCount(0);
});

test("a telerad user sees the country as a flag, no facility and no contact card", async ({ page }) => {
  await signInFor(page, "telerad@demo.test");
  await searchBoard(page, req.tag);
  const card = page.getByRole("article", { name: req.title });
  await expect(card).toBeVisible();
  await expect(card.getByRole("img", { name: "United States" })).toBeVisible();
  await expect(card.getByText("United States", { exact: true })).toHaveCount(0);
  await expect(card.getByText(req.facility)).toHaveCount(0);
  await expect(card.getByText("Priority (4-12h)")).toBeVisible();
  await expect(card.getByText("+1 more")).toBeVisible();
  await expect(card.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Post Request" })).toHaveCount(0);

  await card.getByRole("link", { name: req.title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: req.title })).toBeVisible();
  await expect(page.getByTestId("request-facility")).toHaveText("Hospital name hidden");
  await expect(page.getByText("3,200 studies/month")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Contact Details" })).toHaveCount(0);
  await expect(page.getByText(req.facility)).toHaveCount(0);
  await expect(page.getByText(req.contactEmail)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Close Request" })).toHaveCount(0);
});

test("a basic user sees facility, country and the contact details, but cannot post or manage", async ({ page }) => {
  await signInFor(page, "basic@demo.test");
  await searchBoard(page, req.tag);
  const card = page.getByRole("article", { name: req.title });
  await expect(card.getByText(req.facility)).toBeVisible();
  await expect(card.getByText("United States")).toBeVisible();
  await expect(card.getByRole("link", { name: /^Edit/ })).toHaveCount(0);
  await expect(card.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Post Request" })).toHaveCount(0);

  await page.goto(`/requests/${req.id}`);
  await expect(page.getByTestId("request-facility")).toHaveText(req.facility);
  await expect(page.getByRole("heading", { name: "Contact Details" })).toBeVisible();
  await expect(page.getByRole("link", { name: req.contactEmail })).toBeVisible();
  await expect(page.getByRole("link", { name: "Visit Website" })).toHaveAttribute("href", req.websiteUrl);
  await expect(page.getByRole("button", { name: "Close Request" })).toHaveCount(0);

  // The create wizard is for admins and hospitals only.
  await page.goto("/requests/new");
  await expect(page).toHaveURL(/\/providers/);
});

test("another hospital sees the facility but cannot manage the request; its edit page refuses", async ({ page }) => {
  await signInFor(page, "hospital2@demo.test");
  await searchBoard(page, req.tag);
  const card = page.getByRole("article", { name: req.title });
  await expect(card.getByText(req.facility)).toBeVisible();
  await expect(card.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Post Request" })).toBeVisible();
  await page.goto(`/requests/${req.id}/edit`);
  await expect(page.getByText("Unauthorized: You can only edit your own tenders")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Changes" })).toHaveCount(0);
});

test("an admin manages any request", async ({ page }) => {
  await signInFor(page, "admin@demo.test");
  await searchBoard(page, req.tag);
  const card = page.getByRole("article", { name: req.title });
  await expect(card.getByRole("link", { name: `Edit ${req.title}` })).toBeVisible();
  await expect(card.getByRole("button", { name: `Delete ${req.title}` })).toBeVisible();
  await card.getByRole("link", { name: req.title, exact: true }).click();
  await expect(page.getByRole("button", { name: "Close Request" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit" })).toBeVisible();
});
