import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiAs, createOwnRequest, newTeleradUser } from "./requests-fixtures";
import { decodedMail, inMail, pageAs, waitForMail } from "./support";

/**
 * Issue 16 §4 verified reviews: the owning hospital reviews an awarded provider in the browser, and its rating
 * and review count change on the profile and in the directory card; the provider's telerad replies; the admin
 * hides the review with a reason and the figures go back to what they were.
 */
test.describe.configure({ timeout: 120_000 });

/** A request of hospital@demo.test to which the user's provider applied and which the hospital awarded; the application's id. */
async function awarded(baseURL: string, telerad: APIRequestContext, hospital: APIRequestContext) {
  const req = await createOwnRequest(baseURL);
  const applied = await telerad.post(`/api/requests/${req.id}/applications`, { data: { pricePerCt: 21, currency: "EUR" } });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = (await applied.json()) as { id: string };
  for (const status of ["SHORTLISTED", "AWARDED"]) expect((await hospital.patch(`/api/applications/${id}`, { data: { status } })).ok()).toBeTruthy();
  return { req, applicationId: id };
}

/** The provider's card, found by the link to its profile: another spec makes providers of the same name on purpose. */
const card = (page: Page, slug: string) => page.getByTestId("provider-card").filter({ has: page.locator(`a[href="/provider/${slug}"]`) });

test("a hospital reviews an awarded provider, the provider replies, the admin hides the review", async ({ browser, baseURL }) => {
  const user = await newTeleradUser(baseURL!, 11);
  const { provider } = user;
  const hospital = await apiAs(baseURL!, "hospital@demo.test");
  const before = (await (await hospital.get(`/api/providers/${provider.slug}/reviews`)).json()) as { total: number };
  expect(before.total, "the provider starts without reviews").toBe(0);

  // An earlier award, reviewed with 2 stars: the provider's figures become computed (2.0, 1 review).
  const earlier = await awarded(baseURL!, user.api, hospital);
  expect((await hospital.post(`/api/applications/${earlier.applicationId}/review`, { data: { rating: 2, body: `Slow first reads on ${earlier.req.tag}.` } })).status()).toBe(201);

  // The hospital reviews the new award on the request's page.
  const { req } = await awarded(baseURL!, user.api, hospital);
  const text = `Every critical finding was phoned through within minutes (${req.tag}).`;
  const { context: hospitalContext, page } = await pageAs(browser, "hospital@demo.test");
  await page.goto(`/requests/${req.id}`);
  const section = page.getByRole("region", { name: "Review the awarded provider" });
  await section.getByRole("button", { name: "Review provider" }).click();
  await section.getByRole("button", { name: "Post review" }).click();
  await expect(section.getByText("Please choose a rating from 1 to 5 stars")).toBeVisible();
  await expect(section.getByText("Review is required")).toBeVisible();
  // The stars are a radio group: choose with the keyboard, from 1 star to 4.
  await section.getByRole("radio", { name: "1 star", exact: true }).check();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await expect(section.getByRole("radio", { name: "4 stars" })).toBeFocused();
  await expect(section.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await section.getByLabel("Your review").fill(text);
  await section.getByRole("button", { name: "Post review" }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: `Review of ${provider.name} posted` })).toBeVisible();
  await expect(section.getByText("You reviewed this provider")).toBeVisible();
  await expect(section.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  await expect(section.getByRole("button", { name: "Review provider" })).toHaveCount(0);
  await hospitalContext.close();
  const mail = await waitForMail(user.email, inMail(text));
  expect(decodedMail(mail.raw)).toContain("A hospital in United States");

  // The profile: (2 + 4) / 2 = 3.0 from 2 reviews; the reviewer is only "A hospital in ...".
  const anonymousContext = await browser.newContext();
  const visitor = await anonymousContext.newPage();
  await visitor.goto(`/providers/${provider.slug}`);
  const reviews = visitor.getByRole("region", { name: "Reviews" });
  await expect(reviews.getByTestId("reviews-summary")).toContainText("3.0");
  await expect(reviews.getByTestId("reviews-summary")).toContainText("2 reviews");
  await expect(reviews.getByTestId("reviews-summary")).toContainText("verified reviews from awarded work");
  const item = reviews.getByRole("listitem").filter({ hasText: text });
  await expect(item).toContainText("A hospital in United States");
  await expect(item.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  await expect(reviews).not.toContainText(req.facility);
  await expect(reviews.getByRole("button", { name: "Reply" })).toHaveCount(0);
  await expect(visitor.getByRole("region", { name: "Key figures" })).toContainText("3.0");
  await anonymousContext.close();

  // The directory card (signed in: anonymous visitors see a teaser in place of the figures).
  const { context: teleradContext, page: telerad } = await pageAs(browser, user.email, user.password);
  await telerad.goto(`/providers?query=${encodeURIComponent(provider.name)}`);
  await expect(card(telerad, provider.slug)).toContainText("3.0");
  await expect(card(telerad, provider.slug)).toContainText("(2 reviews)");

  // The provider's telerad replies, once.
  await telerad.goto(`/providers/${provider.slug}`);
  const own = telerad.getByRole("region", { name: "Reviews" }).getByRole("listitem").filter({ hasText: text });
  await own.getByRole("button", { name: "Reply" }).click();
  await own.getByLabel("Your reply").fill("Thanks");
  await own.getByRole("button", { name: "Post reply" }).click();
  await expect(own.getByText("Reply must be at least 10 characters")).toBeVisible();
  await own.getByLabel("Your reply").fill("Thank you: we keep the same team on your nights.");
  await own.getByRole("button", { name: "Post reply" }).click();
  await expect(telerad.locator("[data-sonner-toast]", { hasText: "Reply posted" })).toBeVisible();
  await expect(own).toContainText("Reply from the provider");
  await expect(own).toContainText("Thank you: we keep the same team on your nights.");
  await expect(own.getByRole("button", { name: "Reply" })).toHaveCount(0);
  await teleradContext.close();

  // The admin hides it with a reason: the figures go back to 2.0 from 1 review.
  const { context: adminContext, page: admin } = await pageAs(browser, "admin@demo.test");
  await admin.goto(`/providers/${provider.slug}`);
  const adminReviews = admin.getByRole("region", { name: "Reviews" });
  await adminReviews.getByRole("listitem").filter({ hasText: text }).getByRole("button", { name: "Hide" }).click();
  const dialog = admin.getByRole("dialog", { name: "Hide this review" });
  await dialog.getByRole("button", { name: "Hide review" }).click();
  await expect(dialog.getByText("A reason is required")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Mentions a patient's initials");
  await dialog.getByRole("button", { name: "Hide review" }).click();
  await expect(admin.locator("[data-sonner-toast]", { hasText: "Review hidden" })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(adminReviews.getByRole("listitem").filter({ hasText: text })).toHaveCount(0);
  await expect(adminReviews.getByTestId("reviews-summary")).toContainText("2.0");
  await expect(adminReviews.getByTestId("reviews-summary")).toContainText("1 review");
  await admin.goto(`/providers?query=${encodeURIComponent(provider.name)}`);
  await expect(card(admin, provider.slug)).toContainText("2.0");
  await expect(card(admin, provider.slug)).toContainText("(1 review)");
  await adminContext.close();
  await waitForMail(user.email, inMail("Reason: Mentions a patient's initials"));
  await hospital.dispose();
  await user.api.dispose();
});
