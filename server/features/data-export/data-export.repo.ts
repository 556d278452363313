import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { dataExports } from "../../db/schema";

export type DataExportRow = typeof dataExports.$inferSelect;

/** The account's latest request, or undefined. */
export async function findLatestExport(db: Db | Tx, userId: number): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(1);
  return row;
}

/** The account's latest request since `since` that counts toward the daily limit (a failed one does not). */
export async function findCountedExportSince(tx: Tx, userId: number, since: Date): Promise<DataExportRow | undefined> {
  const [row] = await tx
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), ne(dataExports.status, "failed"), gte(dataExports.createdAt, since)))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row;
}

export async function findExport(db: Db, id: number): Promise<DataExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row;
}

/**
 * A pending request; undefined when the account already has one pending (the partial unique index
 * data_exports_one_pending_key decides between two requests at once).
 */
export async function insertPendingExport(tx: Tx, userId: number, now: Date): Promise<DataExportRow | undefined> {
  const rows = await tx
    .insert(dataExports)
    .values({ userId, status: "pending", createdAt: now })
    .onConflictDoNothing({ target: dataExports.userId, where: sql`${dataExports.status} = 'pending'` })
    .returning();
  return rows[0];
}

/** The oldest pending requests, for the job. */
export async function listPendingExports(db: Db, limit: number): Promise<DataExportRow[]> {
  return db.select().from(dataExports).where(eq(dataExports.status, "pending")).orderBy(asc(dataExports.createdAt)).limit(limit);
}

/** Marks a pending request ready with its archive; false when it is no longer pending (the file is then the caller's to remove). */
export async function markExportReady(
  tx: Tx,
  id: number,
  file: { key: string; sizeBytes: number },
  readyAt: Date,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await tx
    .update(dataExports)
    .set({ status: "ready", fileKey: file.key, sizeBytes: file.sizeBytes, readyAt, expiresAt })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, "pending")))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

/** Counts a failed build; the request fails for good after `maxAttempts`. */
export async function recordExportFailure(db: Db, id: number, maxAttempts: number): Promise<void> {
  await db
    .update(dataExports)
    .set({
      attempts: sql`${dataExports.attempts} + 1`,
      status: sql`CASE WHEN ${dataExports.attempts} + 1 >= ${maxAttempts} THEN 'failed' ELSE 'pending' END`,
    })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, "pending")));
}

/** Ready archives whose time is up. */
export async function listExpiredExports(db: Db, now: Date, limit: number): Promise<DataExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.status, "ready"), lte(dataExports.expiresAt, now)))
    .orderBy(asc(dataExports.expiresAt))
    .limit(limit);
}

/** The row keeps its dates (the daily limit counts it) and loses its file key. */
export async function markExportsExpired(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(dataExports)
    .set({ status: "expired", fileKey: null })
    .where(and(inArray(dataExports.id, ids), eq(dataExports.status, "ready")));
}

/** Requests older than `before` that no longer hold a file: nothing left to keep them for. */
export async function deleteOldExportRows(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(dataExports)
    .where(and(inArray(dataExports.status, ["expired", "failed"]), lt(dataExports.createdAt, before)))
    .returning({ id: dataExports.id });
  return rows.length;
}

/** The storage keys of the archives that are ready now (the orphan sweep keeps these). */
export async function liveExportKeys(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ key: dataExports.fileKey })
    .from(dataExports)
    .where(and(eq(dataExports.status, "ready"), isNotNull(dataExports.fileKey)));
  return new Set(rows.map((r) => r.key as string));
}
