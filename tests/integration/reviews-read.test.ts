import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_MESSAGES } from "@/shared/policy/reviews";
import * as make from "../support/factories";
import { mailTo } from "../support/rows";
import { explain, expectIndexed } from "./explain";
import { startTestApp, type TestApp } from "./harness";
import { providerReviewsMatches, providerReviewsQuery } from "@/server/modules/reviews/repo";
import { errorOf, figuresOf, reviewEvents, reviewsCast, reviewText, type Who } from "./reviews-cast";

/** Reading a provider's reviews, replying to one and hiding one: who may, what each sees, what is recounted. */

let t: TestApp;
let cast: Awaited<ReturnType<typeof reviewsCast>>;
beforeAll(async () => {
  t = await startTestApp();
  cast = await reviewsCast(t);
});
afterAll(() => t?.close());

type Listed = {
  data: { id: string; rating: number; body: string; reply: string | null; reviewer: string; canReply: boolean; canHide: boolean }[];
  total: number;
  hasNext: boolean;
  summary: { rating: number; reviewCount: number; verifiedReviews: number };
};
const list = async (who: Who, slugOrId: string, query = "") => (await (await cast.listAs(who, slugOrId, query)).json()) as Listed;

/** A provider of its own with `ratings.length` reviews by the owner, oldest first; returns their ids newest first. */
async function reviewed(ratings: number[], country = "FR") {
  const provider = await make.provider(t);
  const users = [await make.signedInAs(t, "telerad", provider.id)];
  const ids: string[] = [];
  for (const [i, rating] of ratings.entries()) {
    const { application } = await cast.award("AWARDED", country, provider.id);
    const res = await cast.reviewAs("owner", application.id, { rating, body: reviewText(`r${i}`) });
    ids.unshift(((await res.json()) as { id: string }).id);
  }
  return { provider, user: users[0]!, ids };
}

describe("GET /api/providers/{slugOrId}/reviews", () => {
  it("is public: newest first, by slug or id, paged, with the figures; the flags per role", async () => {
    const { provider, user, ids } = await reviewed([5, 4, 3]);
    const anonymous = await list("anonymous", provider.slug, "?pageSize=2");
    expect(anonymous.data.map((r) => r.id)).toEqual(ids.slice(0, 2));
    expect(anonymous).toMatchObject({ total: 3, hasNext: true, summary: { rating: 4, reviewCount: 3, verifiedReviews: 3 } });
    expect((await list("anonymous", provider.id, "?page=2&pageSize=2")).data.map((r) => r.id)).toEqual(ids.slice(2));
    for (const who of ["anonymous", "basic", "otherTelerad", "applicant", "owner", "otherHospital"] as const)
      expect((await list(who, provider.slug)).data.every((r) => !r.canReply && !r.canHide), who).toBe(true);
    expect((await list("admin", provider.slug)).data.every((r) => r.canHide && !r.canReply)).toBe(true);
    const own = (await (await t.request("GET", `/api/providers/${provider.slug}/reviews`, { cookie: user.cookie })).json()) as Listed;
    expect(own.data.every((r) => r.canReply && !r.canHide)).toBe(true);
  });

  it("404 for an unknown provider; bad paging is a 400", async () => {
    expect((await cast.listAs("anonymous", "no-such-provider")).status).toBe(404);
    expect((await cast.listAs("anonymous", cast.providerA.slug, "?pageSize=101")).status).toBe(400);
  });

  it("never carries the reviewer's identity, the request or the hospital", async () => {
    const { provider } = await reviewed([5], "DE");
    const { tender } = await cast.award("AWARDED", "DE", provider.id);
    for (const who of ["anonymous", "admin", "basic"] as const) {
      const text = await (await cast.listAs(who, provider.slug)).text();
      for (const secret of [cast.u.owner.userId, cast.u.owner.email, tender.facility, "reviewerUserId", "tenderId", "applicationId", "hospital_id", "reviewerCountry"])
        expect(text, `${who}: ${secret}`).not.toContain(secret);
      expect(JSON.parse(text).data[0].reviewer).toBe("A hospital in Germany");
    }
  });

  it("the page is read through reviews_provider_visible_idx, and so is its total", async () => {
    const db = t.services.database.db;
    expectIndexed(await explain(t, providerReviewsQuery(db, cast.providerA.id, { page: 2, pageSize: 10 }), { noSort: true }), ["reviews_provider_visible_idx"]);
    expectIndexed(await explain(t, providerReviewsMatches(db, cast.providerA.id)), ["reviews_provider_visible_idx"]);
  });
});

describe("POST /api/reviews/{id}/reply", () => {
  it("only the reviewed provider's users, once; records 'replied'", async () => {
    const { provider, user, ids } = await reviewed([4]);
    const id = ids[0]!;
    const expected: [Who, number][] = [
      ["anonymous", 401],
      ["basic", 403],
      ["owner", 403],
      ["admin", 403],
      ["otherHospital", 403],
      ["otherTelerad", 403],
      ["applicant", 403],
    ];
    for (const [who, status] of expected) expect((await cast.replyAs(who, id, { reply: "Thank you very much indeed" })).status, who).toBe(status);
    const foreign = await cast.replyAs("otherTelerad", id, { reply: "Thank you very much indeed" });
    expect(await errorOf(foreign)).toBe(REVIEW_MESSAGES.replyNotAllowed);
    expect((await cast.replyAs(cast.noProviderTelerad, id, { reply: "Thank you very much indeed" })).status).toBe(403);

    const short = await cast.replyAs(user, id, { reply: "Thanks" });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ reply: REVIEW_MESSAGES.replyShort });
    expect((await cast.replyAs(user, id, { reply: "x".repeat(2001) })).status).toBe(400);

    const res = await cast.replyAs(user, id, { reply: "  Thank you: we added weekend cover.  " });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, reply: "Thank you: we added weekend cover.", canReply: false });
    const again = await cast.replyAs(user, id, { reply: "A second reply is not allowed" });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(REVIEW_MESSAGES.alreadyReplied);
    const shown = await list("anonymous", provider.slug);
    expect(shown.data[0]).toMatchObject({ reply: "Thank you: we added weekend cover." });
    expect((await reviewEvents(t, id)).map((e) => e.action).sort()).toEqual(["created", "replied"]);
    expect((await cast.replyAs(user, "6f1c1f3e-2b7a-4a5e-9d1e-0c2f6f1a9b10", { reply: "Thank you very much indeed" })).status).toBe(404);
  });
});

describe("POST /api/admin/reviews/{id}/hide", () => {
  it("admins only, with a reason; recounts, records 'hidden', mails the provider's users; 409 the second time", async () => {
    const { provider, user, ids } = await reviewed([5, 2]);
    const [low, high] = ids as [string, string];
    expect(await figuresOf(t, provider.id)).toEqual({ rating: 3.5, reviewCount: 2, verifiedReviews: 2 });
    for (const who of ["anonymous", "basic", "owner", "otherHospital", "applicant", "otherTelerad"] as const)
      expect((await cast.hideAs(who, low, { reason: "Abusive" })).status, who).toBe(who === "anonymous" ? 401 : 403);
    expect((await cast.hideAs(user, low, { reason: "Abusive" })).status).toBe(403);
    for (const body of [{}, { reason: "  " }, { reason: "x".repeat(1001) }]) {
      const res = await cast.hideAs("admin", low, body);
      expect(res.status).toBe(400);
      expect(Object.keys(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields)).toEqual(["reason"]);
    }
    expect(await figuresOf(t, provider.id)).toEqual({ rating: 3.5, reviewCount: 2, verifiedReviews: 2 });

    const res = await cast.hideAs("admin", low, { reason: "Names a patient" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: low, hiddenReason: "Names a patient", summary: { rating: 5, reviewCount: 1, verifiedReviews: 1 } });
    expect(await figuresOf(t, provider.id)).toEqual({ rating: 5, reviewCount: 1, verifiedReviews: 1 });
    expect((await list("anonymous", provider.slug)).data.map((r) => r.id)).toEqual([high]);
    const again = await cast.hideAs("admin", low, { reason: "Names a patient" });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(REVIEW_MESSAGES.alreadyHidden);
    expect((await cast.replyAs(user, low, { reply: "Replying to a hidden review" })).status).toBe(404);
    const events = await reviewEvents(t, low);
    expect(events.find((e) => e.action === "hidden")).toMatchObject({ actorUserId: cast.u.admin.userId, providerId: provider.id });
    const mail = (await mailTo(t, user.email)).filter((m) => m.subject === "A review of your provider was hidden");
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain("Reason: Names a patient");

    // Every review hidden: no reviews and a rating of 0.
    expect((await cast.hideAs("admin", high, { reason: "Duplicate" })).status).toBe(200);
    expect(await figuresOf(t, provider.id)).toEqual({ rating: 0, reviewCount: 0, verifiedReviews: 0 });
    expect(await list("anonymous", provider.slug)).toMatchObject({ data: [], total: 0, summary: { rating: 0, reviewCount: 0 } });
  });
});

describe("the owner's applications table", () => {
  it("says per row whether the award can still be reviewed, and how it was", async () => {
    const provider = await make.provider(t);
    const { tender, application } = await cast.award("AWARDED", "FR", provider.id);
    await make.application(t, { tenderId: tender.id, providerId: cast.providerB.id, status: "DECLINED" });
    type Rows = { data: { id: string; status: string; canReview: boolean; review: { id: string; rating: number } | null }[] };
    const rows = async (who: Who) => ((await (await t.request("GET", `/api/requests/${tender.id}/applications`, { cookie: cast.cookieOf(who) })).json()) as Rows).data;
    expect((await rows("owner")).map((r) => [r.status, r.canReview, r.review])).toEqual([
      ["DECLINED", false, null],
      ["AWARDED", true, null],
    ]);
    expect((await rows("admin")).every((r) => !r.canReview)).toBe(true);
    const res = await cast.reviewAs("owner", application.id, { rating: 3, body: reviewText("table") });
    const { id } = (await res.json()) as { id: string };
    expect((await rows("owner")).find((r) => r.id === application.id)).toMatchObject({ canReview: false, review: { id, rating: 3 } });
  });
});
