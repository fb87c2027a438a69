import { describe, expect, it } from "vitest";
import { canReview, hideReasonError, hideRefusal, ratingError, replyError, replyRefusal, REVIEW_MESSAGES, reviewBodyError, reviewerLabel, reviewRefusal, starsLabel } from "./reviews";
import type { Actor } from "./roles";

const owner: Actor = { userId: "h1", role: "hospital", providerId: null, organisation: { id: "o1", kind: "hospital", role: "owner" } };
const otherHospital: Actor = { userId: "h2", role: "hospital", providerId: null, organisation: { id: "o2", kind: "hospital", role: "owner" } };
const admin: Actor = { userId: "a1", role: "admin", providerId: null };
const telerad: Actor = { userId: "t1", role: "telerad", providerId: "p1", organisation: { id: "p1", kind: "provider", role: "owner" } };
const otherTelerad: Actor = { userId: "t3", role: "telerad", providerId: "p2", organisation: { id: "p2", kind: "provider", role: "owner" } };
const noProvider: Actor = { userId: "t2", role: "telerad", providerId: null };
const basic: Actor = { userId: "b1", role: "basic", providerId: null };
const anonymous: Actor = { userId: null, role: null, providerId: null };
const tender = { hospitalId: "h1", organisationId: "o1" };

describe("reviews policy", () => {
  it("lets only the owning hospital review, and only an AWARDED application; admins do not review", () => {
    expect(reviewRefusal(owner, tender, { status: "AWARDED" })).toBeNull();
    expect(reviewRefusal(anonymous, tender, { status: "AWARDED" })?.status).toBe(401);
    for (const a of [otherHospital, admin, telerad, noProvider, basic]) expect(reviewRefusal(a, tender, { status: "AWARDED" })).toEqual({ status: 403, message: REVIEW_MESSAGES.ownerOnly });
    for (const status of ["SUBMITTED", "SHORTLISTED", "DECLINED", "WITHDRAWN"] as const)
      expect(reviewRefusal(owner, tender, { status })).toEqual({ status: 409, message: REVIEW_MESSAGES.notAwarded });
    expect(reviewRefusal(owner, { organisationId: null }, { status: "AWARDED" })?.status).toBe(403);
    expect(canReview(owner, tender, { status: "AWARDED" }, false)).toBe(true);
    expect(canReview(owner, tender, { status: "AWARDED" }, true)).toBe(false);
    expect(canReview(admin, tender, { status: "AWARDED" }, false)).toBe(false);
  });

  it("lets the reviewed provider's users reply once, and admins hide once", () => {
    const review = { providerId: "p1", reply: null, hiddenAt: null };
    expect(replyRefusal(telerad, review)).toBeNull();
    expect(replyRefusal(anonymous, review)?.status).toBe(401);
    for (const a of [otherTelerad, owner, admin]) expect(replyRefusal(a, review)?.status).toBe(403);
    expect(replyRefusal(noProvider, review)?.status).toBe(403);
    expect(replyRefusal(telerad, { ...review, reply: "Thank you" })).toEqual({ status: 409, message: REVIEW_MESSAGES.alreadyReplied });
    expect(hideRefusal(admin, review)).toBeNull();
    expect(hideRefusal(anonymous, review)?.status).toBe(401);
    for (const a of [owner, telerad, basic]) expect(hideRefusal(a, review)?.status).toBe(403);
    expect(hideRefusal(admin, { hiddenAt: new Date() })).toEqual({ status: 409, message: REVIEW_MESSAGES.alreadyHidden });
  });

  it("checks the form fields as the server does, and names the reviewer only by country", () => {
    expect(ratingError(null)).toBe(REVIEW_MESSAGES.ratingRequired);
    expect(ratingError(0)).toBe(REVIEW_MESSAGES.ratingRequired);
    expect(ratingError(4.5)).toBe(REVIEW_MESSAGES.ratingRequired);
    expect(ratingError(5)).toBeNull();
    expect(reviewBodyError("  ")).toBe(REVIEW_MESSAGES.reviewRequired);
    expect(reviewBodyError("Too short ")).toBe(REVIEW_MESSAGES.reviewShort);
    expect(reviewBodyError("x".repeat(2001))).toBe(REVIEW_MESSAGES.reviewLong);
    expect(reviewBodyError(" Ten chars! ")).toBeNull();
    expect(replyError("Thanks")).toBe(REVIEW_MESSAGES.replyShort);
    expect(hideReasonError(" ")).toBe(REVIEW_MESSAGES.reasonRequired);
    expect(hideReasonError("x".repeat(1001))).toBe(REVIEW_MESSAGES.reasonLong);
    expect(reviewerLabel("DE")).toBe("A hospital in Germany");
    expect([starsLabel(1), starsLabel(4)]).toEqual(["1 star", "4 stars"]);
  });
});
