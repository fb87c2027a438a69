import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityPage } from "@/shared/contracts/events";
import type { InvitationLink, MemberPage, Organisation } from "@/shared/contracts/organisations";
import type { Me } from "@/shared/contracts/profiles";
import { ORGANISATION_MESSAGES as M } from "@/shared/policy/organisations";
import * as make from "../support/factories";
import { mailTo } from "../support/rows";
import { type TestApp, startTestApp } from "./harness";

/** Organisations, members and invitations end to end through the API (issue 29). */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const me = async (cookie: string) => (await (await t.request("GET", "/api/me", { cookie })).json()) as Me;
const tokenIn = async (email: string) => {
  const [mail] = (await mailTo(t, email)).filter((m) => m.subject.startsWith("You are invited")).slice(-1);
  return mail!.text.match(/\/invitations\/([A-Za-z0-9_-]+)/)![1]!;
};
async function hospitalOwner() {
  const owner = await make.signedInAs(t, "hospital");
  const res = await t.request("POST", "/api/organisations", { cookie: owner.cookie, body: { name: make.unique("Klinikum"), country: "Germany", websiteUrl: "https://k.example", contactEmail: "" } });
  expect(res.status).toBe(201);
  return { ...owner, organisation: (await res.json()) as Organisation };
}
const invite = (cookie: string, id: string, body: unknown) => t.request("POST", `/api/organisations/${id}/invitations`, { cookie, body });

describe("creating a hospital organisation", () => {
  it("makes the hospital account its Owner, acting for it; /api/me lists it", async () => {
    const { cookie, organisation } = await hospitalOwner();
    expect(organisation).toMatchObject({ kind: "hospital", country: "DE", websiteUrl: "https://k.example", contactEmail: null, myRole: "owner" });
    const mine = await me(cookie);
    expect(mine.activeOrganisationId).toBe(organisation.id);
    expect(mine.memberships).toEqual([{ id: organisation.id, kind: "hospital", name: organisation.name, role: "owner" }]);
  });

  it("refuses other accounts and bad fields with their messages, and creates nothing", async () => {
    const basic = await make.signedInAs(t, "basic");
    const refused = await t.request("POST", "/api/organisations", { cookie: basic.cookie, body: { name: "Mine", country: "DE" } });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toBe(M.hospitalOnly);
    const hospital = await make.signedInAs(t, "hospital");
    const cases: [unknown, string][] = [
      [{ name: " ", country: "DE" }, M.nameRequired],
      [{ name: "x".repeat(121), country: "DE" }, M.nameTooLong],
      [{ name: "Ok", country: "Atlantis" }, M.countryRequired],
      [{ name: "Ok", country: "DE", websiteUrl: "ftp://x.example" }, M.websiteInvalid],
      [{ name: "Ok", country: "DE", contactEmail: "not-an-email" }, M.contactEmailInvalid],
      [{ name: "Ok", country: "DE", extra: 1 }, ""],
    ];
    for (const [body, message] of cases) {
      const res = await t.request("POST", "/api/organisations", { cookie: hospital.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(await errorOf(res)).toBe(message);
    }
    expect((await me(hospital.cookie)).memberships).toEqual([]);
  });
});

describe("invitations", () => {
  it("invites by e-mail; the invitee signs up with it, accepts, becomes a hospital account and a Buyer; the link is then used", async () => {
    const owner = await hospitalOwner();
    const email = make.uniqueEmail("colleague");
    const res = await invite(owner.cookie, owner.organisation.id, { email: email.toUpperCase(), role: "buyer" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ email, role: "buyer", state: "pending" });
    const token = await tokenIn(email);
    const link = (await (await t.request("GET", `/api/invitations/${token}`)).json()) as InvitationLink;
    expect(link).toMatchObject({ organisation: { id: owner.organisation.id, kind: "hospital" }, email, role: "buyer", state: "pending" });

    const again = await invite(owner.cookie, owner.organisation.id, { email, role: "viewer" });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(M.alreadyInvited);

    const stranger = await make.signedInAs(t, "basic");
    const wrong = await t.request("POST", `/api/invitations/${token}/accept`, { cookie: stranger.cookie });
    expect(wrong.status).toBe(403);
    expect(await errorOf(wrong)).toBe(M.invitationOtherEmail(email));

    const colleague = await make.account(t, { email, role: "basic" });
    const cookie = await make.signIn(t, email, colleague.password);
    expect((await t.request("POST", `/api/invitations/${token}/accept`, { cookie })).status).toBe(200);
    const joined = await me(cookie);
    expect(joined.profile.role).toBe("hospital");
    expect(joined.activeOrganisationId).toBe(owner.organisation.id);
    expect(joined.memberships[0]).toMatchObject({ role: "buyer" });
    const used = await t.request("POST", `/api/invitations/${token}/accept`, { cookie });
    expect(used.status).toBe(409);
    expect(await errorOf(used)).toBe(M.invitationUsed);

    const member = await invite(owner.cookie, owner.organisation.id, { email, role: "viewer" });
    expect(member.status).toBe(409);
    expect(await errorOf(member)).toBe(M.alreadyMember);
  });

  it("refuses a bad e-mail, a role the kind has not, an account of the other kind, and non-owners", async () => {
    const owner = await hospitalOwner();
    const id = owner.organisation.id;
    expect(await errorOf(await invite(owner.cookie, id, { email: "nope", role: "buyer" }))).toBe(M.emailInvalid);
    expect(await errorOf(await invite(owner.cookie, id, { email: make.uniqueEmail(), role: "bidder" }))).toBe(M.roleInvalid);
    const telerad = await make.account(t, { role: "telerad" });
    const other = await invite(owner.cookie, id, { email: telerad.email, role: "buyer" });
    expect(other.status).toBe(400);
    expect(await errorOf(other)).toBe(M.kindMismatch("hospital"));
    const viewer = await make.account(t, { role: "hospital", organisation: { id, role: "viewer" } });
    const asViewer = await invite(await make.signIn(t, viewer.email, viewer.password), id, { email: make.uniqueEmail(), role: "buyer" });
    expect(asViewer.status).toBe(403);
    expect(await errorOf(asViewer)).toBe(M.roleNotAllowed);
    const outsider = await hospitalOwner();
    expect((await invite(outsider.cookie, id, { email: make.uniqueEmail(), role: "buyer" })).status).toBe(403);
    const list = (await (await t.request("GET", `/api/organisations/${id}/invitations`, { cookie: owner.cookie })).json()) as { total: number };
    expect(list.total).toBe(0);
  });

  it("resends with a new link (the old one stops working), revokes, and refuses an expired link", async () => {
    const owner = await hospitalOwner();
    const id = owner.organisation.id;
    const email = make.uniqueEmail("later");
    const invitation = (await (await invite(owner.cookie, id, { email, role: "evaluator" })).json()) as { id: string };
    const first = await tokenIn(email);
    expect((await t.request("POST", `/api/organisations/${id}/invitations/${invitation.id}/resend`, { cookie: owner.cookie })).status).toBe(200);
    const second = await tokenIn(email);
    expect(second).not.toBe(first);
    expect((await t.request("GET", `/api/invitations/${first}`)).status).toBe(404);

    await t.services.database.db.execute(sql`update organisation_invitations set expires_at = now() - interval '1 minute' where id = ${invitation.id}`);
    const invitee = await make.account(t, { email, role: "hospital" });
    const cookie = await make.signIn(t, email, invitee.password);
    const expired = await t.request("POST", `/api/invitations/${second}/accept`, { cookie });
    expect(expired.status).toBe(409);
    expect(await errorOf(expired)).toBe(M.invitationExpired);

    expect((await t.request("POST", `/api/organisations/${id}/invitations/${invitation.id}/resend`, { cookie: owner.cookie })).status).toBe(200);
    const third = await tokenIn(email);
    expect((await t.request("DELETE", `/api/organisations/${id}/invitations/${invitation.id}`, { cookie: owner.cookie })).status).toBe(204);
    expect(((await (await t.request("GET", `/api/invitations/${third}`)).json()) as InvitationLink).state).toBe("revoked");
    expect((await t.request("POST", `/api/invitations/${third}/accept`, { cookie })).status).toBe(409);
    expect((await me(cookie)).memberships).toEqual([]);
  });
});

describe("members", () => {
  it("owners change roles and remove; members leave; the last owner can do neither; everything is in the Activity", async () => {
    const owner = await hospitalOwner();
    const id = owner.organisation.id;
    const buyer = await make.account(t, { role: "hospital", organisation: { id, role: "buyer" } });
    const buyerCookie = await make.signIn(t, buyer.email, buyer.password);
    const request = await make.request(t, { hospitalId: owner.userId, organisationId: id });

    expect((await t.request("PATCH", `/api/requests/${request.id}`, { cookie: buyerCookie, body: { title: "Renamed by the buyer" } })).status).toBe(200);
    const demoted = await t.request("PATCH", `/api/organisations/${id}/members/${buyer.userId}`, { cookie: owner.cookie, body: { role: "viewer" } });
    expect(await demoted.json()).toMatchObject({ role: "viewer", email: buyer.email });
    const refused = await t.request("PATCH", `/api/requests/${request.id}`, { cookie: buyerCookie, body: { title: "Again" } });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toBe(M.roleNotAllowed);
    expect((await t.request("PATCH", `/api/organisations/${id}/members/${buyer.userId}`, { cookie: owner.cookie, body: { role: "bidder" } })).status).toBe(400);

    const lastOwner = await t.request("PATCH", `/api/organisations/${id}/members/${owner.userId}`, { cookie: owner.cookie, body: { role: "buyer" } });
    expect(lastOwner.status).toBe(409);
    expect(await errorOf(lastOwner)).toBe(M.lastOwner);
    expect((await t.request("DELETE", `/api/organisations/${id}/members/${owner.userId}`, { cookie: owner.cookie })).status).toBe(409);

    expect((await t.request("DELETE", `/api/organisations/${id}/members/${buyer.userId}`, { cookie: buyerCookie })).status).toBe(204);
    expect((await me(buyerCookie)).memberships).toEqual([]);
    expect((await t.request("GET", `/api/requests/${request.id}/applications`, { cookie: buyerCookie })).status).toBe(403);

    const members = (await (await t.request("GET", `/api/organisations/${id}/members`, { cookie: owner.cookie })).json()) as MemberPage;
    expect(members).toMatchObject({ total: 1, owners: 1 });
    // A page past the last row still says how many there are.
    const past = (await (await t.request("GET", `/api/organisations/${id}/members?page=3`, { cookie: owner.cookie })).json()) as MemberPage;
    expect(past).toMatchObject({ data: [], total: 1, owners: 1, hasPrev: true, hasNext: false });
    const activity = (await (await t.request("GET", `/api/organisations/${id}/activity`, { cookie: owner.cookie })).json()) as ActivityPage;
    // Events of one transaction share its time, so only the set is certain.
    expect(activity.data.map((e) => e.action).sort()).toEqual(["created", "joined", "joined", "left", "role_changed"]);
    expect(activity.data[0]!.action).toBe("left");
    expect(activity.data[0]!.changes).toEqual(expect.arrayContaining([{ field: "member", before: buyer.email, after: null }, { field: "role", before: "viewer", after: null }]));
    await invite(owner.cookie, id, { email: make.uniqueEmail("count"), role: "viewer" });
    const invitations = await (await t.request("GET", `/api/organisations/${id}/invitations?page=2`, { cookie: owner.cookie })).json();
    expect(invitations).toMatchObject({ data: [], total: 1 });
  });

  it("switches the organisation a member of two acts for, and refuses one they do not belong to", async () => {
    const first = await hospitalOwner();
    const second = await hospitalOwner();
    const manager = await make.account(t, { role: "hospital", organisation: { id: first.organisation.id, role: "buyer" } });
    await make.member(t, second.organisation.id, manager.userId, "viewer");
    const cookie = await make.signIn(t, manager.email, manager.password);
    expect((await me(cookie)).activeOrganisationId).toBe(second.organisation.id);
    expect((await t.request("PUT", "/api/me/organisation", { cookie, body: { organisationId: first.organisation.id } })).status).toBe(204);
    expect((await me(cookie)).activeOrganisationId).toBe(first.organisation.id);
    const other = await hospitalOwner();
    const refused = await t.request("PUT", "/api/me/organisation", { cookie, body: { organisationId: other.organisation.id } });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toBe(M.notAMemberToSwitch);
    // Acting for the first organisation, the member reads its requests, not the second's.
    const inSecond = await make.request(t, { hospitalId: second.userId, organisationId: second.organisation.id });
    expect((await t.request("GET", `/api/requests/${inSecond.id}/applications`, { cookie })).status).toBe(403);
  });
});

describe("notices follow the organisation's roles", () => {
  it("a new application is mailed to the owning organisation's Owners and Buyers, not its Evaluators or Viewers", async () => {
    const owner = await hospitalOwner();
    const id = owner.organisation.id;
    const team = {} as Record<"buyer" | "evaluator" | "viewer", string>;
    for (const role of ["buyer", "evaluator", "viewer"] as const) team[role] = (await make.account(t, { role: "hospital", organisation: { id, role } })).email;
    const request = await make.request(t, { hospitalId: owner.userId, organisationId: id, title: make.unique("Team notice") });
    const provider = await make.provider(t);
    const bidder = await make.signedInAs(t, "telerad", provider.id, "bidder");
    expect((await t.request("POST", `/api/requests/${request.id}/applications`, { cookie: bidder.cookie, body: { pricePerCt: 20, currency: "EUR" } })).status).toBe(201);
    const subject = `New application for "${request.title}"`;
    const got = async (email: string) => (await mailTo(t, email)).some((m) => m.subject === subject);
    expect(await got(owner.email)).toBe(true);
    expect(await got(team.buyer)).toBe(true);
    expect(await got(team.evaluator)).toBe(false);
    expect(await got(team.viewer)).toBe(false);
  });
});
