import { z } from "zod";
import { CREDENTIAL_MESSAGES as M, CREDENTIAL_STATUS_VALUES } from "../policy/credentials";
import { ADMIN_PAGE_SIZE } from "./admin";
import { boundedText, pageSchema, pagingQuery } from "./common";
import { CredentialSchema } from "./credentials";

/** Admins review credentials on /admin/credentials (issue 16): the queue, verify, reject with a reason. */

export const REJECTION_REASON_MAX = 1000;

/** GET /api/admin/credentials: one status at a time, pending (the queue) by default. */
export const AdminCredentialsQuery = z.object({
  status: z.enum(CREDENTIAL_STATUS_VALUES, { error: "status must be one of pending, verified, rejected" }).default("pending"),
  ...pagingQuery(ADMIN_PAGE_SIZE),
});
export type AdminCredentialsQuery = z.input<typeof AdminCredentialsQuery>;

/** A credential with the provider it belongs to, as an admin reviews it (the number included). */
export const AdminCredentialSchema = CredentialSchema.extend({
  provider: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
});
export type AdminCredential = z.infer<typeof AdminCredentialSchema>;

const TotalSchema = z.object({ total: z.number(), estimated: z.boolean() });

/** A page of one status, with how many credentials each status holds (exact up to EXACT_TOTAL_LIMIT) for the tabs. */
export const AdminCredentialPageSchema = pageSchema(AdminCredentialSchema).extend({
  counts: z.object({ pending: TotalSchema, verified: TotalSchema, rejected: TotalSchema }),
});
export type AdminCredentialPage = z.infer<typeof AdminCredentialPageSchema>;

/** POST /api/admin/credentials/{id}/reject: why, told to the provider's users. */
export const RejectCredentialInput = z
  .object({
    reason: boundedText(1, REJECTION_REASON_MAX, M.reasonRequired, M.reasonRequired, M.reasonLong),
  })
  .strict();
export type RejectCredentialInput = z.input<typeof RejectCredentialInput>;
