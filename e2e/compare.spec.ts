import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import type { Comparison } from "../src/shared/contracts/application-compare";
import { APPLICATION_MESSAGES } from "../src/shared/policy/applications";
import { scoreBids } from "../src/shared/policy/scoring";
import { formatMoney } from "../src/shared/reference/currencies";
import { apiAs, createOwnRequest, newTeleradUser } from "./requests-fixtures";
import { decodedMail, inMail, pageAs, signInFor, waitForMail } from "./support";

interface Bid {
  price: string;
  currency: string;
  mriPrice: string;
  commitment: string;
}

/** A provider user bids through the apply card of the request's page. */
async function bidThroughForm(browser: Browser, email: string, password: string | undefined, requestId: string, bid: Bid) {
  const { context, page } = await pageAs(browser, email, password);
  await page.goto(`/requests/${requestId}`);
  await page.getByLabel("Price per Study", { exact: true }).fill(bid.price);
  await page.getByLabel("Currency").selectOption(bid.currency);
  await page.getByLabel("MRI price per study", { exact: true }).fill(bid.mriPrice);
  await page.getByLabel("Turnaround commitment").selectOption({ label: bid.commitment });
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("region", { name: "Application Submitted" })).toBeVisible();
  await context.close();
}

async function comparisonOf(api: APIRequestContext, requestId: string) {
  const res = await api.get(`/api/requests/${requestId}/compare`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Comparison;
}

/** The entries ranked: those with a quality score (a provider without reviews has none until the hospital gives one). */
const rankedEntries = (c: Comparison) => c.entries.filter((e) => e.qualityScore !== null);

/** What the formula gives for the API's own converted prices and quality scores; a bid without a quality score is left out. */
function expectedScores(c: Comparison) {
  const bids = rankedEntries(c).map((e) => ({
    id: e.application.id,
    pricePerStudy: e.pricePerStudyConverted!,
    pricesByModality: Object.fromEntries(e.prices.map((p) => [p.modality, p.converted!])),
    turnaroundCommitment: e.turnaround.commitment,
    qualityScore: e.qualityScore!,
  }));
  return scoreBids({ ...c.request, weights: c.request.weights }, bids);
}

/** The cell of a fact's row in the n-th application column of the comparison table. */
function cell(page: Page, fact: string, column: number) {
  const table = page.getByRole("table", { name: "Applications side by side, best first" });
  return table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: fact, exact: true }) }).getByRole("cell").nth(column);
}

test.describe("compare applications", () => {
  test("the hospital compares bids in two currencies: converted prices, monthly cost, scores and ranks as the formula gives; a quality score changes the rank; award and close", async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const req = await createOwnRequest(baseURL!, {
      modalities: ["CT", "MRI"],
      volumesByModality: { CT: 800, MRI: 400 },
      weights: { price: 50, turnaround: 25, quality: 25 },
      budgetMin: 20,
      budgetMax: 60,
      budgetCurrency: "EUR",
      tatRequirement: "4-12h",
    });
    const second = await newTeleradUser(baseURL!, 4);
    await second.api.dispose();
    await bidThroughForm(browser, "telerad@demo.test", undefined, req.id, { price: "30", currency: "GBP", mriPrice: "45", commitment: "Routine (12-24h)" });
    await bidThroughForm(browser, second.email, second.password, req.id, { price: "36", currency: "EUR", mriPrice: "49.50", commitment: "Priority (4-12h)" });

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
    expect(rankedEntries(before).map((e) => [e.application.id, e.score!.total, e.rank])).toEqual(expected.map((s) => [s.id, s.points.total, s.rank]));
    expect(before.entries.filter((e) => e.qualityScore === null).map((e) => [e.score, e.rank])).toEqual(before.entries.filter((e) => e.qualityScore === null).map(() => [null, null]));

    await signInFor(page, "hospital@demo.test");
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
    const ranked = rankedEntries(before).length;
    for (const [i, e] of before.entries.entries()) {
      await expect(cell(page, "Estimated monthly cost", i)).toContainText(formatMoney(e.estimatedMonthlyCost!, "EUR"));
      if (e.qualityScore === null) {
        // A provider without reviews: no default score, no rank, and the page asks for a score.
        await expect(cell(page, "Provider", i)).toContainText("No reviews yet");
        await expect(cell(page, "Quality score", i)).toContainText("No quality score yet");
        await expect(cell(page, "Rank", i)).toHaveText("Not ranked");
        continue;
      }
      await expect(cell(page, "Score", i)).toContainText(`${e.score!.total.toFixed(1)} / 100`);
      await expect(cell(page, "Score", i)).toContainText(`Price ${e.score!.price.toFixed(1)} / 50`);
      await expect(cell(page, "Rank", i)).toHaveText(`${e.rank} of ${ranked}`);
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
    const text = decodedMail(mail.raw);
    expect(text).toContain("ranked 2 of 2");
    // And sees the same evaluation, its own only, on the request's page.
    const declined = await pageAs(browser, declinedEmail, declinedEmail === second.email ? second.password : undefined);
    await declined.page.goto(`/requests/${req.id}`);
    const evaluation = declined.page.getByRole("region", { name: "Application Submitted" }).getByRole("region", { name: "Your evaluation" });
    await expect(evaluation).toContainText(`${after.entries[1]!.score!.total} / 100`);
    await expect(evaluation).toContainText("Ranked 2 of 2");
    await declined.context.close();
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

    await signInFor(page, "telerad@demo.test");
    await page.goto(`/requests/${req.id}/compare`);
    await expect(page.getByRole("alert")).toContainText(APPLICATION_MESSAGES.compareNotAllowed);
    await expect(page.getByRole("table")).toHaveCount(0);
  });

  test("a request without applications has nothing to compare yet; an unknown request is not found", async ({ page, baseURL }) => {
    const req = await createOwnRequest(baseURL!);
    await signInFor(page, "hospital@demo.test");
    await page.goto(`/requests/${req.id}/compare`);
    await expect(page.getByText("No applications to compare yet")).toBeVisible();
    await page.goto("/requests/00000000-0000-4000-8000-000000000000/compare");
    await expect(page.getByRole("heading", { name: "Request Not Found" })).toBeVisible();
  });
});
