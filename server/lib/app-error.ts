import type { ErrorCode } from "@shared/error-codes";

/**
 * The one error type services throw; the error handler turns it into
 * `{ code, message, errors?, requestId }`. `code` is stable and machine-readable: clients and code
 * paths branch on it, never on the message text. It is one of shared/error-codes.ts, so a misspelt
 * code fails the typecheck.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    code?: ErrorCode,
    /** Extra machine-readable facts of the refusal (the date a locked chapter opens). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
    this.code = code ?? defaultCode(status);
  }
}

const CODES_BY_STATUS: Record<number, ErrorCode> = {
  400: "INVALID_INPUT",
  401: "NOT_SIGNED_IN",
  402: "PAYMENT_REQUIRED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "TOO_LARGE",
  415: "UNSUPPORTED_TYPE",
  429: "TOO_MANY_REQUESTS",
  503: "UNAVAILABLE",
};

export function defaultCode(status: number): ErrorCode {
  return CODES_BY_STATUS[status] ?? (status >= 500 ? "INTERNAL" : "ERROR");
}

export const badRequest = (message: string, errors?: Record<string, string>, code?: ErrorCode) => new AppError(400, message, errors, code);
export const unauthorized = (message = "Not signed in", code?: ErrorCode) => new AppError(401, message, undefined, code);
export const forbidden = (message = "You are not allowed to do this", code?: ErrorCode, details?: Record<string, unknown>) =>
  new AppError(403, message, undefined, code, details);
export const notFound = (message = "Not found", code?: ErrorCode) => new AppError(404, message, undefined, code);
export const conflict = (message: string, errors?: Record<string, string>, code?: ErrorCode) => new AppError(409, message, errors, code);
