import { expect, test } from "@playwright/test";
import { api, cards, countText, openMultiSelect, type PageOf, type ProviderLite, section } from "./providers-support";

/** Provider directory filters, search, sort and paging, all kept in the URL, spec §2. Demo data: 45 providers, 30 verified, 4 pinned. */

test.describe("directory filters and URL", () => {
  test("filters write the URL and narrow the results; a reload restores them", async ({ page }) => {
    await page.goto("/providers");
    await expect(countText(page)).toBeVisible();

    await page.getByRole("complementary", { name: "Filters" }).getByLabel("Headquarters country").selectOption({ label: "Germany" });
    await expect(page).toHaveURL(/[?&]country=DE(&|$)/);

    await openMultiSelect(page, "Modalities");
    await expect(page.getByRole("group", { name: "Core Modalities" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Cardiac & Vascular" })).toBeVisible();
    await page.getByRole("checkbox", { name: "CT", exact: true }).click();
    await expect(page).toHaveURL(/[?&]mod=CT(&|$)/);
    await page.getByRole("checkbox", { name: "MRI", exact: true }).click();
    await expect(page).toHaveURL(/mod=CT&mod=MRI|mod=MRI&mod=CT/);
    await page.keyboard.press("Escape");

    await openMultiSelect(page, "Languages");
    await page.getByLabel("Search languages").fill("germ");
    await expect(page.getByRole("checkbox", { name: "English" })).toHaveCount(0);
    await page.getByRole("checkbox", { name: "German" }).click();
    await expect(page).toHaveURL(/[?&]lang=de(&|$)/);
    await page.keyboard.press("Escape");

    const expected = await api<PageOf<ProviderLite>>(page, "/api/providers?hqCountry=DE&modalities=CT&modalities=MRI&languages=de&pageSize=100");
    await expect(countText(page)).toHaveText(`${expected.total} provider(s) found`);
    await expect(cards(page)).toHaveCount(expected.total);
    for (const p of expected.data) await expect(page.getByRole("heading", { name: p.name, exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("complementary", { name: "Filters" }).getByLabel("Headquarters country")).toHaveValue("DE");
    await expect(page.getByRole("list", { name: "Active filters" }).getByRole("listitem")).toHaveText(["Germany", "CT", "MRI", "German"]);
    await expect(countText(page)).toHaveText(`${expected.total} provider(s) found`);
  });

  test("the search box waits for the typing to stop, keeps focus and writes query", async ({ page }) => {
    await page.goto("/providers");
    await expect(countText(page)).toBeVisible();
    const queries: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.pathname === "/api/providers") queries.push(url.searchParams.get("query") ?? "");
    });
    const box = page.getByRole("searchbox", { name: "Search providers" });
    await box.click();
    await box.pressSequentially("NightHawk", { delay: 40 });
    await expect(page).toHaveURL(/[?&]query=NightHawk(&|$)/);
    await expect(box).toBeFocused();
    await expect(page.getByRole("heading", { name: "NightHawk Radiology Partners", exact: true })).toBeVisible();
    await expect(countText(page)).toHaveText("1 provider(s) found");
    // One search (its verified and other lists), not one per key.
    expect(queries.filter((q) => q !== "" && q !== "NightHawk")).toEqual([]);
    expect(queries.filter((q) => q === "NightHawk").length).toBeLessThanOrEqual(2);
  });

  test("chips remove one filter each, and Clear All Filters removes them all", async ({ page }) => {
    await page.goto("/providers?country=US&mod=CT&mod=MRI&lang=en&verified=1");
    const chips = page.getByRole("list", { name: "Active filters" });
    await expect(chips.getByRole("listitem")).toHaveCount(5);

    await page.getByRole("button", { name: "Remove filter MRI" }).click();
    await expect(page).not.toHaveURL(/mod=MRI/);
    await expect(page).toHaveURL(/[?&]mod=CT(&|$)/);
    await expect(chips.getByRole("listitem")).toHaveCount(4);

    await page.getByRole("button", { name: "Remove filter United States" }).click();
    await expect(page).not.toHaveURL(/country=/);
    await expect(chips.getByRole("listitem")).toHaveCount(3);

    await page.getByRole("complementary", { name: "Filters" }).getByRole("button", { name: "Clear All Filters" }).click();
    await expect(page).toHaveURL(/\/providers$/);
    await expect(chips).toHaveCount(0);
    const all = await api<PageOf<ProviderLite>>(page, "/api/providers?pageSize=1");
    await expect(countText(page)).toHaveText(`${all.total} provider(s) found`);
    await expect(section(page, "Verified Providers")).toBeVisible();
  });

  test("verified only pages by 20 with Previous / Page X of Y / Next, kept in the URL", async ({ page }) => {
    const verified = await api<PageOf<ProviderLite>>(page, "/api/providers?verified=true&pageSize=100");
    const pages = Math.ceil(verified.total / 20);
    expect(pages).toBeGreaterThan(1);
    await page.goto("/providers");
    await page.getByRole("complementary", { name: "Filters" }).getByRole("checkbox", { name: "Verified providers only" }).click();
    await expect(page).toHaveURL(/[?&]verified=1(&|$)/);
    await expect(section(page, "All Providers")).toHaveCount(0);
    await expect(section(page, "Verified Providers")).toHaveCount(0);
    await expect(countText(page)).toHaveText(`${verified.total} provider(s) found`);
    await expect(cards(page)).toHaveCount(20);

    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();
    const firstName = await cards(page).first().getByRole("heading").textContent();
    await pager.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(pager.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(cards(page).first().getByRole("heading")).not.toHaveText(firstName!);
    await expect(cards(page)).toHaveCount(Math.min(20, verified.total - 20));

    await page.reload();
    await expect(pager.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await pager.getByRole("button", { name: "Previous" }).click();
    await expect(pager.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(page).not.toHaveURL(/page=/);
  });

  test("no pagination at 20 or fewer, and the empty state when nothing matches", async ({ page }) => {
    await page.goto("/providers?country=DE");
    await expect(countText(page)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);

    await page.goto("/providers?query=zzqx-no-such-provider");
    await expect(page.getByRole("heading", { name: "No providers found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your filters or search terms to find more providers.")).toBeVisible();
  });

  test("back and forward restore filters, sort and page", async ({ page }) => {
    await page.goto("/providers");
    await expect(countText(page)).toBeVisible();
    const filters = page.getByRole("complementary", { name: "Filters" });
    const country = filters.getByLabel("Headquarters country");
    const verifiedOnly = filters.getByRole("checkbox", { name: "Verified providers only" });
    const sort = page.getByLabel("Sort by");

    await country.selectOption("US");
    await expect(page).toHaveURL(/country=US/);
    await verifiedOnly.click();
    await expect(page).toHaveURL(/verified=1/);
    await sort.selectOption({ label: "A–Z" });
    await expect(page).toHaveURL(/sort=name/);

    await page.goBack();
    await expect(sort).toHaveValue("pinned");
    await expect(verifiedOnly).toBeChecked();
    await page.goBack();
    await expect(verifiedOnly).not.toBeChecked();
    await expect(country).toHaveValue("US");
    await page.goBack();
    await expect(country).toHaveValue("");
    await expect(page).toHaveURL(/\/providers$/);
    await page.goForward();
    await expect(country).toHaveValue("US");
    await page.goForward();
    await expect(verifiedOnly).toBeChecked();
    await page.goForward();
    await expect(sort).toHaveValue("name");
  });

  test("A–Z sorts by name; Pinned First puts pinned providers first", async ({ page }) => {
    const byName = await api<PageOf<ProviderLite>>(page, "/api/providers?excludeVerified=true&sort=name&pageSize=20");
    const byPin = await api<PageOf<ProviderLite>>(page, "/api/providers?excludeVerified=true&sort=pinned&pageSize=20");
    expect(byName.data.map((p) => p.name)).not.toEqual(byPin.data.map((p) => p.name));
    await page.goto("/providers?sort=name");
    const allCards = section(page, "All Providers").getByTestId("provider-card").getByRole("heading");
    await expect(allCards).toHaveText(byName.data.map((p) => p.name));
    expect(byName.data[0]!.name < byName.data[1]!.name).toBe(true);

    await page.getByLabel("Sort by").selectOption({ label: "Pinned First" });
    await expect(page).not.toHaveURL(/sort=/);
    await expect(allCards).toHaveText(byPin.data.map((p) => p.name));
    const firstVerified = section(page, "Verified Providers").getByTestId("provider-card").first();
    await expect(firstVerified.getByText("Pinned")).toBeVisible();
  });
});
