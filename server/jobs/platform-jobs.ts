import type { PlatformJobName, SameNames } from "@shared/schemas/email";
import type { Db } from "../db/client";
import { purgeExpiredAuditEntries } from "../features/audit";
import { ffmpegStatus, notifyUnlockedChapters, runVideoTranscodes, transcodeEvents } from "../features/content";
import { dataExportEvents, runDataExports } from "../features/data-export";
import { deliverDueEmails, outboxEvents, type MailerConfig } from "../features/email";
import { runTestSubscriptionRenewals } from "../features/payments";
import type { SettingsService } from "../features/settings";
import type { Logger } from "../lib/logger";
import type { Storage } from "../lib/storage";
import type { FfmpegPaths } from "../features/content";
import { runSweeps } from "./sweeps";
import { Jobs, type ExecuteSql, type JobsOptions } from "./jobs";

export const JOB_NAMES = {
  renewals: "payments.test-renewals",
  maintenance: "maintenance.sweeps",
  email: "email.deliver",
  chapterUnlocks: "content.chapter-unlocks",
  videoTranscode: "content.video-transcode",
  dataExports: "account.data-exports",
  auditRetention: "audit.retention",
} as const;
// The shared list (labelled on the admin Jobs & Emails screen) names exactly these jobs.
/** @public a compile-time check: exported so that it is not an unused constant. */
export const JOBS_LISTED: SameNames<(typeof JOB_NAMES)[keyof typeof JOB_NAMES], PlatformJobName> = true;

export interface PlatformJobsDeps {
  db: Db;
  executeSql: ExecuteSql;
  settings: SettingsService;
  logger: Logger;
  uploadDir: string;
  storage: Storage;
  /** ffmpeg and ffprobe (FFMPEG_PATH, FFPROBE_PATH) for the video transcodes. */
  ffmpeg?: FfmpegPaths;
  /** The built-in test provider is billed here; Stripe bills renewals itself. */
  billTestSubscriptions: boolean;
  mailer: Omit<MailerConfig, "logger">;
  /** False in a `web` process (ROLE=web): jobs are queued here and run by the workers. */
  runJobs?: boolean;
  /** The time the chapter-unlock job reads (AppDeps.clock); real time when absent. */
  clock?: () => Date;
  /** Videos this process transcodes at once (TRANSCODE_CONCURRENCY; default 1). */
  transcodeConcurrency?: number;
}

/** The platform's background work (docs/product-rules.md §9), started by server/index.ts. */
export async function startPlatformJobs(deps: PlatformJobsDeps, options: JobsOptions = {}): Promise<Jobs> {
  const work = deps.runJobs !== false && options.work !== false;
  const jobs = new Jobs(deps.executeSql, deps.logger, { ...options, work });
  if (deps.billTestSubscriptions) {
    // Hourly, and once at start, as before: the run bills what falls due in the next two hours.
    jobs.define({ name: JOB_NAMES.renewals, cron: "5 * * * *", runAtStart: true, run: () => runTestSubscriptionRenewals(deps) });
  }
  jobs.define({ name: JOB_NAMES.maintenance, cron: "35 * * * *", runAtStart: true, run: () => runSweeps(deps) });
  // Video transcodes (docs/product-rules.md §10, docs/decisions/016): a queued chapter row is the durable
  // record, written with the upload's change; the job takes queued rows soon after a commit in
  // this process, every minute otherwise (another process's uploads, a restart mid-transcode).
  // The run writes each outcome on the row, so the job itself is not retried. Its own loops
  // (TRANSCODE_CONCURRENCY) and the "short" policy: every process may run transcodes at once, each
  // run claiming chapters row by row, and the other queues' workers never wait for a video.
  jobs.define({
    name: JOB_NAMES.videoTranscode,
    cron: "* * * * *",
    runAtStart: true,
    retryLimit: 0,
    policy: "short",
    concurrency: deps.transcodeConcurrency ?? 1,
    run: async () => void (await runVideoTranscodes(deps)),
  });
  // Every minute, and a second after an email is queued in this process (retries keep their own
  // backoff on the outbox row, so the job itself is not retried).
  jobs.define({
    name: JOB_NAMES.email,
    cron: "* * * * *",
    runAtStart: true,
    retryLimit: 0,
    run: async () => void (await deliverDueEmails(deps.db, { ...deps.mailer, logger: deps.logger })),
  });
  // Drip chapters that opened (docs/product-rules.md §12): a quarter-hourly look, each opening told once.
  jobs.define({
    name: JOB_NAMES.chapterUnlocks,
    cron: "*/15 * * * *",
    runAtStart: true,
    run: async () => void (await notifyUnlockedChapters(deps.db, deps.clock?.() ?? new Date())),
  });
  // "Download my data" (docs/product-rules.md §15, decision 040): a pending request row is the durable
  // record, written with the request; the job builds it soon after a request in this process, every
  // minute otherwise, and sweeps the archives whose 24 hours are over. Failures are counted on the
  // request's row (given up after a few), so the job itself is not retried.
  jobs.define({
    name: JOB_NAMES.dataExports,
    cron: "* * * * *",
    runAtStart: true,
    retryLimit: 0,
    run: async () => void (await runDataExports(deps, deps.clock?.() ?? new Date())),
  });
  // Audit log retention (docs/decisions/038-audit-log.md): daily, entries older than auditRetentionDays go.
  jobs.define({
    name: JOB_NAMES.auditRetention,
    cron: "20 3 * * *",
    runAtStart: true,
    run: async () => void (await runAuditRetention(deps)),
  });
  await jobs.start();
  if (!deps.billTestSubscriptions) await jobs.unschedule(JOB_NAMES.renewals);
  const wake = () => void jobs.send(JOB_NAMES.email, {}, { startAfter: 1 }).catch(() => undefined);
  outboxEvents.on("queued", wake);
  jobs.onStop(() => outboxEvents.off("queued", wake));
  const wakeTranscodes = () => void jobs.send(JOB_NAMES.videoTranscode, {}, { startAfter: 1 }).catch(() => undefined);
  transcodeEvents.on("queued", wakeTranscodes);
  jobs.onStop(() => transcodeEvents.off("queued", wakeTranscodes));
  const wakeExports = () => void jobs.send(JOB_NAMES.dataExports, {}, { startAfter: 1 }).catch(() => undefined);
  dataExportEvents.on("requested", wakeExports);
  jobs.onStop(() => dataExportEvents.off("requested", wakeExports));
  if (!work) return jobs; // a web process transcodes nothing
  // Said once at start: without ffmpeg the learners get the uploaded files as they are.
  void ffmpegStatus(deps.ffmpeg).then((status) => {
    if (!status.ok) deps.logger.warn("ffmpeg not found: videos are served as uploaded, without HLS streams", { reason: status.reason });
  });
  return jobs;
}

/** The audit retention job's work: safe to run twice (a second run finds nothing older). */
export async function runAuditRetention(deps: Pick<PlatformJobsDeps, "db" | "settings" | "logger" | "clock">): Promise<number> {
  const { auditRetentionDays } = await deps.settings.get();
  const removed = await purgeExpiredAuditEntries(deps.db, auditRetentionDays, deps.clock?.() ?? new Date());
  if (removed) deps.logger.info("removed old audit log entries", { removed, auditRetentionDays });
  return removed;
}
