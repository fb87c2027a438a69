import { z } from "zod";
import type { Total } from "./totals";

// Kept apart from the schemas so that browser code can use them without loading zod.
export { EXACT_TOTAL_LIMIT, exactTotal, type Total } from "./totals";

export const ERROR_CODES = [
  "BAD_REQUEST",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "INTERNAL",
  "UNAVAILABLE",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) }).meta({ id: "Error" });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A 400 from a form that shows a message beside each field: `fields` has one per invalid field. */
export const FieldErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
}).meta({ id: "FieldError" });

/** One message per field ("caseStudies.0.title" for nested ones); the first issue of a field wins. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.code === "unrecognized_keys" ? "_form" : issue.path.map(String).join(".") || "_form";
    const message = issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : issue.message;
    if (!Object.hasOwn(out, key)) out[key] = message;
  }
  return out;
}

const ISO_DATE = /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The instant an ISO 8601 date or date-time names, or NaN when it names no real day or time (2030-02-30, 25:00). */
export function isoTime(text: string): number {
  const match = ISO_DATE.exec(text);
  if (!match) return Number.NaN;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year!, month!, 0);
  if (month! < 1 || month! > 12 || day! < 1 || day! > lastDay.getUTCDate() || hour! > 23 || minute! > 59 || second! > 59) return Number.NaN;
  return Date.parse(text);
}

/** The UTC day of an instant as YYYY-MM-DD: the day the server's dated rules count in. */
export const utcDay = (at: Date = new Date()) => at.toISOString().slice(0, 10);

/** Years 1 to 9999: the instants PostgreSQL reads back from JavaScript's ISO text. */
export const isStorableTime = (time: number) => time >= Date.parse("0001-01-01T00:00:00Z") && time <= Date.parse("9999-12-31T23:59:59.999Z");

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


export interface Page<T> extends Total {
  data: T[];
  page: number;
  pageSize: number;
  hasNext: boolean;
  hasPrev: boolean;
}

/**
 * A page from rows read with one row of lookahead (pageSize + 1): an estimated total cannot say whether
 * a next page exists, the extra row can.
 */
export function pageOf<T>(rows: T[], count: Total, page: number, pageSize: number): Page<T> {
  return {
    data: rows.slice(0, pageSize),
    ...count,
    page,
    pageSize,
    hasNext: count.estimated ? rows.length > pageSize : page * pageSize < count.total,
    hasPrev: page > 1,
  };
}

export const pageSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number(),
    estimated: z.boolean(),
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

/** Text of a length between min and max once trimmed; the max is also checked before trimming so no huge string is trimmed. */
export const boundedText = (min: number, max: number, required: string, short: string, long: string) =>
  z
    .string({ error: required })
    .max(max * 2, long)
    .trim()
    .min(1, required)
    .min(min, short)
    .max(max, long);
