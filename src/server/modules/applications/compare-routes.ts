import { createRoute } from "@hono/zod-openapi";
import { ComparisonSchema, QualityScoreInput } from "@/shared/contracts/application-compare";
import { signedIn } from "../../http/guards";
import { errorBody, IdParams, json, jsonBody } from "../../http/openapi";
import type { Router } from "../../http/router";
import { compareApplications, scoreQuality } from "./compare-service";

const ownerOnly = {
  401: errorBody("Not authenticated"),
  403: errorBody("Not the owning hospital or an admin"),
  404: errorBody("Request or application not found"),
};

/** Compare Applications and the hospital's quality scores: the owning hospital and admins only. */
export function registerCompareRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/requests/{id}/compare",
      operationId: "compareApplications",
      tags: ["applications"],
      summary: "Compare a request's applications (owning hospital or admin)",
      description:
        "Every application that is not WITHDRAWN, ranked best first: prices converted to the request's currency at the latest stored ECB reference rates (`rates.day`), estimated monthly cost, turnaround fit, quality score and score out of 100 with its breakdown (PRODUCT.md #24). Providers, basic users and other hospitals get 403.",
      middleware: [signedIn] as const,
      request: { params: IdParams },
      responses: { 200: json(ComparisonSchema, "The comparison"), 400: errorBody("Malformed id"), ...ownerOnly },
    }),
    async (c) => c.json(await compareApplications(c.get("ctx"), c.get("actor"), c.req.valid("param")), 200),
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/api/applications/{id}/quality-score",
      operationId: "setQualityScore",
      tags: ["applications"],
      summary: "Set the hospital's quality score of a bid (owning hospital or admin)",
      description:
        "A score from 0 to 10 with at most one decimal, or null to return to the default (the provider's rating / 5 x 10). Records who entered it and when. Answers the request's new comparison.",
      request: { params: IdParams, body: jsonBody(QualityScoreInput) },
      responses: {
        200: json(ComparisonSchema, "The comparison with the new score"),
        400: errorBody("Invalid quality score"),
        ...ownerOnly,
        409: errorBody("The application was withdrawn"),
      },
    }),
    async (c) => {
      signedIn.check(c);
      return c.json(await scoreQuality(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") }), 200);
    },
  );
}
