import { expect, type Page, test } from "@playwright/test";
import { type CreatedRequest, createOwnRequest, deleteOwnRequest } from "./requests-fixtures";
import { decodedMail, signInFor, waitForMail } from "./support";

/**
 * Masking is the server's job (PRODUCT.md #3): whatever a telerad or anonymous browser
 * receives (HTML, scripts, JSON) must not contain a request's facility name or contact e-mail.
 */
test.describe.configure({ timeout: 90_000 });

let req: CreatedRequest;
test.beforeAll(async ({ baseURL }) => {
  req = await createOwnRequest(baseURL!);
});
test.afterAll(async ({ baseURL }) => {
  await deleteOwnRequest(baseURL!, req.id);
});

function recordBodies(page: Page) {
  const bodies: { url: string; body: string }[] = [];
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    pending.push(
      response
        .text()
        .then((body) => {
          bodies.push({ url: response.url(), body });
        })
        .catch(() => undefined),
    );
  });
  return { bodies, settle: () => Promise.all(pending) };
}

async function visitEverything(page: Page) {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.goto("/requests");
  await expect(page.getByRole("heading", { name: "Request Board" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The search's answer must have arrived in full before the next navigation cancels it.
  const searched = page.waitForResponse((r) => r.url().includes("/api/requests?") && r.url().includes(`q=${req.tag}`));
  await page.getByRole("searchbox", { name: "Search requests" }).fill(req.tag);
  await expect(page).toHaveURL(new RegExp(`q=${req.tag}`));
  await (await searched).text();
  await page.goto(`/requests/${req.id}`);
  await expect(page.getByRole("heading", { level: 1, name: req.title })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

function expectNoLeak(bodies: { url: string; body: string }[]) {
  expect(bodies.some((b) => b.url.includes("/api/requests"))).toBe(true);
  const leaks = bodies.filter((b) => b.body.includes(req.facility) || b.body.includes(req.contactEmail) || b.body.includes(req.websiteUrl)).map((b) => b.url);
  expect(leaks).toEqual([]);
}

test("an anonymous browser never receives the facility or the contact e-mail", async ({ page }) => {
  const recorder = recordBodies(page);
  await visitEverything(page);
  await expect(page.getByTestId("request-facility")).toHaveText("Hidden");
  await recorder.settle();
  expect(recorder.bodies.some((b) => b.url.includes(`/api/requests/${req.id}`))).toBe(true);
  expectNoLeak(recorder.bodies);
});

test("a telerad browser never receives the facility or the contact e-mail", async ({ page }) => {
  await signInFor(page, "telerad@demo.test");
  const recorder = recordBodies(page);
  await visitEverything(page);
  await expect(page.getByTestId("request-facility")).toHaveText("Hospital name hidden");
  await recorder.settle();
  // The search really returned the request (title visible), and the detail was fetched.
  expect(recorder.bodies.some((b) => b.url.includes(`q=${req.tag}`) && b.body.includes(req.title))).toBe(true);
  expect(recorder.bodies.some((b) => b.url.includes(`/api/requests/${req.id}`))).toBe(true);
  expectNoLeak(recorder.bodies);
});

test("a hospital browser does receive them (the check above is meaningful)", async ({ page }) => {
  await signInFor(page, "hospital2@demo.test");
  const recorder = recordBodies(page);
  await page.goto(`/requests/${req.id}`);
  await expect(page.getByText(req.contactEmail)).toBeVisible();
  await recorder.settle();
  expect(recorder.bodies.some((b) => b.body.includes(req.facility) && b.body.includes(req.contactEmail))).toBe(true);
});

test("a telerad's alert, its bell and its saved searches never carry the facility or the contact", async ({ page, baseURL }) => {
  const word = `leak${Date.now().toString(36)}`;
  await signInFor(page, "telerad@demo.test");
  const saved = await page.request.post("/api/saved-searches", { data: { name: `Leak ${word}`, scope: "requests", query: { q: word } }, headers: { origin: baseURL! } });
  expect(saved.status(), await saved.text()).toBe(201);
  const alerted = await createOwnRequest(baseURL!, { title: `Leak check ${word}` });
  const mail = decodedMail((await waitForMail("telerad@demo.test", new RegExp(word))).raw);
  expect(mail).toContain(alerted.title);
  for (const hidden of [alerted.facility, alerted.contactEmail, alerted.websiteUrl]) expect(mail).not.toContain(hidden);

  const recorder = recordBodies(page);
  await page.goto("/profile#notifications");
  await expect(page.getByRole("link", { name: `Leak ${word}` })).toBeVisible();
  await page.getByRole("button", { name: /^Notifications/ }).click();
  await expect(page.getByRole("dialog", { name: "Notifications" }).getByText(`for "Leak ${word}"`)).toBeVisible();
  await page.waitForLoadState("networkidle");
  await recorder.settle();
  expect(recorder.bodies.some((b) => b.url.includes("/api/notifications") && b.body.includes(`Leak ${word}`))).toBe(true);
  const leaks = recorder.bodies.filter((b) => [alerted.facility, alerted.contactEmail, alerted.websiteUrl].some((s) => b.body.includes(s))).map((b) => b.url);
  expect(leaks).toEqual([]);
  const id = ((await saved.json()) as { id: string }).id;
  await page.request.delete(`/api/saved-searches/${id}`, { headers: { origin: baseURL! } });
  await deleteOwnRequest(baseURL!, alerted.id);
});
