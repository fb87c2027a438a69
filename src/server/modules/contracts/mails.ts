import type { ContractSide } from "@/shared/policy/contracts";
import { rolesFor } from "@/shared/policy/organisations";
import type { Db, Tx } from "../../db/client";
import { enqueueMail } from "../../mail/outbox";
import { mails } from "../../mail/templates";
import { memberEmails } from "../organisations/members-repo";

export interface ContractMailFacts {
  id: string;
  title: string;
  hospitalOrganisationId: string;
  providerId: string;
}

/** The members of a side who may act on a contract (hospital Owners and Buyers, provider Owners). */
export const sideEmails = (db: Db | Tx, c: ContractMailFacts, side: ContractSide) =>
  memberEmails(db, side === "hospital" ? c.hospitalOrganisationId : c.providerId, rolesFor("contract.negotiate", side));

/**
 * Tells one side (or both) of a step of the contract, through the outbox in the step's transaction (issue 30 §7).
 * `lines` are the sentences between the greeting-less opening and the link.
 */
export async function mailContractStep(tx: Tx, appUrl: string, c: ContractMailFacts, to: ContractSide[], subject: string, lines: string[]): Promise<void> {
  const recipients = new Set<string>();
  for (const side of to) for (const email of await sideEmails(tx, c, side)) recipients.add(email);
  const link = `${appUrl}/contracts/${c.id}`;
  await enqueueMail(
    tx,
    [...recipients].map((email) => mails.notify("contracts", email, `${subject}: "${c.title}"`, [...lines, `See the contract: ${link}`])),
  );
}
