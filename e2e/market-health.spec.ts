import { expect, type Locator, type Page, test } from "@playwright/test";
import type { MarketHealth, MarketHealthFigure, MarketHealthWeek } from "../src/shared/contracts/market-health";
import { signInFor } from "./support";

/**
 * Issue 32 §4: the demo admin sees the marketplace's health on /admin, refreshes it, and reads the same figures the
 * API gives, in the headline and in every chart's table. Axe checks the section, its tables open, at desktop and phone
 * widths in e2e/accessibility.spec.ts.
 */

const number = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 1 });
const orDash = (n: number | null, unit = "") => (n === null ? "–" : `${number(n)}${unit}`);
/** Each figure as the page names and writes it, from the API's numbers. */
const FIGURES: [string, string, (f: MarketHealthFigure) => string][] = [
  ["Requests posted", "Requests posted", (f) => number(f.requestsPosted)],
  ["Median bids per request", "Median bids per request", (f) => orDash(f.medianBids)],
  ["Median time to first bid", "Median time to first bid (hours)", (f) => orDash(f.medianFirstBidHours, " h")],
  ["Closed requests awarded", "Closed requests awarded", (f) => orDash(f.awardedShare, "%")],
  ["Active contracts", "Active contracts", (f) => number(f.activeContracts)],
  ["Studies measured", "Studies measured", (f) => number(f.studiesMeasured)],
];
const weekOf = (w: MarketHealthWeek) => `Week of ${new Date(`${w.week}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" })}`;

const healthOf = (page: Page) => page.getByRole("region", { name: "Marketplace health" });

async function openAdmin(page: Page) {
  await signInFor(page, "admin@demo.test");
  await page.goto("/admin");
  const health = healthOf(page);
  await expect(health.getByRole("heading", { name: "Marketplace health", level: 2 })).toBeVisible();
  // Loaded: the figures and the charts (their module comes after the figures).
  await expect(health.getByRole("group", { name: "Requests posted" })).toBeVisible();
  await expect(health.getByRole("figure")).toHaveCount(FIGURES.length);
  return health;
}

/** A table's rows as their cells' text. */
const rowsOf = (table: Locator) => table.locator("tbody tr").evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => c.textContent?.trim() ?? "")));

test.describe("marketplace health", () => {
  test("the admin refreshes the figures; the headline and every chart's table equal the API's", async ({ page }) => {
    const health = await openAdmin(page);
    const refresh = health.getByRole("button", { name: "Refresh marketplace health" });
    // By keyboard, as anyone may.
    await refresh.focus();
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/admin/market-health/refresh") && r.request().method() === "POST");
    await page.keyboard.press("Enter");
    const refreshed = (await (await answered).json()) as MarketHealth;
    await expect(refresh).toHaveText("Refresh marketplace health");
    await expect(refresh).toHaveAttribute("aria-disabled", "false");
    // The keyboard focus stayed on the button through the pending state.
    await expect(refresh).toBeFocused();
    await expect(page.getByText("Marketplace health refreshed")).toBeVisible();

    // The page's cookies read the API: the kept snapshot is the one the refresh made.
    const api = (await (await page.request.get("/api/admin/market-health")).json()) as MarketHealth;
    expect(api).toEqual(refreshed);
    expect(Date.now() - Date.parse(api.computedAt)).toBeLessThan(60_000);
    // The demo's requests spread over several weeks: the charts have something to show.
    expect(api.figures.weeks).toHaveLength(12);
    expect(api.figures.weeks.filter((w) => w.requestsPosted > 0).length).toBeGreaterThan(1);

    for (const [label, , text] of FIGURES) {
      const card = health.getByRole("group", { name: label });
      await expect(card.getByText(text(api.figures.headline), { exact: true }), label).toBeVisible();
    }
    const h = api.figures.headline;
    await expect(health.getByRole("group", { name: "Closed requests awarded" })).toContainText(`${number(h.awardedRequests)} of ${number(h.closedRequests)} closed`);

    for (const [, title, text] of FIGURES) {
      const figure = health.getByRole("figure", { name: title });
      await figure.getByText("Show as table").click();
      const table = figure.getByRole("table");
      await expect(table).toBeVisible();
      const expected =
        title === "Closed requests awarded"
          ? api.figures.weeks.map((w) => [weekOf(w), number(w.closedRequests), number(w.awardedRequests), text(w)])
          : api.figures.weeks.map((w) => [weekOf(w), text(w)]);
      expect(await rowsOf(table), title).toEqual(expected);
    }
  });
});
