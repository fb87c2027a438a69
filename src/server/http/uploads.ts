import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { CREDENTIAL_MESSAGES, DOCUMENT_MAX_BYTES } from "@/shared/policy/credentials";
import { errorResponse } from "./error-handler";

/**
 * The routes that take a file, as multipart/form-data up to UPLOAD_MAX_BYTES. Every other /api route
 * takes JSON up to 100 KB (`app.ts`); this list is the only exception.
 */
const UPLOAD_ROUTES: { method: string; path: RegExp }[] = [
  { method: "POST", path: /^\/api\/credentials$/ },
  { method: "PATCH", path: /^\/api\/credentials\/[^/]+$/ },
];

/** The largest document and room for the form's other fields and part headers. */
export const UPLOAD_MAX_BYTES = DOCUMENT_MAX_BYTES + 256 * 1024;

export const isUploadRoute = (c: Context) => UPLOAD_ROUTES.some((r) => r.method === c.req.method && r.path.test(c.req.path));

/** A body over the upload limit is the document's fault: the form shows why beside its file input. */
function documentTooLarge(c: Context) {
  c.header("Connection", "close");
  return errorResponse(c, 413, "PAYLOAD_TOO_LARGE", CREDENTIAL_MESSAGES.documentTooLarge, { document: CREDENTIAL_MESSAGES.documentTooLarge });
}

/** `json` on every route but the upload routes, which get their own, larger limit. */
export function bodyLimits(json: MiddlewareHandler): MiddlewareHandler {
  const upload = bodyLimit({ maxSize: UPLOAD_MAX_BYTES, onError: documentTooLarge });
  return (c, next) => (isUploadRoute(c) ? upload(c, next) : json(c, next));
}
