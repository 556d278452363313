/** The PostgreSQL error behind a Drizzle error (Drizzle wraps driver errors in `cause`). */
export function pgError(err: unknown): { code?: string; constraint?: string } | undefined {
  let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let i = 0; e && i < 4; i++) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    e = e.cause as typeof e;
  }
  return undefined;
}

export function isUniqueViolation(err: unknown): string | undefined {
  const pg = pgError(err);
  return pg?.code === "23505" ? (pg.constraint ?? "") : undefined;
}

// SQLSTATE classes and driver failures that mean "the database is slow or gone", not "the request
// is wrong": statement or lock timeouts, a cancelled query, a lost or refused connection.
const UNAVAILABLE_SQLSTATES = new Set(["57014", "57P01", "57P02", "57P03", "55P03", "53300", "25P03"]);
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|not queryable|Query read timeout|connect ECONNREFUSED|Connection refused|ETIMEDOUT|ECONNRESET|database query timed out|getaddrinfo (ENOTFOUND|EAI_AGAIN)/i;
const UNAVAILABLE_NODE_CODES = new Set([
  "ECONNREFUSED",
  "ETIMEDOUT",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/** True when the error says the database did not answer in time or could not be reached. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let i = 0; e && typeof e === "object" && i < 4; i++) {
    if (typeof e.code === "string" && (UNAVAILABLE_SQLSTATES.has(e.code) || e.code.startsWith("08") || UNAVAILABLE_NODE_CODES.has(e.code)))
      return true;
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
