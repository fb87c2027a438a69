import { OpenAPIHono } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import type { AppEnv } from "../context";
import { Invalid } from "../errors";

export function firstIssue(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input";
  if (issue.code === "unrecognized_keys") return `Unknown field: ${issue.keys.join(", ")}`;
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  // Messages written for users (the specification's) stand alone; zod's generic ones get the field name.
  return /^[A-Z]/.test(issue.message) && !issue.message.startsWith("Invalid input") ? issue.message : `${where}${issue.message}`;
}

/** A router whose validation failures become 400 errors with the first message. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw new Invalid(firstIssue(result.error as ZodError));
    },
  });
}

export type Router = ReturnType<typeof createRouter>;
