import { createHash, randomBytes } from "node:crypto";
import { exactTotal, pageOf } from "@/shared/contracts/common";
import type { Invitation, InvitationInput, InvitationLink, InvitationPage, InvitationState } from "@/shared/contracts/organisations";
import { INVITATION_DAYS, joinRefusal, MEMBER_ROLE_LABELS, ORGANISATION_MESSAGES as M, rolesOf } from "@/shared/policy/organisations";
import { type Actor, signedInRefusal } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import type { Tx } from "../../db/client";
import { Conflict, enforce, Forbidden, Invalid, NotFound } from "../../errors";
import { enqueueMail } from "../../mail/outbox";
import { mails } from "../../mail/templates";
import { accountByEmail, accountById } from "./accounts-repo";
import * as members from "./members-repo";
import * as repo from "./repo";
import { joinAs, organisationFor, recordOrganisationEvent } from "./service";

/** Invitations by e-mail with a role: a single-use link valid INVITATION_DAYS days (issue 29). */

const DAY_MS = 86_400_000;
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");
const expiryFromNow = () => new Date(Date.now() + INVITATION_DAYS * DAY_MS);

export function stateOf(row: { status: "pending" | "accepted" | "revoked"; expiresAt: Date }, now = Date.now()): InvitationState {
  if (row.status === "pending" && row.expiresAt.getTime() <= now) return "expired";
  return row.status;
}

const toInvitation = (row: repo.InvitationRecord & { invitedBy: string | null }): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  state: stateOf(row),
  invitedBy: row.invitedBy,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

async function mailInvitation(tx: Tx, ctx: ServiceContext, actor: Actor, org: { name: string }, invitation: { email: string; role: Invitation["role"] }, token: string, expiresAt: Date) {
  const inviter = actor.name ? `${actor.name} (${actor.email})` : (actor.email ?? "An owner");
  await enqueueMail(tx, mails.invitation(invitation.email, { organisation: org.name, role: MEMBER_ROLE_LABELS[invitation.role], inviter, url: `${ctx.appUrl}/invitations/${token}`, expiresAt }));
}

export async function listInvitations(ctx: ServiceContext, actor: Actor, { id, page, pageSize }: { id: string; page: number; pageSize: number }): Promise<InvitationPage> {
  await organisationFor(ctx, actor, id, "organisation.manage");
  const rows = await repo.listInvitations(ctx.db, id, pageSize, (page - 1) * pageSize);
  // The page's rows carry the total; a page past the last invitation has none, so it is counted on its own.
  const total = rows[0]?.total ?? (await repo.countInvitations(ctx.db, id));
  return pageOf(rows.map(toInvitation), exactTotal(total), page, pageSize);
}

/** An Owner invites someone by e-mail; refused for a member, a pending invitation, or an account of the wrong kind. */
export async function invite(ctx: ServiceContext, actor: Actor, { id, email, role }: InvitationInput & { id: string }): Promise<Invitation> {
  const token = newToken();
  const invitation = await ctx.db.transaction(async (tx) => {
    const org = await organisationFor(ctx, actor, id, "organisation.manage", tx);
    if (!rolesOf(org.kind).includes(role)) throw new Invalid(M.roleInvalid, { role: M.roleInvalid });
    const account = await accountByEmail(tx, email);
    if (account && (await members.findMember(tx, id, account.userId))) throw new Conflict(M.alreadyMember);
    const refusal = account ? joinRefusal(account.role, org.kind) : null;
    if (refusal) throw new Invalid(refusal, { email: refusal });
    const pending = await repo.pendingInvitationFor(tx, id, email);
    if (pending && stateOf(pending) === "pending") throw new Conflict(M.alreadyInvited);
    if (pending) await repo.updateInvitation(tx, pending.id, { status: "revoked" });
    const expiresAt = expiryFromNow();
    const row = await repo.insertInvitation(tx, { organisationId: id, email, role, tokenHash: hashOf(token), invitedBy: actor.userId, expiresAt });
    if (!row) throw new Conflict(M.alreadyInvited);
    await recordOrganisationEvent(tx, actor, id, "invited", { email: { before: null, after: email }, role: { before: null, after: role } });
    await mailInvitation(tx, ctx, actor, org, row, token, expiresAt);
    return toInvitation({ ...row, invitedBy: actor.email ?? null });
  });
  ctx.mailer.kick();
  return invitation;
}

/** Sends a pending or expired invitation again with a new link (the old one stops working) and a new expiry. */
export async function resendInvitation(ctx: ServiceContext, actor: Actor, { id, invitationId }: { id: string; invitationId: string }): Promise<Invitation> {
  const token = newToken();
  const invitation = await ctx.db.transaction(async (tx) => {
    const org = await organisationFor(ctx, actor, id, "organisation.manage", tx);
    const row = await repo.findInvitation(tx, id, invitationId, true);
    if (!row) throw new NotFound(M.invitationNotFound);
    if (row.status !== "pending") throw new Conflict(M.invitationUsed);
    const expiresAt = expiryFromNow();
    await repo.updateInvitation(tx, row.id, { tokenHash: hashOf(token), expiresAt });
    await recordOrganisationEvent(tx, actor, id, "invitation_resent", { email: { before: row.email, after: row.email } });
    await mailInvitation(tx, ctx, actor, org, row, token, expiresAt);
    return toInvitation({ ...row, expiresAt, invitedBy: actor.email ?? null });
  });
  ctx.mailer.kick();
  return invitation;
}

export async function revokeInvitation(ctx: ServiceContext, actor: Actor, { id, invitationId }: { id: string; invitationId: string }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await organisationFor(ctx, actor, id, "organisation.manage", tx);
    const row = await repo.findInvitation(tx, id, invitationId, true);
    if (!row) throw new NotFound(M.invitationNotFound);
    if (row.status !== "pending") throw new Conflict(M.invitationUsed);
    await repo.updateInvitation(tx, row.id, { status: "revoked" });
    await recordOrganisationEvent(tx, actor, id, "invitation_revoked", { email: { before: row.email, after: null }, role: { before: row.role, after: null } });
  });
}

/** What the invitation page shows to whoever holds the link (the link is the secret). */
export async function invitationByToken(ctx: ServiceContext, _actor: Actor, { token }: { token: string }): Promise<InvitationLink> {
  const row = await repo.findInvitationByToken(ctx.db, hashOf(token));
  if (!row) throw new NotFound(M.invitationNotFound);
  return {
    organisation: { id: row.organisationId, name: row.organisationName, kind: row.organisationKind },
    email: row.email,
    role: row.role,
    state: stateOf(row),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The invitee, signed in with the invited e-mail, joins with the invitation's role; the link then stops working. */
export async function acceptInvitation(ctx: ServiceContext, actor: Actor, { token }: { token: string }): Promise<{ organisationId: string }> {
  enforce(signedInRefusal(actor));
  return ctx.db.transaction(async (tx) => {
    const row = await repo.findInvitationByToken(tx, hashOf(token), true);
    if (!row) throw new NotFound(M.invitationNotFound);
    const state = stateOf(row);
    if (state === "expired") throw new Conflict(M.invitationExpired);
    if (state !== "pending") throw new Conflict(M.invitationUsed);
    const account = await accountById(tx, actor.userId as string);
    if (!account || account.email.toLowerCase() !== row.email) throw new Forbidden(M.invitationOtherEmail(row.email));
    await joinAs(tx, actor, { id: row.organisationId, kind: row.organisationKind }, account, row.role);
    await repo.updateInvitation(tx, row.id, { status: "accepted", acceptedBy: account.userId });
    return { organisationId: row.organisationId };
  });
}
