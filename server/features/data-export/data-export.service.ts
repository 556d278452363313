import crypto from "node:crypto";
import { EventEmitter } from "node:events";
import {
  DATA_EXPORT_INTERVAL_HOURS,
  DATA_EXPORT_VALID_HOURS,
  dataExportDownloadPath,
  type DataExport,
  type DataExportState,
} from "@shared/schemas/data-export";
import type { Db } from "../../db/client";
import { AppError, conflict, notFound } from "../../lib/app-error";
import { describeError, type Logger } from "../../lib/logger";
import type { Storage } from "../../lib/storage";
import { queueEmail } from "../email";
import { findUserById } from "../users";
import { buildExportArchive } from "./build-archive";
import * as repo from "./data-export.repo";
import type { DataExportRow } from "./data-export.repo";

const HOUR = 3600 * 1000;
/** A build that failed this many times is given up (failed); the person may ask again at once. */
export const MAX_EXPORT_ATTEMPTS = 3;
/** Where archives live in storage (docs/decisions/015-object-storage.md). */
export const EXPORTS_PREFIX = "exports/";
/** Expired and failed requests are forgotten after this long (the daily limit needs only a day). */
const FORGET_AFTER_MS = 30 * 24 * HOUR;
/** An archive file no ready request names is removed once this old (a run may be between its two steps). */
const ORPHAN_AFTER_MS = HOUR;

/**
 * Says "an export was requested" inside this process, so the job can be asked to run in a moment
 * rather than at its next minute (as outboxEvents does for email). The pending row is the durable
 * record: the job finds it whether or not this is heard.
 */
export const dataExportEvents = new EventEmitter();

export interface DataExportDeps {
  db: Db;
  storage: Storage;
  logger: Logger;
}

function present(row: DataExportRow, now: Date): DataExport {
  const expired = row.status === "expired" || (row.status === "ready" && row.expiresAt !== null && row.expiresAt <= now);
  const status = expired ? "expired" : row.status;
  return {
    id: row.id,
    status,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: status === "ready" ? row.sizeBytes : null,
    downloadPath: status === "ready" ? dataExportDownloadPath(row.id) : null,
  };
}

/** The next time a request counts as allowed after `row` (null: now). */
function nextRequestAt(row: DataExportRow | undefined, now: Date): string | null {
  if (!row || row.status === "failed") return null;
  const next = new Date(row.createdAt.getTime() + DATA_EXPORT_INTERVAL_HOURS * HOUR);
  return next > now ? next.toISOString() : null;
}

export async function getExportState(db: Db, userId: number, now: Date): Promise<DataExportState> {
  const latest = await repo.findLatestExport(db, userId);
  return { latest: latest ? present(latest, now) : null, nextRequestAt: nextRequestAt(latest, now) };
}

/**
 * Queues an archive of the account's data (docs/product-rules.md §15): one pending request per
 * account (409 EXPORT_PENDING) and one request a day (429 EXPORT_RATE_LIMITED; a failed one does
 * not count). The pending row is the job's work item, written in the request's transaction.
 */
export async function requestExport(db: Db, userId: number, now: Date): Promise<DataExport> {
  const row = await db.transaction(async (tx) => {
    const recent = await repo.findCountedExportSince(tx, userId, new Date(now.getTime() - DATA_EXPORT_INTERVAL_HOURS * HOUR));
    if (recent?.status === "pending") throw conflict("Your data export is already being prepared.", undefined, "EXPORT_PENDING");
    if (recent) {
      const next = new Date(recent.createdAt.getTime() + DATA_EXPORT_INTERVAL_HOURS * HOUR);
      throw new AppError(
        429,
        `You can ask for your data once every ${DATA_EXPORT_INTERVAL_HOURS} hours.`,
        undefined,
        "EXPORT_RATE_LIMITED",
        {
          nextRequestAt: next.toISOString(),
        },
      );
    }
    const inserted = await repo.insertPendingExport(tx, userId, now);
    // Another request of this account got in between the check and the insert.
    if (!inserted) throw conflict("Your data export is already being prepared.", undefined, "EXPORT_PENDING");
    return inserted;
  });
  dataExportEvents.emit("requested");
  return present(row, now);
}

/**
 * The archive of a ready export, for its owner only: anyone else (and an unknown id) gets 404,
 * a pending one 409 EXPORT_NOT_READY, an expired one 410 EXPORT_EXPIRED. Answers the storage key.
 */
export async function exportFileFor(db: Db, userId: number, id: number, now: Date): Promise<{ key: string; createdAt: Date }> {
  const row = await repo.findExport(db, id);
  if (!row || row.userId !== userId) throw notFound("Export not found");
  const shown = present(row, now);
  if (shown.status === "expired")
    throw new AppError(410, "This download has expired. Ask for your data again.", undefined, "EXPORT_EXPIRED");
  if (shown.status !== "ready" || !row.fileKey) throw conflict("This export is not ready yet.", undefined, "EXPORT_NOT_READY");
  return { key: row.fileKey, createdAt: row.createdAt };
}

/** The settings screens with the "Download my data" card. */
const CARD_PATHS: Partial<Record<string, string>> = {
  personal: "/personal/settings#data-export",
  entrepreneur: "/entrepreneur/settings#data-export",
};

/** Where the email's link leads: the screen with the download card, else the download itself. */
async function linkPathFor(db: Db, userId: number, exportId: number): Promise<string> {
  const user = await findUserById(db, userId);
  return CARD_PATHS[user?.role ?? ""] ?? dataExportDownloadPath(exportId);
}

/** Builds and stores one pending export, marks it ready and queues its email, in one transaction. */
async function buildOne(deps: DataExportDeps, row: DataExportRow, now: Date): Promise<void> {
  const archive = await buildExportArchive(deps.db, row.userId, now);
  const key = `${EXPORTS_PREFIX}${crypto.randomBytes(16).toString("hex")}.zip`;
  await deps.storage.put(key, archive, { contentType: "application/zip" });
  const expiresAt = new Date(now.getTime() + DATA_EXPORT_VALID_HOURS * HOUR);
  const path = await linkPathFor(deps.db, row.userId, row.id);
  const marked = await deps.db.transaction(async (tx) => {
    if (!(await repo.markExportReady(tx, row.id, { key, sizeBytes: archive.length }, now, expiresAt))) return false;
    await queueEmail(tx, row.userId, "data_export_ready", { path, hours: DATA_EXPORT_VALID_HOURS });
    return true;
  });
  // The request went away meanwhile (the account was deleted): its file goes too.
  if (!marked) await deps.storage.delete(key);
}

/**
 * The data-export job: builds every pending export (oldest first, at most `max` a run), then
 * sweeps. A failed build is counted on its row and tried again at the next run, up to
 * MAX_EXPORT_ATTEMPTS. Safe to run twice: a row is marked ready only while still pending.
 */
export async function runDataExports(deps: DataExportDeps, now = new Date(), max = 20): Promise<{ built: number; swept: number }> {
  let built = 0;
  for (const row of await repo.listPendingExports(deps.db, max)) {
    try {
      await buildOne(deps, row, now);
      built += 1;
    } catch (error) {
      deps.logger.warn("data export not built", { exportId: row.id, ...describeError(error) });
      await repo.recordExportFailure(deps.db, row.id, MAX_EXPORT_ATTEMPTS);
    }
  }
  const swept = await sweepExpiredExports(deps, now);
  return { built, swept };
}

/**
 * Removes each archive whose 24 hours are over (file first, then the row's key: a failure in
 * between leaves the row to try again), archive files no ready row names (an account deleted
 * while its export was ready), and requests nothing needs any more. Answers how many expired.
 */
export async function sweepExpiredExports(deps: DataExportDeps, now = new Date()): Promise<number> {
  const expired = await repo.listExpiredExports(deps.db, now, 500);
  const done: number[] = [];
  for (const row of expired) {
    try {
      if (row.fileKey) await deps.storage.delete(row.fileKey);
      done.push(row.id);
    } catch (error) {
      deps.logger.warn("expired data export not removed", { exportId: row.id, ...describeError(error) });
    }
  }
  await repo.markExportsExpired(deps.db, done);
  const live = await repo.liveExportKeys(deps.db);
  for await (const object of deps.storage.list(EXPORTS_PREFIX)) {
    if (!live.has(object.key) && now.getTime() - object.lastModified.getTime() > ORPHAN_AFTER_MS) await deps.storage.delete(object.key);
  }
  await repo.deleteOldExportRows(deps.db, new Date(now.getTime() - FORGET_AFTER_MS));
  return done.length;
}
