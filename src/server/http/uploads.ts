import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { CREDENTIAL_MESSAGES, DOCUMENT_MAX_BYTES } from "@/shared/policy/credentials";
import { ATTACHMENTS_MAX, MESSAGE_MESSAGES } from "@/shared/policy/messages";
import { errorResponse } from "./error-handler";

/** The largest document and room for the form's other fields and part headers. */
const UPLOAD_MAX_BYTES = DOCUMENT_MAX_BYTES + 256 * 1024;
/** A message's files and room for its text and part headers. */
const MESSAGE_MAX_BYTES = ATTACHMENTS_MAX * DOCUMENT_MAX_BYTES + 256 * 1024;

/** A body over the upload limit is the file's fault: the form shows why beside its file input. */
const tooLarge = (field: string, message: string) => (c: Context) => {
  c.header("Connection", "close");
  return errorResponse(c, 413, "PAYLOAD_TOO_LARGE", message, { [field]: message });
};

const credentialLimit = bodyLimit({ maxSize: UPLOAD_MAX_BYTES, onError: tooLarge("document", CREDENTIAL_MESSAGES.documentTooLarge) });
const messageLimit = bodyLimit({ maxSize: MESSAGE_MAX_BYTES, onError: tooLarge("attachments", MESSAGE_MESSAGES.attachmentTooLarge) });
/**
 * The routes that take files, as multipart/form-data up to their limit (credentials: one document; messages: up to
 * three attachments). Every other /api route takes JSON up to 100 KB (`app.ts`); this list is the only exception.
 */
const UPLOAD_ROUTES: { method: string; path: RegExp; limit: MiddlewareHandler }[] = [
  { method: "POST", path: /^\/api\/credentials$/, limit: credentialLimit },
  { method: "PATCH", path: /^\/api\/credentials\/[^/]+$/, limit: credentialLimit },
  { method: "POST", path: /^\/api\/threads\/[^/]+\/[^/]+\/messages$/, limit: messageLimit },
];

const uploadRoute = (c: Context) => UPLOAD_ROUTES.find((r) => r.method === c.req.method && r.path.test(c.req.path));
export const isUploadRoute = (c: Context) => uploadRoute(c) !== undefined;

/** `json` on every route but the upload routes, which get their own, larger limits. */
export function bodyLimits(json: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (uploadRoute(c)?.limit ?? json)(c, next);
}
