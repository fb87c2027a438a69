import { AccountSecuritySchema } from "./security";
import { z } from "zod";
import { ROLES } from "../policy/roles";
import { MembershipSchema } from "./organisations";

/** GET and PATCH /api/me: the signed-in user and their profile, the one shape server and web share. */
export const MeSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() }),
  profile: z.object({
    id: z.string(),
    name: z.string().nullable(),
    email: z.string(),
    role: z.enum(ROLES),
    /** The active provider organisation's provider, or null (the specification's providerId). */
    providerId: z.string().nullable(),
    createdAt: z.string(),
  }),
  /** The organisations the user belongs to (PRODUCT.md #34). */
  memberships: z.array(MembershipSchema),
  /** The one the user acts for, or null without any. */
  activeOrganisationId: z.string().nullable(),
  /** Two-factor: set up, and whether the account must have it (issue 34). */
  security: AccountSecuritySchema,
});
export type Me = z.infer<typeof MeSchema>;

/** PATCH /api/me. */
export const UpdateMeInput = z
  .object({ name: z.string().trim().min(1, "Name is required").max(120, "Name must be at most 120 characters") })
  .strict();
export type UpdateMeInput = z.infer<typeof UpdateMeInput>;
