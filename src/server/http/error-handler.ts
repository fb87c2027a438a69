import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import type { AppEnv } from "../context";
import { connectionErrorIn } from "../db/connection-errors";
import { AppError, Invalid } from "../errors";

/** Seconds a client is asked to wait when the database cannot be reached. */
const RETRY_AFTER_SECONDS = 5;

export function errorResponse(c: Context, status: number, code: string, message: string, fields?: Record<string, string>) {
  return c.json({ error: fields ? { code, message, fields } : { code, message } }, status as 400);
}

/** One place where errors become `{ error: { code, message } }` (with `fields` for a form's 400); never a stack trace. */
export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ZodError) return handleError(Invalid.fromZod(err), c);
  if (err instanceof AppError) return errorResponse(c, err.status, err.code, err.message, err instanceof Invalid ? err.fields : undefined);
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = status === 413 ? "PAYLOAD_TOO_LARGE" : status === 401 ? "UNAUTHENTICATED" : status < 500 ? "BAD_REQUEST" : "INTERNAL";
    const message = status === 413 ? "Request body too large" : err.message || "Bad request";
    return errorResponse(c, status, code, message);
  }
  const lost = connectionErrorIn(err);
  if (lost) {
    (c.get("logger") ?? console).warn({ error: lost.message, code: lost.code }, "database unavailable");
    c.header("Retry-After", String(RETRY_AFTER_SECONDS));
    return errorResponse(c, 503, "UNAVAILABLE", "The service is temporarily unavailable. Please try again shortly.");
  }
  const pgCode = (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
  if (pgCode === "22P02" || pgCode === "22001" || pgCode === "22003")
    return errorResponse(c, 400, "BAD_REQUEST", "Invalid value in request");
  (c.get("logger") ?? console).error({ err }, "unhandled error");
  return errorResponse(c, 500, "INTERNAL", "Internal server error");
}
