import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/context";
import { PasskeyRegistrationInput, PasskeySchema, PasskeysSchema } from "@/shared/contracts/security";
import { signedIn } from "../../http/guards";
import { errorBody, IdParams, json, jsonBody } from "../../http/openapi";
import type { Router } from "../../http/router";
import { addPasskey, listPasskeys, PasskeyRefused, registrationOptions, removePasskey } from "./passkeys";

const tags = ["security"];
const refused = { 401: errorBody("Not signed in") };

/** A refused passkey answer is logged with why and whose, never with the credential; the caller gets the one message. */
export const logRefusal =
  (c: Context<AppEnv>, step: "registration" | "sign-in") =>
  (error: unknown): never => {
    if (error instanceof PasskeyRefused) c.get("logger").warn({ step, reason: error.reason, userId: error.userId }, "passkey refused");
    throw error;
  };

/** The user's own passkeys (issue 34 §2): listed, added through the browser's WebAuthn, removed. */
export function registerPasskeyRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/me/passkeys",
      operationId: "listMyPasskeys",
      tags,
      summary: "The signed-in user's passkeys",
      middleware: [signedIn] as const,
      responses: { 200: json(PasskeysSchema, "Passkeys, oldest first"), ...refused },
    }),
    async (c) => c.json({ data: await listPasskeys(c.get("ctx"), c.get("actor")) }, 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/me/passkeys/registration-options",
      operationId: "passkeyRegistrationOptions",
      tags,
      summary: "WebAuthn creation options for a new passkey (a challenge valid five minutes, used once)",
      middleware: [signedIn] as const,
      responses: { 200: json(z.object({}).passthrough(), "PublicKeyCredentialCreationOptionsJSON"), ...refused },
    }),
    async (c) => c.json(await registrationOptions(c.get("ctx"), c.get("actor")), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/me/passkeys",
      operationId: "addMyPasskey",
      tags,
      summary: "Add the passkey the browser made for one of the user's live registration options (user verification required)",
      middleware: [signedIn] as const,
      request: { body: jsonBody(PasskeyRegistrationInput) },
      responses: { 201: json(PasskeySchema, "Added"), 400: errorBody("Not a passkey answer, or one that could not be verified"), ...refused },
    }),
    async (c) => c.json(await addPasskey(c.get("ctx"), c.get("actor"), { ...c.req.valid("json"), userAgent: c.req.header("user-agent") }).catch(logRefusal(c, "registration")), 201),
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/api/me/passkeys/{id}",
      operationId: "removeMyPasskey",
      tags,
      summary: "Remove one of the user's passkeys",
      middleware: [signedIn] as const,
      request: { params: IdParams },
      responses: { 204: { description: "Removed" }, ...refused, 404: errorBody("No such passkey of this user") },
    }),
    async (c) => {
      await removePasskey(c.get("ctx"), c.get("actor"), c.req.valid("param"));
      return c.body(null, 204);
    },
  );
}
