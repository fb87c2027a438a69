import type { Db } from "../client";
import { eq } from "drizzle-orm";
import { applications, events, providers, tenders } from "../schema";

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/**
 * A request of hospital@demo.test amended two days ago (turnaround and budget), with three bids made
 * before it: the demo telerad's provider has not confirmed yet (its "Confirm Application" shows), one
 * provider confirmed with a new price, one has not (issue 15 §2). The history holds the "amended" and
 * "confirmed" events with their before and after.
 */
export async function seedAmendmentDemo(db: Db, who: { hospital: { id: string; email: string }; teleradProviderId: string; teleradUserId: string; providerIds: [string, string] }) {
  const amendedAt = daysAgo(2);
  const confirmedAt = daysAgo(1);
  const [tender] = await db
    .insert(tenders)
    .values({
      title: "Emergency CT cover – Ireland",
      facility: "St. Brigid's Regional Hospital",
      country: "IE",
      description: "A regional hospital needs overnight and weekend emergency CT reporting (trauma, stroke, acute abdomen), with critical findings phoned through.",
      modalities: ["CT", "MRI"],
      requirements: ["Critical findings by phone", "Irish Medical Council registration"],
      volumesPerMonth: 900,
      volumesByModality: { CT: 800, MRI: 100 },
      tatRequirement: "1-4h",
      budgetMin: 20,
      budgetMax: 40,
      budgetCurrency: "EUR",
      contactEmail: "radiology@stbrigids.example",
      websiteUrl: "https://www.stbrigids.example",
      hospitalId: who.hospital.id,
      postedDate: daysAgo(8),
      createdAt: daysAgo(8),
      amendedAt,
    })
    .returning({ id: tenders.id });
  const tenderId = tender!.id;
  const [mine, confirmed, waiting] = await db
    .insert(applications)
    .values([
      { tenderId, providerId: who.teleradProviderId, applicantUserId: who.teleradUserId, pricePerCt: 24, currency: "EUR", turnaroundCommitment: "4-12h", note: "Overnight cover from our Dublin hub.", createdAt: daysAgo(6) },
      { tenderId, providerId: who.providerIds[0], pricePerCt: 27.5, currency: "EUR", pricesByModality: { MRI: 38 }, turnaroundCommitment: "1-4h", status: "SHORTLISTED", createdAt: daysAgo(5), confirmedAt },
      { tenderId, providerId: who.providerIds[1], pricePerCt: 21, currency: "GBP", turnaroundCommitment: "4-12h", createdAt: daysAgo(4) },
    ])
    .returning({ id: applications.id, providerId: applications.providerId });
  // A demo provider without users confirms as bids@<slug>.demo.test, as it bids (events-data.ts).
  const [confirmerSlug] = await db.select({ slug: providers.slug }).from(providers).where(eq(providers.id, confirmed!.providerId));
  const hospitalActor = { actorUserId: who.hospital.id, actorEmail: who.hospital.email, actorRole: "hospital" };
  await db.insert(events).values([
    {
      entityType: "request",
      entityId: tenderId,
      action: "amended",
      requestId: tenderId,
      ...hospitalActor,
      changes: { tatRequirement: { before: "4-12h", after: "1-4h" }, budgetMax: { before: 35, after: 40 } },
      at: amendedAt,
    },
    {
      entityType: "application",
      entityId: confirmed!.id,
      action: "confirmed",
      requestId: tenderId,
      providerId: confirmed!.providerId,
      actorEmail: `bids@${confirmerSlug?.slug}.demo.test`,
      actorRole: "telerad",
      changes: { pricePerCt: { before: 29, after: 27.5 }, confirmedAt: { before: null, after: confirmedAt.toISOString() } },
      at: confirmedAt,
    },
  ]);
  return { tenderId, unconfirmed: [mine!.id, waiting!.id] };
}
