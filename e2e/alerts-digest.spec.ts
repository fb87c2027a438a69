import { eq } from "drizzle-orm";
import { expect, test } from "@playwright/test";
import { savedSearches } from "../src/server/db/notifications-schema";
import { providers } from "../src/server/db/schema";
import { createConfirmedAccount } from "../src/server/modules/auth/accounts";
import { decodedMail } from "./support";
import { startOwnServer } from "./own-server";

/**
 * The daily digest, with a clock the test controls: the app runs in this test's process (startOwnServer),
 * so the test runs the digest job at the instants it chooses. The browser's time zone (Tokyo) becomes the
 * user's, and the digest is due at 07:00 there.
 */
test.use({ timezoneId: "Asia/Tokyo" });

let own: Awaited<ReturnType<typeof startOwnServer>>;
test.beforeAll(async () => {
  own = await startOwnServer();
});
test.afterAll(async () => {
  await own?.close();
});

const PASSWORD = "digest-e2e-password";

async function cookieOf(email: string) {
  const res = await fetch(`${own.base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: own.base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

async function postRequest(cookie: string, title: string, modalities: string[]) {
  const res = await fetch(`${own.base}/api/requests`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: own.base, cookie },
    body: JSON.stringify({ title, facility: `Hidden Facility ${title}`, country: "DE", description: "Outsourced reads", modalities, tatRequirement: "4-12h" }),
  });
  expect(res.status, await res.text()).toBe(201);
}

test("a daily digest arrives once at 07:00 in the user's time zone with every new match, and is in the bell", async ({ page }) => {
  const db = own.services.database.db;
  const [provider] = await db.insert(providers).values({ name: "Digest Radiology", slug: "digest-radiology", hqCountry: "DE", modalities: ["MRI"] }).returning();
  await createConfirmedAccount(db, { email: "digest-telerad@example.test", password: PASSWORD, name: "Dana Digest", role: "telerad", providerId: provider!.id });
  await createConfirmedAccount(db, { email: "digest-hospital@example.test", password: PASSWORD, name: "Hugo Hospital", role: "hospital" });

  await page.goto(`${own.base}/auth/sign-in`);
  await page.getByLabel("Email").fill("digest-telerad@example.test");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await page.goto(`${own.base}/requests?q=digest&mod=MRI`);
  await page.getByRole("button", { name: "Save this search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await dialog.getByLabel("Name").fill("MRI digest");
  await dialog.getByRole("radio", { name: /Daily digest/ }).check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Search saved")).toBeVisible();

  const [search] = await db.select().from(savedSearches).where(eq(savedSearches.name, "MRI digest"));
  const due = search!.nextDigestAt!;
  // 07:00 in Tokyo is 22:00 UTC.
  expect(due.getUTCHours()).toBe(22);
  await page.goto(`${own.base}/profile`);
  await expect(page.getByLabel("Time zone for daily digests")).toHaveValue("Asia/Tokyo");

  const hospital = await cookieOf("digest-hospital@example.test");
  await postRequest(hospital, "MRI digest one", ["MRI"]);
  await postRequest(hospital, "MRI digest two", ["MRI", "CT"]);
  await postRequest(hospital, "CT digest three", ["CT"]);

  const toTelerad = () => own.catcher.messages.filter((m) => m.to.includes("digest-telerad@example.test"));
  expect((await own.services.jobs.runOnce("alerts-daily", { now: new Date(due.getTime() - 60_000) })).ran).toBe(true);
  await own.services.mailer.deliverDue();
  expect(toTelerad()).toHaveLength(0);

  await own.services.jobs.runOnce("alerts-daily", { now: due });
  await expect.poll(() => toTelerad().length).toBe(1);
  const digest = decodedMail(toTelerad()[0]!.raw);
  expect(digest).toContain('2 new requests match your saved search "MRI digest"');
  expect(digest).toContain("MRI digest one");
  expect(digest).toContain("MRI digest two");
  expect(digest).not.toContain("CT digest three");
  expect(digest).not.toContain("Hidden Facility");

  // The next morning nothing is new: nothing is sent.
  await own.services.jobs.runOnce("alerts-daily", { now: new Date(due.getTime() + 24 * 3600_000) });
  await own.services.mailer.deliverDue();
  expect(toTelerad()).toHaveLength(1);

  await page.reload();
  await page.getByRole("button", { name: /Notifications, 1 unread/ }).click();
  await page.getByRole("link", { name: /2 new requests for "MRI digest"/ }).click();
  await expect(page).toHaveURL(/\/requests\?q=digest&mod=MRI/);
});
