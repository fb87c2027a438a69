import fs from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { formatTurnaround } from "../src/shared/policy/studies";
import { formatMoney } from "../src/shared/reference/currencies";
import { expectedTier, generateStudies, toCsv } from "../tests/support/studies";
import { startOwnServer } from "./own-server";
import { ledgerContract, monthsAgo, openTab, pageAs as signedInPage } from "./studies-support";

/**
 * The performance ledger in the browser (issue 31): a hospital Buyer uploads a month of studies and reads the
 * statement, figures the test computes itself from the same rows; a file with one bad row stores nothing; the provider
 * disputes a study and the hospital resolves it; a Viewer reads without recording. The app runs in this test's process on a database
 * of its own (startOwnServer), where the contract that started six months ago is written directly.
 */
test.describe.configure({ mode: "serial" });

let own: Awaited<ReturnType<typeof startOwnServer>>;
let contract: Awaited<ReturnType<typeof ledgerContract>>;
const month = monthsAgo(2).slice(0, 7);
const monthName = new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", timeZone: "UTC" });
const rows = generateStudies(1000, month, 7);

test.beforeAll(async () => {
  own = await startOwnServer();
  contract = await ledgerContract(own);
});
test.afterAll(async () => {
  await own?.close();
});

const pageAs = (browser: Browser, email: string, viewport?: { width: number; height: number }) => signedInPage(browser, own.base, email, viewport);

const percent = (value: number) => `${value.toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;
const euros = (minor: number) => formatMoney(minor / 100, "EUR");
const csvFile = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });

/** The tier's row of the statement's table; its cells: tier, commitment, studies, within, share, P50, P90, P95, fees, credit. */
const tierCells = (page: Page, name: string) => page.getByRole("table", { name: "Figures per priority tier" }).getByRole("row").filter({ hasText: name }).getByRole("cell");

test("a hospital buyer uploads 1,000 studies, and the statement shows each tier's figures as computed from the same rows", async ({ browser }) => {
  const { context, page } = await pageAs(browser, contract.buyer.email);
  await openTab(page, own.base, contract, "studies");
  const form = page.getByRole("form", { name: "Record studies" });
  await expect(form.getByRole("term")).toHaveCount(7);
  const [template] = await Promise.all([page.waitForEvent("download"), form.getByRole("button", { name: "Download the CSV template" }).click()]);
  expect(fs.readFileSync(await template.path(), "utf8")).toBe("reference,modality,priority,images_available_at,preliminary_report_at,final_report_at,peer_review\r\n");

  // A slow upload, so that the progress bar shows on its way.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 40 * 1024 });
  await form.getByLabel("Study file (CSV)").setInputFiles(csvFile("november.csv", toCsv(rows)));
  await form.getByRole("button", { name: "Upload studies" }).click();
  await expect(form.getByRole("button", { name: "Uploading..." })).toBeDisabled();
  const bar = form.getByRole("progressbar", { name: "Uploading the study file" });
  await expect(bar).toHaveAttribute("aria-valuenow", /^\d+$/);
  await expect(form.getByRole("status")).toHaveText(/^1,000 studies stored: 1,000 new, 0 updated/, { timeout: 30_000 });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Studies", exact: true }).getByText("1,000 studies", { exact: true })).toBeVisible();

  await form.getByRole("link", { name: monthName }).click();
  await expect(page.getByRole("heading", { name: `Statement for ${monthName}` })).toBeVisible();
  let fees = 0;
  let credit = 0;
  for (const [tier, name] of [
    ["1-4h", "Urgent"],
    ["12-24h", "Routine"],
  ] as const) {
    const want = expectedTier(rows, contract.terms, tier);
    fees += want.feesMinor;
    credit += want.creditMinor;
    const cells = tierCells(page, name);
    await expect(cells.nth(2)).toHaveText(want.studies.toLocaleString("en-US"));
    await expect(cells.nth(3)).toHaveText(want.within.toLocaleString("en-US"));
    await expect(cells.nth(4)).toContainText(percent(want.sharePercent));
    await expect(cells.nth(5)).toHaveText(formatTurnaround(want.p50));
    await expect(cells.nth(6)).toHaveText(formatTurnaround(want.p90));
    await expect(cells.nth(7)).toHaveText(formatTurnaround(want.p95));
    await expect(cells.nth(8)).toHaveText(euros(want.feesMinor));
    await expect(cells.nth(9)).toContainText(euros(want.creditMinor));
  }
  const headline = (label: string) => page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
  await expect(headline("Studies")).toHaveText("1,000");
  await expect(headline("Fees")).toHaveText(euros(fees));
  await expect(headline("Service credit")).toHaveText(euros(credit));
  await expect(page.getByRole("link", { name: `Export CSV of the statement for ${monthName}` })).toHaveAttribute("href", `/api/contracts/${contract.id}/statement/export?month=${month}`);
  await expect(page.getByRole("figure")).toHaveCount(3);
  await context.close();
});

test("a file with one bad row is refused with its line, and nothing of it is stored", async ({ browser }) => {
  const { context, page } = await pageAs(browser, contract.buyer.email);
  await openTab(page, own.base, contract, "studies");
  const bad = generateStudies(50, month, 8, "BAD");
  bad[9]!.priority = "Whenever";
  const form = page.getByRole("form", { name: "Record studies" });
  await form.getByLabel("Study file (CSV)").setInputFiles(csvFile("bad.csv", toCsv(bad)));
  await form.getByRole("button", { name: "Upload studies" }).click();
  const panel = form.getByRole("alert").filter({ hasText: "bad.csv was not stored" });
  await expect(panel).toContainText("1 study has an error: nothing was stored");
  const row = panel.getByRole("row").nth(1);
  await expect(row.getByRole("cell").nth(0)).toHaveText("11");
  await expect(row.getByRole("cell").nth(1)).toHaveText("priority");
  await expect(row.getByRole("cell").nth(2)).toContainText('"Whenever" is not a priority tier');
  const [report] = await Promise.all([page.waitForEvent("download"), panel.getByRole("button", { name: "Download the full error report" }).click()]);
  expect(report.suggestedFilename()).toBe("bad-errors.csv");
  expect(fs.readFileSync(await report.path(), "utf8")).toContain("11,priority,");
  await page.reload();
  await expect(page.getByRole("region", { name: "Studies", exact: true }).getByText("1,000 studies", { exact: true })).toBeVisible();
  await context.close();
});

test("the provider disputes a study the hospital recorded, and the hospital resolves it", async ({ browser }) => {
  const provider = await pageAs(browser, contract.bidder.email);
  await openTab(provider.page, own.base, contract, "studies");
  const list = provider.page.getByRole("region", { name: "Studies", exact: true });
  const dispute = list.getByRole("button", { name: /^Dispute study #/ }).first();
  const reference = ((await dispute.getAttribute("aria-label")) ?? "").replace("Dispute study ", "");
  await dispute.click();
  const dialog = provider.page.getByRole("dialog", { name: `Dispute study ${reference}` });
  await dialog.getByRole("button", { name: "Dispute study" }).click();
  await expect(dialog.getByText("Give a reason for the dispute")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Our log has the final report 40 minutes earlier.");
  await dialog.getByRole("button", { name: "Dispute study" }).click();
  await expect(dialog).toBeHidden();
  await list.getByRole("button", { name: "Disputed", exact: true }).click();
  await expect(list.getByText("1 study disputed")).toBeVisible();
  await expect(list.getByRole("table")).toContainText(`Disputed by Bea Bidder`);
  await expect(list.getByRole("table")).toContainText("Our log has the final report 40 minutes earlier.");
  await provider.context.close();

  const hospital = await pageAs(browser, contract.buyer.email);
  await openTab(hospital.page, own.base, contract, "statement");
  const disputed = hospital.page.getByRole("term").filter({ hasText: /^Disputed$/ }).locator("xpath=following-sibling::dd[1]");
  await expect(disputed).toHaveText("1");
  await openTab(hospital.page, own.base, contract, "studies", "&status=disputed");
  const studies = hospital.page.getByRole("region", { name: "Studies", exact: true });
  await studies.getByRole("button", { name: `Resolve study ${reference}` }).click();
  const resolve = hospital.page.getByRole("dialog", { name: `Resolve the dispute of study ${reference}` });
  await expect(resolve).toContainText("Our log has the final report 40 minutes earlier.");
  await resolve.getByRole("radio", { name: "Correct" }).click();
  await resolve.getByLabel("Peer review (RADPEER)").selectOption("2a");
  await resolve.getByRole("button", { name: "Save correction" }).click();
  await expect(resolve).toBeHidden();
  await expect(studies.getByText("No disputed studies")).toBeVisible();
  await studies.getByRole("button", { name: "All", exact: true }).click();
  const row = studies.getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText("Corrected");
  await expect(row).toContainText("2a");
  await hospital.context.close();
});

test("a Viewer reads the studies without the form to record them, and the statement", async ({ browser }) => {
  // Axe checks the Studies and Statement tabs at desktop and phone widths in e2e/accessibility.spec.ts, the Studies tab
  // as a Viewer too (the Statement is the same for every role).
  const { context, page } = await pageAs(browser, contract.viewer.email);
  await openTab(page, own.base, contract, "studies");
  await expect(page.getByText("Your role reads the studies: the hospital's Owners and Buyers record and dispute them.")).toBeVisible();
  await expect(page.getByRole("form", { name: "Record studies" })).toHaveCount(0);
  await openTab(page, own.base, contract, "statement");
  await expect(page.getByRole("figure")).toHaveCount(3);
  await context.close();
});
