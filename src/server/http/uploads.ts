import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { CREDENTIAL_MESSAGES, DOCUMENT_MAX_BYTES } from "@/shared/policy/credentials";
import { ATTACHMENTS_MAX, MESSAGE_MESSAGES } from "@/shared/policy/messages";
import { STUDY_BATCH_MAX_BYTES, STUDY_FILE_MAX_BYTES, STUDY_MESSAGES } from "@/shared/policy/studies";
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
const studyFileLimit = bodyLimit({ maxSize: STUDY_FILE_MAX_BYTES, onError: tooLarge("file", STUDY_MESSAGES.fileTooLarge) });
const studyBatchLimit = bodyLimit({ maxSize: STUDY_BATCH_MAX_BYTES, onError: tooLarge("studies", STUDY_MESSAGES.batchTooLarge) });

/** How a route's body is checked before it runs (input-guard.ts): a form with files, a CSV file read as it streams, or JSON. */
export type BodyKind = "multipart" | "csv" | "json";

/**
 * The routes with bodies larger than 100 KB, each with its limit: files as multipart/form-data (credentials: one
 * document; messages: up to three attachments), a contract's study file as text/csv, and its JSON batches and FHIR
 * bundles of up to 5,000 studies (2 MB). Every other /api route takes JSON up to 100 KB (`app.ts`); this list is the
 * only exception.
 */
const UPLOAD_ROUTES: { method: string; path: RegExp; limit: MiddlewareHandler; body: BodyKind }[] = [
  { method: "POST", path: /^\/api\/credentials$/, limit: credentialLimit, body: "multipart" },
  { method: "PATCH", path: /^\/api\/credentials\/[^/]+$/, limit: credentialLimit, body: "multipart" },
  { method: "POST", path: /^\/api\/threads\/[^/]+\/[^/]+\/messages$/, limit: messageLimit, body: "multipart" },
  { method: "POST", path: /^\/api\/contracts\/[^/]+\/studies\/file$/, limit: studyFileLimit, body: "csv" },
  { method: "POST", path: /^\/api\/contracts\/[^/]+\/studies$/, limit: studyBatchLimit, body: "json" },
  { method: "POST", path: /^\/api\/contracts\/[^/]+\/studies\/fhir$/, limit: studyBatchLimit, body: "json" },
];

const uploadRoute = (c: Context) => UPLOAD_ROUTES.find((r) => r.method === c.req.method && r.path.test(c.req.path));
/** The kind of body the route takes: JSON unless the list says otherwise. */
export const bodyKindOf = (c: Context): BodyKind => uploadRoute(c)?.body ?? "json";

/** `json` on every route but the upload routes, which get their own, larger limits. */
export function bodyLimits(json: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (uploadRoute(c)?.limit ?? json)(c, next);
}
