import { inArray } from "drizzle-orm";
import type { Db } from "../client";
import { applications, events, providers, tenders, user } from "../schema";
import { rng } from "./random";

type NewEventRow = typeof events.$inferInsert;

/** `rows` in the order of `ids`. */
const inOrder = <T>(rows: T[], ids: string[], idOf: (row: T) => string) => {
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => at.get(idOf(a))! - at.get(idOf(b))!);
};
type Actor = { userId: string | null; email: string; role: string };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The demo's history: each provider created (and verified, pinned) by the admin, each request created
 * by its hospital (the admin for requests without one) and closed when it is, each application
 * submitted and moved to its status, quality scores entered. Times are spread over each request's life
 * so far, each after the one before it and before the seed ran; demo providers without users bid as
 * bids@<slug>.demo.test. Written straight into `events` (with their times): a seed is not a request. Only the
 * demo's own providers, requests and their applications are read, whatever else the database holds (a database
 * filled by `seed --scale` first), in the order the demo made them.
 */
export async function seedDemoEvents(db: Db, accounts: Record<string, string>, demo: { providerIds: string[]; requestIds: string[] }) {
  const r = rng(20261124);
  const now = Date.now();
  const people = await db.select({ id: user.id, email: user.email }).from(user).where(inArray(user.id, Object.values(accounts)));
  const roleOf: Record<string, string> = { "admin@demo.test": "admin", "hospital@demo.test": "hospital", "hospital2@demo.test": "hospital", "telerad@demo.test": "telerad" };
  const byId = new Map(people.map((p) => [p.id, { userId: p.id, email: p.email, role: roleOf[p.email] ?? "basic" } satisfies Actor]));
  const admin = byId.get(accounts["admin@demo.test"]!)!;
  const rows: NewEventRow[] = [];
  const push = (actor: Actor | null, at: number, e: Omit<NewEventRow, "actorUserId" | "actorEmail" | "actorRole" | "at">) =>
    rows.push({ ...e, actorUserId: actor?.userId ?? null, actorEmail: actor?.email ?? null, actorRole: actor?.role ?? null, at: new Date(Math.min(at, now)) });

  const providerRows = inOrder(await db.select().from(providers).where(inArray(providers.id, demo.providerIds)), demo.providerIds, (p) => p.id);
  const slugOf = new Map(providerRows.map((p) => [p.id, p.slug]));
  for (const p of providerRows) {
    const created = now - r.int(200, 400) * DAY;
    const about = { entityType: "provider", entityId: p.id, providerId: p.id } as const;
    push(admin, created, { ...about, action: "created", changes: { name: { before: null, after: p.name }, hqCountry: { before: null, after: p.hqCountry } } });
    if (p.verified) push(admin, created + r.int(2, 30) * DAY, { ...about, action: "verified", changes: { verified: { before: false, after: true } } });
    if (p.pinned) push(admin, created + r.int(31, 60) * DAY, { ...about, action: "pinned", changes: { pinned: { before: false, after: true } } });
  }

  const tenderRows = inOrder(await db.select().from(tenders).where(inArray(tenders.id, demo.requestIds)), demo.requestIds, (t) => t.id);
  const opened = new Map<string, number>();
  for (const t of tenderRows) {
    const owner = (t.hospitalId && byId.get(t.hospitalId)) || admin;
    const created = Math.min(t.createdAt.getTime(), now);
    opened.set(t.id, created);
    const about = { entityType: "request", entityId: t.id, requestId: t.id } as const;
    const snapshot = { title: t.title, facility: t.facility, country: t.country, modalities: t.modalities, deadline: t.deadline.toISOString(), status: "OPEN" };
    push(owner, created, { ...about, action: "created", changes: Object.fromEntries(Object.entries(snapshot).map(([k, v]) => [k, { before: null, after: v }])) });
    if (t.status === "CLOSED") push(owner, created + (now - created) * 0.9, { ...about, action: "closed", changes: { status: { before: "OPEN", after: "CLOSED" } } });
  }

  const ownerOf = new Map(tenderRows.map((t) => [t.id, (t.hospitalId && byId.get(t.hospitalId)) || admin]));
  // By request, then by provider (one bid each), in the demo's order: the same draws on every start.
  const requestAt = new Map(demo.requestIds.map((id, i) => [id, i]));
  const providerAt = new Map(demo.providerIds.map((id, i) => [id, i]));
  const bids = (await db.select().from(applications).where(inArray(applications.tenderId, demo.requestIds))).sort(
    (x, y) => requestAt.get(x.tenderId)! - requestAt.get(y.tenderId)! || (providerAt.get(x.providerId) ?? 0) - (providerAt.get(y.providerId) ?? 0),
  );
  for (const a of bids) {
    const bidder = (a.applicantUserId && byId.get(a.applicantUserId)) || { userId: null, email: `bids@${slugOf.get(a.providerId)}.demo.test`, role: "telerad" };
    const owner = ownerOf.get(a.tenderId) ?? admin;
    const about = { entityType: "application", entityId: a.id, requestId: a.tenderId, providerId: a.providerId } as const;
    // Steps through the request's life so far: bids in its first third, decisions after them.
    // A bid with a submission time of its own keeps it.
    const start = opened.get(a.tenderId) ?? now - 20 * DAY;
    let at = a.createdAt.getTime() < now - HOUR ? a.createdAt.getTime() : start + ((now - start) / 10) * (0.2 + 2 * r.next());
    const step = (now - at) / 8;
    push(bidder, at, { ...about, action: "submitted", changes: { status: { before: null, after: "SUBMITTED" }, pricePerCt: { before: null, after: a.pricePerCt }, currency: { before: null, after: a.currency } } });
    const path = a.status === "AWARDED" ? ["SHORTLISTED", "AWARDED"] : a.status === "SUBMITTED" ? [] : [a.status];
    let from = "SUBMITTED";
    for (const to of path) {
      at += step * (0.5 + 1.5 * r.next());
      push(to === "WITHDRAWN" ? bidder : owner, at, { ...about, action: to === "WITHDRAWN" ? "withdrawn" : "status_changed", changes: { status: { before: from, after: to } } });
      from = to;
    }
    if (a.qualityScore !== null) push(owner, at + step * 0.3, { ...about, action: "quality_scored", changes: { qualityScore: { before: null, after: a.qualityScore } } });
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(events).values(rows.slice(i, i + 500));
}
