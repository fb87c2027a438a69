import { expect, test } from "@playwright/test";
import { countryName } from "../src/shared/reference/countries";
import { languageName } from "../src/shared/reference/languages";
import { api, cards, countText, type PageOf, type ProviderLite, profiles, section } from "./providers-support";
import { signInFor } from "./support";

/** Provider directory (/providers) and provider profile, spec §2. Demo data: 45 providers, 30 verified, 4 pinned. */

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

test.describe("directory, signed in", () => {
  test("cards are clear: real ratings, regions, modalities and description", async ({ page }) => {
    await signInFor(page, "basic@demo.test");
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
    await signInFor(page, "hospital@demo.test");
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
    await signInFor(page, "hospital@demo.test");
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
