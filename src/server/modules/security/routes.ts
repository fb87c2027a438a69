import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { SessionsSchema } from "@/shared/contracts/security";
import type { AppEnv } from "../../context";
import { NotAuthenticated } from "../../errors";
import { signedIn } from "../../http/guards";
import { errorBody, IdParams, json } from "../../http/openapi";
import type { Router } from "../../http/router";
import { sessionTokenOf } from "../auth/session";
import { listSessions, signOutOtherSessions, signOutSession } from "./service";

const tags = ["security"];
const refused = { 401: errorBody("Not signed in") };

/** The caller's own session, as its cookie names it. */
export function currentSession(c: Context<AppEnv>): { sessionToken: string } {
  const sessionToken = sessionTokenOf(c, c.get("services").config);
  if (!sessionToken) throw new NotAuthenticated();
  return { sessionToken };
}

/** The user's own sessions (issue 34 §3): listed, one signed out, or all others. */
export function registerSecurityRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/me/sessions",
      operationId: "listMySessions",
      tags,
      summary: "The signed-in user's sessions: device, approximate place (country), signed in and last active",
      middleware: [signedIn] as const,
      responses: { 200: json(SessionsSchema, "Sessions, the most recently active first"), ...refused },
    }),
    async (c) => c.json({ data: await listSessions(c.get("ctx"), c.get("actor"), currentSession(c)) }, 200),
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/api/me/sessions/{id}",
      operationId: "signOutMySession",
      tags,
      summary: "Sign out one of the user's other sessions; it is refused at its next request",
      middleware: [signedIn] as const,
      request: { params: IdParams },
      responses: {
        204: { description: "Signed out" },
        ...refused,
        404: errorBody("No such session of this user"),
        409: errorBody("The current session: sign out instead"),
      },
    }),
    async (c) => {
      await signOutSession(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...currentSession(c) });
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/me/sessions/sign-out-others",
      operationId: "signOutMyOtherSessions",
      tags,
      summary: "Sign out every session of the user but this one",
      middleware: [signedIn] as const,
      responses: { 200: json(z.object({ ended: z.number().int() }), "How many sessions ended"), ...refused },
    }),
    async (c) => c.json(await signOutOtherSessions(c.get("ctx"), c.get("actor"), currentSession(c)), 200),
  );
}
