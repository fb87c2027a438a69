import type { Db } from "../client";
import { applications, tenders } from "../schema";
import { demoBid } from "./applications-data";
import type { Rng } from "./random";
import { demoTenders } from "./requests-data";

const DAY = 24 * 60 * 60 * 1000;
/** The demo provider's bids on the past requests, in order: what became of each. */
/** Titles of their own, so that no test or visitor finds one of these for a current demo request. */
const TITLES = [
  "Holiday cover for body CT",
  "Musculoskeletal MRI second opinions",
  "Chest radiograph backlog clearance",
  "Neuro MRI weekend cover",
  "Trauma CT night shifts",
  "Prostate MRI reporting",
  "Paediatric ultrasound reads",
  "Spine MRI overflow",
  "Lung screening CT reads",
  "Vascular CT angiography reads",
  "Sports medicine MRI",
  "Emergency radiograph nights",
];
const OUTCOMES = ["DECLINED", "AWARDED", "DECLINED", "WITHDRAWN", "DECLINED", "AWARDED", "DECLINED", "DECLINED", "AWARDED", "WITHDRAWN", "DECLINED", "AWARDED"] as const;

/**
 * A year of decided requests (issue 32): closed requests of the second demo hospital, posted month after month, each
 * with bids that came in the days after it was posted, the demo provider's among them, won or lost. They fill the
 * provider's bids-by-outcome chart and the marketplace's weekly figures with a history.
 */
export async function seedDashboardHistory(db: Db, r: Rng, opts: { hospitalUserId: string; providerId: string; otherProviderIds: string[]; now?: Date }) {
  const now = (opts.now ?? new Date()).getTime();
  const past = demoTenders(r, OUTCOMES.length).map((t, i) => {
    const posted = new Date(now - (340 - i * 27) * DAY - r.int(0, 23) * 3600_000);
    return { ...t, title: TITLES[i]!, hospitalId: opts.hospitalUserId, status: "CLOSED" as const, postedDate: posted, createdAt: posted, deadline: new Date(posted.getTime() + 21 * DAY) };
  });
  const rows = await db.insert(tenders).values(past).returning({ id: tenders.id, createdAt: tenders.createdAt, modalities: tenders.modalities, tatRequirement: tenders.tatRequirement });
  const bids: (typeof applications.$inferInsert)[] = [];
  rows.forEach((t, i) => {
    const at = (hours: number) => new Date(t.createdAt.getTime() + hours * 3600_000);
    const ours = OUTCOMES[i]!;
    bids.push({ ...demoBid(r, t, opts.providerId, ours), createdAt: at(r.int(6, 96)) });
    const others = 1 + (i % 3);
    for (let k = 0; k < others; k++) {
      const won = ours !== "AWARDED" && k === 0;
      bids.push({ ...demoBid(r, t, opts.otherProviderIds[(i * 3 + k) % opts.otherProviderIds.length]!, won ? "AWARDED" : "DECLINED"), createdAt: at(r.int(2, 120)) });
    }
  });
  await db.insert(applications).values(bids.map((b) => ({ ...b, updatedAt: b.createdAt })));
  return rows.map((t) => t.id);
}
