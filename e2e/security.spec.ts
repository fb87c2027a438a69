import { expect, test } from "@playwright/test";
import { signInFor } from "./support";

test("the app's own pages raise no Content-Security-Policy violations", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to (load|apply|execute)/i.test(m.text())) violations.push(m.text());
  });
  for (const path of ["/", "/providers", "/requests", "/auth/sign-up", "/auth/sign-in", "/no-such-page"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  await signInFor(page, "admin@demo.test");
  for (const path of ["/admin", "/requests", "/dashboard", "/profile"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(violations).toEqual([]);
});

test("pages are served with security headers", async ({ request }) => {
  const res = await request.get("/providers");
  const headers = res.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});
