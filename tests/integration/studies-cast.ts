import type { StudyErrorsBody } from "@/shared/contracts/studies";
import * as make from "../support/factories";
import { ledgerTerms } from "../support/studies";
import { contractsCast } from "./contracts-cast";
import type { TestApp } from "./harness";

/** The first day of the month `n` months before this one (UTC), as YYYY-MM-DD. */
export function monthsAgo(n: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1)).toISOString().slice(0, 10);
}

/**
 * The people of the ledger tests (issue 31): the contract tests' cast, with an active contract between their hospital
 * and provider that started six months ago (ledgerTerms), and helpers to send files and batches.
 */
export async function studiesCast(t: TestApp) {
  const cast = await contractsCast(t);
  const terms = ledgerTerms(monthsAgo(6));
  const contract = await make.contract(t, { hospitalOrganisationId: cast.hospital.id, providerId: cast.provider.id, status: "active", terms });
  type Who = Parameters<typeof cast.call>[0];
  const upload = (who: Who, csv: string, contractId = contract.id) =>
    t.request("POST", `/api/contracts/${contractId}/studies/file`, {
      cookie: who === "anonymous" ? undefined : cast.u[who].cookie,
      body: csv,
      headers: { "content-type": "text/csv" },
    });
  const withKey = (key: string, body: unknown, contractId = contract.id) =>
    t.app.request(`/api/contracts/${contractId}/studies`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", authorization: `Bearer ${key}` } });
  const errorsOf = async (res: Response) => (await res.json()) as StudyErrorsBody;
  return { ...cast, contract, terms, upload, withKey, errorsOf };
}
