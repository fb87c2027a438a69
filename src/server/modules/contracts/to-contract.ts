import type { Contract, ContractSummary, ContractTerms, ContractVersion } from "@/shared/contracts/contracts";
import { contractActions, contractSide, type ContractFacts, nextActionLabel } from "@/shared/policy/contracts";
import type { Actor } from "@/shared/policy/roles";
import type { ContractRecord, ContractRow, ContractSummaryRecord, VersionRow } from "./repo";

const person = (name: string | null, email: string | null) => (name || email ? { name, email } : null);

export const factsOf = (c: ContractRow): ContractFacts => ({
  hospitalOrganisationId: c.hospitalOrganisationId,
  providerId: c.providerId,
  status: c.status,
  awaiting: c.awaiting,
  terminatesOn: c.terminatesOn,
});

export function toVersion(v: VersionRow): ContractVersion {
  return {
    id: v.id,
    number: v.number,
    revision: v.revision,
    kind: v.kind,
    status: v.status,
    proposedBySide: v.proposedBySide,
    proposedBy: person(v.proposedByName, v.proposedByEmail),
    proposedAt: v.proposedAt.toISOString(),
    message: v.message,
    respondedBy: person(v.respondedByName, v.respondedByEmail),
    respondedAt: v.respondedAt?.toISOString() ?? null,
    response: v.response,
    effectiveFrom: v.effectiveFrom,
    terms: v.terms,
  };
}

export function toSummary(c: ContractSummaryRecord): ContractSummary {
  return {
    id: c.id,
    title: c.title,
    status: c.status,
    hospital: { id: c.hospitalOrganisationId, name: c.hospitalName },
    provider: { id: c.providerId, name: c.providerName },
    currency: c.currency as ContractSummary["currency"],
    startDate: c.startDate,
    termMonths: c.termMonths,
    endDate: c.endDate,
    awaiting: c.awaiting,
    nextAction: nextActionLabel(c),
    terminatesOn: c.terminatesOn,
    updatedAt: c.updatedAt.toISOString(),
  };
}

/**
 * The contract as the actor may read it. The hospital's unsent draft is shown only to its members and admins;
 * the provider reads the terms it was sent (or agreed).
 */
export function toContract(actor: Actor, c: ContractRecord, versions: VersionRow[], unreadMessages = 0): Contract {
  const side = contractSide(actor, c);
  const seesDraft = side === "hospital" || actor.role === "admin";
  const agreed = c.currentVersion === null ? undefined : versions.find((v) => v.number === c.currentVersion && v.status === "accepted");
  const lastSent = versions.find((v) => v.kind === "contract");
  const firstAgreed = versions.find((v) => v.kind === "contract" && v.status === "accepted");
  const draft = seesDraft && c.status === "draft" ? c.draftTerms : null;
  const terms: ContractTerms | null = agreed?.terms ?? draft ?? lastSent?.terms ?? (seesDraft ? c.draftTerms : null);
  return {
    ...toSummary(c),
    requestId: c.tenderId,
    applicationId: c.applicationId,
    earliestStart: c.earliestStart,
    currentVersion: c.currentVersion,
    terms,
    draft,
    versions: versions.map(toVersion),
    acceptance: {
      hospital: firstAgreed ? person(firstAgreed.proposedByName, firstAgreed.proposedByEmail) : null,
      hospitalAt: firstAgreed?.proposedAt.toISOString() ?? null,
      provider: firstAgreed ? person(firstAgreed.respondedByName, firstAgreed.respondedByEmail) : null,
      providerAt: firstAgreed?.respondedAt?.toISOString() ?? null,
    },
    termination:
      c.terminatedBySide && c.terminatesOn && c.terminationNoticedAt
        ? {
            bySide: c.terminatedBySide,
            by: person(c.terminatedByName, c.terminatedByEmail),
            reason: c.terminationReason ?? "",
            noticeAt: c.terminationNoticedAt.toISOString(),
            effectiveOn: c.terminatesOn,
          }
        : null,
    mySide: side,
    unreadMessages,
    actions: contractActions(actor, factsOf(c)),
  };
}
