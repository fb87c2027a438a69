import { expect, type Page, test } from "@playwright/test";
import { signInFor } from "./support";

/** The home page (`/` and `/home`, PRODUCT.md #1 and #5; spec §1 claims, route table). */

async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.ok(), `${path} -> ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}

async function expectHomeSections(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Find Trusted Teleradiology Providers" })).toBeVisible();
  await expect(page.getByText("global teleradiology marketplace and network connecting hospitals with certified providers")).toBeVisible();
  await expect(page.getByRole("search").getByRole("searchbox", { name: "Search providers" })).toBeVisible();
  for (const [value, label] of [
    ["500+", "Certified Providers"],
    ["50+", "Countries"],
    ["1M+", "Cases"],
    ["24/7", "Coverage"],
  ]) {
    await expect(page.getByRole("definition").filter({ hasText: value }).first()).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: label })).toBeVisible();
  }
  await expect(page.getByText("≤30 min Emergency").first()).toBeVisible();
  for (const title of ["Verified Quality", "Fast Turnaround", "Global Coverage"]) await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Top Rated Providers" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Latest Requests" })).toBeVisible();
  for (const badge of ["ISO 27001", "HIPAA", "GDPR"]) await expect(page.getByRole("list", { name: "Compliance" }).getByText(badge, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Guaranteed SLAs" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Verified quality", exact: true })).toBeVisible();
  await expect(page.getByText("access to 100+ providers worldwide")).toBeVisible();
  await expect(page.getByRole("link", { name: /For Hospitals/ })).toHaveAttribute("href", "/auth/sign-up");
  await expect(page.getByRole("link", { name: /For Providers/ })).toHaveAttribute("href", "/auth/sign-up");
}

test("the home page shows every section, at / and at /home", async ({ page }) => {
  await page.goto("/");
  await expectHomeSections(page);
  await page.goto("/home");
  await expectHomeSections(page);
});

test("Top Rated Providers are the real featured providers, linking to their profiles and the directory", async ({ page }) => {
  const featured = await api<{ data: { name: string; slug: string }[] }>(page, "/api/providers/featured");
  expect(featured.data.length).toBeGreaterThan(0);
  expect(featured.data.length).toBeLessThanOrEqual(6);
  await page.goto("/");
  const topRated = page.getByRole("region", { name: "Top Rated Providers" });
  await expect(topRated.getByRole("listitem").getByRole("heading")).toHaveText(featured.data.map((p) => p.name));
  await expect(topRated.getByRole("link", { name: /View all providers/ })).toHaveAttribute("href", "/providers");

  await topRated.getByRole("link", { name: featured.data[0]!.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/provider/${featured.data[0]!.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: featured.data[0]!.name })).toBeVisible();
});

test("the hero search hands the typed text to the directory as query", async ({ page }) => {
  await page.goto("/");
  const box = page.getByRole("searchbox", { name: "Search providers" });
  await box.fill("Radiology");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/providers\?query=Radiology$/);
  await expect(page.getByRole("heading", { level: 1, name: "Find Teleradiology Providers" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search providers" })).toHaveValue("Radiology");
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText("Radiology");

  await page.goto("/");
  await page.getByRole("button", { name: "Search Providers" }).click();
  await expect(page).toHaveURL(/\/providers$/);
});

test("Latest Requests: signed-out visitors get teaser cards with the country only", async ({ page }) => {
  await page.goto("/");
  const latest = page.getByRole("region", { name: "Latest Requests" });
  await expect(latest.getByRole("link", { name: /View all requests/ })).toHaveAttribute("href", "/requests");
  const anonymous = await api<{ data: { id: string; title?: string }[] }>(page, "/api/requests?sort=newest&status=OPEN&pageSize=6");
  expect(anonymous.data.length).toBeGreaterThan(0);
  expect(anonymous.data.every((r) => r.title === undefined)).toBe(true);
  await expect(latest.getByRole("listitem")).toHaveCount(anonymous.data.length);
  await expect(latest.getByRole("listitem").filter({ hasText: "Sign up to view" })).toHaveCount(anonymous.data.length);
});

test("Latest Requests: a hospital's new request shows first, with its title and a link to it", async ({ page, baseURL }) => {
  await signInFor(page, "hospital@demo.test");
  const title = `Latest requests e2e ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const res = await page.request.post("/api/requests", {
    headers: { origin: baseURL! },
    data: { title, facility: "E2E General Hospital", country: "NO", description: "Night CT reads.", modalities: ["CT", "MRI", "X-ray", "PET"], volumesPerMonth: 1200, tatRequirement: "1-4h" },
  });
  expect(res.status(), await res.text()).toBe(201);
  const created = (await res.json()) as { id: string };

  await page.goto("/");
  const latest = page.getByRole("region", { name: "Latest Requests" });
  const items = latest.getByRole("listitem").filter({ has: page.getByRole("heading") });
  await expect(items.first().getByRole("link", { name: title, exact: true })).toHaveAttribute("href", `/requests/${created.id}`);
  expect(await items.count()).toBeLessThanOrEqual(6);
  const mine = items.first();
  await expect(mine.getByText("Norway")).toBeVisible();
  await expect(mine.getByText("E2E General Hospital")).toBeVisible();
  await expect(mine.getByText("OPEN", { exact: true })).toBeVisible();
  await expect(mine.getByText("+1 more")).toBeVisible();
  await expect(mine.getByText("1,200 studies/month")).toBeVisible();
  await expect(mine.getByText("Urgent (1-4h)")).toBeVisible();
  await expect(latest.getByText("Sign up to view")).toHaveCount(0);
});

test("Latest Requests are the newest open requests, the most recently posted first", async ({ page }) => {
  await signInFor(page, "basic@demo.test");
  await page.goto("/");
  const latest = page.getByRole("region", { name: "Latest Requests" });
  await expect(latest.getByRole("listitem").first().getByRole("heading")).toBeVisible();
  // Other tests may post a request meanwhile: compare the page with what the API says now, until they agree.
  await expect(async () => {
    const api = await page.request.get("/api/requests?sort=newest&status=OPEN&pageSize=6");
    const { data } = (await api.json()) as { data: { title: string; postedDate: string }[] };
    const posted = data.map((r) => Date.parse(r.postedDate));
    expect(posted).toEqual([...posted].sort((a, b) => b - a));
    await page.reload();
    await expect(latest.getByRole("listitem").getByRole("heading")).toHaveText(data.map((r) => r.title));
  }).toPass({ timeout: 20_000 });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const who of ["anonymous", "telerad@demo.test"]) {
    test(`the home page fits the screen without sideways scrolling (${who})`, async ({ page }) => {
      if (who !== "anonymous") await signInFor(page, who);
      await page.goto("/");
      await expect(page.getByRole("region", { name: "Top Rated Providers" }).getByRole("listitem").first()).toBeVisible();
      await expect(page.getByRole("region", { name: "Latest Requests" }).getByRole("listitem").first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});
