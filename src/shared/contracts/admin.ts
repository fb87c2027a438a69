import { z } from "zod";
import { ROLES } from "../policy/roles";
import { toCountryCode } from "../reference/countries";
import { listParam, pageSchema, pagingQuery } from "./common";
import { ProviderSchema } from "./providers";

/** Spec §9: the admin provider list shows 20 per page; the other admin lists use the same size. */
export const ADMIN_PAGE_SIZE = 20;

export const ROLE_MESSAGES = {
  role: "Role must be one of basic, telerad, hospital, admin",
  providerRequired: "Please select a provider for the telerad role",
  lastAdmin: "The last admin cannot be demoted",
  userNotFound: "User not found",
} as const;

// ---- counters and lists ---------------------------------------------------

export const ADMIN_COUNTERS = ["totalUsers", "providers", "totalRequests", "totalApplications"] as const;

export const AdminStatsSchema = z.object({
  totalUsers: z.number(),
  providers: z.number(),
  totalRequests: z.number(),
  totalApplications: z.number(),
  /** The counters that are estimates (tables of more than EXACT_TOTAL_LIMIT rows). */
  estimated: z.array(z.enum(ADMIN_COUNTERS)),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export const AdminProfileSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(ROLES),
  providerId: z.string().nullable(),
  providerName: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminProfile = z.infer<typeof AdminProfileSchema>;
export const AdminProfilePageSchema = pageSchema(AdminProfileSchema);

export const AdminProfilesQuery = z.object({
  q: z.string().trim().max(200, "q must be at most 200 characters").optional(),
  role: z.enum(ROLES, { error: ROLE_MESSAGES.role }).optional(),
  ...pagingQuery(ADMIN_PAGE_SIZE),
});
export type AdminProfilesQuery = z.infer<typeof AdminProfilesQuery>;

/** PATCH /api/admin/profiles/{userId}/role: telerad needs a provider; any other role clears it. */
export const RoleAssignmentSchema = z
  .object({
    role: z.enum(ROLES, { error: ROLE_MESSAGES.role }),
    providerId: z.string().uuid("providerId must be a provider id").nullable().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.role === "telerad" && !v.providerId) ctx.addIssue({ code: "custom", path: ["providerId"], message: ROLE_MESSAGES.providerRequired });
  });
export type RoleAssignment = z.infer<typeof RoleAssignmentSchema>;

export const AdminRequestRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  facility: z.string(),
  /** Effective status: an OPEN request past its deadline counts as CLOSED (PRODUCT.md #9). */
  status: z.enum(["OPEN", "CLOSED"]),
  country: z.string(),
  createdAt: z.string(),
});
export type AdminRequestRow = z.infer<typeof AdminRequestRowSchema>;
export const AdminRequestPageSchema = pageSchema(AdminRequestRowSchema);

export const AdminRequestsQuery = z.object({
  q: z.string().trim().max(200, "q must be at most 200 characters").optional(),
  ...pagingQuery(ADMIN_PAGE_SIZE),
});
export type AdminRequestsQuery = z.infer<typeof AdminRequestsQuery>;

export const ADMIN_APPLICATION_STATUSES = ["SUBMITTED", "SHORTLISTED", "AWARDED", "DECLINED", "WITHDRAWN"] as const;

export const AdminApplicationRowSchema = z.object({
  id: z.string(),
  pricePerCt: z.number(),
  currency: z.string(),
  note: z.string().nullable(),
  status: z.enum(ADMIN_APPLICATION_STATUSES),
  createdAt: z.string(),
  tender: z.object({ id: z.string(), title: z.string(), facility: z.string(), country: z.string(), status: z.enum(["OPEN", "CLOSED"]) }),
  provider: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
});
export type AdminApplicationRow = z.infer<typeof AdminApplicationRowSchema>;
export const AdminApplicationPageSchema = pageSchema(AdminApplicationRowSchema);

/** GET /api/admin/applications: q matches the words of the request's title and facility and of the provider's name. */
export const AdminApplicationsQuery = z.object({
  q: z.string().trim().max(200, "q must be at most 200 characters").optional(),
  status: z.enum(ADMIN_APPLICATION_STATUSES, { error: "status must be one of SUBMITTED, SHORTLISTED, AWARDED, DECLINED, WITHDRAWN" }).optional(),
  ...pagingQuery(ADMIN_PAGE_SIZE),
});
export type AdminApplicationsQuery = z.infer<typeof AdminApplicationsQuery>;

// ---- providers --------------------------------------------------------------

/** A row of /admin/providers and of the dashboard's Provider Management: what the tables show, not the whole profile. */
export const AdminProviderRowSchema = ProviderSchema.pick({ id: true, slug: true, name: true, hqCountry: true, rating: true, reviewCount: true, verified: true, pinned: true });
export type AdminProviderRow = z.infer<typeof AdminProviderRowSchema>;
export const AdminProviderPageSchema = pageSchema(AdminProviderRowSchema);

export const ADMIN_PROVIDER_SORTS = ["admin", "name"] as const;

/** GET /api/admin/providers: text on name and description; hqCountry a list (codes or English names). */
export const AdminProvidersQuery = z.object({
  query: z.string().trim().max(200, "query must be at most 200 characters").optional(),
  hqCountry: listParam.transform((list, ctx) => {
    if (!list) return undefined;
    const codes: string[] = [];
    for (const item of list) {
      const code = toCountryCode(item);
      if (!code) {
        ctx.addIssue({ code: "custom", message: `Unknown HQ country "${item}"` });
        return z.NEVER;
      }
      codes.push(code);
    }
    return codes;
  }),
  /** admin: pinned desc, verified desc, name asc (spec §7); name: name asc (the dashboard's list). */
  sort: z.enum(ADMIN_PROVIDER_SORTS, { error: "sort must be admin or name" }).default("admin"),
  ...pagingQuery(ADMIN_PAGE_SIZE),
});
export type AdminProvidersQuery = z.infer<typeof AdminProvidersQuery>;
