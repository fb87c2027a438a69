import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ORGANISATION_MESSAGES } from "../src/shared/policy/organisations";
import { apiAs, createOwnRequest, newHospitalUser, newTeleradUser } from "./requests-fixtures";
import { pageAs, signInFor, uniqueEmail, waitForMail } from "./support";

/**
 * Organisations (issue 29): invitations by mail, roles that decide what a member sees and may do, the switcher.
 * Tests run in parallel on one database: the demo organisations only gain members that a test adds and removes
 * itself, and every request a test decides on is its own.
 */

const KLINIKUM = "Klinikum Nordstadt";
const RVI = "Royal Victoria Infirmary";
const NIGHTHAWK = "NightHawk Radiology Partners";
const PASSWORD = "e2e-organisation-password";

const tagOf = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function applyVia(api: APIRequestContext, requestId: string, pricePerCt: number) {
  const res = await api.post(`/api/requests/${requestId}/applications`, { data: { pricePerCt, currency: "EUR" } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

/** The user's id and the organisation they act for, as /api/me tells them. */
async function meOf(api: APIRequestContext) {
  const res = await api.get("/api/me");
  expect(res.status(), await res.text()).toBe(200);
  const me = (await res.json()) as { user: { id: string }; activeOrganisationId: string | null };
  return { userId: me.user.id, organisationId: me.activeOrganisationId };
}

/** The link an invitation mail to this address carries. */
async function invitationLinkFor(email: string, organisation: string) {
  const mail = await waitForMail(email, new RegExp(`You are invited to join ${organisation}`));
  const link = mail.links.find((l) => /\/invitations\/[A-Za-z0-9_-]{20,}$/.test(l));
  expect(link, mail.raw).toBeTruthy();
  return link!;
}

/** An Owner's Invitations tab: invite the address with the role, and see the pending row. */
async function inviteThroughPage(page: Page, email: string, role: string) {
  await page.goto("/organisation?tab=invitations");
  const form = page.getByRole("form", { name: "Invite someone" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByRole("radio", { name: role, exact: true }).check();
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(form.getByLabel("E-mail")).toHaveValue("");
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Pending");
  await expect(row).toContainText(role);
}

/** A new account, signed up through the API and confirmed by its mail: the page is then signed in as it. */
async function signUpConfirmed(page: Page, baseURL: string, name: string) {
  const email = uniqueEmail("org");
  const res = await page.request.post("/api/auth/sign-up/email", { headers: { origin: baseURL }, data: { name, email, password: PASSWORD, callbackURL: "/" } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const mail = await waitForMail(email, /Confirm your RadBridge account/);
  await page.goto(mail.links.find((l) => l.includes("/api/auth/verify-email"))!);
  await expect(page.getByRole("button", { name: "User menu" })).toContainText(name);
  return email;
}

/** Opens the invitation link signed in with the invited address and accepts it: the page then shows the organisation. */
async function acceptThroughPage(page: Page, link: string, organisation: string, role: string) {
  await page.goto(link);
  await expect(page.getByRole("heading", { name: `Join ${organisation}` })).toBeVisible();
  await page.getByRole("button", { name: "Accept invitation" }).click();
  await expect(page.getByText(`Welcome to ${organisation}: you joined as ${role}`)).toBeVisible();
  await expect(page).toHaveURL(/\/organisation$/);
  await expect(page.getByRole("heading", { level: 1, name: organisation })).toBeVisible();
  await expect(page.getByText(`Your role: ${role}`)).toBeVisible();
}

async function openUserMenu(page: Page) {
  const menu = page.getByRole("button", { name: /^User menu/ });
  // Its code has arrived: a click now opens the menu itself.
  await expect(menu).toHaveAttribute("aria-haspopup", "menu");
  await menu.click();
  return page.getByRole("menu");
}

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
    await expect(page.getByRole("button", { name: /^User menu/ })).toHaveAccessibleName(`User menu: ${name}, hospital, acting for ${KLINIKUM}`);

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
    await expect(page.getByRole("button", { name: /^User menu/ })).toHaveAccessibleName(`User menu: ${name}, telerad, acting for ${NIGHTHAWK}`);
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

  test("a member of two hospitals switches in the user menu, and the organisation page and a request's applications follow", async ({ page, baseURL }) => {
    // A request of Klinikum Nordstadt with a bid.
    const req = await createOwnRequest(baseURL!);
    const bidder = await apiAs(baseURL!, "bidder@demo.test");
    await applyVia(bidder, req.id, 17);
    await bidder.dispose();

    const name = `Sam Switcher ${tagOf()}`;
    const email = await signUpConfirmed(page, baseURL!, name);
    const klinikum = await apiAs(baseURL!, "hospital@demo.test");
    const rvi = await apiAs(baseURL!, "hospital2@demo.test");
    const klinikumId = (await meOf(klinikum)).organisationId!;
    const rviId = (await meOf(rvi)).organisationId!;
    for (const [api, id, role] of [
      [klinikum, klinikumId, "viewer"],
      [rvi, rviId, "evaluator"],
    ] as const) {
      const res = await api.post(`/api/organisations/${id}/invitations`, { data: { email, role } });
      expect(res.status(), await res.text()).toBe(201);
    }
    await acceptThroughPage(page, await invitationLinkFor(email, KLINIKUM), KLINIKUM, "Viewer");
    // The organisation joined last is the one they act for.
    await acceptThroughPage(page, await invitationLinkFor(email, RVI), RVI, "Evaluator");

    // Acting for the Royal Victoria Infirmary, Klinikum's request shows no applications.
    await page.goto(`/requests/${req.id}`);
    await expect(page.getByRole("heading", { name: req.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Applications \(/ })).toHaveCount(0);
    await expect(page.getByText(NIGHTHAWK)).toHaveCount(0);

    // The menu lists both, the active one checked; choosing Klinikum switches the whole page to it.
    await openUserMenu(page);
    const group = page.getByRole("group", { name: "Acting for" });
    const rviItem = group.getByRole("menuitemradio", { name: new RegExp(RVI) });
    const klinikumItem = group.getByRole("menuitemradio", { name: new RegExp(KLINIKUM) });
    await expect(rviItem).toHaveAttribute("aria-checked", "true");
    await expect(rviItem).toContainText("Hospital · Evaluator");
    await expect(klinikumItem).toHaveAttribute("aria-checked", "false");
    await expect(klinikumItem).toContainText("Hospital · Viewer");
    await klinikumItem.click();
    await expect(page.getByText(`You now act for ${KLINIKUM} as Viewer`)).toBeVisible();
    await expect(page.getByRole("button", { name: /^User menu/ })).toHaveAccessibleName(`User menu: ${name}, hospital, acting for ${KLINIKUM}`);
    await expect(page.getByRole("heading", { name: "Applications (1)" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: NIGHTHAWK });
    await expect(row).toContainText("€17.00");
    // A Viewer reads the bids without acting on them.
    await expect(row).toContainText("No actions");

    // The organisation page follows the switch, both ways. A Viewer has no Invitations tab (its URL shows the
    // Profile), and the server refuses their invitation.
    await page.goto("/organisation?tab=invitations");
    await expect(page.getByRole("heading", { level: 1, name: KLINIKUM })).toBeVisible();
    await expect(page.getByText("Hospital · Your role: Viewer")).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Organisation" }).getByRole("link");
    await expect(tabs).toHaveText(["Profile", "Members", "Activity"]);
    await expect(tabs.filter({ hasText: "Profile" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Only the organisation's Owners can change its profile.")).toBeVisible();
    await expect(page.getByRole("form", { name: "Invite someone" })).toHaveCount(0);
    const invite = await page.request.post(`/api/organisations/${klinikumId}/invitations`, { headers: { origin: baseURL! }, data: { email: uniqueEmail("refused"), role: "viewer" } });
    expect(invite.status()).toBe(403);
    expect(await invite.text()).toContain(ORGANISATION_MESSAGES.roleNotAllowed);
    await openUserMenu(page);
    await page.getByRole("menuitemradio", { name: new RegExp(RVI) }).click();
    await expect(page.getByText(`You now act for ${RVI} as Evaluator`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: RVI })).toBeVisible();
    await expect(page.getByText("Hospital · Your role: Evaluator")).toBeVisible();
    await expect(page).toHaveTitle(`${RVI} · RadBridge`);

    // Leaving the Royal Victoria Infirmary leaves them acting for Klinikum.
    await page.goto("/organisation?tab=members");
    await page.getByRole("button", { name: "Leave organisation" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Leave organisation" }).click();
    await expect(page.getByText(`You left ${RVI}`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: KLINIKUM })).toBeVisible();
    await openUserMenu(page);
    await expect(page.getByRole("menuitemradio")).toHaveCount(1);
    await page.keyboard.press("Escape");

    // Klinikum's Owner removes them too.
    const { userId } = await meOf(page.request);
    const removed = await klinikum.delete(`/api/organisations/${klinikumId}/members/${userId}`);
    expect(removed.status(), await removed.text()).toBe(204);
    await klinikum.dispose();
    await rvi.dispose();
  });

  test("bad input on the organisation forms shows its message and changes nothing", async ({ page, baseURL }) => {
    const tag = tagOf();
    const user = await newHospitalUser(baseURL!);
    await user.api.dispose();
    await signInFor(page, user.email, user.password);

    // A hospital account without an organisation is offered to create one.
    await page.goto("/organisation");
    await expect(page.getByRole("heading", { level: 1, name: "Create your organisation" })).toBeVisible();
    const nameField = page.getByLabel("Organisation name");
    const create = page.getByRole("button", { name: "Create organisation" });
    await create.click();
    await expect(nameField).toHaveAccessibleDescription(ORGANISATION_MESSAGES.nameRequired);
    await expect(page.getByLabel("Country")).toHaveAccessibleDescription(ORGANISATION_MESSAGES.countryRequired);
    await nameField.fill("   ");
    await page.getByLabel("Country").selectOption({ label: "Germany" });
    await page.getByLabel("Website (optional)").fill("ftp://files.example");
    await page.getByLabel("Contact e-mail (optional)").fill("not-an-email");
    await create.click();
    await expect(nameField).toHaveAccessibleDescription(ORGANISATION_MESSAGES.nameRequired);
    await expect(page.getByLabel("Website (optional)")).toHaveAccessibleDescription(ORGANISATION_MESSAGES.websiteInvalid);
    await expect(page.getByLabel("Contact e-mail (optional)")).toHaveAccessibleDescription(ORGANISATION_MESSAGES.contactEmailInvalid);
    await nameField.fill("x".repeat(121));
    await create.click();
    await expect(nameField).toHaveAccessibleDescription(ORGANISATION_MESSAGES.nameTooLong);
    // Nothing was created: the menu still offers to create one.
    await openUserMenu(page);
    await expect(page.getByRole("menuitem", { name: "Create your organisation" })).toBeVisible();
    await page.keyboard.press("Escape");

    const orgName = `Eastfield Hospital ${tag}`;
    await nameField.fill(orgName);
    await page.getByLabel("Website (optional)").fill("");
    await page.getByLabel("Contact e-mail (optional)").fill(`radiology-${tag}@eastfield.example`);
    await create.click();
    await expect(page.getByText(`${orgName} created: you are its Owner`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: orgName })).toBeVisible();
    await expect(page.getByText("Hospital · Your role: Owner")).toBeVisible();

    // The invite form: a malformed address, the Owner themself, an account of the wrong kind, a second invitation.
    await page.getByRole("navigation", { name: "Organisation" }).getByRole("link", { name: "Invitations" }).click();
    await expect(page).toHaveURL(/\?tab=invitations$/);
    const form = page.getByRole("form", { name: "Invite someone" });
    const emailField = form.getByLabel("E-mail");
    const send = form.getByRole("button", { name: "Send invitation" });
    await expect(page.getByText("No invitations sent yet.")).toBeVisible();

    await emailField.fill("not-an-email");
    await send.click();
    await expect(emailField).toHaveAccessibleDescription(ORGANISATION_MESSAGES.emailInvalid);
    await expect(emailField).toHaveAttribute("aria-invalid", "true");

    await emailField.fill(user.email);
    await send.click();
    await expect(emailField).toHaveAccessibleDescription(ORGANISATION_MESSAGES.alreadyMember);

    await emailField.fill("telerad@demo.test");
    await send.click();
    await expect(emailField).toHaveAccessibleDescription(ORGANISATION_MESSAGES.kindMismatch("hospital"));
    await expect(page.getByText("No invitations sent yet.")).toBeVisible();

    const invitee = uniqueEmail("invitee");
    await inviteThroughPage(page, invitee, "Evaluator");
    await emailField.fill(invitee.toUpperCase());
    await send.click();
    await expect(emailField).toHaveAccessibleDescription(ORGANISATION_MESSAGES.alreadyInvited);
    await expect(page.getByText("1 invitation(s)")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: invitee })).toHaveCount(1);

    // The only Owner cannot demote themself: the role stays Owner.
    await page.getByRole("navigation", { name: "Organisation" }).getByRole("link", { name: "Members" }).click();
    await expect(page.getByText("1 member(s), 1 owner(s)")).toBeVisible();
    const ownRole = page.getByRole("combobox", { name: "Role of Hana Hospital" });
    await ownRole.selectOption({ label: "Buyer" });
    await page.getByRole("button", { name: "Save the role of Hana Hospital" }).click();
    await expect(page.getByText(ORGANISATION_MESSAGES.lastOwner).first()).toBeVisible();
    await expect(ownRole).toHaveValue("owner");
    await expect(page.getByText("Hospital · Your role: Owner")).toBeVisible();

    // The invitation's link, opened by another account, says whose it is and offers no Accept.
    const link = await invitationLinkFor(invitee, orgName);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: `Join ${orgName}` })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: ORGANISATION_MESSAGES.invitationOtherEmail(invitee) })).toBeVisible();
    await expect(page.getByRole("button", { name: "Accept invitation" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Sign out and use another account" })).toBeVisible();

    // Revoked, the link stops working; a made-up link finds nothing.
    await page.goto("/organisation?tab=invitations");
    await page.getByRole("button", { name: `Revoke the invitation to ${invitee}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
    await expect(page.getByRole("row").filter({ hasText: invitee })).toContainText("Revoked");
    await page.goto(link);
    await expect(page.getByRole("alert").filter({ hasText: ORGANISATION_MESSAGES.invitationUsed })).toBeVisible();
    await expect(page.getByRole("button", { name: "Accept invitation" })).toHaveCount(0);
    await page.goto(`/invitations/${"no-such-invitation".padEnd(43, "x")}`);
    await expect(page.getByRole("heading", { name: "Invitation not found" })).toBeVisible();
    await expect(page.getByText(ORGANISATION_MESSAGES.invitationNotFound)).toBeVisible();
  });
});
