import { expect, test } from "@playwright/test";
import { apiAs, createOwnRequest } from "./requests-fixtures";
import { pageAs, signInFor } from "./support";

/** A date `days` from now as yyyy-mm-dd, in the browser's (and this machine's) time zone. */
function dayFromNow(days: number) {
  const d = new Date(Date.now() + days * 24 * 3600 * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}
const longDate = (day: string) => new Date(`${day}T00:00:00`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

test("a hospital posts a request with volumes by modality and weights; a provider sees how bids are evaluated and bids per modality", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tag = `tt${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const title = `MRI backlog reduction ${tag}`;
  await signInFor(page, "hospital@demo.test");
  await page.goto("/requests/new");
  await page.getByLabel("Request Title").fill(title);
  await page.getByLabel("Hospital/Facility Name").fill(`Tender General ${tag}`);
  await page.getByLabel("Country").selectOption({ label: "Germany" });
  await page.getByLabel("Project Description").fill("Reporting of our MRI and CT backlog.");
  const next = page.getByRole("button", { name: "Next" });
  await next.click();

  // Step 2: a volume per selected modality; the total is their sum and is not typed by hand.
  await expect(page.getByRole("heading", { name: "Step 2: Scope & Requirements" })).toBeFocused();
  await expect(page.getByRole("group", { name: "Monthly volume by modality (optional)" })).toHaveCount(0);
  await page.getByRole("checkbox", { name: "CT", exact: true }).check();
  await page.getByRole("checkbox", { name: "MRI", exact: true }).check();
  const total = page.getByLabel("Expected Volume per Month");
  await expect(total).toBeEditable();
  await page.getByLabel("CT studies per month", { exact: true }).fill("800");
  await page.getByLabel("MRI studies per month", { exact: true }).fill("400");
  await expect(total).toHaveValue("1,200");
  await expect(total).not.toBeEditable();
  await expect(total).toHaveAccessibleDescription(/The sum of the volumes by modality/);
  await expect(page.getByRole("region", { name: "Request Preview" }).getByText("1,200 cases/month")).toBeVisible();
  // Unselecting a modality drops its volume; selecting it again starts empty.
  await page.getByRole("checkbox", { name: "MRI", exact: true }).uncheck();
  await expect(page.getByLabel("MRI studies per month", { exact: true })).toHaveCount(0);
  await expect(total).toHaveValue("800");
  await page.getByRole("checkbox", { name: "MRI", exact: true }).check();
  await expect(page.getByLabel("MRI studies per month", { exact: true })).toHaveValue("");
  await page.getByLabel("MRI studies per month", { exact: true }).fill("400");
  await expect(total).toHaveValue("1,200");
  await next.click();

  // Step 3: weights default to 40 / 30 / 30 and must add up to 100 before publishing.
  await expect(page.getByRole("heading", { name: "Step 3: SLA Requirements" })).toBeFocused();
  await page.getByRole("radio", { name: /Urgent/ }).check();
  const weights = page.getByRole("group", { name: "Evaluation weights" });
  await expect(weights.getByLabel("Price weight")).toHaveValue("40");
  await expect(weights.getByLabel("Turnaround weight")).toHaveValue("30");
  await expect(weights.getByLabel("Quality weight")).toHaveValue("30");
  await expect(weights.getByText("Total: 100 %")).toBeVisible();
  const publish = page.getByRole("button", { name: "Publish Request" });
  await expect(publish).toBeEnabled();
  await weights.getByLabel("Price weight").fill("50");
  await expect(weights.getByText("Total: 110 %")).toBeVisible();
  await expect(page.getByText("Weights must add up to 100")).toBeVisible();
  await expect(weights.getByLabel("Price weight")).toHaveAttribute("aria-invalid", "true");
  await expect(publish).toBeDisabled();
  await weights.getByLabel("Turnaround weight").fill("25");
  await weights.getByLabel("Quality weight").fill("25");
  await expect(weights.getByText("Total: 100 %")).toBeVisible();
  await expect(page.getByText("Weights must add up to 100")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Request Preview" }).getByText("Price 50 % · Turnaround 25 % · Quality 25 %")).toBeVisible();
  await publish.click();
  await expect(page.getByText("Request created successfully")).toBeVisible();

  const found = (await (await page.request.get(`/api/requests?q=${tag}`)).json()) as { data: { id: string }[] };
  const id = found.data[0]!.id;
  await page.goto(`/requests/${id}`);
  const studies = page.getByRole("region", { name: "Studies to be Outsourced" });
  await expect(studies.getByText("1,200 studies/month")).toBeVisible();
  await expect(studies.getByText("CT 800 · MRI 400")).toBeVisible();

  // The edit form is prefilled with the volumes and the weights.
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByLabel("CT studies per month", { exact: true })).toHaveValue("800");
  await expect(page.getByLabel("Expected Volume per Month")).toHaveValue("1,200");
  await expect(page.getByLabel("Price weight")).toHaveValue("50");
  await expect(page.getByLabel("Quality weight")).toHaveValue("25");

  // A provider sees the rules before bidding, and bids per modality.
  const telerad = await pageAs(browser, "telerad@demo.test");
  const p = telerad.page;
  await p.goto(`/requests/${id}`);
  const evaluation = p.getByRole("region", { name: "How applications are evaluated" });
  await expect(evaluation.getByRole("term")).toHaveText(["Price", "Turnaround", "Quality"]);
  await expect(evaluation.getByText("50 %", { exact: true })).toBeVisible();
  await expect(evaluation.getByText("25 %", { exact: true })).toHaveCount(2);
  await expect(evaluation.getByText(/lowest estimated monthly cost gets full points/)).toBeVisible();

  const commitment = p.getByLabel("Turnaround commitment");
  await expect(commitment).toHaveValue("1-4h");
  await expect(commitment.locator("option")).toHaveText(["Select a turnaround", "Emergency (≤30m)", "Urgent (1-4h)", "Priority (4-12h)", "Routine (12-24h)", "Non-urgent (24-48h)", "Elective (>48h)"]);
  await p.getByLabel("Price per Study", { exact: true }).fill("30");
  await expect(p.getByLabel("CT price per study", { exact: true })).toHaveAttribute("placeholder", "30 (Price per Study)");
  await p.getByLabel("Currency").selectOption("GBP");
  await p.getByLabel("MRI price per study", { exact: true }).fill("0");
  await p.getByLabel("Earliest start date").fill(dayFromNow(-3));
  await p.getByRole("button", { name: "Submit Application" }).click();
  await expect(p.getByText("Please enter a valid price for MRI")).toBeVisible();
  await expect(p.getByLabel("MRI price per study", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(p.getByText("Earliest start date cannot be in the past")).toBeVisible();

  const start = dayFromNow(30);
  await p.getByLabel("MRI price per study", { exact: true }).fill("31.5");
  await p.getByLabel("Earliest start date").fill(start);
  await commitment.selectOption({ label: "Priority (4-12h)" });
  await p.getByRole("button", { name: "Submit Application" }).click();
  await expect(p.getByText("Application submitted successfully!")).toBeVisible();
  const submitted = p.getByRole("region", { name: "Application Submitted" });
  await expect(submitted).toContainText("£30.00");
  await expect(submitted.getByText("MRI £31.50", { exact: true })).toBeVisible();
  await expect(submitted).not.toContainText("CT £");
  await expect(submitted.getByText("Priority (4-12h)")).toBeVisible();
  await expect(submitted.getByText(longDate(start))).toBeVisible();

  await p.goto("/me/applications");
  const item = p.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("£30.00");
  await expect(item.getByText("MRI £31.50", { exact: true })).toBeVisible();
  await expect(item.getByText("Priority (4-12h)")).toBeVisible();
  await expect(item.getByText(longDate(start))).toBeVisible();
  await telerad.context.close();
});

test("weights cannot change once an application is awarded: the edit form says so and other changes still save", async ({ page, baseURL }) => {
  const req = await createOwnRequest(baseURL!, { weights: { price: 40, turnaround: 30, quality: 30 } });
  const provider = await apiAs(baseURL!, "telerad@demo.test");
  const applied = await provider.post(`/api/requests/${req.id}/applications`, { data: { pricePerCt: 20, currency: "EUR" } });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id: applicationId } = (await applied.json()) as { id: string };
  await provider.dispose();
  const hospital = await apiAs(baseURL!, "hospital@demo.test");
  for (const status of ["SHORTLISTED", "AWARDED"]) expect((await hospital.patch(`/api/applications/${applicationId}`, { data: { status } })).ok()).toBeTruthy();
  await hospital.dispose();

  await signInFor(page, "hospital@demo.test");
  await page.goto(`/requests/${req.id}/edit`);
  const weights = page.getByRole("group", { name: "Evaluation weights" });
  await weights.getByLabel("Price weight").fill("30");
  await weights.getByLabel("Turnaround weight").fill("40");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Failed to update request: Evaluation weights cannot change once an application has been awarded")).toBeVisible();
  await expect(weights.getByRole("alert")).toHaveText("Evaluation weights cannot change once an application has been awarded");

  await weights.getByLabel("Price weight").fill("40");
  await weights.getByLabel("Turnaround weight").fill("30");
  await page.getByLabel("Request Title").fill(`${req.title} (amended)`);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Request updated successfully")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `${req.title} (amended)` })).toBeVisible();
  await expect(page.getByRole("region", { name: "How applications are evaluated" }).getByText("40 %", { exact: true })).toBeVisible();
});
