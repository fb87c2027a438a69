import { type APIRequestContext, expect, test } from "@playwright/test";
import { apiAs } from "./requests-fixtures";
import { decodedMail, inMail, pageAs, waitForMail } from "./support";

/**
 * Issue 16: the admin reviews credentials on /admin/credentials. The demo telerad uploads two licences
 * (through the provider side's POST /api/credentials); the admin finds them pending, downloads a document,
 * verifies one and rejects the other with a reason; the provider's user is mailed either way, and each
 * shows in its tab.
 */
test.describe.configure({ timeout: 90_000 });

const PDF = Buffer.from("%PDF-1.4\n% e2e credential document\n%%EOF\n");
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function upload(api: APIRequestContext, fields: { type: string; country: string; number: string; issuingBody: string }, fileName: string) {
  const res = await api.post("/api/credentials", {
    multipart: { ...fields, region: "", validFrom: day(-200), expiresOn: day(500), document: { name: fileName, mimeType: "application/pdf", buffer: PDF } },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as { id: string; status: string };
}

test("the admin verifies one pending credential and rejects another with a reason; the provider's user is told", async ({ browser, baseURL }) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.toUpperCase();
  const toVerify = { type: "medical_licence", country: "DE", number: `LAEK-${tag}`, issuingBody: "Landesärztekammer Berlin" };
  const toReject = { type: "board_certification", country: "FR", number: `CNOM-${tag}`, issuingBody: "Conseil National de l'Ordre des Médecins" };
  const reason = `The scan of ${toReject.number} is cut off at the bottom; upload the whole certificate.`;

  const telerad = await apiAs(baseURL!, "telerad@demo.test");
  const verified = await upload(telerad, toVerify, `licence-${tag}.pdf`);
  const rejected = await upload(telerad, toReject, `board-${tag}.pdf`);
  expect([verified.status, rejected.status]).toEqual(["pending", "pending"]);
  await telerad.dispose();

  // The admin goes from the dashboard to the queue: pending is the default tab.
  const { context, page } = await pageAs(browser, "admin@demo.test");
  await page.goto("/admin");
  await page.getByRole("link", { name: "Credentials", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/credentials$/);
  await expect(page.getByRole("heading", { name: "Credentials", level: 1 })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Credential status" });
  await expect(tabs.getByRole("link", { name: /Pending/ })).toHaveAttribute("aria-current", "page");

  const first = page.getByRole("row").filter({ hasText: toVerify.number });
  await expect(first).toContainText("NightHawk Radiology Partners");
  await expect(first).toContainText("Medical licence");
  await expect(first).toContainText("Germany");
  await expect(first).toContainText(toVerify.issuingBody);
  await expect(first).toContainText(`licence-${tag}.pdf`);
  await expect(first.getByRole("link", { name: "NightHawk Radiology Partners" })).toHaveAttribute("href", /\/providers\//);

  // The document downloads as the file the telerad uploaded.
  const download = page.waitForEvent("download");
  await first.getByRole("link", { name: /Download/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`licence-${tag}.pdf`);
  const served = await page.request.get(`/api/credentials/${verified.id}/document`);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-disposition"]).toMatch(/^attachment/);
  expect(Buffer.from(await served.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // Verify: a toast, and it leaves the pending tab.
  await first.getByRole("button", { name: /^Verify/ }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: "Verified: Medical licence of NightHawk Radiology Partners" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: toVerify.number })).toHaveCount(0);

  // Reject: the reason is required, then stored.
  const second = page.getByRole("row").filter({ hasText: toReject.number });
  await second.getByRole("button", { name: /^Reject/ }).click();
  const dialog = page.getByRole("dialog", { name: "Reject this credential" });
  await expect(dialog).toContainText(toReject.number);
  await dialog.getByRole("button", { name: "Reject credential" }).click();
  await expect(dialog.getByText("Give the reason for rejecting this credential")).toBeVisible();
  await expect(dialog.getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Reject credential" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("[data-sonner-toast]", { hasText: "Rejected: Board certification of NightHawk Radiology Partners" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: toReject.number })).toHaveCount(0);

  // Each shows in its own tab, the rejected one with its reason.
  await tabs.getByRole("link", { name: /Rejected/ }).click();
  await expect(page).toHaveURL(/status=rejected/);
  const rejectedRow = page.getByRole("row").filter({ hasText: toReject.number });
  await expect(rejectedRow).toContainText(`Reason: ${reason}`);
  await expect(rejectedRow.getByRole("button", { name: /^Verify/ })).toBeVisible();
  await tabs.getByRole("link", { name: /Verified/ }).click();
  await expect(page).toHaveURL(/status=verified/);
  const verifiedRow = page.getByRole("row").filter({ hasText: toVerify.number });
  await expect(verifiedRow).toContainText("Verified");
  await expect(verifiedRow.getByRole("button", { name: /^Reject/ })).toBeVisible();
  await context.close();

  // The provider's user is mailed both decisions.
  const yes = decodedMail((await waitForMail("telerad@demo.test", inMail(toVerify.number))).raw);
  expect(yes).toContain("Your credential was verified");
  expect(yes).toContain(`expires on ${day(500)}`);
  const no = decodedMail((await waitForMail("telerad@demo.test", inMail(toReject.number))).raw);
  expect(no).toContain("Your credential was rejected");
  expect(no).toContain(reason);
});
