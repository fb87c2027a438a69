import { licenceRefusal } from "@/shared/policy/credentials";
import type { Refusal } from "@/shared/policy/roles";
import type { Db, Tx } from "../../db/client";
import { enforce } from "../../errors";
import { hasCurrentLicence } from "./eligibility-repo";

/**
 * Eligibility to apply (issue 16 §2): a request with `licenceRequired` admits only providers with a
 * current verified medical licence for its country, valid until its deadline day (UTC). The rule is
 * `licenceRefusal` in shared/policy; this reads the fact it needs.
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

/** The licence refusal for the provider and request; no query when the request requires no licence. */
async function eligibilityRefusal(db: Db | Tx, providerId: string, request: EligibilityFacts): Promise<Refusal> {
  if (!request.licenceRequired) return null;
  return licenceRefusal(request, await hasCurrentLicence(db, providerId, request.country, deadlineDay(request.deadline)));
}

export async function eligibilityOf(db: Db | Tx, providerId: string, request: EligibilityFacts): Promise<Eligibility> {
  const refusal = await eligibilityRefusal(db, providerId, request);
  return { eligible: refusal === null, reason: refusal?.message ?? null };
}

/** Throws 403 with the licence message unless the provider may apply to (or confirm a bid on) the request. */
export async function enforceEligibility(tx: Tx, providerId: string, request: EligibilityFacts): Promise<void> {
  enforce(await eligibilityRefusal(tx, providerId, request));
}
