import { utcDay } from "@/shared/contracts/common";
import type { ContractTerms } from "@/shared/contracts/contracts";
import { addDays, CONTRACT_DEFAULTS, defaultCommitmentMinutes, termEnd } from "@/shared/policy/contracts";
import { isTurnaround, type Turnaround } from "@/shared/reference";
import type { Tx } from "../../db/client";
import type { EventActor } from "../events/record";
import { recordContractEvent } from "./events";
import * as repo from "./repo";

interface Award {
  tender: { id: string; title: string; organisationId: string | null };
  application: { id: string; providerId: string; pricePerCt: number; currency: string; pricesByModality: Record<string, number>; turnaroundCommitment: string | null; earliestStart: string | null };
}

/** The first day of the next month after `today`. */
const firstOfNextMonth = (today: string) => {
  const [y, m] = today.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
};

/**
 * The draft an award starts from (issue 30 §1): a line per requested modality at the bid's committed tier and
 * its price for that modality, the tier's commitment at the option's upper bound with the default service
 * credit, the request's monthly volumes as the forecast, and a start no earlier than the bid's earliest start.
 */
export function defaultTerms(
  request: { modalities: string[]; volumesPerMonth: number; volumesByModality: Record<string, number>; tatRequirement: string | null },
  bid: Award["application"],
  today: string,
): ContractTerms {
  const tier: Turnaround = isTurnaround(bid.turnaroundCommitment) ? bid.turnaroundCommitment : isTurnaround(request.tatRequirement) ? request.tatRequirement : "12-24h";
  const modalities = request.modalities.length ? request.modalities : ["CT"];
  const minor = (price: number) => Math.max(1, Math.round(price * 100));
  const forecastOf = (m: string) => request.volumesByModality[m] ?? (modalities.length === 1 ? request.volumesPerMonth : 0);
  const earliest = bid.earliestStart && bid.earliestStart > today ? bid.earliestStart : null;
  return {
    lines: modalities.map((modality) => ({ modality, tier, priceMinor: minor(bid.pricesByModality[modality] ?? bid.pricePerCt) })),
    tiers: [{ tier, commitmentMinutes: defaultCommitmentMinutes(tier), creditBelowPercent: CONTRACT_DEFAULTS.creditBelowPercent, creditPercent: CONTRACT_DEFAULTS.creditPercent }],
    forecast: Object.fromEntries(modalities.map((m) => [m, forecastOf(m)])),
    startDate: earliest ?? firstOfNextMonth(addDays(today, 13)),
    termMonths: CONTRACT_DEFAULTS.termMonths,
    renewal: "none",
    noticeDays: CONTRACT_DEFAULTS.noticeDays,
    qualityMaxDiscrepancyPercent: null,
  };
}

/** Creates the award's draft contract in the award's transaction; a request without an organisation (an admin's) gets none. */
export async function draftFromAward(tx: Tx, actor: EventActor, { tender, application }: Award, today = utcDay()): Promise<string | null> {
  if (!tender.organisationId) return null;
  const request = await repo.requestVolumes(tx, tender.id);
  if (!request) return null;
  const terms = defaultTerms(request, application, today);
  const row = await repo.insertContract(tx, {
    applicationId: application.id,
    tenderId: tender.id,
    hospitalOrganisationId: tender.organisationId,
    providerId: application.providerId,
    title: tender.title,
    currency: application.currency,
    status: "draft",
    awaiting: null,
    earliestStart: application.earliestStart,
    draftTerms: terms,
    startDate: terms.startDate,
    termMonths: terms.termMonths,
    endDate: termEnd(terms.startDate, terms.termMonths),
    renewal: terms.renewal,
  });
  await recordContractEvent(tx, actor, row, "drafted", { status: { before: null, after: "draft" } });
  return row.id;
}
