import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { savedSearchPath } from "@/shared/contracts/saved-searches";
import { nextDigestAt } from "../../modules/saved-searches/digest-time";
import type { Db } from "../client";
import { notificationSettings, notifications, savedSearches } from "../notifications-schema";
import { applications, providers, tenders } from "../schema";

const HOUR = 3600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

/**
 * Issue 17's demo: saved searches with alerts for the demo telerad and hospital (time zones of their
 * own), a muted kind, and bells with read and unread notifications drawn from the demo's own requests.
 */
export async function seedDemoNotifications(db: Db, ids: Record<string, string>) {
  const telerad = ids["telerad@demo.test"]!;
  const hospital = ids["hospital@demo.test"]!;
  await db.insert(notificationSettings).values([
    { userId: telerad, timeZone: "Europe/Berlin" },
    { userId: hospital, timeZone: "Europe/Stockholm", mutedKinds: ["reviews"] },
  ]);
  type Demo = { userId: string; scope: "requests" | "providers"; name: string; query: Record<string, string | string[]>; frequency: "instant" | "daily" | "off"; tz?: string };
  const searches: Demo[] = [
    { userId: telerad, scope: "requests", name: "MRI in Germany", query: { mod: "MRI", country: "DE" }, frequency: "instant" },
    { userId: telerad, scope: "requests", name: "CT and X-ray, Nordics", query: { mod: ["CT", "X-ray"], country: ["SE", "NO", "DK", "FI"] }, frequency: "daily", tz: "Europe/Berlin" },
    { userId: hospital, scope: "providers", name: "Swedish-speaking neuroradiology", query: { lang: "sv", mod: "MRI" }, frequency: "daily", tz: "Europe/Stockholm" },
    { userId: hospital, scope: "providers", name: "Verified CT groups in Europe", query: { mod: "CT", verified: "1" }, frequency: "off" },
  ];
  await db.insert(savedSearches).values(
    searches.map(({ tz, ...s }, i) => ({ ...s, createdAt: ago(72 - i), checkedAt: ago(1), nextDigestAt: tz ? nextDigestAt(new Date(), tz) : null, lastAlertAt: s.frequency === "off" ? null : ago(20) })),
  );

  // The hospital's bell: its newest applications; the telerad's: its shortlist and an alert.
  const bids = await db
    .select({ tenderId: tenders.id, title: tenders.title, provider: providers.name })
    .from(applications)
    .innerJoin(tenders, eq(tenders.id, applications.tenderId))
    .innerJoin(providers, eq(providers.id, applications.providerId))
    .where(eq(tenders.hospitalId, hospital))
    .orderBy(desc(applications.createdAt))
    .limit(4);
  const shortlisted = await db
    .select({ tenderId: tenders.id, title: tenders.title })
    .from(applications)
    .innerJoin(tenders, eq(tenders.id, applications.tenderId))
    .where(and(eq(applications.applicantUserId, telerad), inArray(applications.status, ["SHORTLISTED"]), isNotNull(applications.tenderId)))
    .limit(1);
  await db.insert(notifications).values([
    ...bids.map((b, i) => ({ userId: hospital, kind: "applications", title: `New application for "${b.title}"`, link: `/requests/${b.tenderId}`, createdAt: ago(2 + i * 5), readAt: i < 2 ? null : ago(1) })),
    ...shortlisted.map((s) => ({ userId: telerad, kind: "status", title: `You were shortlisted for "${s.title}"`, link: `/requests/${s.tenderId}`, createdAt: ago(6) })),
    { userId: telerad, kind: "alerts", title: '2 new requests for "MRI in Germany"', link: savedSearchPath("requests", searches[0]!.query), createdAt: ago(20), readAt: ago(18) },
  ]);
}
