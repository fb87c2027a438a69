import type { ContractSide } from "@/shared/policy/contracts";
import type { Tx } from "../../db/client";
import { enqueueMail } from "../../mail/outbox";
import { mails } from "../../mail/templates";
import { partyTeamEmails } from "../organisations/recipients";

export interface ContractMailFacts {
  id: string;
  title: string;
  hospitalOrganisationId: string;
  providerId: string;
}

/**
 * Tells one side (or both) of a step of the contract, through the outbox in the step's transaction (issue 30 §7).
 * `lines` are the sentences between the greeting-less opening and the link.
 */
export async function mailContractStep(tx: Tx, appUrl: string, c: ContractMailFacts, to: ContractSide[], subject: string, lines: string[]): Promise<void> {
  const recipients = new Set<string>();
  // The members of each side who may act on a contract (hospital Owners and Buyers, provider Owners).
  for (const side of to) for (const email of await partyTeamEmails(tx, c, side, "contract.negotiate")) recipients.add(email);
  const link = `${appUrl}/contracts/${c.id}`;
  await enqueueMail(
    tx,
    [...recipients].map((email) => mails.notify("contracts", email, `${subject}: "${c.title}"`, [...lines, `See the contract: ${link}`])),
  );
}
