import type { OrganisationSettingsInput } from "@/shared/contracts/evaluations";
import type { EventAction } from "@/shared/contracts/event-actions";
import type { ActivityPage } from "@/shared/contracts/events";
import { exactTotal, pageOf } from "@/shared/contracts/common";
import type { Member, MemberPage, Membership, Organisation, OrganisationInput } from "@/shared/contracts/organisations";
import {
  ACCOUNT_ROLE_OF_KIND,
  actionRefusal,
  joinRefusal,
  lastOwnerRefusal,
  type MemberRole,
  ORGANISATION_MESSAGES as M,
  type OrganisationKind,
  rolesOf,
} from "@/shared/policy/organisations";
import { type Actor, isAdmin, signedInRefusal } from "@/shared/policy/roles";
import { requireTwoFactorRefusal } from "@/shared/policy/security";
import type { ServiceContext } from "../../context";
import type { Db, Tx } from "../../db/client";
import { Conflict, enforce, Forbidden, Invalid, NotFound } from "../../errors";
import { type Changes, changesBetween, type EventActor, recordEvent, snapshotOf } from "../events/record";
import { listSubjectEvents } from "../events/repo";
import { toEvent } from "../events/service";
import { accountByEmail, accountById, setAccountRole } from "./accounts-repo";
import * as members from "./members-repo";
import * as repo from "./repo";

/** Organisations, their profile, members and Activity (issue 29); invitations are in invitations-service.ts. */

export function toOrganisation(row: repo.OrganisationRecord, myRole: MemberRole | null): Organisation {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    country: row.country,
    websiteUrl: row.websiteUrl,
    contactEmail: row.contactEmail,
    awardsNeedApproval: row.awardsNeedApproval,
    requireTwoFactor: row.requireTwoFactor,
    createdAt: row.createdAt.toISOString(),
    myRole,
  };
}

/** The organisation, after checking that the actor may do the action for it (404 for an admin asking for none). */
export async function organisationFor(ctx: ServiceContext, actor: Actor, id: string, action: Parameters<typeof actionRefusal>[1], tx?: Tx) {
  enforce(actionRefusal(actor, action, id));
  const row = await repo.findOrganisation(tx ?? ctx.db, id, Boolean(tx));
  if (!row) throw new NotFound(M.organisationNotFound);
  return row;
}

const myRoleIn = (actor: Actor, id: string): MemberRole | null => (actor.organisation?.id === id ? actor.organisation.role : null);

/** An event of an organisation, by the actor, in the write's transaction. */
export function recordOrganisationEvent(tx: Tx | Db, actor: EventActor, organisationId: string, action: EventAction<"organisation">, changes: Changes = {}) {
  return recordEvent(tx, actor, { entityType: "organisation", entityId: organisationId, action, changes });
}

/** A new hospital organisation with the actor as its Owner, acting for it, in the caller's transaction. */
async function foundOrganisation(tx: Tx, actor: Actor, input: OrganisationInput) {
  const userId = actor.userId as string;
  const created = await repo.insertHospitalOrganisation(tx, input);
  await members.insertMember(tx, created.id, userId, "owner");
  await members.setActiveOrganisation(tx, userId, created.id);
  await recordOrganisationEvent(tx, actor, created.id, "created", snapshotOf({ ...input }, "after"));
  await recordOrganisationEvent(tx, actor, created.id, "joined", { member: { before: null, after: actor.email ?? userId }, role: { before: null, after: "owner" } });
  return created;
}

/** A hospital account creates a hospital organisation, becomes its Owner and acts for it. */
export async function createOrganisation(ctx: ServiceContext, actor: Actor, input: OrganisationInput): Promise<Organisation> {
  enforce(signedInRefusal(actor));
  if (actor.role !== "hospital") throw new Forbidden(M.hospitalOnly);
  const row = await ctx.db.transaction((tx) => foundOrganisation(tx, actor, input));
  return toOrganisation(row, "owner");
}

/** A hospital account posting a request without an organisation gets one, named after the request's facility (PRODUCT.md #34). */
export async function organisationForNewRequest(tx: Tx, actor: Actor, facility: { facility: string; country: string; websiteUrl?: string | null; contactEmail?: string | null }) {
  if (actor.organisation?.kind === "hospital") return actor.organisation.id;
  const input = { name: facility.facility, country: facility.country, websiteUrl: facility.websiteUrl ?? null, contactEmail: facility.contactEmail ?? null };
  return (await foundOrganisation(tx, actor, input)).id;
}

export async function getOrganisation(ctx: ServiceContext, actor: Actor, { id }: { id: string }): Promise<Organisation> {
  const row = await organisationFor(ctx, actor, id, "organisation.read");
  return toOrganisation(row, myRoleIn(actor, id));
}

/** An Owner changes a hospital organisation's profile (a provider's is its provider profile, under My Provider). */
export async function updateOrganisation(ctx: ServiceContext, actor: Actor, { id, ...input }: OrganisationInput & { id: string }): Promise<Organisation> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await organisationFor(ctx, actor, id, "organisation.manage", tx);
    if (before.kind !== "hospital") throw new Conflict(M.providerProfileElsewhere);
    const after = await repo.updateOrganisation(tx, id, input);
    const changes = changesBetween(before, input);
    if (Object.keys(changes).length) await recordOrganisationEvent(tx, actor, id, "updated", changes);
    return after;
  });
  return toOrganisation(row, myRoleIn(actor, id));
}

/**
 * PATCH /api/organisations/{id}/settings (Owners): whether a hospital's awards need a second member's approval
 * (issue 33 §4), and whether every member must have two-factor (issue 34 §1; the Owner sets it up first).
 */
export async function updateSettings(ctx: ServiceContext, actor: Actor, { id, ...settings }: OrganisationSettingsInput & { id: string }): Promise<Organisation> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await organisationFor(ctx, actor, id, "organisation.manage", tx);
    if (settings.awardsNeedApproval !== undefined && before.kind !== "hospital") throw new Conflict(M.providerProfileElsewhere);
    if (settings.requireTwoFactor) enforce(requireTwoFactorRefusal(actor));
    const changes = changesBetween(before, settings);
    if (Object.keys(changes).length === 0) return before;
    const after = await repo.updateSettings(tx, id, settings);
    await recordOrganisationEvent(tx, actor, id, "updated", changes);
    return after;
  });
  return toOrganisation(row, myRoleIn(actor, id));
}

export async function listMembers(ctx: ServiceContext, actor: Actor, { id, page, pageSize }: { id: string; page: number; pageSize: number }): Promise<MemberPage> {
  await organisationFor(ctx, actor, id, "organisation.read");
  const rows = await members.listMembers(ctx.db, id, pageSize, (page - 1) * pageSize);
  // The page's rows carry the counts; a page past the last member has none, so they are counted on their own.
  const counts = rows[0] ?? (await members.memberCounts(ctx.db, id));
  return { ...pageOf(rows.map(toMember), exactTotal(counts.total), page, pageSize), owners: counts.owners };
}

const toMember = (r: { userId: string; name: string | null; email: string; role: MemberRole; joinedAt: Date }): Member => ({
  userId: r.userId,
  name: r.name,
  email: r.email,
  role: r.role,
  joinedAt: r.joinedAt.toISOString(),
});

function checkRole(kind: OrganisationKind, role: MemberRole) {
  if (!rolesOf(kind).includes(role)) throw new Invalid(M.roleInvalid, { role: M.roleInvalid });
}

/** An Owner changes a member's role; the last owner keeps theirs until another owner exists. */
export async function changeMemberRole(ctx: ServiceContext, actor: Actor, { id, userId, role }: { id: string; userId: string; role: MemberRole }): Promise<Member> {
  return ctx.db.transaction(async (tx) => {
    const org = await organisationFor(ctx, actor, id, "organisation.manage", tx);
    checkRole(org.kind, role);
    const owners = await members.lockOwners(tx, id);
    const member = await members.findMember(tx, id, userId, true);
    if (!member) throw new NotFound(M.memberNotFound);
    const refusal = lastOwnerRefusal(member, role, owners.length);
    if (refusal) throw new Conflict(refusal);
    if (member.role !== role) {
      await members.updateMemberRole(tx, id, userId, role);
      const account = await accountById(tx, userId);
      await recordOrganisationEvent(tx, actor, id, "role_changed", { member: { before: account?.email ?? userId, after: account?.email ?? userId }, role: { before: member.role, after: role } });
    }
    return toMember((await members.memberRow(tx, id, userId))!);
  });
}

/** An Owner removes a member, or a member leaves; the last owner can do neither. */
export async function removeMember(ctx: ServiceContext, actor: Actor, { id, userId }: { id: string; userId: string }): Promise<void> {
  const leaving = actor.userId === userId;
  await ctx.db.transaction(async (tx) => {
    await organisationFor(ctx, actor, id, leaving ? "organisation.read" : "organisation.manage", tx);
    const owners = await members.lockOwners(tx, id);
    const member = await members.findMember(tx, id, userId, true);
    if (!member) throw new NotFound(M.memberNotFound);
    const refusal = isAdmin(actor) && !leaving ? null : lastOwnerRefusal(member, null, owners.length);
    if (refusal) throw new Conflict(refusal);
    await members.deleteMember(tx, id, userId);
    const account = await accountById(tx, userId);
    await recordOrganisationEvent(tx, actor, id, leaving ? "left" : "removed", { member: { before: account?.email ?? userId, after: null }, role: { before: member.role, after: null } });
  });
}

/** Admins add an existing account (by e-mail) to an organisation; a basic account takes the organisation's kind. */
export async function addMemberAsAdmin(ctx: ServiceContext, actor: Actor, { id, email, role }: { id: string; email: string; role: MemberRole }): Promise<Member> {
  return ctx.db.transaction(async (tx) => {
    const org = await organisationFor(ctx, actor, id, "organisation.manage", tx);
    checkRole(org.kind, role);
    const account = await accountByEmail(tx, email);
    if (!account) throw new NotFound(M.noAccount);
    await joinAs(tx, actor, org, account, role);
    return toMember((await members.memberRow(tx, id, account.userId))!);
  });
}

/**
 * Makes an account a member: refused for the wrong kind of account and for a member already; a basic
 * account becomes the kind's account role. The organisation becomes the one the user acts for.
 */
export async function joinAs(tx: Tx, actor: Actor | null, org: { id: string; kind: OrganisationKind }, account: { userId: string; email: string; role: Actor["role"] & string }, role: MemberRole) {
  const refusal = joinRefusal(account.role, org.kind);
  if (refusal) throw new Forbidden(refusal);
  if (!(await members.insertMember(tx, org.id, account.userId, role))) throw new Conflict(M.alreadyMember);
  if (account.role === "basic") {
    const next = ACCOUNT_ROLE_OF_KIND[org.kind];
    await setAccountRole(tx, account.userId, next);
    await recordEvent(tx, actor, { entityType: "user", entityId: account.userId, action: "role_changed", changes: { role: { before: "basic", after: next } } });
  }
  await members.setActiveOrganisation(tx, account.userId, org.id);
  await recordOrganisationEvent(tx, actor, org.id, "joined", { member: { before: null, after: account.email }, role: { before: null, after: role } });
}

/** The organisations the user belongs to, for /api/me and the switcher. */
export async function membershipsOf(ctx: ServiceContext, userId: string): Promise<Membership[]> {
  return members.membershipsOf(ctx.db, userId);
}

/** The user chooses the organisation they act for. */
export async function switchOrganisation(ctx: ServiceContext, actor: Actor, { organisationId }: { organisationId: string }): Promise<void> {
  enforce(signedInRefusal(actor));
  const member = await members.findMember(ctx.db, organisationId, actor.userId as string);
  if (!member) throw new Forbidden(M.notAMemberToSwitch);
  await members.setActiveOrganisation(ctx.db, actor.userId as string, organisationId);
}

/** The organisation's Activity: its profile and membership changes, newest first, every actor named. */
export async function organisationActivity(ctx: ServiceContext, actor: Actor, { id, page, pageSize }: { id: string; page: number; pageSize: number }): Promise<ActivityPage> {
  await organisationFor(ctx, actor, id, "organisation.read");
  const { rows, count } = await listSubjectEvents(ctx.db, "organisation", id, pageSize + 1, (page - 1) * pageSize);
  return pageOf(
    rows.map((row) => toEvent(row, "all")),
    count,
    page,
    pageSize,
  );
}
