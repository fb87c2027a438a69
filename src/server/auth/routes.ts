import type { Hono } from "hono";
import { SignUpInput } from "@/shared/contracts/auth";
import type { AppEnv } from "../context";
import { Invalid } from "../errors";
import { firstIssue } from "../http/router";
import { watchingDatabase } from "./database-watch";

/** Mounts better-auth on /api/auth/*, with the specification's sign-up rules checked first. */
export function registerAuthRoutes(app: Hono<AppEnv>) {
  app.post("/api/auth/sign-up/email", async (c) => {
    let body: Record<string, unknown>;
    try {
      body = await c.req.json();
    } catch {
      throw new Invalid("Malformed JSON in request body");
    }
    const parsed = SignUpInput.safeParse(body);
    if (!parsed.success) throw new Invalid(firstIssue(parsed.error));
    const { confirmPassword: _ignored, ...rest } = body;
    const forwarded = new Request(c.req.raw.url, {
      method: "POST",
      headers: c.req.raw.headers,
      body: JSON.stringify({ ...rest, name: parsed.data.name, email: parsed.data.email }),
    });
    return watchingDatabase(() => c.get("services").auth.handler(forwarded));
  });
  app.on(["GET", "POST"], "/api/auth/*", (c) => watchingDatabase(() => c.get("services").auth.handler(c.req.raw)));
}
