import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support";

/**
 * The most JavaScript a public page may download, in compressed bytes as sent (issue 14: 150 KB). Raised by 1 KB in
 * issue 34: the sign-in page's passkey button and two-factor step brought it to 150.1 KB; winning it back is open on
 * issue 34.
 */
const BUDGET = 151 * 1024;

interface Script {
  file: string;
  bytes: number;
  encoding: string | undefined;
}

/** Every script the page downloads from now on, with its size on the wire (compressed body) and its encoding. */
function recordScripts(page: Page) {
  const pending: Promise<Script>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    pending.push(
      (async () => ({
        file: new URL(request.url()).pathname,
        bytes: (await request.sizes()).responseBodySize,
        encoding: (await request.response())?.headers()["content-encoding"],
      }))(),
    );
  });
  return () => Promise.all(pending);
}

/** Opens the page and waits until it shows its heading and has stopped loading. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

test.describe("page weight", () => {
  let slug: string;
  let requestId: string;
  test.beforeAll(async ({ request }) => {
    slug = (await (await request.get("/api/providers?pageSize=1")).json()).data[0].slug;
    requestId = (await (await request.get("/api/requests")).json()).data[0].id;
  });

  const pages = () => ["/", "/providers", `/providers/${slug}`, "/requests", `/requests/${requestId}`, "/auth/sign-in", "/auth/sign-up"];

  test("each public page loads at most 150 KB of JavaScript, compressed, and neither admin code nor zod", async ({ browser }) => {
    for (const path of pages()) {
      // A fresh context per page: nothing comes from the cache of the page before.
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = recordScripts(page);
      await open(page, path);
      const loaded = await scripts();
      const total = loaded.reduce((sum, s) => sum + s.bytes, 0);
      expect(total, `${path}: ${loaded.length} scripts, ${(total / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(BUDGET);
      // Files under 1 KB are sent as they are; every other script comes compressed.
      for (const s of loaded.filter((s) => s.bytes >= 1024)) expect(["br", "gzip"], `${path}: ${s.file}`).toContain(s.encoding);
      // zod's chunk is named after its first module (schemas.js); the auth forms load it on their first submit.
      expect(loaded.map((s) => s.file).filter((f) => /admin|wizard|compare|schemas/.test(f)), path).toEqual([]);
      await context.close();
    }
  });

  test("a signed-in admin page still works: its code loads when it is opened", async ({ page }) => {
    const scripts = recordScripts(page);
    const adminCode = async () => (await scripts()).filter((s) => /\/assets\/admin-page-[\w-]+\.js$/.test(s.file));
    await signIn(page, "admin@demo.test");
    await page.waitForLoadState("networkidle");
    expect(await adminCode()).toEqual([]);
    await page.getByRole("link", { name: "Admin Panel" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Counters" }).getByRole("heading", { name: "Providers", exact: true })).toBeVisible();
    // Settled: the marketplace health's charts (a lazy chunk of their own) have loaded too.
    await page.waitForLoadState("networkidle");
    expect(await adminCode()).toHaveLength(1);
  });
});
