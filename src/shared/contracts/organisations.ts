import { z } from "zod";
import { toCountryCode } from "../reference/countries";
import { MEMBER_ROLES, ORGANISATION_KINDS, ORGANISATION_MESSAGES as M } from "../policy/organisations";
import { pageSchema, pagingQuery } from "./common";

/** Organisations, members and invitations (issue 29, PRODUCT.md #34). */

const emptyToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

const Email = z
  .string({ error: M.emailInvalid })
  .trim()
  .max(254, M.emailInvalid)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, M.emailInvalid)
  .transform((e) => e.toLowerCase());

const Country = z
  .string({ error: M.countryRequired })
  .trim()
  .min(1, M.countryRequired)
  .max(100, M.countryRequired)
  .transform((value, ctx) => {
    const code = toCountryCode(value);
    if (!code) {
      ctx.addIssue({ code: "custom", message: M.countryRequired });
      return z.NEVER;
    }
    return code;
  });

/** POST /api/organisations and PATCH /api/organisations/{id}: a hospital organisation's profile. */
export const OrganisationInput = z
  .object({
    name: z.string({ error: M.nameRequired }).max(240, M.nameTooLong).trim().min(1, M.nameRequired).max(120, M.nameTooLong),
    country: Country,
    websiteUrl: z.preprocess(
      emptyToNull,
      z
        .string({ error: M.websiteInvalid })
        .trim()
        .max(2000, M.websiteInvalid)
        .url(M.websiteInvalid)
        .refine((u) => /^https?:\/\//i.test(u), M.websiteInvalid)
        .nullable()
        .default(null),
    ),
    contactEmail: z.preprocess(emptyToNull, z.string({ error: M.contactEmailInvalid }).trim().max(254, M.contactEmailInvalid).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, M.contactEmailInvalid).nullable().default(null)),
  })
  .strict();
export type OrganisationInput = z.output<typeof OrganisationInput>;

export const MemberRoleSchema = z.enum(MEMBER_ROLES, { error: M.roleInvalid });

export const OrganisationSchema = z
  .object({
    id: z.string(),
    kind: z.enum(ORGANISATION_KINDS),
    name: z.string(),
    country: z.string().nullable(),
    websiteUrl: z.string().nullable(),
    contactEmail: z.string().nullable(),
    /** A hospital's awards need a second member's approval (issue 33). */
    awardsNeedApproval: z.boolean(),
    /** Every member must have two-factor authentication (issue 34). */
    requireTwoFactor: z.boolean(),
    createdAt: z.string(),
    /** The caller's role; null for an admin who is not a member. */
    myRole: MemberRoleSchema.nullable(),
  })
  .meta({ id: "Organisation" });
export type Organisation = z.infer<typeof OrganisationSchema>;

/** One of the user's organisations, as /api/me lists them for the switcher. */
export const MembershipSchema = z.object({ id: z.string(), kind: z.enum(ORGANISATION_KINDS), name: z.string(), role: MemberRoleSchema }).meta({ id: "Membership" });
export type Membership = z.infer<typeof MembershipSchema>;

export const MemberSchema = z
  .object({ userId: z.string(), name: z.string().nullable(), email: z.string(), role: MemberRoleSchema, joinedAt: z.string() })
  .meta({ id: "Member" });
export type Member = z.infer<typeof MemberSchema>;

export const MembersQuery = z.object({ ...pagingQuery(50) }).strict();
export const MemberPage = pageSchema(MemberSchema).extend({ owners: z.number() }).meta({ id: "MemberPage" });
export type MemberPage = z.infer<typeof MemberPage>;

/** PATCH /api/organisations/{id}/members/{userId}. */
export const MemberRoleInput = z.object({ role: MemberRoleSchema }).strict();

/** POST /api/organisations/{id}/invitations. */
export const InvitationInput = z.object({ email: Email, role: MemberRoleSchema }).strict();
export type InvitationInput = z.output<typeof InvitationInput>;

export const INVITATION_STATES = ["pending", "expired", "accepted", "revoked"] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const InvitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: MemberRoleSchema,
    state: z.enum(INVITATION_STATES),
    invitedBy: z.string().nullable(),
    createdAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: "Invitation" });
export type Invitation = z.infer<typeof InvitationSchema>;

export const InvitationsQuery = z.object({ ...pagingQuery(50) }).strict();
export const InvitationPage = pageSchema(InvitationSchema).meta({ id: "InvitationPage" });
export type InvitationPage = z.infer<typeof InvitationPage>;

/** GET /api/invitations/{token}: what the invitation page shows to whoever holds the link. */
export const InvitationLinkSchema = z
  .object({
    organisation: z.object({ id: z.string(), name: z.string(), kind: z.enum(ORGANISATION_KINDS) }),
    email: z.string(),
    role: MemberRoleSchema,
    state: z.enum(INVITATION_STATES),
    expiresAt: z.string(),
  })
  .meta({ id: "InvitationLink" });
export type InvitationLink = z.infer<typeof InvitationLinkSchema>;

/** PUT /api/me/organisation: the organisation the user acts for. */
export const SwitchOrganisationInput = z.object({ organisationId: z.string().uuid(M.notAMemberToSwitch) }).strict();

/** GET /api/admin/organisations. */
export const AdminOrganisationsQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    kind: z.enum(ORGANISATION_KINDS).optional(),
    ...pagingQuery(20),
  })
  .strict();

export const AdminOrganisationRow = z
  .object({ id: z.string(), kind: z.enum(ORGANISATION_KINDS), name: z.string(), country: z.string().nullable(), members: z.number(), createdAt: z.string() })
  .meta({ id: "AdminOrganisationRow" });
export type AdminOrganisationRow = z.infer<typeof AdminOrganisationRow>;
export const AdminOrganisationPage = pageSchema(AdminOrganisationRow).meta({ id: "AdminOrganisationPage" });

/** POST /api/admin/organisations/{id}/members: an admin adds an existing account. */
export const AdminAddMemberInput = z.object({ email: Email, role: MemberRoleSchema }).strict();
