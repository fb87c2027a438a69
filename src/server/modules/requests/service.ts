import { ANONYMOUS_OPEN_COUNT, type CreateRequestData, DEFAULT_DEADLINE_DAYS, REQUEST_MESSAGES, type RequestSearchParams, type UpdateRequestData } from "@/shared/contracts/requests";
import { isAnonymousDetail, type RequestDetail, type RequestListItem, type RequestView } from "@/shared/contracts/request-views";
import { exactTotal, type Page, pageOf } from "@/shared/contracts/common";
import {
  closeRefusal,
  createForOrganisationRefusal,
  detailFor,
  manageRefusal,
  reopenRefusal,
  type RequestAction,
  type RequestRecord,
  requestProjection,
  teaserOf,
  viewForSignedIn,
  weightsChangeRefusal,
  weightsOf,
} from "@/shared/policy/requests";
import type { Actor } from "@/shared/policy/roles";
import { DEFAULT_WEIGHTS, sameWeights, type Weights } from "@/shared/policy/scoring";
import { volumeTotal } from "@/shared/contracts/request-evaluation";
import { countriesNamedBy } from "@/shared/reference/countries";
import type { ServiceContext } from "../../context";
import type { Db, Tx } from "../../db/client";
import { enforce, Invalid, NotFound, refuse } from "../../errors";
import { enqueueMail } from "../../mail/outbox";
import { mails } from "../../mail/templates";
import { refuseModalitiesNotListed } from "./modalities";
import * as repo from "./repo";
import { changesBetween, recordEvent } from "../events/record";
import { requestSnapshot } from "./request-events";
import { amendmentsOf, editChanges, recordEdit } from "./amendments";
import { eligibilityOf } from "../credentials/eligibility";
import { capabilitiesOf } from "../providers/repo";
import { publishOpenDataChange } from "../open-data/publish";
import { interopFit } from "@/shared/policy/interoperability";
import { organisationForNewRequest } from "../organisations/service";
import { applicantTeamEmails } from "../organisations/recipients";

export async function searchRequests(ctx: ServiceContext, actor: Actor, query: RequestSearchParams): Promise<Page<RequestListItem>> {
  const { db } = ctx;
  const projection = requestProjection(actor);
  if (projection === "anonymous") {
    // PRODUCT.md #4: country-only teasers from real open requests; filters are ignored so nothing leaks.
    const teasers = await repo.newestOpenTeasers(db, ANONYMOUS_OPEN_COUNT);
    const data = teasers.map(teaserOf);
    return { data, ...exactTotal(ANONYMOUS_OPEN_COUNT), page: 1, pageSize: query.pageSize, hasNext: false, hasPrev: false };
  }
  const { rows, count } = await repo.searchRequests(
    db,
    boardFilter(actor, query),
    query.sort,
    query.page,
    query.pageSize,
  );
  const now = new Date();
  return pageOf(
    rows.map((r) => viewForSignedIn(r, actor, now)),
    count,
    query.page,
    query.pageSize,
  );
}

/** The board's filter for a signed-in actor (also what a saved search of the board matches). */
export function boardFilter(actor: Actor, query: RequestSearchParams): repo.RequestFilter {
  const q = query.q?.trim() || undefined;
  return {
    q,
    qCountries: q ? countriesNamedBy(q) : undefined,
    // A telerad user must not learn a hidden facility name by searching for it.
    qFacility: requestProjection(actor) === "full",
    countries: query.country,
    modalities: query.mod,
    status: query.status,
    before: query.before ? new Date(query.before) : undefined,
    after: query.after ? new Date(query.after) : undefined,
  };
}

async function load(db: Db, id: string): Promise<RequestRecord> {
  const record = await repo.findRequest(db, id);
  if (!record) throw new NotFound(REQUEST_MESSAGES.notFound);
  return record;
}

export async function getRequest(ctx: ServiceContext, actor: Actor, { id }: { id: string }): Promise<RequestDetail> {
  const record = await load(ctx.db, id);
  const detail = detailFor(record, actor);
  if (isAnonymousDetail(detail)) return detail;
  // Amendments cost a query only for a request that was amended; eligibility and the interoperability fit only for a provider's user.
  const [eligibility, capabilities, amendments] = await Promise.all([
    actor.providerId ? eligibilityOf(ctx.db, actor.providerId, record) : undefined,
    actor.providerId ? capabilitiesOf(ctx.db, actor.providerId) : undefined,
    record.amendedAt ? amendmentsOf(ctx.db, record, requestProjection(actor)) : undefined,
  ]);
  const fit = capabilities ? interopFit(record, capabilities) : undefined;
  return { ...detail, ...(amendments ? { amendments } : {}), ...(eligibility ? { eligibility } : {}), ...(fit ? { interopFit: fit } : {}) };
}

/**
 * Admins and hospitals only (the requestWriter guard). A hospital's request belongs to its active organisation, where
 * it must be an Owner or Buyer; a hospital without one gets one, named after the facility (PRODUCT.md #34).
 */
export async function createRequest(ctx: ServiceContext, actor: Actor, input: CreateRequestData): Promise<RequestView> {
  enforce(createForOrganisationRefusal(actor));
  const deadline = input.deadline ? new Date(input.deadline) : new Date(Date.now() + DEFAULT_DEADLINE_DAYS * 86_400_000);
  let author = actor;
  const record = await ctx.db.transaction(async (tx) => {
    const organisationId = actor.role === "hospital" ? await organisationForNewRequest(tx, actor, input) : null;
    if (organisationId && !actor.organisation) author = { ...actor, organisation: { id: organisationId, kind: "hospital", role: "owner" } };
    const created = await repo.insertRequest(tx, {
    title: input.title,
    facility: input.facility,
    country: input.country,
    description: input.description,
    modalities: input.modalities,
    requirements: input.requirements,
    volumesPerMonth: Object.keys(input.volumesByModality).length > 0 ? volumeTotal(input.volumesByModality) : input.volumesPerMonth,
    volumesByModality: input.volumesByModality,
    ...weightColumns(input.weights ?? DEFAULT_WEIGHTS),
    tatRequirement: input.tatRequirement,
    budgetMin: input.budgetMin ?? null,
    budgetMax: input.budgetMax ?? null,
    budgetCurrency: input.budgetCurrency,
    deadline,
    contactEmail: input.contactEmail ?? null,
    websiteUrl: input.websiteUrl ?? null,
    hospitalId: actor.role === "hospital" ? actor.userId : null,
    organisationId,
    licenceRequired: input.licenceRequired,
    standstillDays: input.standstillDays,
    imageTransfer: input.imageTransfer,
    orderFeed: input.orderFeed,
    reportDelivery: input.reportDelivery,
    interopNotes: input.interopNotes,
    publishOpenData: input.publishOpenData,
    });
    await recordEvent(tx, actor, { entityType: "request", entityId: created.id, action: "created", requestId: created.id, changes: requestSnapshot(created, "after") });
    await publishOpenDataChange(tx, created.id);
    return created;
  });
  ctx.alerts.kick();
  return viewForSignedIn(record, author);
}

const weightColumns = (w: Weights) => ({ weightPrice: w.price, weightTurnaround: w.turnaround, weightQuality: w.quality });

/**
 * The volume columns after an edit: new volumes by modality replace the stored ones (and set the total);
 * a modality taken off the request takes its volume with it. Volumes for a modality the request will
 * not list are refused.
 */
function volumeChanges(current: RequestRecord, modalities: string[] | undefined, given: Record<string, number> | undefined): repo.RequestChanges {
  if (!given && !modalities) return {};
  const finalModalities = modalities ?? current.modalities;
  if (given) refuseModalitiesNotListed("volumesByModality", given, finalModalities);
  const source = given ?? current.volumesByModality;
  const volumes = Object.fromEntries(Object.entries(source).filter(([m]) => finalModalities.includes(m)));
  if (Object.keys(volumes).length > 0) return { volumesByModality: volumes, volumesPerMonth: volumeTotal(volumes) };
  return given || Object.keys(current.volumesByModality).length > 0 ? { volumesByModality: {} } : {};
}

/** The request, if this admin or hospital (the requestWriter guard) may manage it. */
async function loadForManage(db: Db, actor: Actor, id: string, action: RequestAction) {
  const record = await load(db, id);
  enforce(manageRefusal(actor, record.organisationId, action));
  return record;
}

/**
 * Edits a request in one transaction under the request's row lock: the update, its event ("updated",
 * or "amended" with amended_at and the applicants' mail, see amendments.ts). An edit that changes
 * nothing writes nothing.
 */
export async function updateRequest(
  ctx: ServiceContext,
  actor: Actor,
  { id, ...input }: UpdateRequestData & { id: string },
): Promise<RequestView> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockRequest(tx, id);
    if (!current) throw new NotFound(REQUEST_MESSAGES.notFound);
    enforce(manageRefusal(actor, current.organisationId, "edit"));
    const changes = await requestedChanges(tx, current, input);
    const edit = editChanges(current, { ...current, ...changes });
    if (Object.keys(edit).length === 0) return { record: current, mailed: false };
    const record = await repo.updateRequest(tx, id, changes);
    if (!record) throw new NotFound(REQUEST_MESSAGES.notFound);
    const outcome = await recordEdit(tx, ctx.appUrl, actor, current, record, edit);
    await publishOpenDataChange(tx, id);
    return outcome;
  });
  if (outcome.mailed) ctx.mailer.kick();
  return viewForSignedIn(outcome.record, actor);
}

/** The columns an edit sets (refusing weights once a bid is awarded, and a budget minimum above the maximum). */
async function requestedChanges(tx: Tx, current: RequestRecord, input: UpdateRequestData): Promise<repo.RequestChanges> {
  const { weights, volumesByModality, ...plain } = input;
  const changes: repo.RequestChanges = {};
  for (const key of Object.keys(plain) as (keyof typeof plain)[]) {
    const value = plain[key];
    if (value === undefined) continue;
    if (key === "deadline") changes.deadline = new Date(value as string);
    else (changes as Record<string, unknown>)[key] = value;
  }
  Object.assign(changes, volumeChanges(current, changes.modalities, volumesByModality));
  if (weights && !sameWeights(weights, weightsOf(current))) {
    enforce(weightsChangeRefusal(await repo.hasAwardedApplication(tx, current.id)));
    Object.assign(changes, weightColumns(weights));
  }
  const budgetMin = changes.budgetMin !== undefined ? changes.budgetMin : current.budgetMin;
  const budgetMax = changes.budgetMax !== undefined ? changes.budgetMax : current.budgetMax;
  if (budgetMin != null && budgetMax != null && budgetMin > budgetMax) throw new Invalid(REQUEST_MESSAGES.budgetOrder);
  return changes;
}

export async function deleteRequest(ctx: ServiceContext, actor: Actor, { id }: { id: string }): Promise<void> {
  const current = await loadForManage(ctx.db, actor, id, "delete");
  await ctx.db.transaction(async (tx) => {
    // The event keeps what was deleted; the request's earlier events stay (events have no foreign key).
    await recordEvent(tx, actor, { entityType: "request", entityId: id, action: "deleted", requestId: id, changes: requestSnapshot(current, "before") });
    if (!(await repo.deleteRequest(tx, id))) throw new NotFound(REQUEST_MESSAGES.notFound);
  });
}

/**
 * Closes a request (stored status CLOSED) and, in the same transaction, queues a notice to the users
 * of every provider with a live application (PRODUCT.md #9, #12). The notice names the request by
 * title only: provider users (telerad) never see the facility. Closing twice is a 409.
 */
export async function closeRequest(ctx: ServiceContext, actor: Actor, { id }: { id: string }): Promise<RequestView> {
  const current = await loadForManage(ctx.db, actor, id, "close");
  enforce(closeRefusal(current.status));
  const record = await ctx.db.transaction(async (tx) => {
    // Only the caller that flips OPEN -> CLOSED sends the notices, even when two close at once.
    const closed = await repo.setRequestStatus(tx, id, "CLOSED", { from: "OPEN" });
    if (!closed) refuse(closeRefusal("CLOSED"));
    await recordEvent(tx, actor, { entityType: "request", entityId: id, action: "closed", requestId: id, changes: { status: { before: "OPEN", after: "CLOSED" } } });
    await publishOpenDataChange(tx, id);
    const link = `${ctx.appUrl}/requests/${id}`;
    const recipients = await applicantTeamEmails(tx, id, "application.submit");
    await enqueueMail(
      tx,
      recipients.map((to) =>
        mails.notify("awards", to, `Request closed: ${closed.title}`, [
          `The request "${closed.title}" that your organisation applied to has been closed and no longer accepts applications.`,
          `View the request: ${link}`,
        ]),
      ),
    );
    return closed;
  });
  ctx.mailer.kick();
  return viewForSignedIn(record, actor);
}

/**
 * Reopens a request. A request that is open and not expired gives 409. When the deadline has passed the
 * caller must give a new future deadline; without one the answer is 409 and nothing changes, so a
 * deadline is never extended silently.
 */
export async function reopenRequest(ctx: ServiceContext, actor: Actor, input: { id: string; deadline?: string }): Promise<RequestView> {
  const current = await loadForManage(ctx.db, actor, input.id, "reopen");
  const deadline = input.deadline ? new Date(input.deadline) : undefined;
  enforce(reopenRefusal(current, deadline !== undefined));
  const record = await ctx.db.transaction(async (tx) => {
    const reopened = await repo.setRequestStatus(tx, input.id, "OPEN", { deadline });
    if (!reopened) throw new NotFound(REQUEST_MESSAGES.notFound);
    const changes = changesBetween({ status: current.status, deadline: current.deadline }, { status: reopened.status, deadline: reopened.deadline });
    await recordEvent(tx, actor, { entityType: "request", entityId: input.id, action: "reopened", requestId: input.id, changes });
    await publishOpenDataChange(tx, input.id);
    return reopened;
  });
  return viewForSignedIn(record, actor);
}
