import { z } from "zod";

export const ERROR_CODES = [
  "BAD_REQUEST",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Uuid = z.string().uuid("Invalid id");

/** Query-string page number and size; size capped at 100. */
export function pagingQuery(defaultSize: number) {
  return {
    page: z.coerce.number().int("page must be a whole number").min(1, "page must be at least 1").default(1),
    pageSize: z.coerce
      .number()
      .int("pageSize must be a whole number")
      .min(1, "pageSize must be at least 1")
      .max(100, "pageSize must be at most 100")
      .default(defaultSize),
  };
}

export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
  hasNext: boolean;
  hasPrev: boolean;
}

export function pageOf<T>(data: T[], total: number, page: number, pageSize: number): Page<T> {
  return { data, total, page, pageSize, hasNext: page * pageSize < total, hasPrev: page > 1 };
}

export const pageSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    hasNext: z.boolean(),
    hasPrev: z.boolean(),
  });

/** A list query parameter that may be repeated or comma separated. */
export const listParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    v === undefined
      ? undefined
      : (Array.isArray(v) ? v : [v])
          .flatMap((s) => s.split(","))
          .map((s) => s.trim())
          .filter(Boolean),
  );
