import { EVALUATION_MESSAGES, REQUEST_MESSAGES, type RequestStatus } from "../contracts/request-constants";
import type { RequestAnonymousDetail, RequestTeaser, RequestView } from "../contracts/request-views";
import type { Weights } from "./scoring";
import { can, isMemberOf, ORGANISATION_MESSAGES } from "./organisations";
import { type Actor, canPostRequests, MESSAGES, type Refusal, signedInRefusal } from "./roles";

/**
 * Who may do what with a request (spec §5, §6, §8; PRODUCT.md #3, #9) and what each role may see
 * (ARCHITECTURE.md "Authorization and masking live on the server").
 */

/** anonymous: teasers and the anonymous detail; restricted (telerad): no hospital identity or contact; full: everything. */
export type RequestProjection = "anonymous" | "restricted" | "full";

export function requestProjection(actor: Pick<Actor, "userId" | "role">): RequestProjection {
  if (!actor.userId || actor.role === null) return "anonymous";
  if (actor.role === "telerad") return "restricted";
  return "full";
}

type Who = Pick<Actor, "userId" | "role" | "organisation">;

/** A hospital member (any role) of the organisation that owns the request. */
export const isRequestOwner = (actor: Who, organisationId: string | null) => actor.role === "hospital" && isMemberOf(actor, organisationId);

/** Creating a request: admin or hospital (the route's guard). */
export function createRefusal(actor: Pick<Actor, "userId" | "role">): Refusal {
  return signedInRefusal(actor) ?? (canPostRequests(actor) ? null : { status: 403, message: MESSAGES.adminOrHospitalRequired });
}

/** Creating a request for the active organisation: its Owners and Buyers (a hospital without one gets one). */
export function createForOrganisationRefusal(actor: Who): Refusal {
  const base = createRefusal(actor);
  if (base || actor.role === "admin" || !actor.organisation) return base;
  return can(actor, "request.manage", actor.organisation.id) ? null : { status: 403, message: ORGANISATION_MESSAGES.roleNotAllowed };
}

export type RequestAction = "edit" | "delete" | "close" | "reopen";

/**
 * Editing, deleting, closing or reopening one request: an admin any, a hospital only its own organisation's, as
 * an Owner or Buyer there. Close and reopen are edits and use the edit message.
 */
export function manageRefusal(actor: Who, organisationId: string | null, action: RequestAction): Refusal {
  const base = createRefusal(actor);
  if (base) return base;
  if (actor.role === "admin") return null;
  if (can(actor, "request.manage", organisationId)) return null;
  if (isRequestOwner(actor, organisationId)) return { status: 403, message: ORGANISATION_MESSAGES.roleNotAllowed };
  return { status: 403, message: action === "delete" ? MESSAGES.ownDeleteOnly : MESSAGES.ownEditOnly };
}

export const canManageRequest = (actor: Who, organisationId: string | null) => manageRefusal(actor, organisationId, "edit") === null;

/** PRODUCT.md #9: a request whose deadline has passed counts as CLOSED. */
export function effectiveStatus(status: RequestStatus, deadline: Date, now: Date = new Date()): RequestStatus {
  return status === "OPEN" && deadline.getTime() > now.getTime() ? "OPEN" : "CLOSED";
}

/** Closing (PRODUCT.md #9): a request whose stored status is CLOSED is already closed (409); an expired OPEN one may be closed. */
export const closeRefusal = (status: RequestStatus): Refusal => (status === "CLOSED" ? { status: 409, message: REQUEST_MESSAGES.alreadyClosed } : null);

/**
 * Reopening (PRODUCT.md #9): a request that is open and not expired is already open (409) unless it is given a new
 * deadline; one whose deadline has passed needs a new deadline in the future (409), so a deadline is never extended
 * silently. `status` is the stored one.
 */
export function reopenRefusal(request: { status: RequestStatus; deadline: Date }, newDeadline: boolean, now: Date = new Date()): Refusal {
  const expired = request.deadline.getTime() <= now.getTime();
  if (request.status === "OPEN" && !expired && !newDeadline) return { status: 409, message: REQUEST_MESSAGES.alreadyOpen };
  if (expired && !newDeadline) return { status: 409, message: REQUEST_MESSAGES.reopenNeedsDeadline };
  return null;
}

/**
 * The status change the request page offers its managers: Close an open request, Reopen a closed one, and
 * Reopen asking for a new deadline when reopenRefusal would refuse it without one.
 */
export function offeredStatusChange(request: { status: RequestStatus; deadline: Date }, now: Date = new Date()): "close" | "reopen" | "reopenWithDeadline" {
  if (effectiveStatus(request.status, request.deadline, now) === "OPEN") return "close";
  return reopenRefusal(request, false, now) ? "reopenWithDeadline" : "reopen";
}

/** Changing a request's evaluation weights once one of its bids is awarded: the award was ranked by them (409). */
export const weightsChangeRefusal = (awarded: boolean): Refusal => (awarded ? { status: 409, message: EVALUATION_MESSAGES.weightsLocked } : null);

/** The stored request, as the server reads it (dates as Date). */
export interface RequestRecord {
  id: string;
  title: string;
  facility: string;
  country: string;
  description: string;
  modalities: string[];
  requirements: string[];
  volumesPerMonth: number;
  volumesByModality: Record<string, number>;
  weightPrice: number;
  weightTurnaround: number;
  weightQuality: number;
  tatRequirement: string | null;
  budgetMin: number | null;
  budgetMax: number | null;
  budgetCurrency: string;
  deadline: Date;
  postedDate: Date;
  status: RequestStatus;
  responseCount: number;
  contactEmail: string | null;
  websiteUrl: string | null;
  hospitalId: string | null;
  organisationId: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** When the request was last amended (issue 15 §2), or null. */
  amendedAt?: Date | null;
  /** Only providers with a verified licence in its country, valid until its deadline, may apply (issue 16). */
  licenceRequired: boolean;
  /** Days of standstill after the award decision (issue 33); null for none. */
  standstillDays?: number | null;
  /** Interoperability needs (issue 35): codes of shared/reference/interoperability, null when not stated. */
  imageTransfer: string | null;
  orderFeed: string | null;
  reportDelivery: string | null;
  interopNotes: string | null;
  /** Published as OCDS open data (PRODUCT.md #40). */
  publishOpenData: boolean;
}

export const weightsOf = (record: Pick<RequestRecord, "weightPrice" | "weightTurnaround" | "weightQuality">): Weights => ({
  price: record.weightPrice,
  turnaround: record.weightTurnaround,
  quality: record.weightQuality,
});

/** The view of one request for a signed-in actor; telerad loses facility, contact e-mail, website and hospital id. */
export function viewForSignedIn(record: RequestRecord, actor: Who, now = new Date()): RequestView {
  const view: RequestView = {
    id: record.id,
    title: record.title,
    facility: record.facility,
    country: record.country,
    description: record.description,
    modalities: record.modalities,
    requirements: record.requirements,
    volumesPerMonth: record.volumesPerMonth,
    volumesByModality: record.volumesByModality,
    weights: weightsOf(record),
    tatRequirement: record.tatRequirement,
    budgetMin: record.budgetMin,
    budgetMax: record.budgetMax,
    budgetCurrency: record.budgetCurrency,
    deadline: record.deadline.toISOString(),
    postedDate: record.postedDate.toISOString(),
    status: effectiveStatus(record.status, record.deadline, now),
    storedStatus: record.status,
    responseCount: record.responseCount,
    contactEmail: record.contactEmail,
    websiteUrl: record.websiteUrl,
    hospitalId: record.hospitalId,
    organisationId: record.organisationId,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    isOwner: isRequestOwner(actor, record.organisationId),
    canManage: canManageRequest(actor, record.organisationId),
    amendedAt: record.amendedAt?.toISOString() ?? null,
    licenceRequired: record.licenceRequired,
    standstillDays: record.standstillDays ?? null,
    imageTransfer: record.imageTransfer,
    orderFeed: record.orderFeed,
    reportDelivery: record.reportDelivery,
    interopNotes: record.interopNotes,
    publishOpenData: record.publishOpenData,
  };
  if (requestProjection(actor) !== "full") {
    delete view.publishOpenData;
    delete view.facility;
    delete view.contactEmail;
    delete view.websiteUrl;
    delete view.hospitalId;
    delete view.organisationId;
  }
  return view;
}

/** Anonymous detail: id, title, country, timestamps and presence flags, nothing else. */
export function anonymousDetail(record: RequestRecord): RequestAnonymousDetail {
  return {
    id: record.id,
    title: record.title,
    country: record.country,
    postedDate: record.postedDate.toISOString(),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    anonymous: true,
    has: {
      facility: record.facility.trim() !== "",
      description: record.description.trim() !== "",
      status: Boolean(record.status),
      modalities: record.modalities.length > 0,
      volumes: record.volumesPerMonth > 0,
      requirements: record.requirements.length > 0,
    },
  };
}

/** Anonymous board card: country only (PRODUCT.md #4). */
export function teaserOf(record: Pick<RequestRecord, "id" | "country">): RequestTeaser {
  return { id: record.id, country: record.country, teaser: true };
}

/** The detail as the actor may see it. */
export function detailFor(record: RequestRecord, actor: Who, now = new Date()) {
  return requestProjection(actor) === "anonymous" ? anonymousDetail(record) : viewForSignedIn(record, actor, now);
}
