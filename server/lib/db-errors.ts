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
