import { expect, type Page, test } from "@playwright/test";
import { formatTurnaround } from "../src/shared/policy/studies";
import { chartsOf, chartTable, counter, hospitalFigures, providerFigures } from "./dashboards-support";
import { applyVia, openUserMenu } from "./organisations-support";
import { apiAs, newHospitalUser } from "./requests-fixtures";
import { pageAs } from "./support";

/** /dashboard (issue 32): each organisation's real figures, what waits for each member, charts with their tables. */

const n = (v: number) => v.toLocaleString("en-US");

/** The dashboard shown with figures; other tests change the demo data meanwhile, so figures and page are read again until they agree. */
async function expectFigures(page: Page, compute: () => Promise<Record<string, string>>) {
  await expect(async () => {
    const expected = await compute();
    await page.goto("/dashboard");
    for (const [key, text] of Object.entries(expected)) await expect(counter(page, key), key).toHaveText(text, { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
}

test("a hospital's members see its figures, equal to what its own pages count", async ({ browser, baseURL }) => {
  const api = await apiAs(baseURL!, "hospital@demo.test");
  const compute = async () => {
    const f = await hospitalFigures(api);
    return { activeTenders: n(f.activeTenders), partnerships: n(f.partnerships), caseVolume: n(f.caseVolume), averageTurnaround: formatTurnaround(f.averageTurnaroundSeconds) };
  };
  for (const email of ["hospital@demo.test", "viewer@demo.test"]) {
    const { page, context } = await pageAs(browser, email);
    await expectFigures(page, compute);
    await expect(page.getByText("Klinikum Nordstadt: you act as")).toBeVisible();
    await expect(page.getByTestId("counter-caseVolume")).toContainText("Studies recorded this month (UTC) on all your contracts");
    await context.close();
  }
  await api.dispose();
});

test("a provider's members see its figures, equal to what its own pages count", async ({ browser, baseURL }) => {
  const api = await apiAs(baseURL!, "telerad@demo.test");
  const compute = async () => {
    const f = await providerFigures(api);
    return { opportunities: n(f.opportunities), activeContracts: n(f.activeContracts), casesThisMonth: n(f.casesThisMonth), rating: f.reviewCount ? f.rating.toFixed(1) : "–" };
  };
  for (const email of ["telerad@demo.test", "bidder@demo.test"]) {
    const { page, context } = await pageAs(browser, email);
    await expectFigures(page, compute);
    await context.close();
  }
  await api.dispose();
});

test("a new application waits for the hospital's Buyer, not for its Viewer", async ({ browser, baseURL }) => {
  const owner = await newHospitalUser(baseURL!);
  const created = await owner.api.post("/api/organisations", { data: { name: `Dashboard Hospital ${Date.now()}`, country: "IE" } });
  expect(created.status(), await created.text()).toBe(201);
  const organisation = (await created.json()) as { id: string };
  const [buyer, viewer] = [await newHospitalUser(baseURL!), await newHospitalUser(baseURL!)];
  const admin = await apiAs(baseURL!, "admin@demo.test");
  for (const [who, role] of [[buyer, "buyer"], [viewer, "viewer"]] as const) {
    const res = await admin.post(`/api/admin/organisations/${organisation.id}/members`, { data: { email: who.email, role } });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
  const title = `Night CT cover ${Date.now().toString(36)}`;
  const posted = await owner.api.post("/api/requests", { data: { title, facility: "Dashboard General", country: "IE", description: "Night CT reporting.", modalities: ["CT"], tatRequirement: "1-4h" } });
  expect(posted.status(), await posted.text()).toBe(201);
  const request = (await posted.json()) as { id: string };

  const buyerPage = await pageAs(browser, buyer.email, buyer.password);
  const viewerPage = await pageAs(browser, viewer.email, viewer.password);
  for (const { page } of [buyerPage, viewerPage]) {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "What is waiting for you" })).toBeVisible();
    await expect(page.getByText("Nothing is waiting for you.")).toBeVisible();
  }

  const telerad = await apiAs(baseURL!, "telerad@demo.test");
  await applyVia(telerad, request.id, 24);
  await buyerPage.page.reload();
  const bids = buyerPage.page.getByRole("region", { name: /Bids awaiting a decision/ });
  await expect(bids.getByRole("link", { name: title })).toBeVisible();
  await expect(bids).toContainText("1 bid");
  await bids.getByRole("link", { name: title }).click();
  await expect(buyerPage.page).toHaveURL(new RegExp(`/requests/${request.id}$`));

  await viewerPage.page.reload();
  await expect(viewerPage.page.getByText("Nothing is waiting for you.")).toBeVisible();
  await expect(viewerPage.page.getByRole("link", { name: title })).toHaveCount(0);
  for (const c of [buyerPage, viewerPage]) await c.context.close();
  for (const a of [owner.api, buyer.api, viewer.api, admin, telerad]) await a.dispose();
});

/** Opens the dashboard and returns the charts' figures exactly as the page received them (other tests change the demo meanwhile). */
async function dashboardWithCharts(page: Page) {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/dashboard/charts" && r.status() === 200);
  await page.goto("/dashboard");
  return ((await (await answer).json()) as Awaited<ReturnType<typeof chartsOf>>).charts;
}

test("the charts draw, and their tables hold the API's numbers", async ({ browser, baseURL }) => {
  const { page, context } = await pageAs(browser, "hospital@demo.test");
  const charts = await dashboardWithCharts(page);
  if (charts?.kind !== "hospital") throw new Error("hospital charts expected");
  await expect(page.getByRole("figure", { name: "Studies and share within commitment" }).locator(".recharts-bar-rectangle").first()).toBeVisible();
  const rows = await chartTable(page, "Studies and share within commitment");
  expect(rows.map((r) => [r[1], r[2]])).toEqual(charts.studies.map((m) => [n(m.studies), n(m.within)]));
  const fees = await chartTable(page, `Fees against the forecast (${charts.fees[0]!.currency})`);
  expect(fees).toHaveLength(12);
  expect(fees.at(-1)![1]).toContain(n(charts.fees[0]!.months.at(-1)!.feesMinor / 100));
  // The API answers the same to the hospital's own client.
  const api = await apiAs(baseURL!, "hospital@demo.test");
  expect((await chartsOf(api)).charts?.kind).toBe("hospital");
  await api.dispose();
  await context.close();

  const provider = await pageAs(browser, "telerad@demo.test");
  const data = await dashboardWithCharts(provider.page);
  if (data?.kind !== "provider") throw new Error("provider charts expected");
  await expect(provider.page.getByRole("figure", { name: "Bids by outcome" }).locator(".recharts-bar-rectangle").first()).toBeVisible();
  const table = await chartTable(provider.page, "Bids by outcome");
  expect(table.map((r) => r.slice(1, 6))).toEqual(data.bids.map((m) => [m.submitted, m.shortlisted, m.awarded, m.declined, m.withdrawn].map(n)));
  await provider.context.close();
});

test("without an organisation, the page says how to start", async ({ browser }) => {
  const basic = await pageAs(browser, "basic@demo.test");
  await basic.page.goto("/providers");
  await openUserMenu(basic.page);
  await basic.page.getByRole("menuitem", { name: "Dashboard" }).click();
  await expect(basic.page).toHaveURL(/\/dashboard$/);
  await expect(basic.page.getByRole("heading", { name: "Create or join an organisation" })).toBeVisible();
  await basic.page.getByRole("link", { name: "Browse providers" }).click();
  await expect(basic.page).toHaveURL(/\/providers$/);
  await basic.context.close();
  const admin = await pageAs(browser, "admin@demo.test");
  await admin.page.goto("/dashboard");
  await expect(admin.page.getByRole("link", { name: "Open the Admin Panel" })).toBeVisible();
  await admin.context.close();
});
