import { fieldLabel, isProviderVisibleField, REQUEST_FIELD_LABELS } from "@/shared/policy/amendments";
import { countryName } from "@/shared/reference/countries";
import { INTEROP_TERMS, interopLabel } from "@/shared/reference/interoperability";
import { turnaroundLabel } from "@/shared/reference/turnaround";
import { contractOf, money, modalityClassification, type Ocds } from "./build-contract";
import type { AwardState, ContractState, TenderState } from "./repo";

/**
 * A published request as OCDS 1.1 sees it now (issue 35): the tender, its buyer, its awards and their contracts.
 * Only what the hospital chose to publish with the request, the awarded bids and the kept monthly figures: never
 * another bid, a score, a person, an e-mail address or a study. docs/open-data.md maps each field.
 */

export interface PublishedState {
  tender: TenderState;
  amendments: { id: string; at: Date; fields: string[] }[];
  awards: AwardState[];
  contracts: ContractState[];
  now: Date;
}

export const partyIdOfOrganisation = (id: string) => `org-${id}`;
export const partyIdOfProvider = (id: string) => `provider-${id}`;
export const awardIdOf = (applicationId: string) => `award-${applicationId}`;

/** The buyer: the request's hospital organisation, or (for a request an admin posted) its facility. */
function buyerOf(t: TenderState) {
  if (t.organisation) return { id: partyIdOfOrganisation(t.organisation.id), name: t.organisation.name, country: t.organisation.country ?? t.country };
  return { id: `request-${t.id}-buyer`, name: t.facility, country: t.country };
}

/**
 * The tender's status (the closed tenderStatus codelist), from the stored request only, so that it never changes
 * without a release: bids awarded and the request closed → complete; closed without an award → cancelled; otherwise
 * active (after the deadline too: tenderPeriod.endDate says when bids closed, the evaluation may still award).
 */
function tenderStatus(t: TenderState, awarded: boolean): string {
  if (t.status === "CLOSED") return awarded ? "complete" : "cancelled";
  return "active";
}

/** The monthly studies of a modality: its own figure, or the request's total when it names only that modality. */
export function monthlyVolume(t: Pick<TenderState, "modalities" | "volumesPerMonth" | "volumesByModality">, modality: string): number | null {
  const own = t.volumesByModality[modality];
  if (typeof own === "number") return own;
  return t.modalities.length === 1 && t.volumesPerMonth > 0 ? t.volumesPerMonth : null;
}

function description(t: TenderState): string {
  const lines = [t.description.trim()];
  if (t.requirements.length) lines.push(`Requirements: ${t.requirements.join(", ")}.`);
  if (t.tatRequirement) lines.push(`Turnaround required: ${turnaroundLabel(t.tatRequirement) || t.tatRequirement}.`);
  const terms = (["imageTransfer", "orderFeed", "reportDelivery"] as const).flatMap((term) => (t[term] ? [`${INTEROP_TERMS[term].label}: ${interopLabel(t[term])}`] : []));
  if (t.interopNotes?.trim()) terms.push(`Notes: ${t.interopNotes.trim()}`);
  if (terms.length) lines.push(`Interoperability: ${terms.join("; ")}.`);
  return lines.join("\n\n");
}

function tenderOf(s: PublishedState, buyer: { id: string; name: string }): Ocds {
  const t = s.tender;
  const items = t.modalities.map((modality) => {
    const quantity = monthlyVolume(t, modality);
    return { id: modality, description: `${modality} reads`, classification: modalityClassification(modality), ...(quantity !== null ? { quantity } : {}), unit: { name: "studies per month" } };
  });
  // Only the fields providers see: a change of the facility or the contact is no amendment of what was offered.
  const amendments = s.amendments.flatMap((a) => {
    const labels = Object.keys(REQUEST_FIELD_LABELS)
      .filter((f) => a.fields.includes(f) && isProviderVisibleField(f))
      .map(fieldLabel);
    return labels.length ? [{ id: a.id, date: a.at.toISOString(), rationale: `Amended: ${labels.join(", ")}` }] : [];
  });
  return {
    id: t.id,
    title: t.title,
    description: description(t),
    status: tenderStatus(t, s.awards.length > 0),
    procuringEntity: buyer,
    ...(items.length ? { items } : {}),
    ...(t.budgetMax !== null ? { value: money(t.budgetMax, t.budgetCurrency) } : {}),
    ...(t.budgetMin !== null ? { minValue: money(t.budgetMin, t.budgetCurrency) } : {}),
    procurementMethod: "open",
    procurementMethodDetails: "A request on the RadBridge teleradiology marketplace: any listed provider may apply with a price per study",
    mainProcurementCategory: "services",
    awardCriteria: "ratedCriteria",
    awardCriteriaDetails: `Bids are ranked by price (${t.weightPrice} %), turnaround (${t.weightTurnaround} %) and quality (${t.weightQuality} %)`,
    submissionMethod: ["electronicSubmission"],
    tenderPeriod: { startDate: t.postedDate.toISOString(), endDate: t.deadline.toISOString() },
    ...(t.licenceRequired ? { eligibilityCriteria: `A verified medical licence for ${countryName(t.country)}, valid until the deadline` } : {}),
    numberOfTenderers: t.responseCount,
    ...(amendments.length ? { amendments } : {}),
  };
}

function awardOf(s: PublishedState, a: AwardState): Ocds {
  const t = s.tender;
  // Pending while its standstill runs (the award status codelist's "cooling off period"), active after.
  const pending = a.standstillEndsAt !== null && a.standstillEndsAt.getTime() > s.now.getTime();
  return {
    id: awardIdOf(a.applicationId),
    title: t.title,
    status: pending ? "pending" : "active",
    date: a.awardedAt.toISOString(),
    suppliers: [{ id: partyIdOfProvider(a.providerId), name: a.providerName }],
    // The bid's price per study of each modality, and the request's monthly volume of it.
    items: t.modalities.map((modality) => {
      const quantity = monthlyVolume(t, modality);
      return {
        id: modality,
        description: `${modality} reads, priced per study${quantity !== null ? `; quantity: the request's studies per month` : ""}`,
        classification: modalityClassification(modality),
        ...(quantity !== null ? { quantity } : {}),
        unit: { name: "study", value: money(a.pricesByModality[modality] ?? a.pricePerCt, a.currency) },
      };
    }),
  };
}

/** The release's body as of now, without its ocid, id, date and tag. */
export function buildRelease(s: PublishedState): Ocds {
  const buyer = buyerOf(s.tender);
  const parties = [
    { id: buyer.id, name: buyer.name, address: { countryName: countryName(buyer.country) }, roles: ["buyer", "procuringEntity"] },
    ...s.awards.map((a) => ({ id: partyIdOfProvider(a.providerId), name: a.providerName, address: { countryName: countryName(a.providerCountry) }, roles: ["supplier", "tenderer"] })),
  ];
  const reference = { id: buyer.id, name: buyer.name };
  const awarded = new Set(s.awards.map((a) => a.applicationId));
  const contracts = s.contracts.filter((c) => awarded.has(c.applicationId)).map((c) => contractOf(c, awardIdOf(c.applicationId)));
  return {
    initiationType: "tender",
    language: "en",
    parties,
    buyer: reference,
    tender: tenderOf(s, reference),
    ...(s.awards.length ? { awards: s.awards.map((a) => awardOf(s, a)) } : {}),
    ...(contracts.length ? { contracts } : {}),
  };
}
