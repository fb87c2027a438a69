import type { z } from "@hono/zod-openapi";
import { ErrorBody } from "@/shared/contracts/common";

export const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** The refusals every admin route can answer with. */
export const adminErrors = {
  400: json(ErrorBody, "Invalid input"),
  401: json(ErrorBody, "Not authenticated"),
  403: json(ErrorBody, "Unauthorized: Admin access required"),
};
