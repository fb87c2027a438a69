import { createRoute } from "@hono/zod-openapi";
import { ApplicationSchema, ConfirmApplicationInput } from "@/shared/contracts/applications";
import { signedIn } from "../../http/guards";
import { errorBody, IdParams, json, jsonBody } from "../../http/openapi";
import { type Router, withFieldErrors } from "../../http/router";
import { confirmApplication } from "./confirm-service";

/** "Confirm Application" after an amendment (issue 15 §2); registered by registerApplicationsRoutes. */
export function registerConfirmRoute(app: Router) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/applications/{id}/confirm",
      operationId: "confirmApplication",
      tags: ["applications"],
      summary: "Confirm an application after the request was amended (the applying provider's users)",
      description:
        "Confirms a SUBMITTED or SHORTLISTED application made before the OPEN request's last amendment and not confirmed since. The price may change at the same time: a field left out keeps its value; `pricesByModality`, when given, replaces the stored prices. Records an event and mails the owning hospital. Admins, hospitals and other providers get 403.",
      request: { params: IdParams, body: jsonBody(ConfirmApplicationInput) },
      responses: {
        200: json(ApplicationSchema, "The confirmed application"),
        400: errorBody("Invalid price, currency or modality price"),
        401: errorBody("Not authenticated"),
        403: errorBody("Not a user of the provider that applied, or the (licence-required) request needs a verified licence the provider no longer holds"),
        404: errorBody("Application not found"),
        409: errorBody("Nothing to confirm, already confirmed, not submitted or shortlisted, or the request is not open"),
      },
    }),
    async (c) => {
      signedIn.check(c);
      return c.json(await confirmApplication(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") }), 200);
    },
    withFieldErrors,
  );
}
