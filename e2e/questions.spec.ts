import { expect, test } from "@playwright/test";
import { apiAs, createOwnRequest, newTeleradUser } from "./requests-fixtures";
import { decodedMail, inMail, pageAs, waitForMail } from "./support";

/**
 * Issue 15 "Questions & Answers": a telerad asks through the page, the owning hospital rewords the question
 * and publishes the answer, a second telerad reads it with no trace of who asked (on the page and in the
 * JSON it received), the asker is mailed the answer, and an anonymous visitor sees only the count.
 */
test.describe.configure({ timeout: 90_000 });

test("a telerad asks, the hospital rewords and answers, another telerad reads it without the asker", async ({ browser, baseURL }) => {
  const req = await createOwnRequest(baseURL!);
  const asker = await apiAs(baseURL!, "telerad@demo.test");
  const askerProvider = ((await (await asker.get("/api/me")).json()) as { profile: { providerId: string } }).profile.providerId;
  const askerName = "NightHawk Radiology Partners";
  const original = `NightHawk here: which PACS do you use for request ${req.tag}, and do priors come along?`;
  const reworded = `Which PACS do you use for request ${req.tag}, and do priors come along?`;
  const answer = `Sectra IDS7; priors of three years come along (${req.tag}).`;

  // The telerad asks: a too short question first.
  const { context: teleradContext, page: telerad } = await pageAs(browser, "telerad@demo.test");
  await telerad.goto(`/requests/${req.id}`);
  const qa = telerad.getByRole("region", { name: "Questions & Answers" });
  await qa.getByLabel("Your question").fill("PACS?");
  await qa.getByRole("button", { name: "Ask a Question" }).click();
  await expect(qa.getByText("Question must be at least 10 characters")).toBeVisible();
  await qa.getByLabel("Your question").fill(original);
  await qa.getByRole("button", { name: "Ask a Question" }).click();
  await expect(telerad.getByText("Question sent to the hospital")).toBeVisible();
  const mine = qa.getByRole("listitem").filter({ hasText: original });
  await expect(mine).toContainText("Awaiting answer");
  await expect(mine).toContainText("Asked by your provider");
  await expect(qa.getByLabel("Your question")).toHaveValue("");
  await teleradContext.close();
  await waitForMail("hospital@demo.test", inMail(`NightHawk Radiology Partners asked a question about your request "${req.title}"`));

  // The owner sees who asked, rewords the question and publishes the answer.
  const { context: ownerContext, page: owner } = await pageAs(browser, "hospital@demo.test");
  await owner.goto(`/requests/${req.id}`);
  const ownerQa = owner.getByRole("region", { name: "Questions & Answers" });
  const item = ownerQa.getByRole("listitem").filter({ hasText: original });
  await expect(item).toContainText(`Asked by ${askerName}`);
  await item.getByRole("button", { name: "Answer", exact: true }).click();
  await item.getByLabel("Question as published").fill(reworded);
  await item.getByLabel("Answer", { exact: true }).fill(answer);
  await item.getByRole("button", { name: "Publish Answer" }).click();
  await expect(owner.locator("[data-sonner-toast]", { hasText: "Answer published" })).toBeVisible();
  const published = ownerQa.getByRole("listitem").filter({ hasText: reworded });
  await expect(published).toContainText("Answered");
  await expect(published).toContainText(answer);
  // The request's Activity shows the question and the answer with who and when.
  await owner.reload();
  const activity = owner.getByRole("region", { name: "Activity" });
  const asked = activity.getByRole("listitem").filter({ hasText: "Question asked" });
  await expect(asked).toContainText("telerad@demo.test");
  await expect(asked.locator("time")).toHaveText(/just now|minute/);
  const answered = activity.getByRole("listitem").filter({ hasText: "Answer published" });
  await expect(answered).toContainText("hospital@demo.test");
  await expect(answered.locator("time")).toHaveText(/just now|minute/);
  await ownerContext.close();

  // A second telerad, of another provider, reads it: no asker on the page or in the JSON.
  const other = await newTeleradUser(baseURL!, 2);
  expect(other.provider.id).not.toBe(askerProvider);
  const { context: otherContext, page: reader } = await pageAs(browser, other.email, other.password);
  const received = reader.waitForResponse((r) => r.url().includes(`/api/requests/${req.id}/questions`) && r.status() === 200);
  await reader.goto(`/requests/${req.id}`);
  const json = await (await received).text();
  const readerQa = reader.getByRole("region", { name: "Questions & Answers" });
  await expect(readerQa.getByRole("listitem").filter({ hasText: reworded })).toContainText(answer);
  await expect(readerQa).not.toContainText("NightHawk");
  await expect(readerQa).not.toContainText("Asked by");
  expect(json).toContain(answer);
  for (const trace of [askerProvider, askerName, "nighthawk", "telerad@demo.test", original, '"asker"']) expect(json.toLowerCase()).not.toContain(trace.toLowerCase());
  await otherContext.close();

  // The asker is mailed the answer, with the published wording and no facility.
  const mail = decodedMail((await waitForMail("telerad@demo.test", inMail(`The hospital answered your question about "${req.title}"`))).raw);
  expect(mail).toContain(answer);
  expect(mail).toContain(reworded);
  expect(mail).not.toContain(req.facility);

  // Anonymous visitors get the number answered, nothing more.
  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  await visitor.goto(`/requests/${req.id}`);
  await expect(visitor.getByTestId("answered-questions")).toHaveText("1 question answered - sign up to read it");
  await expect(visitor.getByText(reworded)).toHaveCount(0);
  await anonymous.close();

  // Admins find both on /admin/activity.
  const { context: adminContext, page: admin } = await pageAs(browser, "admin@demo.test");
  await admin.goto("/admin/activity?entityType=question&actor=hospital%40demo.test");
  const row = admin.getByRole("table").getByRole("row").filter({ has: admin.locator(`a[href="/requests/${req.id}"]`) });
  await expect(row.filter({ hasText: "Answer published" })).toContainText("hospital@demo.test");
  await admin.goto("/admin/activity?entityType=question&actor=telerad%40demo.test");
  await expect(row.filter({ hasText: "Question asked" })).toContainText("telerad@demo.test");
  await adminContext.close();
  await asker.dispose();
  await other.api.dispose();
});
