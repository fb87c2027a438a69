import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Axe's full rule set, not only the WCAG tags: its best practices, its experimental rules (axe leaves them out unless
 * asked, and label-content-name-mismatch, WCAG 2.5.3, is one of them in the axe-core that @axe-core/playwright
 * injects) and target-size (WCAG 2.2 AA, off by default). Left out: the deprecated rules and the AAA ones (7:1
 * contrast, ...), which the app does not claim.
 */
const axeCore: { getRules(): { ruleId: string; tags: string[] }[] } = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"))("axe-core");
const EVERY_RULE = Object.fromEntries(
  axeCore
    .getRules()
    .filter((r) => !r.tags.includes("deprecated") && !r.tags.includes("wcag2aaa"))
    .map((r) => [r.ruleId, { enabled: true }]),
);

/** Settled: a top-level heading is shown and nothing is loading. */
export async function settled(page: Page) {
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0);
}

/** Axe's full rule set over the page (or one part of it, `selector`): its serious and critical violations. */
export async function violations(page: Page, selector?: string) {
  // The app has no frames: axe runs in the page itself (legacy mode), without opening a page of its own to merge
  // per-frame results, a second per check. Only violations are read, so it details no passing node.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"], rules: EVERY_RULE }).setLegacyMode(true);
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(" | ")}`);
}
