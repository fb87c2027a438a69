import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page } from "@playwright/test";
import { contractVersions, contracts } from "../src/server/db/contracts-schema";
import { organisations, providers } from "../src/server/db/schema";
import { createConfirmedAccount } from "../src/server/modules/auth/accounts";
import { termEnd } from "../src/shared/policy/contracts";
import { ledgerTerms } from "../tests/support/studies";
import type { startOwnServer } from "./own-server";

/**
 * What the ledger journeys share (issue 31). A contract is active only from its start, and the API sets no start in
 * the past, so the test's own server (startOwnServer) gets a contract that started six months ago written straight
 * into its database, as the integration tests' factories do, between a hospital and a provider of its own.
 */

type OwnServer = Awaited<ReturnType<typeof startOwnServer>>;

export const PASSWORD = "ledger-e2e-password";

/** The first day of the month `n` months before this one (UTC), as YYYY-MM-DD. */
export function monthsAgo(n: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1)).toISOString().slice(0, 10);
}

/**
 * An active contract on the ledger's terms (CT and MRI, Urgent and Routine, credits on both tiers), with a hospital
 * Buyer and a provider Bidder who may record studies, and a hospital Viewer who may only read them.
 */
export async function ledgerContract(own: OwnServer) {
  const db = own.services.database.db;
  const id = randomUUID().slice(0, 8);
  const startDate = monthsAgo(6);
  const terms = ledgerTerms(startDate);
  const [hospital] = await db.insert(organisations).values({ kind: "hospital", name: `Ledger Hospital ${id}`, country: "DE" }).returning();
  const [provider] = await db
    .insert(providers)
    .values({ name: `Ledger Radiology ${id}`, slug: `ledger-radiology-${id}`, hqCountry: "DE", modalities: ["CT", "MRI"], languages: ["en"], description: "Test provider" })
    .returning();
  const person = async (name: string, role: "hospital" | "telerad", organisation: { id: string; role: "buyer" | "bidder" | "viewer" }) => {
    const email = `${name.toLowerCase().replace(/\W+/g, "-")}-${id}@example.test`;
    await createConfirmedAccount(db, { email, password: PASSWORD, name, role, organisation });
    return { email, name };
  };
  const buyer = await person("Hugo Buyer", "hospital", { id: hospital!.id, role: "buyer" });
  const viewer = await person("Vera Viewer", "hospital", { id: hospital!.id, role: "viewer" });
  const bidder = await person("Bea Bidder", "telerad", { id: provider!.id, role: "bidder" });
  const [contract] = await db
    .insert(contracts)
    .values({
      title: `Ledger contract ${id}`,
      currency: "EUR",
      status: "active",
      hospitalOrganisationId: hospital!.id,
      providerId: provider!.id,
      startDate,
      termMonths: terms.termMonths,
      endDate: termEnd(startDate, terms.termMonths),
      renewal: terms.renewal,
      currentVersion: 1,
    })
    .returning();
  await db
    .insert(contractVersions)
    .values({ contractId: contract!.id, number: 1, revision: 1, kind: "contract", status: "accepted", proposedBySide: "hospital", effectiveFrom: startDate, terms, respondedAt: new Date() });
  return { id: contract!.id, title: contract!.title, terms, buyer, viewer, bidder };
}

/** Signs the page's context in on the own server (the next page it opens is signed in). */
export async function signInOwn(page: Page, base: string, email: string) {
  const res = await page.request.post(`${base}/api/auth/sign-in/email`, { data: { email, password: PASSWORD }, headers: { origin: base } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A new browser context signed in on the own server as `email`, and its page. */
export async function pageAs(browser: Browser, base: string, email: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInOwn(page, base, email);
  return { context, page };
}

/** Opens a contract's tab and waits for the contract's title. */
export async function openTab(page: Page, base: string, contract: { id: string; title: string }, tab: "studies" | "statement", extra = "") {
  await page.goto(`${base}/contracts/${contract.id}?tab=${tab}${extra}`);
  await expect(page.getByRole("heading", { level: 1, name: contract.title })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Contract" }).getByRole("link", { name: tab === "studies" ? "Studies" : "Statement" })).toHaveAttribute("aria-current", "page");
}
