import fs from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import { readPdf } from "../tests/support/pdf-text";
import { apiAs, type CreatedRequest, createOwnRequest } from "./requests-fixtures";
import { decodedMail, waitForMail } from "./support";

/** What the contracts journeys share (issue 30). */

/** The demo accounts' names, as the contract shows who proposed and who accepted. */
export const HANNAH = "Hannah Hospital";
export const TARA = "Tara Telerad";

/** Today as the server counts days (UTC), and a day `n` days after another. */
export const utcToday = () => new Date().toISOString().slice(0, 10);
export function addUtcDays(day: string, n: number) {
  const t = new Date(`${day}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}

/** A day as the pages write it: "March 5, 2027". */
export const longDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });

export interface BidRequest {
  req: CreatedRequest;
  applicationId: string;
  /** The bid's earliest start, which the award's draft starts on. */
  startDate: string;
}

/**
 * A request of Klinikum Nordstadt (hospital@demo.test's) for CT and MRI with monthly volumes, and NightHawk's bid on it
 * made by bidder@demo.test: €20.00 a study, MRI at €32.50, Urgent (1-4h) committed, starting three weeks from today.
 */
export async function requestWithBid(baseURL: string): Promise<BidRequest> {
  const req = await createOwnRequest(baseURL, {
    modalities: ["CT", "MRI"],
    volumesPerMonth: 1200,
    volumesByModality: { CT: 800, MRI: 400 },
    tatRequirement: "4-12h",
    budgetCurrency: "EUR",
  });
  const startDate = addUtcDays(utcToday(), 21);
  const bidder = await apiAs(baseURL, "bidder@demo.test");
  const res = await bidder.post(`/api/requests/${req.id}/applications`, {
    data: { pricePerCt: 20, currency: "EUR", pricesByModality: { MRI: 32.5 }, turnaroundCommitment: "1-4h", earliestStart: startDate },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await bidder.dispose();
  return { req, applicationId: id, startDate };
}

const escaped = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A regex for a mail's whole Subject header, whether plain or (as quotes make it) in RFC 2047 Q-encoded words, and
 * folded between any two characters.
 */
export function subjectIs(subject: string) {
  // Encoded words are separated by whitespace, folded onto the next line or not.
  const joint = "(?:\\?=(?:\\r?\\n)?[ \\t]+=\\?UTF-8\\?Q\\?)?";
  const chars = [...subject].map((c) => {
    const hex = [...Buffer.from(c)].map((b) => `=${b.toString(16).padStart(2, "0")}`).join("");
    return `(?:${escaped(c)}|${hex}${c === " " ? "|_|\\r?\\n[ \\t]+" : ""})`;
  });
  return new RegExp(`^Subject: (?:=\\?UTF-8\\?Q\\?)?${chars.join(joint)}(?:\\?=)?\\r?$`, "mi");
}

/** Waits for the mail with this subject and returns its decoded text and the contract's link. */
export async function contractMail(to: string, subject: string) {
  const mail = await waitForMail(to, subjectIs(subject));
  const text = decodedMail(mail.raw).replace(/\s+/g, " ");
  const link = mail.links.find((l) => /\/contracts\/[0-9a-f-]{36}$/.test(l));
  expect(link, mail.raw).toBeTruthy();
  return { text, link: link! };
}

/** Opens a contract's link and waits for its title. */
export async function openContract(page: Page, link: string, title: string) {
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

/** The contract's header: its title, the status badge beside it, the parties and dates, a termination's banner. */
export const contractHeader = (page: Page) => page.locator("header", { has: page.getByRole("heading", { level: 1 }) });

/** A fact of the header ("Notice period", "Version in force"): its value. */
export const fact = (page: Page, label: string) =>
  contractHeader(page)
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");

/** The n-th (1-based) line of the terms editor. */
export const editorLine = (page: Page, n: number) => page.getByRole("list", { name: "Service lines" }).getByRole("listitem").nth(n - 1);

/** Sets the price of a line of the editor. */
export async function setLinePrice(page: Page, n: number, price: string) {
  const field = editorLine(page, n).getByLabel("Price per study (EUR)");
  await field.fill(price);
  await expect(field).toHaveValue(price);
}

/** Adds a service line at a tier (its option's value, "≤30m") with its price. */
export async function addLine(page: Page, modality: string, tier: string, price: string) {
  const lines = page.getByRole("list", { name: "Service lines" }).getByRole("listitem");
  const before = await lines.count();
  await page.getByRole("button", { name: "Add service line" }).click();
  await expect(lines).toHaveCount(before + 1);
  const line = lines.nth(before);
  await line.getByLabel(`Line ${before + 1}: modality`).selectOption(modality);
  await line.getByLabel("Priority tier").selectOption(tier);
  await line.getByLabel("Price per study (EUR)").fill(price);
}

/** A tier's commitment (in minutes) and service credit, in the editor's box for that tier ("Emergency (≤30m)"). */
export async function setTierTerms(page: Page, tier: string, terms: { minutes: string; below: string; credit: string }) {
  const box = page.getByRole("group", { name: tier, exact: true });
  await box.getByLabel("Commitment", { exact: true }).fill(terms.minutes);
  await box.getByRole("combobox", { name: `Unit of the ${tier} commitment` }).selectOption("minutes");
  await box.getByLabel("Credit below (% on time)", { exact: true }).fill(terms.below);
  await box.getByLabel("Credit (% of the tier's fees)", { exact: true }).fill(terms.credit);
}

/** The dialog an action opens, once it is open. */
export async function dialogOf(page: Page, trigger: string, title: string): Promise<Locator> {
  await page.getByRole("region", { name: "Your next steps" }).getByRole("button", { name: trigger, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The rows of the terms' "Service lines" table, as they read: "CT Urgent (1-4h) €19.50". */
export const termsRows = (page: Page, heading: string) => page.getByRole("region", { name: heading }).getByRole("table").getByRole("row");

/** Downloads a version's PDF from the Versions tab and reads it back with pdf.js. */
export async function downloadVersionPdf(page: Page, linkName: string) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: linkName }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  const bytes = new Uint8Array(fs.readFileSync(file));
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
  return readPdf(bytes);
}
