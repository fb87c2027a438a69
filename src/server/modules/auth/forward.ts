import type { Context } from "hono";
import type { z } from "zod";
import { signedInRefusal } from "@/shared/policy/roles";
import type { AppEnv } from "@/server/context";
import { enforce, Invalid } from "@/server/errors";
import { watchingDatabase } from "./database-watch";
import { actorForRequest } from "./session";

type Ctx = Context<AppEnv>;

export async function bodyOf<S extends z.ZodType>(c: Ctx, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new Invalid("Malformed JSON in request body");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw Invalid.fromZod(parsed.error);
  return parsed.data;
}

/** The caller's actor, read the way every API route reads it (expired sessions end here); 401 without one. */
export async function signedInActor(c: Ctx) {
  const actor = await actorForRequest(c, c.get("services"));
  enforce(signedInRefusal(actor));
  c.set("actor", actor);
  return actor;
}

/** Hands the request to better-auth (with the checked body, if any) and keeps session tokens out of its JSON answer. */
export async function forward(c: Ctx, body?: object): Promise<Response> {
  let request = c.req.raw;
  if (body !== undefined) {
    const headers = new Headers(request.headers);
    headers.delete("content-length");
    headers.set("content-type", "application/json");
    request = new Request(request.url, { method: request.method, headers, body: JSON.stringify(body) });
  }
  return withoutSessionToken(await watchingDatabase(() => c.get("services").auth.handler(request)));
}

/** The session travels only in its httpOnly cookie (PRODUCT.md #2). */
async function withoutSessionToken(res: Response): Promise<Response> {
  if (!res.headers.get("content-type")?.includes("application/json")) return res;
  const data: unknown = await res.json().catch(() => null);
  if (data && typeof data === "object") {
    const record = data as { token?: unknown; session?: { token?: unknown } };
    delete record.token;
    if (record.session && typeof record.session === "object") delete record.session.token;
  }
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(data), { status: res.status, statusText: res.statusText, headers });
}
