import type { ZodError } from "zod";
import { type ErrorCode, fieldErrors } from "@/shared/contracts/common";
import type { Refusal } from "@/shared/policy/roles";

export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** A 400; `fields` gives one message per invalid field, for forms that show each beside its field. */
export class Invalid extends AppError {
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(400, "BAD_REQUEST", message);
  }

  /** A failed validation: its first message, and with `withFields` every field's. */
  static fromZod(error: ZodError, { withFields = false } = {}) {
    return new Invalid(firstIssue(error), withFields ? fieldErrors(error) : undefined);
  }
}
export class NotAuthenticated extends AppError {
  constructor(message = "Not authenticated") {
    super(401, "UNAUTHENTICATED", message);
  }
}
export class Forbidden extends AppError {
  constructor(message: string) {
    super(403, "FORBIDDEN", message);
  }
}
export class NotFound extends AppError {
  constructor(message: string) {
    super(404, "NOT_FOUND", message);
  }
}
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, "CONFLICT", message);
  }
}

/** The HTTP error of a shared-policy refusal: 401, 403 or 409 with its message. */
function errorOf(refusal: NonNullable<Refusal>): AppError {
  if (refusal.status === 401) return new NotAuthenticated(refusal.message);
  if (refusal.status === 403) return new Forbidden(refusal.message);
  return new Conflict(refusal.message);
}

/** Turns a shared-policy refusal into its HTTP error; does nothing when the actor is allowed. */
export function enforce(refusal: Refusal): void {
  if (refusal) throw errorOf(refusal);
}

/**
 * Throws a refusal that is already certain: a write that found the row changed under it (a lost race),
 * or a row that is gone. Returns never, so `if (!row) refuse(...)` narrows `row`. A null refusal here is
 * a programming error (500).
 */
export function refuse(refusal: Refusal): never {
  if (!refusal) throw new Error("refuse() was given no refusal");
  throw errorOf(refusal);
}

/** The message of a failed validation: its first issue. */
export function firstIssue(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input";
  if (issue.code === "unrecognized_keys") return `Unknown field: ${issue.keys.join(", ")}`;
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  // Messages written for users (the specification's) stand alone; zod's generic ones get the field name.
  return /^[A-Z]/.test(issue.message) && !issue.message.startsWith("Invalid input") ? issue.message : `${where}${issue.message}`;
}
