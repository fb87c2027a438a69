import { expect, test } from "@playwright/test";
import { apiAs, newTeleradUserOf } from "./requests-fixtures";
import { pageAs, signInFor } from "./support";

/**
 * Interoperability terms (issue 35): the hospital states them in the wizard; the demo telerad's provider (DICOM over
 * VPN and HL7 v2, no DICOMweb) sees the gap before applying; Compare shows, per bid, which terms are met.
 */
test("a hospital sets interoperability terms, a provider lacking one sees the gap when applying, and Compare shows it", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const tag = `io${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const title = `Stroke CT with DICOMweb ${tag}`;

  // The hospital's wizard: the terms are on the scope step.
  await signInFor(page, "hospital@demo.test");
  await page.goto("/requests/new");
  await page.getByLabel("Request Title").fill(title);
  await page.getByLabel("Hospital/Facility Name").fill(`Interop General ${tag}`);
  await page.getByLabel("Country").selectOption({ label: "Germany" });
  await page.getByLabel("Project Description").fill("Round-the-clock stroke CT reporting.");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("checkbox", { name: "CT", exact: true }).check();
  await page.getByLabel("Expected Volume per Month").fill("900");
  await page.getByLabel("Image transfer").selectOption({ label: "DICOMweb STOW-RS" });
  await page.getByLabel("Order feed").selectOption({ label: "HL7 v2 ORM" });
  await page.getByLabel("Report delivery").selectOption({ label: "HL7 v2 ORU" });
  await page.getByLabel("Integration notes").fill("PACS: Sectra IDS7");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: /Urgent/ }).check();
  await page.getByRole("button", { name: "Publish Request" }).click();
  await expect(page.getByText("Request created successfully")).toBeVisible();

  const hospital = await apiAs(baseURL!, "hospital@demo.test");
  const found = (await (await hospital.get(`/api/requests?q=${tag}`)).json()) as { data: { id: string; imageTransfer: string }[] };
  const id = found.data[0]!.id;
  expect(found.data[0]!.imageTransfer).toBe("dicomweb");

  // A second provider that meets every term bids through the API.
  const admin = await apiAs(baseURL!, "admin@demo.test");
  const created = await admin.post("/api/admin/providers", {
    data: { name: `Full Stack Radiology ${tag}`, hqCountry: "DE", modalities: ["CT"], interopCapabilities: ["dicomweb", "hl7v2-orm", "hl7v2-oru"] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const full = await newTeleradUserOf(baseURL!, (await created.json()) as { id: string; name: string });
  expect((await full.api.post(`/api/requests/${id}/applications`, { data: { pricePerCt: 30, currency: "EUR" } })).status()).toBe(201);
  await Promise.all([admin.dispose(), full.api.dispose()]);

  // The demo telerad sees the terms, its fit and the gap, and applies all the same.
  const { context, page: telerad } = await pageAs(browser, "telerad@demo.test");
  await telerad.goto(`/requests/${id}`);
  const terms = telerad.getByRole("region", { name: "Interoperability", exact: true });
  await expect(terms.getByText("PACS: Sectra IDS7")).toBeVisible();
  await expect(terms.getByRole("listitem").filter({ hasText: "Image transfer" })).toContainText("DICOMweb STOW-RS (not listed)");
  await expect(terms.getByRole("listitem").filter({ hasText: "Order feed" })).toContainText("HL7 v2 ORM (met)");
  const fit = telerad.getByRole("region", { name: "Interoperability fit" });
  await expect(fit.getByRole("note")).toContainText("Your provider's profile does not list DICOMweb STOW-RS");
  await telerad.getByLabel("Price per Study", { exact: true }).fill("25");
  await telerad.getByLabel("Currency").selectOption("EUR");
  await telerad.getByRole("button", { name: "Submit Application" }).click();
  await expect(telerad.getByRole("region", { name: "Application Submitted" })).toBeVisible();
  await context.close();

  // Compare: one row of the table, met or not per bid; the bid meeting every term is marked best.
  await page.goto(`/requests/${id}/compare`);
  const table = page.getByRole("table", { name: "Applications side by side, best first" });
  const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Interoperability", exact: true }) });
  await expect(table.getByRole("columnheader", { name: /Full Stack Radiology/ })).toBeVisible();
  const columns = await table.getByRole("columnheader").allInnerTexts();
  const fullColumn = columns.findIndex((c) => c.includes("Full Stack Radiology")) - 1;
  const teleradColumn = fullColumn === 0 ? 1 : 0;
  await expect(row.getByRole("cell").nth(fullColumn)).toContainText("DICOMweb STOW-RS (met)");
  await expect(row.getByRole("cell").nth(fullColumn)).toContainText("Best");
  await expect(row.getByRole("cell").nth(teleradColumn)).toContainText("DICOMweb STOW-RS (not listed)");
  await expect(row.getByRole("cell").nth(teleradColumn)).toContainText("HL7 v2 ORU (met)");
  await hospital.delete(`/api/requests/${id}`);
  await hospital.dispose();
});
