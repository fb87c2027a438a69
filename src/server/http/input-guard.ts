import type { Context, MiddlewareHandler } from "hono";
import { AppError, Invalid } from "../errors";
import { isOneClickUnsubscribe } from "./one-click";
import { bodyKindOf } from "./uploads";

const MAX_JSON_DEPTH = 20;
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** C0 controls other than tab, line feed and carriage return, and DEL (PostgreSQL refuses NUL in text). */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

/** A path segment as a person reads it: control characters shown escaped. */
const shown = (segment: string | number) => JSON.stringify(String(segment)).slice(1, -1);
const refuse = (where: (string | number)[]) =>
  new Invalid(`${where.length ? where.map(shown).join(".") : "body"}: must not contain control characters`);

/** Walks a parsed JSON value without recursion: refuses control characters in keys and strings, and deep nesting. */
function checkJson(root: unknown): void {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: root, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === "string" && hasControl(value)) throw refuse(path);
    if (value === null || typeof value !== "object") continue;
    if (path.length >= MAX_JSON_DEPTH) throw new Invalid("Request body is nested too deeply");
    for (const [key, child] of Object.entries(value)) {
      const at = [...path, Array.isArray(value) ? Number(key) : key];
      if (hasControl(key)) throw refuse(at);
      stack.push({ value: child, path: at });
    }
  }
}

/** An upload route's body: multipart/form-data, well formed, with no control characters in its field names, values or file names. */
async function checkMultipart(c: Context): Promise<void> {
  if ((c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase() !== "multipart/form-data")
    throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", "Request body must be multipart/form-data");
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new Invalid("Malformed multipart/form-data body");
  }
  for (const [name, value] of form) {
    if (hasControl(name) || hasControl(typeof value === "string" ? value : value.name)) throw refuse([name]);
  }
}

/** A study file: text/csv, read by its route as it streams (its fields are checked there, row by row). */
function checkCsv(c: Context): void {
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "text/csv") throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", "Request body must be a CSV file (Content-Type: text/csv)");
}

/**
 * Refuses, before any route runs: control characters in the path, a query parameter or a JSON
 * body; JSON nested too deeply, malformed or not an object; a body that is not JSON at all (the
 * upload routes of `uploads.ts` take multipart/form-data instead, checked the same way).
 * The body is read once into Hono's cache, which the validators and the auth routes read.
 */
export const inputGuard: MiddlewareHandler = async (c, next) => {
  if (hasControl(c.req.path)) throw new Invalid("path: must not contain control characters");
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (hasControl(name) || values.some((v) => hasControl(v))) throw refuse([name]);
  }
  if (isOneClickUnsubscribe(c)) return next();
  const kind = bodyKindOf(c);
  if (c.req.raw.body && kind === "multipart") await checkMultipart(c);
  else if (c.req.raw.body && kind === "csv") checkCsv(c);
  else if (c.req.raw.body) {
    const text = await c.req.text();
    if (text !== "") {
      if (!JSON_TYPE.test((c.req.header("content-type") ?? "").split(";")[0]!.trim()))
        throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", "Request body must be JSON (Content-Type: application/json)");
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new Invalid("Malformed JSON in request body");
      }
      if (body === null || typeof body !== "object" || Array.isArray(body)) throw new Invalid("Request body must be a JSON object");
      checkJson(body);
    }
  }
  await next();
};
