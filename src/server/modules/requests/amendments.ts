import type { Amendment } from "@/shared/contracts/request-views";
import { describeValue, fieldLabel, isProviderVisibleField, REQUEST_FIELD_LABELS } from "@/shared/policy/amendments";
import { effectiveStatus, type RequestProjection, type RequestRecord, weightsOf } from "@/shared/policy/requests";
import type { Actor } from "@/shared/policy/roles";
import type { Db, Tx } from "../../db/client";
import type { FieldChange } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";
import { mails } from "../../mail/templates";
import { type Changes, changesBetween, recordEvent } from "../events/record";
import * as amendmentsRepo from "./amendments-repo";
import { applicantTeamEmails } from "../organisations/recipients";

/**
 * Amendments (issue 15 §2, docs/decisions/0021-amendments.md): an edit of a request that is OPEN, has
 * live applications and changes a field providers can see. It stamps amended_at, records an "amended"
 * event and mails every applicant provider's users the visible changes, in the edit's transaction.
 */

/** A request's editable fields as the PATCH body names them. */
export function editableFields(r: RequestRecord): Record<string, unknown> {
  return {
    title: r.title,
    facility: r.facility,
    country: r.country,
    description: r.description,
    modalities: r.modalities,
    requirements: r.requirements,
    volumesPerMonth: r.volumesPerMonth,
    volumesByModality: r.volumesByModality,
    weights: weightsOf(r),
    tatRequirement: r.tatRequirement,
    budgetMin: r.budgetMin,
    budgetMax: r.budgetMax,
    budgetCurrency: r.budgetCurrency,
    deadline: r.deadline,
    contactEmail: r.contactEmail,
    websiteUrl: r.websiteUrl,
    licenceRequired: r.licenceRequired,
    standstillDays: r.standstillDays ?? null,
    imageTransfer: r.imageTransfer,
    orderFeed: r.orderFeed,
    reportDelivery: r.reportDelivery,
    interopNotes: r.interopNotes,
    publishOpenData: r.publishOpenData,
  };
}

/** What an edit changes, field by field (empty: the edit changes nothing). */
export const editChanges = (before: RequestRecord, after: RequestRecord): Changes => changesBetween(editableFields(before), editableFields(after));

const visibleOnly = (changes: Changes): Changes => Object.fromEntries(Object.entries(changes).filter(([field]) => isProviderVisibleField(field)));

/** The budget currency on each side of a change: the changed one, or the request's current one. */
function currencies(changes: Changes, current: string) {
  const change = changes.budgetCurrency as FieldChange | undefined;
  return { before: change ? String(change.before) : current, after: change ? String(change.after) : current };
}

/** The changes as lines of a mail ("Title: before -> after"), in the order of the edit form. */
function changeLines(changes: Changes, currentCurrency: string): string[] {
  const currency = currencies(changes, currentCurrency);
  return (Object.keys(REQUEST_FIELD_LABELS) as string[])
    .filter((field) => field in changes)
    .map((field) => {
      const { before, after } = changes[field] as FieldChange;
      return `${fieldLabel(field)}: ${describeValue(field, before, 300, currency.before)} -> ${describeValue(field, after, 300, currency.after)}`;
    });
}

/**
 * Records an edit that changed something: "amended" (with amended_at and the applicants' mail) or
 * "updated". Returns the request as stored after it, and whether mail was queued.
 */
export async function recordEdit(tx: Tx, appUrl: string, actor: Actor, before: RequestRecord, after: RequestRecord, changes: Changes) {
  const visible = visibleOnly(changes);
  const amendment =
    Object.keys(visible).length > 0 && effectiveStatus(before.status, before.deadline) === "OPEN" && (await amendmentsRepo.hasLiveApplications(tx, after.id));
  const event = { entityType: "request", entityId: after.id, requestId: after.id, changes } as const;
  if (!amendment) {
    await recordEvent(tx, actor, { ...event, action: "updated" });
    return { record: after, mailed: false };
  }
  const amendedAt = await amendmentsRepo.markAmended(tx, after.id);
  await recordEvent(tx, actor, { ...event, action: "amended" });
  const link = `${appUrl}/requests/${after.id}`;
  const recipients = await applicantTeamEmails(tx, after.id, "application.submit");
  await enqueueMail(
    tx,
    recipients.map((to) =>
      mails.notify("amendments", to, `Request amended: ${after.title}`, [
        `The request "${after.title}" that your organisation applied to was amended on ${amendedAt.toISOString().slice(0, 10)}. What changed:`,
        ...changeLines(visible, after.budgetCurrency),
        `Please review the request and confirm your application (you may change your price when confirming): ${link}`,
      ]),
    ),
  );
  return { record: { ...after, amendedAt }, mailed: recipients.length > 0 };
}

/** The request's amendments as the caller may see them: a provider user (restricted) never gets a hidden field. */
export async function amendmentsOf(db: Db, request: Pick<RequestRecord, "id" | "budgetCurrency">, projection: RequestProjection): Promise<Amendment[]> {
  const rows = await amendmentsRepo.amendmentEvents(db, request.id);
  return rows.flatMap((row) => {
    const currency = currencies(row.changes, request.budgetCurrency);
    const fields = (Object.keys(REQUEST_FIELD_LABELS) as string[]).filter((f) => f in row.changes && (projection === "full" || isProviderVisibleField(f)));
    if (fields.length === 0) return [];
    const changes = fields.map((field) => {
      const { before, after } = row.changes[field] as FieldChange;
      return { field, label: fieldLabel(field), before: describeValue(field, before, undefined, currency.before), after: describeValue(field, after, undefined, currency.after) };
    });
    return [{ at: row.at.toISOString(), changes }];
  });
}
