import { expect, test } from "@playwright/test";
import { newTeleradUser } from "./requests-fixtures";
import { pageAs } from "./support";

/**
 * Issue 16 "Credentials" on /provider/me: a provider's telerad adds a licence with its PDF through the page
 * (a fake PDF first, refused beside the file input), sees it pending review, downloads it, edits it and deletes it.
 */
test.describe.configure({ timeout: 90_000 });

const pdf = (size: number) => Buffer.concat([Buffer.from("%PDF-1.4\n% RadBridge e2e licence\n"), Buffer.alloc(size, 0x20), Buffer.from("\n%%EOF\n")]);

test("a telerad adds a licence with its PDF, sees it pending, edits it and deletes it", async ({ browser, baseURL }) => {
  const user = await newTeleradUser(baseURL!, 11);
  await user.api.dispose();
  const { context, page } = await pageAs(browser, user.email, user.password);
  await page.goto("/provider/me");
  const section = page.getByRole("region", { name: "Credentials" });
  // The provider may hold demo credentials already; this journey's licence is in Bavaria, which none of them is.
  const item = section.getByRole("listitem", { name: "Medical licence, Germany, Bavaria" });
  await expect(section.getByRole("button", { name: "Add credential" })).toBeVisible();
  await expect(item).toHaveCount(0);

  await section.getByRole("button", { name: "Add credential" }).click();
  const form = section.getByRole("form", { name: "Add credential" });
  await form.getByLabel("Type").selectOption({ label: "Medical licence" });
  await form.getByLabel("Country").selectOption({ label: "Germany" });
  await form.getByLabel("State or region (optional)").fill("Bavaria");
  await form.getByLabel("Number").fill("BY-2024-0815");
  await form.getByLabel("Issuing body").fill("Bayerische Landesärztekammer");
  await form.getByLabel("Valid from").fill("2024-01-01");
  await form.getByLabel("Expires on").fill("2031-12-31");

  // A text file that calls itself a PDF: the server reads its bytes and refuses it, beside the file input.
  await form.getByLabel("Document").setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: Buffer.from("Just text, not a PDF at all.\n") });
  await form.getByRole("button", { name: "Add credential" }).click();
  await expect(form.getByText("The document must be a PDF, PNG or JPEG file")).toBeVisible();
  await expect(form.getByLabel("Document")).toHaveAttribute("aria-invalid", "true");
  await expect(item).toHaveCount(0);

  // Uploads throttled to about 200 KB/s, so the progress bar is there to be seen while the 400 KB go up.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 200_000 });
  await form.getByLabel("Document").setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: pdf(400_000) });
  await form.getByRole("button", { name: "Add credential" }).click();
  const progress = form.getByRole("progressbar", { name: "Uploading the document" });
  await expect(progress).toBeVisible();
  await expect(form.getByRole("button", { name: "Saving..." })).toBeDisabled();
  await expect.poll(async () => Number(await progress.getAttribute("aria-valuenow"))).toBeGreaterThan(0);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.locator("[data-sonner-toast]", { hasText: "Credential saved: pending review" })).toBeVisible();
  await expect(item).toContainText("Pending review");
  await expect(item).toContainText("BY-2024-0815");
  await expect(item).toContainText("Bayerische Landesärztekammer");
  await expect(item).toContainText("2031-12-31");
  await expect(item).toContainText("licence.pdf");
  await expect(form).toBeHidden();

  // The document comes back as a download, byte for byte.
  const [download] = await Promise.all([page.waitForEvent("download"), item.getByRole("link", { name: "Download licence.pdf" }).click()]);
  expect(download.suggestedFilename()).toBe("licence.pdf");
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(pdf(400_000))).toBe(true);

  // Editing: the same form, filled in, the document optional.
  await item.getByRole("button", { name: "Edit Medical licence, Germany, Bavaria" }).click();
  const edit = section.getByRole("form", { name: "Edit credential" });
  await expect(edit.getByLabel("Number")).toHaveValue("BY-2024-0815");
  await expect(edit.getByText("Leave empty to keep licence.pdf")).toBeVisible();
  await edit.getByLabel("Number").fill("BY-2024-0816");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: "Credential saved: pending review" }).last()).toBeVisible();
  await expect(item).toContainText("BY-2024-0816");
  await expect(item).toContainText("Pending review");

  // Deleting asks first.
  await item.getByRole("button", { name: "Delete Medical licence, Germany, Bavaria" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this credential?" });
  await expect(dialog).toContainText("BY-2024-0816");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: "Credential deleted" })).toBeVisible();
  await expect(item).toHaveCount(0);
  await context.close();
});
