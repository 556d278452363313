import path from "node:path";
import type { Db } from "../db/client";
import { sweepExpiredRateLimits } from "../db/rate-limit-store";
import { sweepExpiredSessions } from "../db/session-store";
import { sweepOrphanStreams, sweepOrphanUploads } from "../features/courses";
import { sweepEmailData } from "../features/email";
import type { SettingsService } from "../features/settings";
import { sweepStaleUploads, TMP_FOLDER } from "../features/uploads";
import { describeError, type Logger } from "../lib/logger";
import { LocalStorage, type Storage } from "../lib/storage";

export interface SweepDeps {
  db: Db;
  settings: SettingsService;
  uploadDir: string;
  /** Where the uploaded files live; by default the local disk under uploadDir. */
  storage?: Storage;
  logger: Logger;
  /** The sweep's clock (tests: S3 objects cannot be dated back). */
  now?: number;
}

/**
 * The periodic sweeps (docs/product-rules.md §9): temporary uploads older than an hour, uploaded files no row
 * references and HLS output no chapter plays after 24 hours, sent emails after 90 days and spent tokens, expired rate-limit
 * counters and expired sessions. Each part is independent and best
 * effort: a failure is logged and the next run tries again.
 */
export async function runSweeps(deps: SweepDeps): Promise<void> {
  const tmp = await sweepStaleUploads(path.join(deps.uploadDir, TMP_FOLDER)).catch(() => 0);
  if (tmp) deps.logger.info("removed stale temporary uploads", { removed: tmp });
  const storage = deps.storage ?? new LocalStorage(deps.uploadDir);
  try {
    const s = await deps.settings.get();
    const orphans = await sweepOrphanUploads(deps.db, storage, [s.logoUrl, s.faviconUrl], deps.now);
    if (orphans.length) deps.logger.info("removed unreferenced uploads", { removed: orphans.length });
  } catch (err) {
    deps.logger.warn("orphan upload sweep failed", describeError(err));
  }
  try {
    const streams = await sweepOrphanStreams(deps.db, storage, deps.now);
    if (streams.length) deps.logger.info("removed unplayed video streams", { removed: streams.length });
  } catch (err) {
    deps.logger.warn("orphan stream sweep failed", describeError(err));
  }
  try {
    const swept = await sweepEmailData(deps.db);
    if (swept.emails || swept.tokens) deps.logger.debug("removed old emails and spent tokens", swept);
  } catch (err) {
    deps.logger.warn("email data sweep failed", describeError(err));
  }
  try {
    const expired = await sweepExpiredRateLimits(deps.db);
    if (expired) deps.logger.debug("removed expired rate-limit counters", { removed: expired });
  } catch (err) {
    deps.logger.warn("rate-limit sweep failed", describeError(err));
  }
  try {
    const sessions = await sweepExpiredSessions(deps.db);
    if (sessions) deps.logger.debug("removed expired sessions", { removed: sessions });
  } catch (err) {
    deps.logger.warn("session sweep failed", describeError(err));
  }
}
