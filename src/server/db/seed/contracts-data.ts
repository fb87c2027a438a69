import { utcDay } from "@/shared/contracts/common";
import type { ContractTerms } from "@/shared/contracts/contracts";
import { addDays, termEnd } from "@/shared/policy/contracts";
import { defaultTerms } from "../../modules/contracts/drafting";
import type { Db } from "../client";
import { contracts, contractVersions } from "../contracts-schema";
import { messageReads, messages } from "../messages-schema";
import { applications, events, tenders } from "../schema";
import { seedDemoStudies } from "./studies-data";

type Person = { id: string; email: string; name: string; role: string };
type NewTender = typeof tenders.$inferInsert;

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
/** The first day of the month `months` from this one (negative: before). */
const firstOfMonth = (months: number) => {
  const now = new Date();
  return utcDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1)));
};

const REQUEST: Omit<NewTender, "title" | "postedDate" | "createdAt" | "deadline"> = {
  facility: "Klinikum Nordstadt",
  country: "DE",
  description: "Out-of-hours CT and MRI reporting for our emergency department, reports in German within four hours.",
  modalities: ["CT", "MRI"],
  requirements: ["Local language reports", "24/7 coverage"],
  volumesPerMonth: 900,
  volumesByModality: { CT: 650, MRI: 250 },
  tatRequirement: "1-4h",
  budgetMin: 20,
  budgetMax: 45,
  budgetCurrency: "EUR",
  status: "CLOSED",
};

/**
 * The demo's contracts (issue 30 §8), both between Klinikum Nordstadt and NightHawk: one active for over four months,
 * whose version 2 added an Emergency tier; one sent two days ago and awaiting the provider's acceptance. Their
 * requests, awarded bids, history and message threads come with them. Returns the requests' ids (the demo's events are made per request).
 */
export async function seedDemoContracts(db: Db, secret: string, demo: { hospitalOrganisationId: string; hospital: Person; providerId: string; provider: Person }): Promise<string[]> {
  const { hospitalOrganisationId, hospital, providerId, provider } = demo;
  const made = await db
    .insert(tenders)
    .values([
      { ...REQUEST, title: "Out-of-hours CT and MRI reporting", hospitalId: hospital.id, organisationId: hospitalOrganisationId, postedDate: ago(160), createdAt: ago(160), deadline: ago(140) },
      { ...REQUEST, title: "Weekend CT reporting, Nordstadt satellite sites", modalities: ["CT"], volumesPerMonth: 300, volumesByModality: { CT: 300 }, hospitalId: hospital.id, organisationId: hospitalOrganisationId, postedDate: ago(40), createdAt: ago(40), deadline: ago(10) },
    ])
    .returning({ id: tenders.id, title: tenders.title, modalities: tenders.modalities, volumesPerMonth: tenders.volumesPerMonth, volumesByModality: tenders.volumesByModality, tatRequirement: tenders.tatRequirement });
  const [activeRequest, sentRequest] = made as [(typeof made)[0], (typeof made)[0]];
  const bids = await db
    .insert(applications)
    .values([
      { tenderId: activeRequest.id, providerId, applicantUserId: provider.id, pricePerCt: 24, pricesByModality: { CT: 24, MRI: 39 }, currency: "EUR", turnaroundCommitment: "1-4h", status: "AWARDED", createdAt: ago(150), qualityScore: 9 },
      { tenderId: sentRequest.id, providerId, applicantUserId: provider.id, pricePerCt: 26, pricesByModality: { CT: 26 }, currency: "EUR", turnaroundCommitment: "1-4h", status: "AWARDED", createdAt: ago(30) },
    ])
    .returning();
  const [activeBid, sentBid] = bids as [(typeof bids)[0], (typeof bids)[0]];

  // The active contract: agreed before its start four months ago; version 2 (an Emergency tier) from last month.
  const start = firstOfMonth(-4);
  const v1 = defaultTerms(activeRequest, activeBid, start);
  const v1Terms: ContractTerms = { ...v1, startDate: start, qualityMaxDiscrepancyPercent: 2, renewal: "automatic", noticeDays: 90 };
  const v2Terms: ContractTerms = {
    ...v1Terms,
    lines: [...v1Terms.lines, { modality: "CT", tier: "≤30m", priceMinor: 6500 }],
    tiers: [...v1Terms.tiers, { tier: "≤30m", commitmentMinutes: 30, creditBelowPercent: 95, creditPercent: 10 }],
  };
  const [active] = await db
    .insert(contracts)
    .values({ applicationId: activeBid.id, tenderId: activeRequest.id, hospitalOrganisationId, providerId, title: activeRequest.title, currency: "EUR", status: "active", earliestStart: null, currentVersion: 2, startDate: start, termMonths: 12, endDate: termEnd(start, 12), renewal: "automatic", createdAt: new Date(`${addDays(start, -22)}T10:00:00Z`), updatedAt: ago(33) })
    .returning();
  const sentAt = new Date(`${addDays(start, -20)}T09:30:00Z`);
  const acceptedAt = new Date(`${addDays(start, -18)}T15:05:00Z`);
  const changeAt = ago(35);
  const changeAcceptedAt = ago(33);
  const answered = (p: Person, at: Date) => ({ respondedBy: p.id, respondedByName: p.name, respondedByEmail: p.email, respondedAt: at });
  const proposed = (p: Person, at: Date) => ({ proposedBy: p.id, proposedByName: p.name, proposedByEmail: p.email, proposedAt: at });
  await db.insert(contractVersions).values([
    { contractId: active!.id, number: 1, revision: 1, kind: "contract", status: "accepted", proposedBySide: "hospital", ...proposed(hospital, sentAt), message: "Our standard terms, as discussed at the award.", ...answered(provider, acceptedAt), effectiveFrom: start, terms: v1Terms },
    { contractId: active!.id, number: 2, revision: 1, kind: "change", status: "accepted", proposedBySide: "hospital", ...proposed(hospital, changeAt), message: "We add stroke CT at the Emergency tier.", ...answered(provider, changeAcceptedAt), response: "Agreed, our stroke team is ready.", effectiveFrom: firstOfMonth(-1), terms: v2Terms },
  ]);

  // The contract awaiting the provider: sent two days ago, starting next month.
  const sentTerms = { ...defaultTerms(sentRequest, sentBid, utcDay(ago(3))), startDate: firstOfMonth(1) };
  const [sent] = await db
    .insert(contracts)
    .values({ applicationId: sentBid.id, tenderId: sentRequest.id, hospitalOrganisationId, providerId, title: sentRequest.title, currency: "EUR", status: "sent", awaiting: "provider", draftTerms: sentTerms, startDate: sentTerms.startDate, termMonths: 12, endDate: termEnd(sentTerms.startDate, 12), renewal: "none", createdAt: ago(5), updatedAt: ago(2) })
    .returning();
  await db.insert(contractVersions).values({ contractId: sent!.id, number: 1, revision: 1, kind: "contract", status: "pending", proposedBySide: "hospital", ...proposed(hospital, ago(2)), message: "Please confirm the weekend cover from the first Saturday.", effectiveFrom: sentTerms.startDate, terms: sentTerms });

  const event = (contractId: string, action: string, at: Date, by: Person | null, changes: Record<string, { before: unknown; after: unknown }> = {}) => ({
    entityType: "contract" as const,
    entityId: contractId,
    action,
    providerId,
    actorUserId: by?.id ?? null,
    actorEmail: by?.email ?? null,
    actorRole: by?.role ?? null,
    changes,
    at,
  });
  await db.insert(events).values([
    event(active!.id, "drafted", new Date(sentAt.getTime() - 2 * DAY), hospital, { status: { before: null, after: "draft" } }),
    event(active!.id, "sent", sentAt, hospital, { status: { before: "draft", after: "sent" }, version: { before: null, after: "1.1" } }),
    event(active!.id, "accepted", acceptedAt, provider, { version: { before: null, after: 1 } }),
    event(active!.id, "scheduled", new Date(acceptedAt.getTime() + 1000), null, { status: { before: "sent", after: "scheduled" } }),
    event(active!.id, "activated", new Date(`${start}T00:05:00Z`), null, { status: { before: "scheduled", after: "active" } }),
    event(active!.id, "change_proposed", changeAt, hospital, { effectiveFrom: { before: null, after: firstOfMonth(-1) } }),
    event(active!.id, "change_accepted", changeAcceptedAt, provider, { version: { before: 1, after: 2 } }),
    event(sent!.id, "drafted", ago(5), hospital, { status: { before: null, after: "draft" } }),
    event(sent!.id, "sent", ago(2), hospital, { status: { before: "draft", after: "sent" }, version: { before: null, after: "1.1" } }),
  ]);
  // Their threads: the active contract's months of talk, and a question on the one awaiting acceptance (unread by NightHawk).
  const say = (contractId: string, by: Person, side: "hospital" | "provider", at: Date, body: string) => ({
    contractId,
    hospitalOrganisationId,
    providerId,
    authorUserId: by.id,
    authorName: by.name,
    authorEmail: by.email,
    authorSide: side,
    authorOrganisation: side === "hospital" ? "Klinikum Nordstadt" : "NightHawk Radiology Partners",
    body,
    createdAt: at,
  });
  await db.insert(messages).values([
    say(active!.id, hospital, "hospital", new Date(sentAt.getTime() - DAY), "Before we send the contract: can your team report in German from the first night?"),
    say(active!.id, provider, "provider", new Date(sentAt.getTime() - DAY + 3 * 3_600_000), "Yes. Our German-speaking radiologists cover 22:00 to 07:00, and we use your report template."),
    say(active!.id, hospital, "hospital", new Date(changeAt.getTime() - 2 * DAY), "We would like stroke CT within 30 minutes from next month. Could you price it?"),
    say(active!.id, provider, "provider", new Date(changeAt.getTime() - DAY), "65.00 per study at the Emergency tier, 30 minutes door to report. We can start on the first."),
    say(sent!.id, hospital, "hospital", ago(2), "The satellite sites send about 300 CTs a month, mostly trauma. The contract is waiting for you."),
  ]);
  await db.insert(messageReads).values([
    { userId: provider.id, subjectId: active!.id, readAt: ago(1) },
    { userId: hospital.id, subjectId: active!.id, readAt: ago(1) },
    { userId: hospital.id, subjectId: sent!.id, readAt: ago(2) },
  ]);
  await seedDemoStudies(db, secret, { ...active!, startDate: start }, hospital, provider);
  return [activeRequest.id, sentRequest.id];
}
