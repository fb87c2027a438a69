import { type OrganisationAction, type OrganisationKind, rolesFor } from "@/shared/policy/organisations";
import type { Db, Tx } from "../../db/client";
import { findUserEmail } from "../applications/repo";
import { applicantMemberEmails, memberEmails } from "./members-repo";

type Conn = Db | Tx;

/**
 * Who a notice goes to (issue 29): the members of the organisation concerned whose role may act on it, as the
 * policy table says. A request an admin posted has no organisation: its notices go to the user who posted it.
 */
export async function requestTeamEmails(db: Conn, tender: { organisationId: string | null; hospitalId: string | null }, action: OrganisationAction): Promise<string[]> {
  if (tender.organisationId) return memberEmails(db, tender.organisationId, rolesFor(action, "hospital"));
  const author = await findUserEmail(db, tender.hospitalId);
  return author ? [author] : [];
}

/** The members of a provider whose role may act on the notice. */
export const providerTeamEmails = (db: Conn, providerId: string, action: OrganisationAction) => memberEmails(db, providerId, rolesFor(action, "provider"));

/**
 * The members of one side of an application's or a contract's two organisations (the hospital organisation, the
 * provider) whose role may act on the notice.
 */
export const partyTeamEmails = (db: Conn, parties: { hospitalOrganisationId: string | null; providerId: string }, side: OrganisationKind, action: OrganisationAction) =>
  memberEmails(db, side === "hospital" ? parties.hospitalOrganisationId : parties.providerId, rolesFor(action, side));

/** The members of every provider with a live application to the request whose role may act on the notice. */
export const applicantTeamEmails = (db: Conn, tenderId: string, action: OrganisationAction) => applicantMemberEmails(db, tenderId, rolesFor(action, "provider"));
