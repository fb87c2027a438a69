import { REQUEST_MESSAGES } from "@/shared/contracts/requests";
import { requestProjection } from "@/shared/policy/requests";
import type { Actor } from "@/shared/policy/roles";
import { formatMoney } from "@/shared/reference";
import { defaultWeightTexts, givenVolumes, type VolumeTexts, volumeProblem, volumeSum, type WeightTexts, weightsProblem } from "./request-terms";

/** Telerad viewers get the restricted view: no hospital name or contact (spec §6). */
export const hospitalHidden = (actor: Actor) => requestProjection(actor) === "restricted";

/** What the request form holds: text as typed; converted to the API input on submit. */
export interface RequestFormValues {
  title: string;
  facility: string;
  country: string;
  description: string;
  contactEmail: string;
  websiteUrl: string;
  modalities: string[];
  volumesPerMonth: string;
  /** Optional studies per month for each selected modality; when any is given the total is their sum. */
  volumesByModality: VolumeTexts;
  tatRequirement: string;
  weights: WeightTexts;
  budgetMin: string;
  budgetMax: string;
  budgetCurrency: string;
  /** yyyy-mm-dd, or empty for the default (one year ahead). */
  deadline: string;
  /** Only providers with a verified licence in the request's country may apply (issue 16). */
  licenceRequired: boolean;
  /** Hold a standstill period after the award decision (issue 33), of `standstillDays` days (request-standstill.ts). */
  standstill: boolean;
  standstillDays: string;
  /** Interoperability needs (issue 35): a code each, "" for not stated; and the integration notes. */
  imageTransfer: string;
  orderFeed: string;
  reportDelivery: string;
  interopNotes: string;
  /** Publish the request, its award and contract as OCDS open data (PRODUCT.md #40). */
  publishOpenData: boolean;
}

export const EMPTY_REQUEST_FORM: RequestFormValues = {
  title: "",
  facility: "",
  country: "",
  description: "",
  contactEmail: "",
  websiteUrl: "",
  modalities: [],
  volumesPerMonth: "",
  volumesByModality: {},
  tatRequirement: "",
  weights: defaultWeightTexts(),
  budgetMin: "",
  budgetMax: "",
  budgetCurrency: "USD",
  deadline: "",
  licenceRequired: false,
  standstill: false,
  // Filled with the default when the option is switched on (StandstillField).
  standstillDays: "",
  imageTransfer: "",
  orderFeed: "",
  reportDelivery: "",
  interopNotes: "",
  publishOpenData: false,
};

const numberOrNull = (s: string) => (s.trim() === "" ? null : Number(s));
/** An empty box is no number (rather than 0), so the contract refuses it. */
const numberOrNaN = (s: string) => (s.trim() === "" ? Number.NaN : Number(s));

/** The total volume per month: the sum of the volumes by modality when any is given, else the typed total. */
export function totalVolume(v: Pick<RequestFormValues, "volumesPerMonth" | "volumesByModality" | "modalities">): number {
  return volumeSum(v.volumesByModality, v.modalities) ?? (v.volumesPerMonth.trim() === "" ? 0 : Number(v.volumesPerMonth));
}
/** A picked date means "until the end of that day"; a day that is no date is passed on for the contract to refuse. */
export function deadlineIso(day: string): string {
  const end = new Date(`${day}T23:59:59`);
  return Number.isNaN(end.getTime()) ? day : end.toISOString();
}

/** The body for POST /api/requests (and the basis of PATCH). */
export function toRequestInput(v: RequestFormValues) {
  return {
    title: v.title,
    facility: v.facility,
    country: v.country,
    description: v.description,
    modalities: v.modalities,
    volumesPerMonth: totalVolume(v),
    volumesByModality: givenVolumes(v.volumesByModality, v.modalities),
    tatRequirement: v.tatRequirement,
    weights: { price: numberOrNaN(v.weights.price), turnaround: numberOrNaN(v.weights.turnaround), quality: numberOrNaN(v.weights.quality) },
    budgetMin: numberOrNull(v.budgetMin),
    budgetMax: numberOrNull(v.budgetMax),
    budgetCurrency: v.budgetCurrency,
    contactEmail: v.contactEmail.trim() || null,
    websiteUrl: v.websiteUrl.trim() || null,
    deadline: v.deadline ? deadlineIso(v.deadline) : undefined,
    licenceRequired: v.licenceRequired,
    standstillDays: v.standstill ? numberOrNaN(v.standstillDays) : null,
    imageTransfer: v.imageTransfer || null,
    orderFeed: v.orderFeed || null,
    reportDelivery: v.reportDelivery || null,
    interopNotes: v.interopNotes.trim() || null,
    publishOpenData: v.publishOpenData,
  };
}

/** "10 days", "1 day". */
export const standstillText = (days: number) => `${days} ${days === 1 ? "day" : "days"}`;

/** Spec §5 step gating: the first message that keeps a step from being complete, or null. */
export function stepProblem(step: number, v: RequestFormValues): string | null {
  if (step === 1) return [v.title, v.facility, v.country, v.description].every((s) => s.trim() !== "") ? null : REQUEST_MESSAGES.requiredFields;
  if (step === 2) {
    if (v.modalities.length === 0) return REQUEST_MESSAGES.modalityRequired;
    const volumes = volumeProblem(v.volumesByModality, v.modalities);
    if (volumes) return volumes.message;
    if (volumeSum(v.volumesByModality, v.modalities) !== null) return null;
    const volume = Number(v.volumesPerMonth);
    return v.volumesPerMonth.trim() !== "" && Number.isInteger(volume) && volume > 0 ? null : "Please enter the expected volume per month (more than 0)";
  }
  return v.tatRequirement ? weightsProblem(v.weights) : REQUEST_MESSAGES.turnaroundRequired;
}

/** The problems the fields show beside themselves (the wizard does not repeat them under the step). */
export const inlineProblems = (v: RequestFormValues): string[] =>
  [volumeProblem(v.volumesByModality, v.modalities)?.message, weightsProblem(v.weights)].filter((p): p is string => Boolean(p));

/** Which step a field belongs to, to send the user back to a refused field. */
export const FIELD_STEP: Record<keyof RequestFormValues, number> = {
  title: 1,
  facility: 1,
  country: 1,
  description: 1,
  contactEmail: 1,
  websiteUrl: 1,
  modalities: 2,
  volumesPerMonth: 2,
  volumesByModality: 2,
  tatRequirement: 3,
  weights: 3,
  budgetMin: 3,
  budgetMax: 3,
  budgetCurrency: 3,
  deadline: 3,
  licenceRequired: 3,
  standstill: 3,
  standstillDays: 3,
  imageTransfer: 2,
  orderFeed: 2,
  reportDelivery: 2,
  interopNotes: 2,
  publishOpenData: 3,
};

/** "$1,000.00 – $5,000.00", "From $1,000.00", "Up to $5,000.00" or "Not specified". */
export function budgetText(r: { budgetMin?: number | null; budgetMax?: number | null; budgetCurrency?: string }): string {
  const currency = r.budgetCurrency || "USD";
  const min = r.budgetMin ?? null;
  const max = r.budgetMax ?? null;
  if (min !== null && max !== null) return `${formatMoney(min, currency)} – ${formatMoney(max, currency)}`;
  if (min !== null) return `From ${formatMoney(min, currency)}`;
  if (max !== null) return `Up to ${formatMoney(max, currency)}`;
  return "Not specified";
}

/** The board's country parameter: a comma list of codes. */
/** A comma list of the URL ("DE,SE", "MRI,CT") as its entries. */
export const splitList = (country: string | undefined) =>
  (country ?? "")
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean);
