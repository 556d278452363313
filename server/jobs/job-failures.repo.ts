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

export interface QueueCount {
  queue: string;
  state: "queued" | "active" | "failed";
  count: number;
}

/**
 * Jobs waiting (created or due for a retry), running, and failed in the last hour, per queue, for
 * the metrics (server/lib/metrics.ts). Bounded: finished jobs are left out by the state filter, at
 * most 500 groups, and a missing pgboss schema (the queue not started yet) answers nothing.
 */
export async function countJobsByQueue(db: Db): Promise<QueueCount[]> {
  const exists = await db.execute<{ ready: boolean }>(sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS ready`);
  if (!exists.rows[0]?.ready) return [];
  const result = await db.execute<{ queue: string; state: QueueCount["state"]; count: number }>(sql`
    SELECT name AS queue,
           CASE WHEN state IN ('created', 'retry') THEN 'queued' ELSE state::text END AS state,
           count(*)::int AS count
    FROM pgboss.job
    WHERE name NOT LIKE '\_\_pgboss\_\_%'
      AND (state IN ('created', 'retry', 'active') OR (state = 'failed' AND completed_on >= now() - interval '1 hour'))
    GROUP BY 1, 2
    ORDER BY 1, 2
    LIMIT 500`);
  return result.rows.map((r) => ({ queue: r.queue, state: r.state, count: Number(r.count) }));
}
