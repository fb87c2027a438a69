import { expect, test } from "@playwright/test";
import { MESSAGE_MESSAGES } from "../src/shared/policy/messages";
import { applyVia, NIGHTHAWK } from "./organisations-support";
import { apiAs, createOwnRequest, newTeleradUser } from "./requests-fixtures";
import { decodedMail, inMail, pageAs, waitForMail } from "./support";

/**
 * Private messages (issue 30 §6) through the pages and the real SMTP peer: the hospital writes with an attachment
 * from its applications table, the provider is mailed, reads and answers, and the hospital's open page shows the
 * answer without a reload; another bidder is refused. The request is the test's own.
 */

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3c1e5d30000000049454e44ae426082", "hex");

test("hospital and bidder talk privately about a bid, with an attachment; the thread updates without a reload; no other bidder reads it", async ({ browser, baseURL }) => {
  const req = await createOwnRequest(baseURL!);
  const bidder = await apiAs(baseURL!, "bidder@demo.test");
  const bid = await applyVia(bidder, req.id, 19);
  await bidder.dispose();

  // The hospital opens the bid's thread from its applications table and writes with a PNG attached.
  const hospital = await pageAs(browser, "hospital@demo.test");
  await hospital.page.goto(`/requests/${req.id}`);
  await hospital.page.getByRole("link", { name: `Messages with ${NIGHTHAWK}` }).first().click();
  await expect(hospital.page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await expect(hospital.page.getByText(req.title).first()).toBeVisible();
  const question = `Could you start nights on the 1st? (${req.tag})`;
  await hospital.page.getByLabel("Your message").fill(question);
  await hospital.page.locator('input[type="file"]').setInputFiles({ name: "rota.png", mimeType: "image/png", buffer: PNG });
  await hospital.page.getByRole("button", { name: "Send" }).click();
  const hospitalLog = hospital.page.getByRole("log", { name: "Messages" });
  await expect(hospitalLog).toContainText(question);
  await expect(hospitalLog.getByRole("link", { name: /rota\.png/ })).toBeVisible();
  await expect(hospital.page.getByLabel("Your message")).toHaveValue("");

  // NightHawk's Owner is mailed; the link opens the thread with the message and its attachment.
  const mail = await waitForMail("telerad@demo.test", inMail(req.tag));
  expect(decodedMail(mail.raw)).toMatch(/New_message_about/);
  expect(decodedMail(mail.raw)).toContain(question);
  const link = mail.links.find((l) => l.endsWith(`/applications/${bid.id}/messages`));
  expect(link, mail.raw).toBeTruthy();
  const provider = await pageAs(browser, "telerad@demo.test");
  await provider.page.goto(link!);
  const providerLog = provider.page.getByRole("log", { name: "Messages" });
  await expect(providerLog).toContainText(question);
  const download = provider.page.waitForEvent("download");
  await providerLog.getByRole("link", { name: /rota\.png/ }).click();
  expect((await download).suggestedFilename()).toBe("rota.png");

  // The answer reaches the hospital's open page by itself.
  const answer = `Yes, from 22:00 on the 1st. (${req.tag})`;
  await provider.page.getByLabel("Your message").fill(answer);
  await provider.page.getByRole("button", { name: "Send" }).click();
  await expect(providerLog).toContainText(answer);
  await expect(hospitalLog).toContainText(answer, { timeout: 15_000 });

  // Another provider's user reads nothing of it, on the page or through the API.
  const other = await newTeleradUser(baseURL!, 3);
  const refused = await other.api.get(`/api/threads/application/${bid.id}`);
  expect(refused.status()).toBe(403);
  const outsider = await pageAs(browser, other.email, other.password);
  await outsider.page.goto(`/applications/${bid.id}/messages`);
  await expect(outsider.page.getByText(MESSAGE_MESSAGES.readNotAllowed)).toBeVisible();
  await expect(outsider.page.getByText(question)).toHaveCount(0);
  await other.api.dispose();
  for (const p of [hospital, provider, outsider]) await p.context.close();
});
