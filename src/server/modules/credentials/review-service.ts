import type { z } from "zod";
import type { AdminCredential, AdminCredentialPage, AdminCredentialsQuery, RejectCredentialInput } from "@/shared/contracts/credential-review";
import { pageOf } from "@/shared/contracts/common";
import { CREDENTIAL_MESSAGES as M, credentialDecisionRefusal } from "@/shared/policy/credentials";
import type { Actor } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import type { Tx } from "../../db/client";
import { enforce, NotFound } from "../../errors";
import { enqueueMail } from "../../mail/outbox";
import { providerTeamEmails } from "../organisations/recipients";
import { recordEvent } from "../events/record";
import { rejectedMails, verifiedMails } from "./mails";
import { lockCredential } from "./repo";
import { decide, findForReview, listForReview, type ReviewRow } from "./review-repo";
import { toCredential } from "./to-credential";

/** Admins verify or reject credentials (issue 16); the routes let only admins through (adminOnly). */

const toAdminCredential = (r: ReviewRow): AdminCredential => ({ ...toCredential(r.credential), provider: r.provider });

/** GET /api/admin/credentials: one status's page, pending first by default, with the tabs' counts. */
export async function listCredentialsForReview(ctx: ServiceContext, _actor: Actor, query: z.output<typeof AdminCredentialsQuery>): Promise<AdminCredentialPage> {
  const { rows, counts } = await listForReview(ctx.db, query.status, query.pageSize + 1, (query.page - 1) * query.pageSize);
  const count = counts[query.status];
  return { ...pageOf(rows.map(toAdminCredential), count, query.page, query.pageSize), counts };
}

type Decision = { to: "verified" } | { to: "rejected"; reason: string };

/**
 * One decision in one transaction: the row locked (a second admin deciding at the same moment waits,
 * then finds it decided and gets 409), the status and reviewer written, the event recorded and each of
 * the provider's users mailed.
 */
async function decideCredential(ctx: ServiceContext, actor: Actor, id: string, decision: Decision): Promise<AdminCredential> {
  const decided = await ctx.db.transaction(async (tx: Tx) => {
    const before = await lockCredential(tx, id);
    if (!before) throw new NotFound(M.notFound);
    enforce(credentialDecisionRefusal(before.status, decision.to));
    const reviewedBy = actor.userId as string;
    const reason = decision.to === "rejected" ? decision.reason : null;
    await decide(tx, id, decision.to === "verified" ? { status: "verified", reviewedBy } : { status: "rejected", reviewedBy, reason: decision.reason });
    const changes = {
      status: { before: before.status, after: decision.to },
      ...(before.rejectionReason !== reason ? { rejectionReason: { before: before.rejectionReason, after: reason } } : {}),
    };
    await recordEvent(tx, actor, { entityType: "credential", entityId: id, action: decision.to, providerId: before.providerId, changes });
    const to = await providerTeamEmails(tx, before.providerId, "provider.manage");
    await enqueueMail(tx, decision.to === "verified" ? verifiedMails(ctx.appUrl, before, to) : rejectedMails(ctx.appUrl, before, decision.reason, to));
    const row = await findForReview(tx, id);
    if (!row) throw new NotFound(M.notFound);
    return row;
  });
  ctx.mailer.kick();
  return toAdminCredential(decided);
}

/** POST /api/admin/credentials/{id}/verify: pending or rejected -> verified; it counts at once (if started and unexpired). */
export const verifyCredential = (ctx: ServiceContext, actor: Actor, { id }: { id: string }) => decideCredential(ctx, actor, id, { to: "verified" });

/** POST /api/admin/credentials/{id}/reject: pending or verified -> rejected with a reason; a verification is withdrawn at once. */
export const rejectCredential = (ctx: ServiceContext, actor: Actor, { id, reason }: z.output<typeof RejectCredentialInput> & { id: string }) =>
  decideCredential(ctx, actor, id, { to: "rejected", reason });
