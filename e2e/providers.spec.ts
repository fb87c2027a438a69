import { expect, type Page, test } from "@playwright/test";
import { countryName } from "../src/shared/reference/countries";
import { languageName } from "../src/shared/reference/languages";
import { signIn } from "./support";

/** Provider directory (/providers) and provider profile, spec §2. Demo data: 45 providers, 30 verified, 4 pinned. */

interface ProviderLite {
  id: string;
  slug: string;
  name: string;
  hqCountry: string;
  verified: boolean;
  websiteUrl: string | null;
  linkedinUrl: string | null;
  priceModels: string[];
}
interface PageOf<T> {
  data: T[];
  total: number;
}

async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.ok(), `${path} -> ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** Every demo provider's full profile (lists return summaries; the profile endpoint has everything). */
async function profiles<T = ProviderLite>(page: Page): Promise<T[]> {
  const list = await api<PageOf<{ slug: string }>>(page, "/api/providers?pageSize=100");
  return Promise.all(list.data.map((p) => api<T>(page, `/api/providers/${p.slug}`)));
}

const cards = (page: Page) => page.getByTestId("provider-card");
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const countText = (page: Page) => page.getByTestId("provider-count");

async function openMultiSelect(page: Page, label: "Languages" | "Modalities") {
  await page.getByRole("complementary", { name: "Filters" }).getByRole("button", { name: label }).click();
}

test.describe("directory, signed out", () => {
  test("shows verified and all providers with counts, blurred cards and the sign-up overlay", async ({ page }) => {
    const all = await api<PageOf<ProviderLite>>(page, "/api/providers?pageSize=1");
    const verified = await api<PageOf<ProviderLite>>(page, "/api/providers?verified=true&pageSize=1");
    await page.goto("/providers");
    await expect(page.getByRole("heading", { level: 1, name: "Find Teleradiology Providers" })).toBeVisible();
    await expect(page.getByPlaceholder("Search by name, location, or specialty...")).toBeVisible();
    await expect(countText(page)).toHaveText(`${all.total} provider(s) found`);
    await expect(page.getByText(`(${verified.total} verified)`)).toBeVisible();

    const verifiedSection = section(page, "Verified Providers");
    await expect(verifiedSection).toBeVisible();
    await expect(verifiedSection.getByTestId("provider-card")).toHaveCount(Math.min(12, verified.total));
    await expect(section(page, "All Providers").getByTestId("provider-card")).toHaveCount(Math.min(20, all.total - verified.total));

    // Signed out: every card's details are a blurred placeholder behind "Sign Up Free" / "Sign In".
    const first = cards(page).first();
    await expect(first.getByText("Sign up to view")).toBeVisible();
    await expect(first.getByTestId("locked-details").locator(".blur-sm")).toHaveCount(1);
    await expect(first.getByRole("link", { name: "Sign Up Free" })).toHaveAttribute("href", "/auth/sign-up");
    await expect(first.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth/sign-in");
    await expect(page.getByText(/Founded in \d{4}/)).toHaveCount(0);
    await expect(page.getByTestId("locked-details")).toHaveCount(await cards(page).count());

    await first.getByRole("link", { name: "Sign Up Free" }).click();
    await expect(page).toHaveURL(/\/auth\/sign-up$/);
  });

  test("a provider that does not exist shows the not-found message", async ({ page }) => {
    await page.goto("/provider/no-such-provider-anywhere");
    await expect(page.getByRole("heading", { name: "Provider Not Found" })).toBeVisible();
    await expect(page.getByText("The provider profile you're looking for doesn't exist.")).toBeVisible();
    await page.goto("/providers/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "Provider Not Found" })).toBeVisible();
  });

  test("View Profile opens the full profile; it is also reachable by slug and by id", async ({ page }) => {
    const target = (await profiles(page)).find((p) => p.websiteUrl && p.linkedinUrl && p.priceModels.some((m) => m.includes("-")));
    expect(target, "a demo provider with website, LinkedIn and a hyphenated price model").toBeTruthy();
    const p = target!;

    await page.goto(`/providers?query=${encodeURIComponent(p.name)}`);
    const card = cards(page).filter({ has: page.getByRole("heading", { name: p.name, exact: true }) });
    await card.getByRole("link", { name: /View Profile/ }).click();
    await expect(page).toHaveURL(new RegExp(`/provider/${p.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: p.name })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Get Started" })).toBeVisible();
    const website = page.getByRole("link", { name: /Website/ });
    await expect(website).toHaveAttribute("href", p.websiteUrl!);
    await expect(website).toHaveAttribute("target", "_blank");
    await expect(website).toHaveAttribute("rel", "noopener noreferrer");
    const linkedin = page.getByRole("link", { name: /LinkedIn/ });
    await expect(linkedin).toHaveAttribute("href", p.linkedinUrl!);
    await expect(linkedin).toHaveAttribute("target", "_blank");
    const hyphenated = p.priceModels.find((m) => m.includes("-"))!;
    await expect(page.getByText(hyphenated.replace(/-/g, " "), { exact: true })).toBeVisible();
    await expect(page.getByText(hyphenated, { exact: true })).toHaveCount(0);
    for (const heading of ["About", "Modalities", "Languages Supported", "Regions Served", "Pricing Models"]) {
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByText(/Established \d{4}/)).toBeVisible();
    await expect(page.getByText(/\d+ regions? served/)).toBeVisible();

    await page.goto(`/providers/${p.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: p.name })).toBeVisible();
    await page.goto(`/provider/${p.id}`);
    await expect(page.getByRole("heading", { level: 1, name: p.name })).toBeVisible();
  });

  test("the Get Started card hides the buttons whose URLs are missing", async ({ page }) => {
    const noSite = (await profiles(page)).find((p) => p.websiteUrl === null);
    expect(noSite, "a demo provider without a website").toBeTruthy();
    await page.goto(`/provider/${noSite!.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: noSite!.name })).toBeVisible();
    await expect(page.getByRole("link", { name: /Website/ })).toHaveCount(0);
  });
  test("the profile lists case studies, regions by country name and languages when present", async ({ page }) => {
    type Full = ProviderLite & { caseStudies: { title: string; outcome: string }[]; regionsServed: string[]; languages: string[] };
    const all = await profiles<Full>(page);
    const withCases = all.find((p) => p.caseStudies.length > 0 && p.regionsServed.length > 1 && p.languages.length > 0);
    expect(withCases, "a demo provider with a case study").toBeTruthy();
    await page.goto(`/provider/${withCases!.slug}`);
    await expect(page.getByRole("heading", { name: "Case Studies" })).toBeVisible();
    await expect(page.getByRole("heading", { name: withCases!.caseStudies[0]!.title })).toBeVisible();
    await expect(page.getByText(withCases!.caseStudies[0]!.outcome)).toBeVisible();
    const regions = page.getByRole("heading", { name: "Regions Served" }).locator("..");
    for (const code of withCases!.regionsServed) await expect(regions.getByText(countryName(code), { exact: true })).toBeVisible();
    const languages = page.getByRole("heading", { name: "Languages Supported" }).locator("..");
    for (const code of withCases!.languages) await expect(languages.getByText(languageName(code), { exact: true })).toBeVisible();

    const withoutCases = all.find((p) => p.caseStudies.length === 0)!;
    await page.goto(`/provider/${withoutCases.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: withoutCases.name })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Case Studies" })).toHaveCount(0);
  });
});

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

test.describe("directory, signed in", () => {
  test("cards are clear: real ratings, regions, modalities and description", async ({ page }) => {
    await signIn(page, "basic@demo.test");
    await page.goto("/providers?query=NightHawk");
    const card = cards(page).first();
    await expect(card.getByRole("heading", { name: "NightHawk Radiology Partners" })).toBeVisible();
    await expect(page.getByText("Sign up to view")).toHaveCount(0);
    await expect(page.getByTestId("locked-details")).toHaveCount(0);
    await expect(card.getByText(/Founded in \d{4}, NightHawk Radiology Partners/)).toBeVisible();
    await expect(card.getByText(/\d+ reviews?/)).toBeVisible();
    const modalities = card.getByRole("list", { name: "Modalities" }).getByRole("listitem");
    expect(await modalities.count()).toBeLessThanOrEqual(5);
    const regions = card.getByRole("list", { name: "Regions served" }).getByRole("img");
    expect(await regions.count()).toBeLessThanOrEqual(3);
  });

  test("cards show at most 3 region flags and 4 modalities, then +N", async ({ page }) => {
    const list = await api<PageOf<ProviderLite & { regionsServed: string[]; modalities: string[] }>>(page, "/api/providers?pageSize=100");
    const busy = list.data.find((p) => p.regionsServed.length > 3 && p.modalities.length > 4);
    expect(busy, "a demo provider with more than 3 regions and 4 modalities").toBeTruthy();
    const p = busy!;
    await signIn(page, "hospital@demo.test");
    await page.goto(`/providers?query=${encodeURIComponent(p.name)}`);
    const card = cards(page).filter({ has: page.getByRole("heading", { name: p.name, exact: true }) });
    await expect(card.getByRole("list", { name: "Regions served" }).getByRole("img")).toHaveCount(3);
    await expect(card.getByRole("list", { name: "Regions served" })).toContainText(`+${p.regionsServed.length - 3}`);
    await expect(card.getByRole("list", { name: "Modalities" }).getByRole("listitem")).toHaveCount(5);
    await expect(card.getByRole("list", { name: "Modalities" })).toContainText(`+${p.modalities.length - 4}`);
  });
});

test.describe("directory on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the directory and a profile fit the screen without sideways scrolling", async ({ page }) => {
    await signIn(page, "hospital@demo.test");
    await page.goto("/providers");
    await expect(countText(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await cards(page).first().getByRole("link", { name: /View Profile/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Pricing Models" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("filters open in a side sheet", async ({ page }) => {
    await page.goto("/providers");
    await expect(countText(page)).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Filters" })).toBeHidden();
    await page.getByRole("button", { name: /^Filters/ }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    await sheet.getByLabel("Headquarters country").selectOption({ label: "United States" });
    await expect(page).toHaveURL(/country=US/);
    await sheet.getByRole("checkbox", { name: "Verified providers only" }).click();
    await expect(page).toHaveURL(/verified=1/);
    await sheet.getByRole("button", { name: /^Show \d+ results?$/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("list", { name: "Active filters" }).getByRole("listitem")).toHaveCount(2);
    await expect(page.getByRole("button", { name: /^Filters/ })).toContainText("2");
    const expected = await api<PageOf<ProviderLite>>(page, "/api/providers?hqCountry=US&verified=true&pageSize=1");
    await expect(countText(page)).toHaveText(`${expected.total} provider(s) found`);
  });
});
