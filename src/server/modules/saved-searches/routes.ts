import { createRoute } from "@hono/zod-openapi";
import { CreateSavedSearchInput, SavedSearchListSchema, SavedSearchSchema, UpdateSavedSearchInput } from "@/shared/contracts/saved-searches";
import { signedIn } from "../../http/guards";
import { errorBody, IdParams, json, jsonBody } from "../../http/openapi";
import { type Router, withFieldErrors } from "../../http/router";
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from "./service";

/** Saved searches of the board and the directory, with their alerts (issue 17). Each user sees and changes only their own. */
export function registerSavedSearchesRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/saved-searches",
      operationId: "listSavedSearches",
      tags: ["saved-searches"],
      summary: "The signed-in user's saved searches, oldest first",
      middleware: [signedIn] as const,
      responses: { 200: json(SavedSearchListSchema, "At most 25"), 401: errorBody("Not signed in") },
    }),
    async (c) => c.json(await listSavedSearches(c.get("ctx"), c.get("actor")), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/saved-searches",
      operationId: "createSavedSearch",
      tags: ["saved-searches"],
      summary: "Save the current search of the board (`requests`) or the directory (`providers`)",
      description:
        "`query` is the page's URL parameters, checked as the board or the directory checks them (page and pageSize are not kept). New matches are mailed instantly (within a minute), in a daily digest at 07:00 in the user's time zone, or not at all; each item at most once per search, and as the user's role may see it. `timeZone` (the browser's) becomes the user's digest time zone if none was chosen yet.",
      request: { body: jsonBody(CreateSavedSearchInput) },
      responses: {
        201: json(SavedSearchSchema, "Saved"),
        400: errorBody("A missing or long name, an unknown scope or frequency, or filters the page would refuse"),
        401: errorBody("Not signed in"),
        409: errorBody("The user has 25 saved searches already"),
      },
    }),
    async (c) => {
      signedIn.check(c);
      return c.json(await createSavedSearch(c.get("ctx"), c.get("actor"), c.req.valid("json")), 201);
    },
    withFieldErrors,
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/api/saved-searches/{id}",
      operationId: "updateSavedSearch",
      tags: ["saved-searches"],
      summary: "Rename a saved search or change how often it alerts",
      request: { params: IdParams, body: jsonBody(UpdateSavedSearchInput) },
      responses: {
        200: json(SavedSearchSchema, "Changed"),
        400: errorBody("A missing or long name, or an unknown frequency"),
        401: errorBody("Not signed in"),
        404: errorBody("Not one of the user's saved searches"),
      },
    }),
    async (c) => {
      signedIn.check(c);
      return c.json(await updateSavedSearch(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") }), 200);
    },
    withFieldErrors,
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/api/saved-searches/{id}",
      operationId: "deleteSavedSearch",
      tags: ["saved-searches"],
      summary: "Delete a saved search",
      request: { params: IdParams },
      responses: { 204: { description: "Deleted" }, 400: errorBody("Invalid id"), 401: errorBody("Not signed in"), 404: errorBody("Not one of the user's saved searches") },
    }),
    async (c) => {
      signedIn.check(c);
      await deleteSavedSearch(c.get("ctx"), c.get("actor"), c.req.valid("param"));
      return c.body(null, 204);
    },
  );
}
