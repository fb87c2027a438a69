import { type APIRequestContext, expect, type Page, request, test } from "@playwright/test";
import type { Comparison } from "../src/shared/contracts/application-compare";
import { APPLICATION_MESSAGES } from "../src/shared/policy/applications";
import { scoreBids } from "../src/shared/policy/scoring";
import { formatMoney } from "../src/shared/reference/currencies";
import { apiAs, createOwnRequest } from "./requests-fixtures";
import { signIn, uniqueEmail, waitForMail } from "./support";

type Provider = { id: string; name: string; slug: string };

/** A regex for text in a raw quoted-printable mail, tolerating soft line breaks anywhere. */
const inMail = (text: string) =>
  new RegExp(
    text
      .split("")
      .map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("(?:=\\r?\\n)?"),
  );

/** The text of a quoted-printable UTF-8 mail. */
const decoded = (raw: string) =>
  Buffer.from(raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), "latin1").toString("utf8");

/** A new confirmed telerad user whom the admin links to a provider other than `not`. */
async function newTeleradUser(baseURL: string, not: string) {
  const email = uniqueEmail("compare-e2e");
  const password = "e2e-strong-password";
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await api.post("/api/auth/sign-up/email", { data: { name: "Carl Comparer", email, password, callbackURL: "/" } })).ok()).toBeTruthy();
  const mail = await waitForMail(email, /Confirm/);
  await api.get(mail.links.find((l) => l.includes("verify-email"))!);
  expect((await api.post("/api/auth/sign-in/email", { data: { email, password } })).ok()).toBeTruthy();
  const me = (await (await api.get("/api/me")).json()) as { user: { id: string } };
  const providers = (await (await api.get("/api/providers?sort=name&pageSize=2")).json()) as { data: Provider[] };
  const provider = providers.data.find((p) => p.id !== not)!;
  const admin = await apiAs(baseURL, "admin@demo.test");
  const res = await admin.patch(`/api/admin/profiles/${me.user.id}/role`, { data: { role: "telerad", providerId: provider.id } });
  expect(res.ok(), await res.text()).toBeTruthy();
  await admin.dispose();
  return { api, provider, email };
}

async function providerOf(api: APIRequestContext) {
  const me = (await (await api.get("/api/me")).json()) as { profile: { providerId: string } };
  return me.profile.providerId;
}

async function apply(api: APIRequestContext, requestId: string, body: Record<string, unknown>) {
  const res = await api.post(`/api/requests/${requestId}/applications`, { data: body });
  expect(res.status(), await res.text()).toBe(201);
}

async function comparisonOf(api: APIRequestContext, requestId: string) {
  const res = await api.get(`/api/requests/${requestId}/compare`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Comparison;
}

/** What the formula gives for the API's own converted prices and quality scores. */
function expectedScores(c: Comparison) {
  const bids = c.entries.map((e) => ({
    id: e.application.id,
    pricePerStudy: e.pricePerStudyConverted!,
    pricesByModality: Object.fromEntries(e.prices.map((p) => [p.modality, p.converted!])),
    turnaroundCommitment: e.turnaround.commitment,
    qualityScore: e.qualityScore,
  }));
  return scoreBids({ ...c.request, weights: c.request.weights }, bids);
}

/** The cell of a fact's row in the n-th application column of the comparison table. */
function cell(page: Page, fact: string, column: number) {
  const table = page.getByRole("table", { name: "Applications side by side, best first" });
  return table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: fact, exact: true }) }).getByRole("cell").nth(column);
}

test.describe("compare applications", () => {
  test("the hospital compares bids in two currencies: converted prices, monthly cost, scores and ranks as the formula gives; a quality score changes the rank; award and close", async ({ page, baseURL }) => {
    const req = await createOwnRequest(baseURL!, {
      modalities: ["CT", "MRI"],
      volumesByModality: { CT: 800, MRI: 400 },
      weights: { price: 50, turnaround: 25, quality: 25 },
      budgetMin: 20,
      budgetMax: 60,
      budgetCurrency: "EUR",
      tatRequirement: "4-12h",
    });
    const first = await apiAs(baseURL!, "telerad@demo.test");
    const second = await newTeleradUser(baseURL!, await providerOf(first));
    await apply(first, req.id, { pricePerCt: 30, currency: "GBP", pricesByModality: { MRI: 45 }, turnaroundCommitment: "12-24h", note: "Subspecialty neuro MRI." });
    await apply(second.api, req.id, { pricePerCt: 36, currency: "EUR", pricesByModality: { MRI: 49.5 }, turnaroundCommitment: "4-12h" });
    await first.dispose();
    await second.api.dispose();

    const hospital = await apiAs(baseURL!, "hospital@demo.test");
    const before = await comparisonOf(hospital, req.id);
    expect(before.request.currency).toBe("EUR");
    expect(before.rates).not.toBeNull();
    expect(before.entries).toHaveLength(2);
    for (const e of before.entries) {
      const byVolume = 800 * e.prices.find((p) => p.modality === "CT")!.converted! + 400 * e.prices.find((p) => p.modality === "MRI")!.converted!;
      expect(e.estimatedMonthlyCost!).toBeCloseTo(byVolume, 0);
    }
    const expected = expectedScores(before);
    expect(before.entries.map((e) => [e.application.id, e.score!.total, e.rank])).toEqual(expected.map((s) => [s.id, s.points.total, s.rank]));

    await signIn(page, "hospital@demo.test");
    await page.goto(`/requests/${req.id}`);
    await page.getByRole("link", { name: "Compare Applications" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Compare Applications" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(req.title);
    await expect(page.getByText(`Converted at reference rates of ${before.rates!.day}`)).toBeVisible();
    await expect(page.getByText("Price 50 % · Turnaround 25 % · Quality 25 %")).toBeVisible();

    const gbp = before.entries.findIndex((e) => e.application.currency === "GBP");
    const gbpEntry = before.entries[gbp]!;
    await expect(cell(page, "MRI price per study", gbp)).toContainText("£45.00");
    await expect(cell(page, "MRI price per study", gbp)).toContainText(formatMoney(gbpEntry.prices.find((p) => p.modality === "MRI")!.converted!, "EUR"));
    await expect(cell(page, "Turnaround commitment", gbp)).toContainText("Misses by 12 h");
    await expect(cell(page, "Turnaround commitment", 1 - gbp)).toContainText("Meets");
    await expect(cell(page, "Turnaround commitment", 1 - gbp)).toContainText("Best");
    for (const [i, e] of before.entries.entries()) {
      await expect(cell(page, "Estimated monthly cost", i)).toContainText(formatMoney(e.estimatedMonthlyCost!, "EUR"));
      await expect(cell(page, "Score", i)).toContainText(`${e.score!.total.toFixed(1)} / 100`);
      await expect(cell(page, "Score", i)).toContainText(`Price ${e.score!.price.toFixed(1)} / 50`);
      await expect(cell(page, "Rank", i)).toHaveText(`${e.rank} of 2`);
      await expect(cell(page, "Quality score", i)).toContainText("(default from rating)");
    }
    await expect(cell(page, "Score", 0)).toContainText("Best");

    // The runner-up gets the best quality score and the leader the worst: the ranks swap.
    const [leader, runnerUp] = before.entries.map((e) => e.provider.name) as [string, string];
    await page.getByRole("spinbutton", { name: `Quality score for ${runnerUp}` }).fill("10");
    await page.getByRole("button", { name: `Save quality score for ${runnerUp}` }).click();
    await expect(page.getByText("Quality score saved")).toBeVisible();
    await page.getByRole("spinbutton", { name: `Quality score for ${leader}` }).fill("0");
    await page.getByRole("button", { name: `Save quality score for ${leader}` }).click();
    const table = page.getByRole("table", { name: "Applications side by side, best first" });
    await expect(table.getByRole("columnheader").nth(1)).toContainText(runnerUp);
    await expect(table.getByRole("columnheader").nth(1)).toContainText("#1");
    await expect(cell(page, "Quality score", 0)).not.toContainText("(default from rating)");
    const after = await comparisonOf(hospital, req.id);
    expect(after.entries.map((e) => e.provider.name)).toEqual([runnerUp, leader]);
    expect(after.entries.map((e) => [e.score!.total, e.rank])).toEqual(expectedScores(after).map((s) => [s.points.total, s.rank]));
    await expect(cell(page, "Score", 0)).toContainText(`${after.entries[0]!.score!.total.toFixed(1)} / 100`);

    // Phones: one card per application, best first.
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole("list", { name: "Applications, best first" }).locator(":scope > li");
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(runnerUp);
    await expect(cards.first()).toContainText("1 of 2");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Shortlist the new leader, then award it and close the request after confirming.
    const actions = page.getByRole("group", { name: `Actions for ${runnerUp}` });
    await actions.getByRole("button", { name: "Shortlist" }).click();
    await expect(page.getByText("Application status updated successfully")).toBeVisible();
    await actions.getByRole("button", { name: "Award and close request" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Award this application and close the request?");
    await expect(dialog).toContainText("Every other open application will be declined and notified.");
    await dialog.getByRole("button", { name: "Award and close request" }).click();
    await expect(cell(page, "Status", 0)).toHaveText("AWARDED");
    await expect(cell(page, "Status", 1)).toHaveText("DECLINED");
    await expect(page.getByRole("group", { name: `Actions for ${leader}` })).toHaveCount(0);
    await hospital.dispose();

    // The declined bidder hears its own score and rank, and nothing of the winner's prices.
    const declinedEmail = leader === second.provider.name ? second.email : "telerad@demo.test";
    const mail = await waitForMail(declinedEmail, inMail(`/requests/${req.id}`));
    const text = decoded(mail.raw);
    expect(text).toContain("ranked 2 of 2");
    for (const p of after.entries[0]!.prices) {
      expect(text).not.toContain(formatMoney(p.price.amount, p.price.currency));
      expect(text).not.toContain(formatMoney(p.converted!, "EUR"));
    }
  });

  test("a provider opening a request's comparison is refused, on the page and by the API", async ({ page, baseURL }) => {
    const req = await createOwnRequest(baseURL!);
    const telerad = await apiAs(baseURL!, "telerad@demo.test");
    expect((await telerad.get(`/api/requests/${req.id}/compare`)).status()).toBe(403);
    await telerad.dispose();

    await signIn(page, "telerad@demo.test");
    await page.goto(`/requests/${req.id}/compare`);
    await expect(page.getByRole("alert")).toContainText(APPLICATION_MESSAGES.compareNotAllowed);
    await expect(page.getByRole("table")).toHaveCount(0);
  });

  test("a request without applications has nothing to compare yet; an unknown request is not found", async ({ page, baseURL }) => {
    const req = await createOwnRequest(baseURL!);
    await signIn(page, "hospital@demo.test");
    await page.goto(`/requests/${req.id}/compare`);
    await expect(page.getByText("No applications to compare yet")).toBeVisible();
    await page.goto("/requests/00000000-0000-4000-8000-000000000000/compare");
    await expect(page.getByRole("heading", { name: "Request Not Found" })).toBeVisible();
  });
});
