import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { INVITATION_DAYS } from "@/shared/policy/organisations";
import { recordOrganisationEvent } from "../../modules/organisations/service";
import type { Db } from "../client";
import { organisationInvitations } from "../organisations-schema";
import { organisations, tenders } from "../schema";

/** The demo's hospital organisations (issue 29): each demo hospital account's team. */
export const DEMO_HOSPITAL_ORGANISATIONS = {
  hospital: { name: "Klinikum Nordstadt", country: "DE", websiteUrl: "https://klinikum-nordstadt.example", contactEmail: "radiology@klinikum-nordstadt.example" },
  hospital2: { name: "Royal Victoria Infirmary", country: "GB", websiteUrl: "https://rvi.example", contactEmail: "imaging@rvi.example" },
} as const;
export type DemoTeam = keyof typeof DEMO_HOSPITAL_ORGANISATIONS | "provider";

export async function seedDemoOrganisations(db: Db): Promise<Record<keyof typeof DEMO_HOSPITAL_ORGANISATIONS, string>> {
  const rows = await db
    .insert(organisations)
    .values(Object.values(DEMO_HOSPITAL_ORGANISATIONS).map((o) => ({ kind: "hospital" as const, ...o })))
    .returning({ id: organisations.id, name: organisations.name });
  const idOf = (name: string) => rows.find((r) => r.name === name)!.id;
  const ids = { hospital: idOf(DEMO_HOSPITAL_ORGANISATIONS.hospital.name), hospital2: idOf(DEMO_HOSPITAL_ORGANISATIONS.hospital2.name) };
  for (const [key, id] of Object.entries(ids))
    await recordOrganisationEvent(db, null, id, "created", { name: { before: null, after: DEMO_HOSPITAL_ORGANISATIONS[key as keyof typeof ids].name } });
  return ids;
}

/** Every request a demo hospital account posted belongs to its organisation; one invitation is pending. */
export async function seedDemoTeams(db: Db, teams: { organisationId: string; userId: string }[], pending: { organisationId: string; invitedBy: string }) {
  for (const t of teams) await db.update(tenders).set({ organisationId: t.organisationId }).where(eq(tenders.hospitalId, t.userId));
  const email = "buyer@demo.test";
  await db.insert(organisationInvitations).values({
    organisationId: pending.organisationId,
    email,
    role: "buyer",
    // The demo's link is unknown on purpose (only the hash is stored); "Resend" mails a working one.
    tokenHash: createHash("sha256").update(`demo-invitation-${pending.organisationId}`).digest("hex"),
    invitedBy: pending.invitedBy,
    expiresAt: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
  });
  await recordOrganisationEvent(db, null, pending.organisationId, "invited", { email: { before: null, after: email }, role: { before: null, after: "buyer" } });
}
