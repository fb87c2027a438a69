import { countryName } from "../reference/countries";
import { formatMoney } from "../reference/currencies";
import { interopLabel } from "../reference/interoperability";
import { turnaroundLabel } from "../reference/turnaround";
import type { Weights } from "./scoring";
import { applicantCan, isApplicant, openRequestRefusal, type TenderFacts } from "./applications";
import { ORGANISATION_MESSAGES } from "./organisations";
import type { Actor, Refusal } from "./roles";

/**
 * Amendments (issue 15 §2, PRODUCT.md #27). Editing an OPEN request that has live applications (not
 * WITHDRAWN) is an amendment when it changes a field the applicants can see; the fields hidden from
 * providers (facility, contact e-mail, website) make an ordinary edit on their own and are never
 * shown or mailed to providers. Zod-free: the request page and the server use it.
 */

/** The editable fields of a request as the PATCH body names them, with the label the changes are listed under. */
export const REQUEST_FIELD_LABELS = {
  title: "Title",
  facility: "Facility",
  country: "Country",
  description: "Description",
  modalities: "Modalities",
  requirements: "Requirements",
  volumesPerMonth: "Monthly volume",
  volumesByModality: "Volume by modality",
  weights: "Evaluation weights",
  tatRequirement: "Turnaround time",
  budgetMin: "Minimum budget",
  budgetMax: "Maximum budget",
  budgetCurrency: "Budget currency",
  deadline: "Response deadline",
  licenceRequired: "Licence required",
  standstillDays: "Standstill period",
  imageTransfer: "Image transfer",
  orderFeed: "Order feed",
  reportDelivery: "Report delivery",
  interopNotes: "Integration notes",
  publishOpenData: "Publish as open data",
  contactEmail: "Contact e-mail",
  websiteUrl: "Website",
} as const;

/** Fields a telerad (provider) user never receives (see viewForSignedIn): changing only these is not an amendment. */
export const HIDDEN_FROM_PROVIDERS: readonly string[] = ["facility", "contactEmail", "websiteUrl", "hospitalId", "organisationId", "publishOpenData"];

export const isProviderVisibleField = (field: string) => !HIDDEN_FROM_PROVIDERS.includes(field);

export const fieldLabel = (field: string): string => (REQUEST_FIELD_LABELS as Record<string, string>)[field] ?? field;

const NONE = "(none)";

/** A map by modality in alphabetical order, however it was stored or typed. */
const byModality = (values: Record<string, number>) => Object.entries(values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

function clip(text: string, max: number | undefined): string {
  return max !== undefined && text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** One recorded value of a request field as a person reads it ("(none)" for an empty one); budgets in `currency` when given. */
export function describeValue(field: string, value: unknown, max?: number, currency?: string): string {
  if (value === null || value === undefined || value === "") return NONE;
  if (Array.isArray(value)) return value.length === 0 ? NONE : clip(value.join(", "), max);
  switch (field) {
    case "country":
      return countryName(String(value));
    case "tatRequirement":
      return turnaroundLabel(String(value));
    case "deadline":
      return String(value).slice(0, 10);
    case "standstillDays":
      return `${value} ${value === 1 ? "day" : "days"}`;
    case "licenceRequired":
    case "publishOpenData":
      return value === true ? "Yes" : "No";
    case "imageTransfer":
    case "orderFeed":
    case "reportDelivery":
      return interopLabel(String(value));
    case "volumesPerMonth":
      return `${Number(value).toLocaleString("en-US")} studies/month`;
    case "budgetMin":
    case "budgetMax":
      return currency ? formatMoney(Number(value), currency) : Number(value).toLocaleString("en-US");
    case "volumesByModality": {
      const entries = byModality(value as Record<string, number>);
      return entries.length === 0 ? NONE : entries.map(([m, n]) => `${m} ${n.toLocaleString("en-US")}`).join(", ");
    }
    case "weights": {
      const w = value as Weights;
      return `Price ${w.price}%, Turnaround ${w.turnaround}%, Quality ${w.quality}%`;
    }
    default:
      return clip(typeof value === "object" ? JSON.stringify(value) : String(value), max);
  }
}

/** A bid's price as a line of text: "€25.00 per study (MRI €31.50)". */
export function describeBidPrice(bid: { pricePerCt: number; currency: string; pricesByModality: Record<string, number> }): string {
  const prices = byModality(bid.pricesByModality).map(([m, p]) => `${m} ${formatMoney(p, bid.currency)}`);
  return `${formatMoney(bid.pricePerCt, bid.currency)} per study${prices.length > 0 ? ` (${prices.join(", ")})` : ""}`;
}

export const AMENDMENT_STANDINGS = ["confirmed", "needs_confirmation", "submitted_after"] as const;
export type AmendmentStanding = (typeof AMENDMENT_STANDINGS)[number];

/**
 * Where a bid stands after the request's last amendment: made before it and not confirmed since
 * ("needs_confirmation"), confirmed since ("confirmed"), or made after it ("submitted_after").
 */
export function amendmentStanding(application: { createdAt: Date; confirmedAt: Date | null }, amendedAt: Date): AmendmentStanding {
  if (application.confirmedAt && application.confirmedAt.getTime() >= amendedAt.getTime()) return "confirmed";
  if (application.createdAt.getTime() >= amendedAt.getTime()) return "submitted_after";
  return "needs_confirmation";
}

/** Statuses a bid may be confirmed in (the others are decided or withdrawn). */
export const CONFIRMABLE_STATUSES: readonly string[] = ["SUBMITTED", "SHORTLISTED"];

export const AMENDMENT_MESSAGES = {
  confirmNotAllowed: "Only the provider that applied can confirm this application",
  nothingToConfirm: "This application was not submitted before an amendment, so there is nothing to confirm",
  alreadyConfirmed: "This application was already confirmed after the latest amendment",
  notConfirmable: "Only a submitted or shortlisted application can be confirmed",
} as const;

/** Who may confirm a bid (issue 15 §2): the applying provider's users (403), whose role there may bid (403). */
export function confirmRefusal(actor: Actor, application: { providerId: string }): Refusal {
  if (!isApplicant(actor, application)) return { status: 403, message: AMENDMENT_MESSAGES.confirmNotAllowed };
  return applicantCan(actor, "application.submit", application) ? null : { status: 403, message: ORGANISATION_MESSAGES.roleNotAllowed };
}

/**
 * Whether the bid may be confirmed now (409): the request still OPEN, the bid submitted or shortlisted, made before
 * the request's last amendment and not confirmed since.
 */
export function confirmableRefusal(
  application: { status: string; createdAt: Date; confirmedAt: Date | null },
  tender: Pick<TenderFacts, "status" | "deadline"> & { amendedAt?: Date | null },
  now: Date = new Date(),
): Refusal {
  const notOpen = openRequestRefusal(tender, now);
  if (notOpen) return notOpen;
  if (!CONFIRMABLE_STATUSES.includes(application.status)) return { status: 409, message: AMENDMENT_MESSAGES.notConfirmable };
  const standing = tender.amendedAt ? amendmentStanding(application, tender.amendedAt) : "submitted_after";
  if (standing === "confirmed") return { status: 409, message: AMENDMENT_MESSAGES.alreadyConfirmed };
  if (standing === "submitted_after") return { status: 409, message: AMENDMENT_MESSAGES.nothingToConfirm };
  return null;
}
