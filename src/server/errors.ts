import type { ErrorCode } from "@/shared/contracts/common";

export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export class Invalid extends AppError {
  constructor(message: string) {
    super(400, "BAD_REQUEST", message);
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
