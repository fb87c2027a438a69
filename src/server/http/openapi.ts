import { z } from "@hono/zod-openapi";
import { ErrorBody } from "@/shared/contracts/common";

/** A JSON response in the OpenAPI document. */
export const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** An error response in the OpenAPI document. */
export const errorBody = (description: string) => json(ErrorBody, description);

/** A JSON request body in the OpenAPI document. */
export const jsonBody = <T extends z.ZodTypeAny>(schema: T, required = true) => ({
  required,
  content: { "application/json": { schema } },
});

/** `{id}` in a path: a UUID, else 400 'Invalid id'. */
export const IdParams = z.object({
  id: z.string().uuid("Invalid id").openapi({ param: { name: "id", in: "path" }, example: "6f1c1f3e-2b7a-4a5e-9d1e-0c2f6f1a9b10" }),
});
