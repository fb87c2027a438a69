import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createOwnRequest, newTeleradUser } from "./requests-fixtures";
import { decodedMail, signInFor, waitForMail } from "./support";

const MAIL_DIR = path.resolve(import.meta.dirname, `../.tmp/e2e-${process.env.E2E_PORT ?? "3100"}/mail`);

/** Every message the SMTP peer has received for an address whose text contains `text`. */
function mailsTo(to: string, text: string) {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, f), "utf8")) as { to: string[]; raw: string })
    .filter((m) => m.to.includes(to.toLowerCase()))
    .map((m) => decodedMail(m.raw))
    .filter((text_) => text_.includes(text));
}

test("a telerad's instant alert for MRI in Germany: one mail with the matching request and no facility; the next match comes alone", async ({ page, baseURL }) => {
  const telerad = await newTeleradUser(baseURL!, 3);
  await telerad.api.dispose();
  const word = `alert${Date.now().toString(36)}`;
  const name = `MRI in Germany ${word}`;

  await signInFor(page, telerad.email, telerad.password);
  await page.goto(`/requests?q=${word}`);
  await page.getByLabel("Modality", { exact: true }).selectOption("MRI");
  await expect(page).toHaveURL(/mod=MRI/);
  await page.getByLabel("Country", { exact: true }).selectOption("DE");
  await expect(page).toHaveURL(/country=DE/);
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText("Modality: MRI");
  await page.getByRole("button", { name: "Save this search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("radio", { name: /Instant/ }).check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Search saved")).toBeVisible();

  const match = await createOwnRequest(baseURL!, { title: `MRI reads ${word}`, country: "DE", modalities: ["MRI"] });
  const ct = await createOwnRequest(baseURL!, { title: `CT reads ${word}`, country: "DE", modalities: ["CT"] });

  const first = decodedMail((await waitForMail(telerad.email, new RegExp(word))).raw);
  expect(first).toContain(`1 new request matches your saved search "${name}"`);
  expect(first).toContain(match.title);
  expect(first).toContain(`/requests/${match.id}`);
  for (const hidden of [match.facility, match.contactEmail, ct.title, ct.facility]) expect(first).not.toContain(hidden);
  expect(first).toMatch(/\/unsubscribe\?token=/);

  // Another match later: its own alert, with it alone, so each request went out once.
  const next = await createOwnRequest(baseURL!, { title: `MRI night reads ${word}`, country: "DE", modalities: ["MRI", "CT"] });
  await expect.poll(() => mailsTo(telerad.email, name).length, { timeout: 20_000 }).toBe(2);
  const second = mailsTo(telerad.email, name).find((m) => m.includes(next.title))!;
  expect(second).toContain(`1 new request matches your saved search "${name}"`);
  expect(second).not.toContain(match.title);

  // The bell shows the alerts too.
  await page.goto("/requests");
  await expect(page.getByRole("button", { name: /Notifications, 2 unread/ })).toBeVisible();
});
