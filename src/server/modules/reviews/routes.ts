import { createRoute } from "@hono/zod-openapi";
import { AwardMeasuresSchema, CreateReviewInput, HiddenReviewSchema, HideReviewInput, PublicReviewSchema, ReplyInput, ReviewPageSchema, ReviewsQuery } from "@/shared/contracts/reviews";
import { SlugOrIdParams } from "@/shared/contracts/providers";
import { adminOnly, providerUser, signedIn } from "../../http/guards";
import { errorBody, IdParams, json, jsonBody } from "../../http/openapi";
import { type Router, withFieldErrors } from "../../http/router";
import { awardMeasures, createReview, hideReview, listReviews, replyToReview } from "./service";

/** Verified reviews (issue 16 §4). A bad input is a 400 whoever sends it, so each write handler checks its guard first. */
export function registerReviewsRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/providers/{slugOrId}/reviews",
      operationId: "listProviderReviews",
      tags: ["reviews"],
      summary: "A provider's visible reviews, newest first, with its rating and counts",
      description:
        "Public. Each review names its reviewer only as \"A hospital in {country}\" (the reviewed request's country); never the hospital, its user or the request. `canReply` is true for the provider's own users on a review without a reply, `canHide` for admins.",
      request: { params: SlugOrIdParams, query: ReviewsQuery },
      responses: { 200: json(ReviewPageSchema, "A page of reviews"), 404: errorBody("Provider not found") },
    }),
    async (c) => c.json(await listReviews(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("query") }), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/applications/{id}/review",
      operationId: "reviewProvider",
      tags: ["reviews"],
      summary: "Review the provider of an awarded application (the owning hospital, once)",
      description:
        "The hospital that posted the request, once per AWARDED application (admins do not review: a review is the hospital's own word). In one transaction: the review, the provider's rating (mean of its visible reviews, one decimal) and review counts, the event, and an e-mail to the provider's users.",
      request: { params: IdParams, body: jsonBody(CreateReviewInput) },
      responses: {
        201: json(PublicReviewSchema, "The review, as the public sees it"),
        400: errorBody("Rating not 1 to 5, or a text shorter than 10 or longer than 2000 characters"),
        401: errorBody("Not authenticated"),
        403: errorBody("Not the hospital that posted the request"),
        404: errorBody("Application not found"),
        409: errorBody("The application is not AWARDED, or the award was already reviewed"),
      },
    }),
    async (c) => {
      signedIn.check(c);
      return c.json(await createReview(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") }), 201);
    },
    withFieldErrors,
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/applications/{id}/contract-measures",
      operationId: "awardContractMeasures",
      tags: ["reviews"],
      summary: "What the ledger recorded on an award's contract, shown beside its review (the owning hospital)",
      description:
        "For the hospital that posted the request (its Owners and Buyers, who review the award). Summed from the contract's kept monthly figures: recorded studies, those within their turnaround commitment and the share they make, over how many months. `measured` is null while the contract has no recorded study (or the award has no contract).",
      request: { params: IdParams },
      responses: {
        200: json(AwardMeasuresSchema, "The contract's measured figures, or null"),
        400: errorBody("Invalid id"),
        401: errorBody("Not authenticated"),
        403: errorBody("Not the hospital that posted the request"),
        404: errorBody("Application not found"),
      },
    }),
    async (c) => c.json(await awardMeasures(c.get("ctx"), c.get("actor"), c.req.valid("param")), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/reviews/{id}/reply",
      operationId: "replyToReview",
      tags: ["reviews"],
      summary: "Reply to a review of your provider (once)",
      description: "A telerad user of the reviewed provider posts its one public reply (10 to 2000 characters).",
      request: { params: IdParams, body: jsonBody(ReplyInput) },
      responses: {
        200: json(PublicReviewSchema, "The review with its reply"),
        400: errorBody("Reply shorter than 10 or longer than 2000 characters"),
        401: errorBody("Not authenticated"),
        403: errorBody("Not a user of the reviewed provider"),
        404: errorBody("Review not found"),
        409: errorBody("The review already has a reply"),
      },
    }),
    async (c) => {
      providerUser.check(c);
      return c.json(await replyToReview(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") }), 200);
    },
    withFieldErrors,
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/admin/reviews/{id}/hide",
      operationId: "hideReview",
      tags: ["reviews", "admin"],
      summary: "Hide a review, with a reason (admins)",
      description:
        "The review stops showing and counting: the provider's figures are recounted from its visible reviews (all hidden: rating 0, no reviews). The provider's users get the reason by e-mail.",
      request: { params: IdParams, body: jsonBody(HideReviewInput) },
      responses: {
        200: json(HiddenReviewSchema, "The hidden review and the provider's figures"),
        400: errorBody("No reason, or one longer than 1000 characters"),
        401: errorBody("Not authenticated"),
        403: errorBody("Not an admin"),
        404: errorBody("Review not found"),
        409: errorBody("Already hidden"),
      },
    }),
    async (c) => {
      adminOnly.check(c);
      return c.json(await hideReview(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") }), 200);
    },
    withFieldErrors,
  );
}
