/**
 * A review, the provider's recounted figures, its event and its mail commit together or not at all: with
 * mail made to fail inside the transaction, nothing remains. And the demo's reviews. A database of its own:
 * the failing trigger is on a shared table, and the demo accounts' addresses are fixed.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews } from "@/server/db/reviews-schema";
import { applications, events, providers, tenders } from "@/server/db/schema";
import { seedDemo } from "@/server/db/seed/demo";
import * as make from "../support/factories";
import { failMail } from "../support/mail-failure";
import { startTestApp, type TestApp } from "./harness";
import { demoSignIn } from "./demo-app";
import { figuresOf, reviewEvents, reviewsCast, reviewsOfProvider, reviewText } from "./reviews-cast";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { ownDatabase: true });
});
afterAll(() => t?.close());

const db = () => t.services.database.db;

describe("a failed write leaves nothing", () => {
  it("reviewing while mail fails: no review, the seeded figures, no event; then it goes through", async () => {
    const cast = await reviewsCast(t);
    const provider = await make.provider(t, { rating: 4.8, reviewCount: 120, verifiedReviews: 90 });
    await make.account(t, { role: "telerad", providerId: provider.id });
    const { application } = await cast.award("AWARDED", "FR", provider.id);
    await failMail(t, true);
    try {
      const res = await cast.reviewAs("owner", application.id, { rating: 1, body: reviewText("rollback") });
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      await failMail(t, false);
    }
    expect(await reviewsOfProvider(t, provider.id)).toEqual([]);
    expect(await figuresOf(t, provider.id)).toEqual({ rating: 4.8, reviewCount: 120, verifiedReviews: 90 });
    expect(await db().select().from(events).where(eq(events.providerId, provider.id))).toEqual([]);

    const res = await cast.reviewAs("owner", application.id, { rating: 1, body: reviewText("rollback") });
    expect(res.status).toBe(201);
    expect(await figuresOf(t, provider.id)).toEqual({ rating: 1, reviewCount: 1, verifiedReviews: 1 });
    const { id } = (await res.json()) as { id: string };

    // Hiding while mail fails: still visible, still counted.
    await failMail(t, true);
    try {
      expect((await cast.hideAs("admin", id, { reason: "Rollback check" })).status).toBeGreaterThanOrEqual(500);
    } finally {
      await failMail(t, false);
    }
    expect((await reviewsOfProvider(t, provider.id))[0]!.hiddenAt).toBeNull();
    expect(await figuresOf(t, provider.id)).toEqual({ rating: 1, reviewCount: 1, verifiedReviews: 1 });
    expect((await reviewEvents(t, id)).map((e) => e.action)).toEqual(["created"]);
  });
});

describe("demo reviews", () => {
  it("computes the reviewed providers' figures, with one reply and one hidden review, and leaves the demo hospital an award to review", async () => {
    const before = new Set((await db().select({ id: reviews.id }).from(reviews)).map((r) => r.id));
    await seedDemo(db(), t.services.config.authSecret);
    const all = (await db().select().from(reviews)).filter((r) => !before.has(r.id));
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.filter((r) => r.reply !== null)).toHaveLength(1);
    expect(all.filter((r) => r.hiddenAt !== null && r.hiddenReason)).toHaveLength(1);
    for (const providerId of new Set(all.map((r) => r.providerId))) {
      const visible = all.filter((r) => r.providerId === providerId && r.hiddenAt === null).map((r) => r.rating);
      const mean = visible.length ? Math.round((visible.reduce((a, b) => a + b, 0) / visible.length) * 10) / 10 : 0;
      expect(await figuresOf(t, providerId)).toEqual({ rating: mean, reviewCount: visible.length, verifiedReviews: visible.length });
    }
    // Demo providers without reviews keep their seeded figures.
    const unreviewed = (await db().select().from(providers)).filter((p) => !all.some((r) => r.providerId === p.id) && p.description !== "Test provider");
    expect(unreviewed.length).toBeGreaterThan(10);
    expect(unreviewed.every((p) => p.reviewCount > 0 && p.rating > 0)).toBe(true);

    const cookie = await demoSignIn(t, "hospital@demo.test");
    const owned = await db().select({ id: applications.id, tenderId: applications.tenderId }).from(applications).innerJoin(tenders, eq(tenders.id, applications.tenderId)).where(eq(applications.status, "AWARDED"));
    let open = 0;
    for (const a of owned) {
      const res = await t.request("GET", `/api/requests/${a.tenderId}/applications?status=AWARDED`, { cookie });
      if (res.status !== 200) continue;
      open += ((await res.json()) as { data: { canReview: boolean }[] }).data.filter((r) => r.canReview).length;
    }
    expect(open).toBeGreaterThanOrEqual(1);
  });
});
