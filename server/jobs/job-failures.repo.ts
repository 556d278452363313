import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

export interface JobFailureRow {
  id: string;
  name: string;
  error: string | null;
  attempts: number;
  failedAt: Date;
}

/**
 * Jobs that failed for good (every retry spent) in the last `days`, newest first: pg-boss keeps
 * them in pgboss.job and, once archived, in pgboss.archive. None before the queue first started.
 */
export async function listJobFailures(db: Db, days: number, limit: number): Promise<JobFailureRow[]> {
  const exists = await db.execute<{ ready: boolean }>(sql`SELECT to_regclass('pgboss.archive') IS NOT NULL AS ready`);
  if (!exists.rows[0]?.ready) return [];
  const since = new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();
  const result = await db.execute<{ id: string; name: string; error: string | null; attempts: number; failed_at: string | Date }>(sql`
    SELECT id::text, name, output->>'message' AS error, retry_count + 1 AS attempts, completed_on AS failed_at
    FROM (
      SELECT id, name, output, retry_count, completed_on FROM pgboss.job WHERE state = 'failed' AND completed_on >= ${since}::timestamptz
      UNION ALL
      SELECT id, name, output, retry_count, completed_on FROM pgboss.archive WHERE state = 'failed' AND completed_on >= ${since}::timestamptz
    ) failed
    ORDER BY completed_on DESC
    LIMIT ${limit}`);
  return result.rows.map((r) => ({
    id: r.id,
    name: r.name,
    error: r.error,
    attempts: Number(r.attempts),
    failedAt: new Date(r.failed_at),
  }));
}
