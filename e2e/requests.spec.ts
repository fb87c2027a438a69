import { expect, test } from "@playwright/test";
import { signInFor, closeToasts } from "./support";

/** A date `days` from now as yyyy-mm-dd. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

test("a hospital creates a request through the wizard, finds it, opens, edits, closes and deletes it", async ({ page }) => {
  test.setTimeout(180_000);
  const tag = `wz${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const title = `Night CT cover ${tag}`;
  const facility = `Wizard General Hospital ${tag}`;
  const email = `radiology-${tag}@wizard.example`;
  await signInFor(page, "hospital@demo.test");

  await page.goto("/requests");
  await page.getByRole("link", { name: "Post Request" }).click();
  await expect(page).toHaveURL(/\/requests\/new$/);

  // Step 1: Basic Details. Next stays disabled until all four fields are given.
  await expect(page.getByRole("heading", { name: "Step 1: Basic Details" })).toBeVisible();
  const next = page.getByRole("button", { name: "Next" });
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Publish Request" })).toHaveCount(0);
  await expect(next).toBeDisabled();
  await expect(page.getByText("Please fill in all required fields")).toBeVisible();
  await expect(page.getByText("Request Preview")).toHaveCount(0);
  await page.getByLabel("Request Title").fill(title);
  await expect(page.getByRole("region", { name: "Request Preview" }).getByText(title)).toBeVisible();
  await page.getByLabel("Hospital/Facility Name").fill(facility);
  await page.getByLabel("Country").selectOption({ label: "Germany" });
  await expect(next).toBeDisabled();
  await page.getByLabel("Project Description").fill("Overnight reporting of emergency CT for our stroke unit.");
  await page.getByLabel("Contact Email (optional)").fill(email);
  await page.getByLabel("Website (optional)").fill("https://wizard.example");
  await expect(next).toBeEnabled();
  await next.click();

  // Step 2: at least one modality and a volume above 0.
  await expect(page.getByRole("heading", { name: "Step 2: Scope & Requirements" })).toBeVisible();
  // Keyboard and screen-reader users start reading the new step: focus moves to its heading.
  await expect(page.getByRole("heading", { name: "Step 2: Scope & Requirements" })).toBeFocused();
  await expect(next).toBeDisabled();
  await expect(page.getByText("Please select at least one modality")).toBeVisible();
  for (const m of ["CT", "MRI", "X-ray", "PET", "SPECT"]) await page.getByRole("checkbox", { name: m, exact: true }).check();
  const preview = page.getByRole("region", { name: "Request Preview" });
  await expect(preview.getByText("+1", { exact: true })).toBeVisible();
  await expect(preview.getByText("SPECT")).toHaveCount(0);
  await expect(next).toBeDisabled();
  await page.getByLabel("Expected Volume per Month").fill("0");
  await expect(next).toBeDisabled();
  await page.getByLabel("Expected Volume per Month").fill("12500");
  await expect(next).toBeEnabled();
  // Previous keeps what was typed.
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByLabel("Request Title")).toHaveValue(title);
  await next.click();
  await expect(page.getByRole("checkbox", { name: "SPECT", exact: true })).toBeChecked();
  await next.click();

  // Step 3: a turnaround is needed; budget and deadline are optional.
  await expect(page.getByRole("heading", { name: "Step 3: SLA Requirements" })).toBeFocused();
  await expect(page.getByRole("progressbar", { name: "Wizard progress" })).toHaveAttribute("aria-valuetext", "Step 3 of 3");
  await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
  const publish = page.getByRole("button", { name: "Publish Request" });
  await expect(publish).toBeDisabled();
  await expect(page.getByText("Please select a turnaround time requirement")).toBeVisible();
  await page.getByRole("radio", { name: /Urgent/ }).check();
  await page.getByLabel("Minimum").fill("1000");
  await page.getByLabel("Maximum").fill("5000");
  await page.getByLabel("Currency").selectOption("EUR");
  await page.getByLabel("Response Deadline (optional)").fill(dayFromNow(200));
  await expect(publish).toBeEnabled();
  await publish.click();
  await expect(page.getByText("Request created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/requests$/);

  // Find it on the board with the search box; the URL keeps the search.
  await page.getByRole("searchbox", { name: "Search requests" }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  const card = page.getByRole("article", { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText(facility)).toBeVisible();
  await expect(card.getByText("Germany")).toBeVisible();
  await expect(card.getByText("Urgent (1-4h)")).toBeVisible();
  await expect(card.getByText("+2 more")).toBeVisible();
  await expect(card.getByText("12,500 studies/month")).toBeVisible();
  await expect(card.getByText("€1,000.00 – €5,000.00")).toBeVisible();
  await expect(card.getByRole("button", { name: `Delete ${title}` })).toBeVisible();
  await expect(page.getByRole("list", { name: "Active filters" }).getByText(`Search: ${tag}`)).toBeVisible();

  // Open it.
  await card.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("OPEN", { exact: true })).toBeVisible();
  await expect(page.getByText("12,500 studies/month")).toBeVisible();
  await expect(page.getByText("To be determined after award")).toBeVisible();
  await expect(page.getByRole("link", { name: email })).toBeVisible();
  await expect(page.getByRole("link", { name: "Visit Website" })).toHaveAttribute("href", "https://wizard.example");

  // Edit it: the form is prefilled.
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit Request" })).toBeVisible();
  await expect(page.getByLabel("Hospital/Facility Name")).toHaveValue(facility);
  await expect(page.getByRole("radio", { name: /Urgent/ })).toBeChecked();
  await page.getByLabel("Request Title").fill("");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Please fill in all required fields")).toBeVisible();
  await page.getByLabel("Request Title").fill(`${title} (edited)`);
  await page.getByLabel("Expected Volume per Month").fill("9000");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Request updated successfully")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `${title} (edited)` })).toBeVisible();
  await expect(page.getByText("9,000 studies/month")).toBeVisible();

  // Close it: the status badge and the contact card follow.
  await page.getByRole("button", { name: "Close Request" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Close Request" }).click();
  await expect(page.getByText("Request closed successfully")).toBeVisible();
  await expect(page.getByText("CLOSED", { exact: true })).toBeVisible();
  await expect(page.getByText("This request is no longer active")).toBeVisible();

  // Reopen it, then close it again.
  await page.getByRole("button", { name: "Reopen Request" }).click();
  await expect(page.getByText("Request reopened successfully")).toBeVisible();
  await expect(page.getByText("OPEN", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: email })).toBeVisible();
  await closeToasts(page);
  await page.getByRole("button", { name: "Close Request" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Close Request" }).click();
  await expect(page.getByText("CLOSED", { exact: true })).toBeVisible();

  // It has left the open board and is listed under Closed Requests, where it is deleted.
  await page.goto(`/requests?q=${tag}`);
  await expect(page.getByText("No requests found")).toBeVisible();
  await page.getByRole("radio", { name: "Closed Requests" }).check();
  await expect(page).toHaveURL(/status=CLOSED/);
  const closed = page.getByRole("article", { name: `${title} (edited)` });
  await expect(closed.getByText("CLOSED", { exact: true })).toBeVisible();
  await closed.getByRole("button", { name: /^Delete/ }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Are you sure you want to delete this request?" })).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Request deleted successfully")).toBeVisible();
  await expect(page.getByText("No requests found")).toBeVisible();
  const gone = await page.request.get(`/api/requests?q=${tag}&status=CLOSED`);
  expect((await gone.json()).total).toBe(0);
});

test("the board's URL restores the view, and the sort and pagination work", async ({ page }) => {
  await signInFor(page, "admin@demo.test");
  await page.goto("/requests?status=CLOSED&country=US");
  await expect(page.getByRole("radio", { name: "Closed Requests" })).toBeChecked();
  await expect(page.getByLabel("Country", { exact: true })).toHaveValue("US");
  await expect(page.getByText("Closed Requests", { exact: true }).first()).toBeVisible();
  const chips = page.getByRole("list", { name: "Active filters" });
  await expect(chips.getByText("Country: United States")).toBeVisible();
  await chips.getByRole("button", { name: "Remove filter Country: United States" }).click();
  await expect(page).not.toHaveURL(/country=/);

  // Highest Budget: budget_max descending, requests without a budget last (PRODUCT.md #7).
  await page.goto("/requests");
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
  await expect(page).toHaveTitle("Request Board · RadBridge");
  await expect(page.getByRole("article")).toHaveCount(10);
  // The sort dropdown offers exactly the spec's three orders, Recently Posted first and selected.
  const sort = page.getByRole("combobox", { name: "Sort requests" });
  await expect(sort.locator("option")).toHaveText(["Recently Posted", "Highest Budget", "Most Responses"]);
  await expect(sort.locator("option:checked")).toHaveText("Recently Posted");
  await sort.selectOption({ label: "Highest Budget" });
  await expect(page).toHaveURL(/sort=budget/);
  await expect(page.getByRole("article")).toHaveCount(10);
  const budgets = await page.getByRole("article").evaluateAll((cards) =>
    cards.map((card) => {
      const dt = [...card.querySelectorAll("dt")].find((d) => d.textContent === "Budget:");
      const text = dt?.nextElementSibling?.textContent ?? "";
      const amounts = text.startsWith("From") ? null : text.match(/\d[\d,]*(\.\d+)?/g);
      return amounts ? Number(amounts[amounts.length - 1].replace(/,/g, "")) : -1;
    }),
  );
  expect(budgets).toEqual([...budgets].sort((a, b) => b - a));

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeEnabled();
});

test("an unknown request shows Request Not Found", async ({ page }) => {
  await page.goto("/requests/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Request Not Found" })).toBeVisible();
  await expect(page).toHaveTitle("Request Not Found · RadBridge");
  await expect(page.getByText("The request you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole("link", { name: "Back to Requests" }).click();
  await expect(page).toHaveURL(/\/requests$/);
});
