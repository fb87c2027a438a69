import { OpenAPIHono } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import type { AppEnv } from "../context";
import { Invalid } from "../errors";

/** A router whose validation failures become 400 errors with the first message. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw Invalid.fromZod(result.error as ZodError);
    },
  });
}

export type Router = ReturnType<typeof createRouter>;

/** The validation hook of a form's route: its 400 also carries one message per invalid field. */
export function withFieldErrors(result: { success: boolean; error?: unknown }): undefined {
  if (!result.success) throw Invalid.fromZod(result.error as ZodError, { withFields: true });
}
