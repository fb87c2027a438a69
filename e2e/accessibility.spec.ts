import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { signInFor } from "./support";

/**
 * Every page, for every role it serves, at desktop and phone widths: axe (WCAG 2.1 A and AA rules) finds no
 * serious or critical violation. Pages are checked once settled: their heading shown, nothing loading.
 */
const WIDTHS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

type Ids = { providerSlug: string; hospitalRequest: string; otherRequest: string };

/** Pages by role; `ids` are read from the demo data through the API. */
const PAGES: Record<string, (ids: Ids) => string[]> = {
  visitor: (ids) => ["/", "/providers", `/providers/${ids.providerSlug}`, "/requests", `/requests/${ids.otherRequest}`, "/auth/sign-in", "/auth/sign-up", "/auth/forgot-password", "/auth/reset-password?token=expired", "/no-such-page"],
  hospital: (ids) => ["/", "/requests", `/requests/${ids.hospitalRequest}`, `/requests/${ids.hospitalRequest}/compare`, `/requests/${ids.hospitalRequest}/edit`, "/requests/new", "/profile"],
  telerad: (ids) => ["/", "/requests", `/requests/${ids.hospitalRequest}`, "/me/applications", "/provider/me", `/providers/${ids.providerSlug}`, "/profile"],
  basic: (ids) => ["/", "/providers", `/requests/${ids.otherRequest}`, "/profile"],
  admin: (ids) => ["/admin", "/admin/providers", "/admin/providers/new", "/admin/credentials", "/admin/activity", "/admin/requests/new", `/requests/${ids.hospitalRequest}`],
};

const ACCOUNTS: Record<string, string | undefined> = {
  visitor: undefined,
  hospital: "hospital@demo.test",
  telerad: "telerad@demo.test",
  basic: "basic@demo.test",
  admin: "admin@demo.test",
};

async function demoIds(page: Page): Promise<Ids> {
  const providers = await (await page.request.get("/api/providers?sort=name")).json();
  const mine = await (await page.request.get(`/api/requests?q=${encodeURIComponent("MRI backlog reduction")}`)).json();
  const board = await (await page.request.get("/api/requests?sort=newest")).json();
  const hospitalRequest = mine.data[0].id as string;
  return { providerSlug: providers.data[0].slug, hospitalRequest, otherRequest: board.data.find((r: { id: string }) => r.id !== hospitalRequest).id };
}

/** Settled: a top-level heading is shown and nothing is loading. */
async function settled(page: Page) {
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0);
}

async function violations(page: Page) {
  // The app has no frames: axe runs in the page itself (legacy mode), without opening a page of its own to merge
  // per-frame results, a second per check. Only violations are read, so it details no passing node.
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(" | ")}`);
}

async function signedInPage(browser: Browser, role: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const email = ACCOUNTS[role];
  if (email) await signInFor(page, email);
  return { context, page };
}

for (const role of Object.keys(PAGES)) {
  for (const size of WIDTHS) {
    test(`axe finds no serious or critical violation for ${role} on ${size.name}`, async ({ browser }) => {
      const { context, page } = await signedInPage(browser, role, size);
      const ids = await demoIds(page);
      const found: Record<string, string[]> = {};
      for (const path of PAGES[role]!(ids)) {
        await page.goto(path);
        await settled(page);
        const problems = await violations(page);
        if (problems.length) found[path] = problems;
      }
      expect(found).toEqual({});
      await context.close();
    });
  }
}
