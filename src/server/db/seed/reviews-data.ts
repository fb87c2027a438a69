import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { EventActor } from "../../modules/events/record";
import { recordEvent } from "../../modules/events/record";
import { recountProvider } from "../../modules/reviews/repo";
import type { Db } from "../client";
import { reviews } from "../reviews-schema";
import { applications, tenders } from "../schema";

/**
 * At most 4 stars: a provider with one demo review would otherwise rate a perfect 5.0, tie with the
 * top figures an admin types for a provider, and the directory breaks rating ties by id, not by merit.
 */
const TEXTS: [number, string][] = [
  [4, "Reports came back well inside the agreed turnaround, and the on-call radiologist phoned every critical finding through within minutes."],
  [4, "Solid night cover for our CT volume. Two reports needed an addendum in the first month; after the feedback call that stopped."],
  [4, "Onboarding took a week, the VPN and PACS integration just worked, and our clinicians trust the reports."],
  [3, "Accurate reads, but weekend turnaround slipped past the SLA twice. They were open about it and credited the fees."],
  [2, "Not what we agreed: several studies waited hours for a first read."],
];
const REPLY = "Thank you for the kind words and the feedback call: we added a second radiologist to your weekend rota.";
const HIDDEN_REASON = "The hospital asked us to withdraw this review while the dispute about the contract is settled.";

const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * Demo reviews: the demo hospitals review most of their AWARDED applications (so those providers' figures
 * become computed), one review has the provider's reply, one is hidden by the admin with a reason. The
 * newest award of hospital@demo.test stays unreviewed, so a newcomer can try "Review provider".
 */
export async function seedDemoReviews(db: Db, accounts: Record<string, string>) {
  const hospitals = [accounts["hospital@demo.test"]!, accounts["hospital2@demo.test"]!];
  const awards = await db
    .select({ id: applications.id, providerId: applications.providerId, tenderId: tenders.id, country: tenders.country, hospitalId: tenders.hospitalId })
    .from(applications)
    .innerJoin(tenders, eq(tenders.id, applications.tenderId))
    .where(and(eq(applications.status, "AWARDED"), isNotNull(tenders.hospitalId), inArray(tenders.hospitalId, hospitals)))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  const kept = awards.filter((a) => a.hospitalId === hospitals[0]).at(-1);
  const reviewed = awards.filter((a) => a !== kept);
  if (reviewed.length === 0) return;
  const emailOf = Object.fromEntries(Object.entries(accounts).map(([email, id]) => [id, email]));
  const rows = await db
    .insert(reviews)
    .values(
      reviewed.map((a, i) => {
        // The last review is the hidden one (the harsh text), once there are three or more.
        const hidden = i === reviewed.length - 1 && reviewed.length >= 3;
        const [rating, body] = hidden ? TEXTS[TEXTS.length - 1]! : TEXTS[i % (TEXTS.length - 1)]!;
        return {
          applicationId: a.id,
          providerId: a.providerId,
          tenderId: a.tenderId,
          reviewerUserId: a.hospitalId,
          reviewerCountry: a.country,
          rating,
          body,
          createdAt: ago(20 - i),
          ...(i === 0 ? { reply: REPLY, repliedAt: ago(18) } : {}),
          ...(hidden ? { hiddenAt: ago(10), hiddenBy: accounts["admin@demo.test"]!, hiddenReason: HIDDEN_REASON } : {}),
        };
      }),
    )
    .returning();
  const hospital = (userId: string | null): EventActor => ({ userId, role: "hospital", email: userId ? emailOf[userId] : null });
  const admin: EventActor = { userId: accounts["admin@demo.test"]!, role: "admin", email: "admin@demo.test" };
  for (const row of rows) {
    const base = { entityType: "review", entityId: row.id, requestId: row.tenderId, providerId: row.providerId } as const;
    await recordEvent(db, hospital(row.reviewerUserId), { ...base, action: "created", changes: { rating: { before: null, after: row.rating } } });
    if (row.hiddenAt) await recordEvent(db, admin, { ...base, action: "hidden", changes: { hiddenReason: { before: null, after: row.hiddenReason } } });
  }
  for (const providerId of new Set(rows.map((r) => r.providerId))) await db.transaction((tx) => recountProvider(tx, providerId));
}
