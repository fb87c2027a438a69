import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_MESSAGES } from "@/shared/policy/reviews";
import * as make from "../support/factories";
import { mailTo } from "../support/rows";
import { startTestApp, type TestApp } from "./harness";
import { errorOf, figuresOf, reviewEvents, reviewsCast, reviewsOfProvider, reviewText, type Who } from "./reviews-cast";

/** Posting a review of an awarded provider: who may, when, once, what is checked, recounted, recorded and mailed. */

let t: TestApp;
let cast: Awaited<ReturnType<typeof reviewsCast>>;
beforeAll(async () => {
  t = await startTestApp();
  cast = await reviewsCast(t);
});
afterAll(() => t?.close());

describe("POST /api/applications/{id}/review", () => {
  it("refuses everyone but the owning hospital, admins included, and writes nothing", async () => {
    const { application } = await cast.award();
    const expected: [Who, number, string][] = [
      ["anonymous", 401, "Not authenticated"],
      ["basic", 403, REVIEW_MESSAGES.ownerOnly],
      ["applicant", 403, REVIEW_MESSAGES.ownerOnly],
      ["otherTelerad", 403, REVIEW_MESSAGES.ownerOnly],
      ["otherHospital", 403, REVIEW_MESSAGES.ownerOnly],
      ["admin", 403, REVIEW_MESSAGES.ownerOnly],
    ];
    for (const [who, status, message] of expected) {
      const res = await cast.reviewAs(who, application.id, { rating: 5, body: reviewText(who) });
      expect(res.status, who).toBe(status);
      expect(await errorOf(res), who).toBe(message);
    }
    const res = await cast.reviewAs(cast.noProviderTelerad, application.id, { rating: 5, body: reviewText("no provider") });
    expect(res.status).toBe(403);
    expect(await reviewsOfProvider(t, cast.providerA.id)).toEqual([]);
  });

  it("404 for an unknown application", async () => {
    const res = await cast.reviewAs("owner", "6f1c1f3e-2b7a-4a5e-9d1e-0c2f6f1a9b10", { rating: 5, body: reviewText("unknown") });
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toBe(REVIEW_MESSAGES.applicationNotFound);
  });

  it("only an AWARDED application: 409 with a clear message for every other status", async () => {
    for (const status of ["SUBMITTED", "SHORTLISTED", "DECLINED", "WITHDRAWN"] as const) {
      const { application } = await cast.award(status, "FR", cast.providerB.id);
      const res = await cast.reviewAs("owner", application.id, { rating: 4, body: reviewText(status) });
      expect(res.status, status).toBe(409);
      expect(await errorOf(res)).toBe(REVIEW_MESSAGES.notAwarded);
    }
    expect(await reviewsOfProvider(t, cast.providerB.id)).toEqual([]);
  });

  it("answers bad input per field with its message, and stores nothing", async () => {
    const { application } = await cast.award("AWARDED", "FR", cast.providerB.id);
    const cases: [unknown, Record<string, string>][] = [
      [{ body: reviewText("no rating") }, { rating: REVIEW_MESSAGES.ratingRequired }],
      [{ rating: 0, body: reviewText("zero") }, { rating: REVIEW_MESSAGES.ratingRequired }],
      [{ rating: 6, body: reviewText("six") }, { rating: REVIEW_MESSAGES.ratingRequired }],
      [{ rating: 3.5, body: reviewText("half") }, { rating: REVIEW_MESSAGES.ratingRequired }],
      [{ rating: "5", body: reviewText("string") }, { rating: REVIEW_MESSAGES.ratingRequired }],
      [{ rating: 5 }, { body: REVIEW_MESSAGES.reviewRequired }],
      [{ rating: 5, body: "   " }, { body: REVIEW_MESSAGES.reviewRequired }],
      [{ rating: 5, body: "Too short" }, { body: REVIEW_MESSAGES.reviewShort }],
      [{ rating: 5, body: "x".repeat(2001) }, { body: REVIEW_MESSAGES.reviewLong }],
      [{ rating: 5, body: reviewText("extra"), hospital: "x" }, { _form: "Unknown field: hospital" }],
    ];
    for (const [body, fields] of cases) {
      const res = await cast.reviewAs("owner", application.id, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toMatchObject(fields);
    }
    expect(await reviewsOfProvider(t, cast.providerB.id)).toEqual([]);
  });

  it("stores the review (trimmed, the request's country), recounts the provider in the same write, records 'created' and mails its users", async () => {
    const provider = await make.provider(t, { rating: 4.9, reviewCount: 312, verifiedReviews: 200 });
    const user = await make.account(t, { role: "telerad", providerId: provider.id });
    const { tender, application } = await cast.award("AWARDED", "DE", provider.id);
    const text = reviewText("first");
    const res = await cast.reviewAs("owner", application.id, { rating: 4, body: `  ${text}  ` });
    expect(res.status).toBe(201);
    const review = (await res.json()) as { id: string; rating: number; body: string; reviewer: string };
    expect(review).toMatchObject({ rating: 4, body: text, reviewer: "A hospital in Germany" });
    const [row] = await reviewsOfProvider(t, provider.id);
    expect(row).toMatchObject({ applicationId: application.id, tenderId: tender.id, reviewerUserId: cast.u.owner.userId, reviewerCountry: "DE", rating: 4, body: text });
    // The seeded 4.9 / 312 give way to the computed figures.
    expect(await figuresOf(t, provider.id)).toEqual({ rating: 4, reviewCount: 1, verifiedReviews: 1 });

    const second = await cast.award("AWARDED", "FR", provider.id);
    expect((await cast.reviewAs("owner", second.application.id, { rating: 5, body: reviewText("second") })).status).toBe(201);
    const third = await cast.award("AWARDED", "FR", provider.id);
    expect((await cast.reviewAs("owner", third.application.id, { rating: 5, body: reviewText("third") })).status).toBe(201);
    expect(await figuresOf(t, provider.id)).toEqual({ rating: 4.7, reviewCount: 3, verifiedReviews: 3 });

    const events = await reviewEvents(t, review.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ entityType: "review", action: "created", requestId: tender.id, providerId: provider.id, actorUserId: cast.u.owner.userId, actorRole: "hospital" });
    const mail = (await mailTo(t, user.email)).filter((m) => m.text.includes(text));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("A hospital reviewed your work");
    expect(mail[0]!.text).toContain("A hospital in Germany");
    expect(mail[0]!.text).not.toContain(tender.facility);
    expect(mail[0]!.text).not.toContain(cast.u.owner.email);
  });

  it("once per award: a second review is a 409 and changes nothing", async () => {
    const { application } = await cast.award();
    expect((await cast.reviewAs("owner", application.id, { rating: 5, body: reviewText("once") })).status).toBe(201);
    const before = await figuresOf(t, cast.providerA.id);
    const again = await cast.reviewAs("owner", application.id, { rating: 1, body: reviewText("twice") });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(REVIEW_MESSAGES.alreadyReviewed);
    expect(await figuresOf(t, cast.providerA.id)).toEqual(before);
    expect((await reviewsOfProvider(t, cast.providerA.id)).filter((r) => r.applicationId === application.id)).toHaveLength(1);
  });

  it("two reviews of one award posted together: one 201, one 409, one review", async () => {
    const provider = await make.provider(t);
    const { application } = await cast.award("AWARDED", "FR", provider.id);
    const results = await Promise.all([1, 2].map((n) => cast.reviewAs("owner", application.id, { rating: n + 3, body: reviewText(`race ${n}`) })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await reviewsOfProvider(t, provider.id);
    expect(rows).toHaveLength(1);
    expect(await figuresOf(t, provider.id)).toEqual({ rating: rows[0]!.rating, reviewCount: 1, verifiedReviews: 1 });
  });

  it("reviews of two awards of one provider posted together both count", async () => {
    const provider = await make.provider(t);
    const awards = [await cast.award("AWARDED", "FR", provider.id), await cast.award("AWARDED", "DE", provider.id)];
    const results = await Promise.all(awards.map((a, i) => cast.reviewAs("owner", a.application.id, { rating: i === 0 ? 2 : 5, body: reviewText(`pair ${i}`) })));
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect(await figuresOf(t, provider.id)).toEqual({ rating: 3.5, reviewCount: 2, verifiedReviews: 2 });
  });
});
