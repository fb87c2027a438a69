import { expect, test } from "@playwright/test";
import { ORGANISATION_MESSAGES } from "../src/shared/policy/organisations";
import { apiAs, createOwnRequest, newHospitalUser } from "./requests-fixtures";
import { signInFor, uniqueEmail } from "./support";
import { acceptThroughPage, applyVia, invitationLinkFor, inviteThroughPage, KLINIKUM, meOf, NIGHTHAWK, openUserMenu, RVI, signUpConfirmed, tagOf } from "./organisations-support";

/**
 * Organisations (issue 29): invitations by mail, roles that decide what a member sees and may do, the switcher.
 * Tests run in parallel on one database: the demo organisations only gain members that a test adds and removes
 * itself, and every request a test decides on is its own.
 */

test.describe("organisations", () => {
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
    await expect(page.getByRole("button", { name: "User menu" })).toHaveAccessibleName(`${name}, ${KLINIKUM}, hospital, user menu`);
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
