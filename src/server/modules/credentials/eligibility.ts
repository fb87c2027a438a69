import { CREDENTIAL_MESSAGES } from "@/shared/policy/credentials";
import { countryName } from "@/shared/reference/countries";
import type { Db, Tx } from "../../db/client";
import { Forbidden } from "../../errors";
import { hasCurrentLicence } from "./eligibility-repo";

/**
 * Eligibility to apply (issue 16 §2): a request with `licenceRequired` admits only providers with a
 * current verified medical licence for its country, valid until its deadline day (UTC).
 */
export interface EligibilityFacts {
  country: string;
  deadline: Date;
  licenceRequired: boolean;
}

export interface Eligibility {
  eligible: boolean;
  reason: string | null;
}

const deadlineDay = (deadline: Date) => deadline.toISOString().slice(0, 10);

export async function eligibilityOf(db: Db | Tx, providerId: string, request: EligibilityFacts): Promise<Eligibility> {
  if (!request.licenceRequired) return { eligible: true, reason: null };
  if (await hasCurrentLicence(db, providerId, request.country, deadlineDay(request.deadline))) return { eligible: true, reason: null };
  return { eligible: false, reason: CREDENTIAL_MESSAGES.licenceRequired(countryName(request.country)) };
}

/** Throws 403 with the licence message unless the provider may apply to (or confirm a bid on) the request. */
export async function enforceEligibility(tx: Tx, providerId: string, request: EligibilityFacts): Promise<void> {
  const { eligible, reason } = await eligibilityOf(tx, providerId, request);
  if (!eligible) throw new Forbidden(reason as string);
}
