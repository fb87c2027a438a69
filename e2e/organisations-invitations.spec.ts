import { expect, test } from "@playwright/test";
import { ORGANISATION_MESSAGES } from "../src/shared/policy/organisations";
import { apiAs, createOwnRequest, newTeleradUser } from "./requests-fixtures";
import { pageAs, uniqueEmail, waitForMail } from "./support";
import { acceptThroughPage, applyVia, invitationLinkFor, inviteThroughPage, KLINIKUM, meOf, NIGHTHAWK, openUserMenu, PASSWORD, signUpConfirmed, tagOf } from "./organisations-support";

/**
 * Organisations (issue 29): invitations by mail, roles that decide what a member sees and may do, the switcher.
 * Tests run in parallel on one database: the demo organisations only gain members that a test adds and removes
 * itself, and every request a test decides on is its own.
 */

test.describe("organisations", () => {
  test("a hospital Owner invites a Buyer who signs up through the link and awards; made a Viewer, the Award action goes and the server refuses it", async ({
    page,
    browser,
    baseURL,
  }) => {
    // A request of Klinikum Nordstadt (hospital@demo.test's) with two shortlisted bids.
    const req = await createOwnRequest(baseURL!);
    const bidder = await apiAs(baseURL!, "bidder@demo.test");
    const nightHawkBid = await applyVia(bidder, req.id, 20);
    await bidder.dispose();
    const other = await newTeleradUser(baseURL!, 2);
    const otherBid = await applyVia(other.api, req.id, 26);
    await other.api.dispose();
    const ownerApi = await apiAs(baseURL!, "hospital@demo.test");
    for (const id of [nightHawkBid.id, otherBid.id]) {
      const res = await ownerApi.patch(`/api/applications/${id}`, { data: { status: "SHORTLISTED" } });
      expect(res.status(), await res.text()).toBe(200);
    }
    await ownerApi.dispose();

    // The Owner invites a colleague as Buyer.
    const email = uniqueEmail("buyer");
    const name = `Colin Colleague ${tagOf()}`;
    const owner = await pageAs(browser, "hospital@demo.test");
    await inviteThroughPage(owner.page, email, "Buyer");

    // The colleague opens the link signed out: the invitation, and the way to sign up.
    const link = await invitationLinkFor(email, KLINIKUM);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: `Join ${KLINIKUM}` })).toBeVisible();
    await expect(page).toHaveTitle(`Invitation to ${KLINIKUM} · RadBridge`);
    const facts = page.getByRole("main");
    await expect(facts).toContainText("Buyer");
    await expect(facts).toContainText(email);
    await expect(facts).toContainText("Pending");
    await expect(page.getByRole("button", { name: "Accept invitation" })).toHaveCount(0);
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/auth\/sign-up\?redirect=/);
    expect(decodeURIComponent(page.url())).toContain(new URL(link).pathname);
    await page.getByLabel("Full Name").fill(name);
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

    // The confirmation link signs them in and brings them back to the invitation.
    const confirm = await waitForMail(email, /Confirm your RadBridge account/);
    await page.goto(confirm.links.find((l) => l.includes("/api/auth/verify-email"))!);
    await expect(page).toHaveURL(link);
    await expect(page.getByRole("button", { name: "User menu" })).toContainText(name);
    await acceptThroughPage(page, link, KLINIKUM, "Buyer");
    await expect(page.getByRole("button", { name: "User menu" })).toHaveAccessibleName(`${name}, ${KLINIKUM}, hospital, user menu`);

    // The used link says they are a member; the Owner's list says it was accepted.
    await page.goto(link);
    await expect(page.getByRole("status").filter({ hasText: `You are a member of ${KLINIKUM}.` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Accept invitation" })).toHaveCount(0);
    await owner.page.reload();
    await expect(owner.page.getByRole("row").filter({ hasText: email })).toContainText("Accepted");

    // As Buyer they award one bid on the Owner's request; the other still offers Award.
    await page.goto(`/requests/${req.id}`);
    await expect(page.getByRole("heading", { name: "Applications (2)" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Compare Applications" })).toBeVisible();
    const nightRow = page.getByRole("row").filter({ hasText: NIGHTHAWK });
    const otherRow = page.getByRole("row").filter({ hasText: other.provider.name });
    await nightRow.getByRole("button", { name: `Actions for ${NIGHTHAWK}` }).click();
    await expect(page.getByRole("menuitem")).toHaveText(["Award", "Award and close request", "Decline"]);
    await page.getByRole("menuitem", { name: "Award", exact: true }).click();
    await expect(page.getByText("Application status updated successfully").first()).toBeVisible();
    await expect(nightRow).toContainText("AWARDED");
    await expect(otherRow).toContainText("SHORTLISTED");
    await expect(otherRow.getByRole("button", { name: `Actions for ${other.provider.name}` })).toBeVisible();

    // The Owner makes them a Viewer on the Members tab.
    await owner.page.goto("/organisation?tab=members");
    const roleSelect = owner.page.getByRole("combobox", { name: `Role of ${name}` });
    await expect(roleSelect).toHaveValue("buyer");
    await roleSelect.selectOption({ label: "Viewer" });
    await owner.page.getByRole("button", { name: `Save the role of ${name}` }).click();
    await expect(owner.page.getByText(`${name} is now Viewer`)).toBeVisible();
    await expect(roleSelect).toHaveValue("viewer");

    // The colleague's table offers no action any more, and the server refuses the award.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Applications (2)" })).toBeVisible();
    await expect(otherRow).toContainText("SHORTLISTED");
    await expect(otherRow).toContainText("No actions");
    await expect(page.getByRole("button", { name: /^Actions for/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Compare Applications" })).toHaveCount(0);
    const refused = await page.request.patch(`/api/applications/${otherBid.id}`, { data: { status: "AWARDED" }, headers: { origin: baseURL! } });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain(ORGANISATION_MESSAGES.roleNotAllowed);
    await page.reload();
    await expect(otherRow).toContainText("SHORTLISTED");
    await openUserMenu(page);
    await expect(page.getByRole("menuitemradio", { name: new RegExp(KLINIKUM) })).toContainText("Hospital · Viewer");
    await page.keyboard.press("Escape");

    // The Owner removes the colleague again.
    await owner.page.getByRole("button", { name: `Remove ${name}` }).click();
    await owner.page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
    await expect(owner.page.getByText(`${name} was removed from ${KLINIKUM}`)).toBeVisible();
    await expect(owner.page.getByRole("combobox", { name: `Role of ${name}` })).toHaveCount(0);
    await owner.context.close();
  });

  test("a provider Owner invites a Bidder, who accepts and applies through the Apply form; the Owner sees the bid", async ({ page, browser, baseURL }) => {
    const req = await createOwnRequest(baseURL!);
    const owner = await pageAs(browser, "telerad@demo.test");
    await owner.page.goto("/organisation");
    await expect(owner.page.getByRole("heading", { level: 1, name: NIGHTHAWK })).toBeVisible();
    await expect(owner.page.getByText("Teleradiology provider · Your role: Owner")).toBeVisible();

    // A newcomer with an account of their own (basic) is invited as Bidder.
    const name = `Bianca Bidder ${tagOf()}`;
    const email = await signUpConfirmed(page, baseURL!, name);
    await expect(page.getByRole("button", { name: "User menu" })).toContainText("basic");
    await owner.page.goto("/organisation?tab=invitations");
    const roles = owner.page.getByRole("form", { name: "Invite someone" });
    await expect(roles.getByRole("radio")).toHaveCount(3);
    await expect(roles.getByRole("radio", { name: "Bidder", exact: true })).toBeChecked();
    await inviteThroughPage(owner.page, email, "Bidder");

    // Signed in with the invited address, they accept: the account becomes a provider's.
    const link = await invitationLinkFor(email, NIGHTHAWK);
    await acceptThroughPage(page, link, NIGHTHAWK, "Bidder");
    await expect(page.getByRole("button", { name: "User menu" })).toHaveAccessibleName(`${name}, ${NIGHTHAWK}, telerad, user menu`);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Applications" })).toBeVisible();
    // A Bidder reads the provider's tabs but does not manage it.
    await expect(page.getByRole("navigation", { name: "Organisation" }).getByRole("link")).toHaveText(["Profile", "Members", "Activity"]);

    // They apply through the request's Apply form.
    await page.goto(`/requests/${req.id}`);
    await expect(page.getByRole("heading", { name: req.title })).toBeVisible();
    await page.getByLabel("Price per Study", { exact: true }).fill("21");
    await page.getByLabel("Currency").selectOption("EUR");
    await page.getByLabel("Additional Notes").fill(`Night reads by ${name}.`);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Application submitted successfully!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Application Submitted" })).toBeVisible();
    await expect(page.getByText("€21.00")).toBeVisible();
    await expect(page.getByRole("button", { name: "Withdraw Application" })).toBeVisible();

    // The bid is the provider's: its Owner finds it under My Applications.
    await owner.page.goto(`/me/applications?q=${encodeURIComponent(req.tag)}`);
    const item = owner.page.getByRole("listitem").filter({ hasText: req.title });
    await expect(item).toContainText("SUBMITTED");
    await expect(item).toContainText("€21.00");

    // The Owner removes the Bidder again (the bid stays the provider's).
    const ownerApi = await apiAs(baseURL!, "telerad@demo.test");
    const providerOrg = (await meOf(ownerApi)).organisationId!;
    const bidderId = (await meOf(page.request)).userId;
    const removed = await ownerApi.delete(`/api/organisations/${providerOrg}/members/${bidderId}`);
    expect(removed.status(), await removed.text()).toBe(204);
    await ownerApi.dispose();
    await owner.context.close();
  });
});
