import type { Actor, Refusal, Role } from "./roles";
import { providerUserRefusal, signedInRefusal } from "./roles";

/**
 * Organisations, their roles and what each role may do (PRODUCT.md #34; ARCHITECTURE.md "Permissions in
 * one table"). Every check of a member's power goes through `can`; the server enforces it and pages ask
 * the same function to hide what the server would refuse.
 */

export const ORGANISATION_KINDS = ["hospital", "provider"] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];

export const MEMBER_ROLES_BY_KIND = {
  hospital: ["owner", "buyer", "evaluator", "viewer"],
  provider: ["owner", "bidder", "viewer"],
} as const satisfies Record<OrganisationKind, readonly string[]>;

export const MEMBER_ROLES = ["owner", "buyer", "evaluator", "bidder", "viewer"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  owner: "Owner",
  buyer: "Buyer",
  evaluator: "Evaluator",
  bidder: "Bidder",
  viewer: "Viewer",
};

/** What each role is for, shown beside the role pickers. */
export const MEMBER_ROLE_HINTS: Record<MemberRole, string> = {
  owner: "Manages members and the organisation's profile, and can do everything below",
  buyer: "Creates, edits, amends, closes and deletes requests; shortlists, declines and awards; answers questions",
  evaluator: "Reads the organisation's requests and bids, compares applications and enters quality scores",
  bidder: "Applies to requests, confirms after amendments, withdraws, asks questions",
  viewer: "Reads only",
};

export const rolesOf = (kind: OrganisationKind): readonly MemberRole[] => MEMBER_ROLES_BY_KIND[kind];

/** The one table of actions: for each, the roles of each kind of organisation that may do it. */
export const ORGANISATION_ACTIONS = {
  /** The organisation's profile, members and invitations. */
  "organisation.manage": { hospital: ["owner"], provider: ["owner"] },
  /** The organisation's members and Activity. */
  "organisation.read": { hospital: ["owner", "buyer", "evaluator", "viewer"], provider: ["owner", "bidder", "viewer"] },
  /** The organisation's requests with their bids, questions and Activity. */
  "request.read": { hospital: ["owner", "buyer", "evaluator", "viewer"], provider: [] },
  /** Create, edit, amend, close, reopen and delete requests. */
  "request.manage": { hospital: ["owner", "buyer"], provider: [] },
  /** Shortlist, decline and award bids; review the awarded provider. */
  "application.decide": { hospital: ["owner", "buyer"], provider: [] },
  /** Answer and publish the request's questions. */
  "question.answer": { hospital: ["owner", "buyer"], provider: [] },
  /** Compare Applications and enter quality scores. */
  "application.evaluate": { hospital: ["owner", "buyer", "evaluator"], provider: [] },
  /** The provider's profile, credentials and replies to reviews. */
  "provider.manage": { hospital: [], provider: ["owner"] },
  /** Apply, confirm after an amendment, withdraw, ask questions. */
  "application.submit": { hospital: [], provider: ["owner", "bidder"] },
  /** The provider's applications and questions. */
  "application.read": { hospital: [], provider: ["owner", "bidder", "viewer"] },
  /** The organisation's contracts: terms, versions, documents and Activity. */
  "contract.read": { hospital: ["owner", "buyer", "evaluator", "viewer"], provider: ["owner", "bidder", "viewer"] },
  /** Edit and send a draft (hospital); accept it or ask for changes (provider); propose, answer and terminate (both). */
  "contract.negotiate": { hospital: ["owner", "buyer"], provider: ["owner"] },
  /** Record studies on the organisation's contracts (upload, API), dispute the other side's and resolve disputes of its own. */
  "study.submit": { hospital: ["owner", "buyer"], provider: ["owner", "bidder"] },
  /** Write in the private threads of an application or a contract (every member reads them). */
  "message.write": { hospital: ["owner", "buyer", "evaluator"], provider: ["owner", "bidder"] },
} as const satisfies Record<string, Record<OrganisationKind, readonly MemberRole[]>>;

export type OrganisationAction = keyof typeof ORGANISATION_ACTIONS;
export const ORGANISATION_ACTION_NAMES = Object.keys(ORGANISATION_ACTIONS) as OrganisationAction[];

/** The roles of a kind of organisation that may do an action: the members a notice about it goes to. */
export const rolesFor = (action: OrganisationAction, kind: OrganisationKind): readonly MemberRole[] => ORGANISATION_ACTIONS[action][kind];

/** The account role that may belong to each kind of organisation (PRODUCT.md #34). */
export const ACCOUNT_ROLE_OF_KIND: Record<OrganisationKind, Role> = { hospital: "hospital", provider: "telerad" };

/** The organisation a signed-in user acts for, with their role in it. */
export interface ActiveMembership {
  id: string;
  kind: OrganisationKind;
  role: MemberRole;
  /** The organisation's Owner requires two-factor of every member (issue 34). */
  requiresTwoFactor?: boolean;
}

/** Whether the actor may do the action for the organisation: admins always, members whose role the table names. */
export function can(actor: Pick<Actor, "userId" | "role" | "organisation">, action: OrganisationAction, organisationId: string | null | undefined): boolean {
  if (!actor.userId) return false;
  if (actor.role === "admin") return true;
  const m = actor.organisation;
  if (!m || !organisationId || m.id !== organisationId) return false;
  if (actor.role !== ACCOUNT_ROLE_OF_KIND[m.kind]) return false;
  return (ORGANISATION_ACTIONS[action][m.kind] as readonly MemberRole[]).includes(m.role);
}

/** Whether the actor's active organisation is this one (whatever the role); admins count as members. */
export const isMemberOf = (actor: Pick<Actor, "userId" | "role" | "organisation">, organisationId: string | null | undefined) =>
  can(actor, "organisation.read", organisationId);

export const ORGANISATION_MESSAGES = {
  roleNotAllowed: "Your role in this organisation does not allow this",
  notMember: "You are not a member of this organisation",
  organisationNotFound: "Organisation not found",
  nameRequired: "Organisation name is required",
  nameTooLong: "Organisation name must be at most 120 characters",
  countryRequired: "Please select a country",
  websiteInvalid: "Please enter a valid website URL (http or https)",
  contactEmailInvalid: "Please enter a valid contact e-mail",
  emailInvalid: "Please enter a valid e-mail address",
  roleInvalid: "Please choose one of this organisation's roles",
  alreadyMember: "This person is already a member of the organisation",
  alreadyInvited: "An invitation to this e-mail is already pending: resend it instead",
  invitationNotFound: "This invitation does not exist",
  invitationUsed: "This invitation has already been used or revoked",
  invitationExpired: "This invitation has expired: ask for a new one",
  invitationOtherEmail: (email: string) => `This invitation is for ${email}: sign in with that e-mail to accept it`,
  hospitalOnly: "Only hospital accounts can create a hospital organisation",
  kindMismatch: (kind: OrganisationKind) =>
    kind === "hospital"
      ? "A teleradiology provider account cannot join a hospital organisation"
      : "A hospital account cannot join a provider organisation",
  adminCannotJoin: "An admin account cannot join an organisation",
  lastOwner: "The last owner can neither leave nor be demoted: make another member an owner first",
  memberNotFound: "Member not found",
  noAccount: "No account uses this e-mail: invite them instead",
  notAMemberToSwitch: "You can only switch to an organisation you belong to",
  providerProfileElsewhere: "A provider's profile is edited under My Provider",
} as const;

/** The refusal for an action on an organisation's resource: 401 signed out, 403 with why otherwise. */
export function actionRefusal(
  actor: Pick<Actor, "userId" | "role" | "organisation">,
  action: OrganisationAction,
  organisationId: string | null | undefined,
  otherwise: string = ORGANISATION_MESSAGES.notMember,
): Refusal {
  const unauthenticated = signedInRefusal(actor);
  if (unauthenticated) return unauthenticated;
  if (can(actor, action, organisationId)) return null;
  if (actor.organisation && organisationId && actor.organisation.id === organisationId)
    return { status: 403, message: ORGANISATION_MESSAGES.roleNotAllowed };
  return { status: 403, message: otherwise };
}

/** The provider's profile and credentials: a telerad user acting for a provider (spec), as its Owner. */
export function providerOwnerRefusal(actor: Actor): Refusal {
  return providerUserRefusal(actor) ?? (can(actor, "provider.manage", actor.providerId) ? null : { status: 403, message: ORGANISATION_MESSAGES.roleNotAllowed });
}

/** Whether an account of this role may join an organisation of this kind (basic accounts may join either and take its role). */
export function joinRefusal(accountRole: Role, kind: OrganisationKind): string | null {
  if (accountRole === "admin") return ORGANISATION_MESSAGES.adminCannotJoin;
  if (accountRole === "basic" || accountRole === ACCOUNT_ROLE_OF_KIND[kind]) return null;
  return ORGANISATION_MESSAGES.kindMismatch(kind);
}

/** Owners may not leave or be demoted while they are the only owner. */
export function lastOwnerRefusal(member: { role: MemberRole }, newRole: MemberRole | null, owners: number): string | null {
  if (member.role !== "owner" || newRole === "owner") return null;
  return owners <= 1 ? ORGANISATION_MESSAGES.lastOwner : null;
}

/** How long an invitation link stays valid. */
export const INVITATION_DAYS = 7;
