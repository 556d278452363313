import PgBoss from "pg-boss";
import { isDatabaseUnavailable } from "../lib/db-errors";
import { describeError, errorLine, type Logger } from "../lib/logger";
import { jobDuration } from "../lib/metrics";
import { jobContext } from "../lib/request-context";

/** Raw SQL on the platform's own database (PostgreSQL or PGlite): see Database.executeSql. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface JobDefinition<T extends object = object> {
  name: string;
  run(data: T): Promise<void>;
  /** Cron expression (UTC) for a recurring job; several processes schedule it once between them. */
  cron?: string;
  /** Also queue one run at start (once between processes starting together). */
  runAtStart?: boolean;
  /** A failed run is retried this many times, with exponential backoff from `retryDelaySeconds`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /**
   * "stately" (default): at most one waiting and one running job in the whole cluster. "short": at
   * most one waiting, and one running per worker loop of every process (work that each run claims
   * row by row, such as transcodes, so processes share it).
   */
  policy?: "stately" | "short";
  /** Runs of this job one process works on at once (its own loops; default 1). */
  concurrency?: number;
}

export interface JobsOptions {
  /** How often an idle worker looks for work (pg-boss polls; default 2 s). */
  pollingIntervalSeconds?: number;
  /**
   * False in a `web` process (ROLE=web): it queues jobs (an insert) and runs none, keeps no
   * schedule and leaves pg-boss's upkeep to the workers (docs/architecture.md, "Process roles").
   */
  work?: boolean;
  /**
   * A running job's claim lasts this long and is renewed while it runs (every quarter of it); a
   * killed process stops renewing, so another process takes its job over after it (default 60 s).
   */
  expireInSeconds?: number;
  /** How often one of the processes fails or retries the jobs whose claim expired (default 15 s). */
  maintenanceIntervalSeconds?: number;
  /** How long start() retries a database that drops the connection (default 30 s). */
  startRetryMs?: number;
}

/** The claim a running job holds (docs/decisions/007-background-jobs.md, "Takeover"). */
export const DEFAULT_EXPIRE_SECONDS = 60;
export const DEFAULT_MAINTENANCE_SECONDS = 15;

// pg-boss's internal queues ("__pgboss__send-it" turns cron schedules into jobs).
const INTERNAL_QUEUE = "__pgboss__";
// pg-boss 10's statements that record a run's outcome: complete (`WITH results AS (UPDATE`) and
// fail (`WITH deleted_jobs AS (DELETE`).
const OUTCOME_STATEMENT = /^\s*WITH\s+(results\s+AS\s*\(\s*UPDATE|deleted_jobs\s+AS\s*\(\s*DELETE)/i;

interface FetchedJob {
  id: string;
  data: unknown;
}

/**
 * The durable job queue (docs/decisions/007-background-jobs.md): pg-boss on the platform's own
 * database through `executeSql`, so PGlite and PostgreSQL behave alike. Jobs are rows: they
 * survive restarts, one process takes each (SKIP LOCKED), failures stay visible in pgboss.job.
 *
 * The worker loops are ours, not pg-boss's `work()`: pg-boss 10 records a run's outcome without
 * awaiting it, so a database blip at that moment was an unhandled rejection that ended the
 * process. Here every call to the database is awaited, and a failure is logged with the job's id.
 */
export class Jobs {
  private boss?: PgBoss;
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly stopHooks: Array<() => void> = [];
  private stopping = false;
  private readonly loops: Promise<void>[] = [];
  private readonly running = new Map<string, { queue: string; done: Promise<void>; renewal: NodeJS.Timeout }>();
  private readonly wakers = new Set<() => void>();

  constructor(
    private readonly executeSql: ExecuteSql,
    private readonly logger: Logger,
    private readonly options: JobsOptions = {},
  ) {}

  private get expireInSeconds() {
    return this.options.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS;
  }

  /** Registers a worker (before start). */
  define<T extends object>(definition: JobDefinition<T>): this {
    this.definitions.set(definition.name, definition as unknown as JobDefinition);
    return this;
  }

  /**
   * Starts pg-boss, makes the queues and schedules, then the worker loops. A database that drops
   * the connection meanwhile (a restart) is retried for `startRetryMs`, so a blip at start-up
   * does not end the process.
   */
  async start(): Promise<void> {
    if (this.boss) return;
    const deadline = Date.now() + (this.options.startRetryMs ?? 30_000);
    for (let attempt = 1; ; attempt++) {
      const boss = new PgBoss({
        db: { executeSql: (text, values) => this.executeForBoss(text, values) },
        schema: "pgboss",
        // Keep failed and completed jobs a week: an admin can look at what went wrong.
        retentionDays: 7,
        archiveCompletedAfterSeconds: 24 * 3600,
        // Expired claims are found this often (by one process at a time): with the claim's length,
        // how long a killed process's job waits for another process.
        maintenanceIntervalSeconds: this.options.maintenanceIntervalSeconds ?? DEFAULT_MAINTENANCE_SECONDS,
        // A web process queues jobs and runs none: no upkeep, no schedules (docs/architecture.md, "Process roles").
        ...(this.options.work === false ? { supervise: false, schedule: false } : {}),
      });
      boss.on("error", (error) => this.logger.error("job queue error", describeError(error)));
      try {
        await boss.start();
        for (const def of this.definitions.values()) await this.prepare(boss, def);
      } catch (error) {
        await boss.stop({ graceful: false, close: false }).catch(() => undefined);
        if (!isDatabaseUnavailable(error) || Date.now() > deadline) throw error;
        this.logger.warn("job queue: the database dropped the connection while starting, retrying", { attempt, ...describeError(error) });
        await new Promise((resolve) => setTimeout(resolve, Math.min(4000, 250 * 2 ** attempt)));
        continue;
      }
      this.boss = boss;
      this.stopping = false;
      if (this.options.work === false) return;
      for (const def of this.definitions.values()) {
        for (let i = 0; i < Math.max(1, def.concurrency ?? 1); i++) this.loops.push(this.loop(boss, def));
      }
      return;
    }
  }

  /**
   * pg-boss's own cron worker still records its runs without awaiting them (manager.watch in
   * pg-boss 10): when that statement fails, the failure is logged here and answered as "nothing
   * recorded" (the run's claim then expires and it is retried), instead of rejecting with no one
   * to catch it. Everything else reaches pg-boss, which awaits or catches it.
   */
  private async executeForBoss(text: string, values?: unknown[]) {
    try {
      return await this.executeSql(text, values);
    } catch (error) {
      const queue = values?.[0];
      if (typeof queue === "string" && queue.startsWith(INTERNAL_QUEUE) && OUTCOME_STATEMENT.test(text)) {
        this.logger.warn("job queue: a cron run's outcome was not recorded; it is retried when its claim expires", {
          queue,
          ...describeError(error),
        });
        return { rows: [{ count: "0" }] };
      }
      throw error;
    }
  }

  /** The queue of `def` with its settings, its schedule, and its run at start. */
  private async prepare(boss: PgBoss, def: JobDefinition) {
    await ensureQueue(boss, {
      name: def.name,
      // stately: at most one waiting and one running job per key, so a slow run never piles up.
      policy: def.policy ?? "stately",
      retryLimit: def.retryLimit ?? 3,
      retryDelay: def.retryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: this.expireInSeconds,
    });
    if (def.cron) await boss.schedule(def.name, def.cron, {}, { tz: "UTC" });
    if (def.runAtStart && this.options.work !== false) await boss.send(def.name, {});
  }

  /** One worker: takes a job of `def`'s queue when there is one, runs it, records the outcome. */
  private async loop(boss: PgBoss, def: JobDefinition): Promise<void> {
    const idleMs = (this.options.pollingIntervalSeconds ?? 2) * 1000;
    while (!this.stopping) {
      let job: FetchedJob | undefined;
      try {
        // pg-boss answers [] when the database fails (and when the stately slot is taken).
        [job] = (await boss.fetch(def.name, { batchSize: 1 })) as FetchedJob[];
      } catch (error) {
        this.logger.warn("job queue: could not look for work", { job: def.name, ...describeError(error) });
      }
      if (this.stopping && job) {
        await this.release(def.name, job.id);
        break;
      }
      if (job) await this.runOne(boss, def, job);
      else await this.idle(idleMs);
    }
  }

  private idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.wakers.add(wake);
    });
  }

  private async runOne(boss: PgBoss, def: JobDefinition, job: FetchedJob): Promise<void> {
    await jobContext.run({ job: def.name, jobId: job.id }, async () => {
      // Renewed while the run goes on, so a long transcode keeps its claim and a dead process's does not.
      const renewal = setInterval(() => void this.renew(def.name, job.id), (this.expireInSeconds * 1000) / 4);
      let outcome: Error | undefined;
      const timer = jobDuration.startTimer({ queue: def.name });
      const done = (async () => {
        try {
          await def.run((job.data ?? {}) as object);
        } catch (error) {
          this.logger.error("job failed", describeError(error));
          outcome = new Error(errorLine(error));
        } finally {
          clearInterval(renewal);
          timer({ outcome: outcome ? "failed" : "ok" });
        }
      })();
      this.running.set(job.id, { queue: def.name, done, renewal });
      try {
        await done;
      } finally {
        this.running.delete(job.id);
      }
      // A run that stop() gave up on was already recorded as failed there.
      if (!this.abandoned.has(job.id)) await this.record(boss, def.name, job.id, outcome);
      this.abandoned.delete(job.id);
    });
  }

  private readonly abandoned = new Set<string>();

  /** Marks the run done (or failed: pg-boss retries it); a database that is away is logged, never thrown. */
  /**
   * A job taken just as the process began to stop goes back to the queue as if never taken: not
   * started, no attempt spent, so a clean stop never fails a job (one with no retries left would
   * fail for good). If that cannot be done (the database is gone, or a stately queue already has
   * a waiting job of its key), its claim runs out and another process takes it over.
   */
  private async release(queue: string, id: string): Promise<void> {
    try {
      await this.executeSql("UPDATE pgboss.job SET state = 'created', started_on = NULL WHERE name = $1 AND id = $2 AND state = 'active'", [
        queue,
        id,
      ]);
    } catch (error) {
      this.logger.warn("job queue: a job taken while stopping is left to expire", { job: queue, jobId: id, ...describeError(error) });
    }
  }

  private async record(boss: PgBoss, queue: string, id: string, failure?: Error): Promise<void> {
    try {
      if (failure) await boss.fail(queue, id, { message: failure.message });
      else await boss.complete(queue, id);
    } catch (error) {
      // The claim expires and another process (or this one) retries or fails the job then.
      this.logger.error("job outcome not recorded", {
        job: queue,
        jobId: id,
        outcome: failure ? "failed" : "completed",
        ...describeError(error),
      });
    }
  }

  /** Extends the run's claim by another expireInSeconds from now (pg-boss 10 has no heartbeat). */
  private async renew(queue: string, id: string): Promise<void> {
    try {
      const { rows } = await this.executeSql(
        `UPDATE pgboss.job SET expire_in = (now() - started_on) + make_interval(secs => $3)
         WHERE name = $1 AND id = $2 AND state = 'active' RETURNING id`,
        [queue, id, this.expireInSeconds],
      );
      if (rows.length === 0) this.logger.warn("job claim lost: another process may run it again", { job: queue, jobId: id });
    } catch (error) {
      this.logger.warn("job claim not renewed", { job: queue, jobId: id, ...describeError(error) });
    }
  }

  /** Queues a job; answers its id, or null when the queue already has one waiting (stately). */
  async send(name: string, data: object = {}, options: PgBoss.SendOptions = {}): Promise<string | null> {
    if (!this.boss) throw new Error("jobs are not started");
    return this.boss.send(name, data, options);
  }

  /** Removes a recurring schedule left by an earlier configuration (e.g. a provider that bills itself). */
  async unschedule(name: string): Promise<void> {
    if (!this.boss) throw new Error("jobs are not started");
    await this.boss.unschedule(name).catch(() => undefined);
  }

  /** Runs when stop() is called (e.g. to stop listening for work to announce). */
  onStop(hook: () => void): void {
    this.stopHooks.push(hook);
  }

  /**
   * Stops taking work and waits up to `timeoutMs` for running jobs. One still running then is
   * recorded as failed, so it is retried (or its slot freed) at once rather than after its claim.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    this.boss = undefined;
    this.stopping = true;
    for (const hook of this.stopHooks.splice(0)) hook();
    for (const wake of [...this.wakers]) wake();
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([Promise.all([...this.running.values()].map((r) => r.done)), waited]);
    clearTimeout(timer);
    for (const [id, run] of this.running) {
      clearInterval(run.renewal);
      this.abandoned.add(id);
      await this.record(boss, run.queue, id, new Error("the process stopped while the job ran"));
    }
    await Promise.race([Promise.all(this.loops.splice(0)), new Promise((resolve) => setTimeout(resolve, 100))]);
    await boss.stop({ graceful: true, wait: true, close: false, timeout: Math.max(1000, timeoutMs) });
  }
}

/**
 * Creates the queue, or updates its settings. Processes starting together may both try to
 * create it (PostgreSQL answers one with a deadlock or a duplicate): the loser finds it made.
 */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue & { name: string }) {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(queue.name)) return await boss.updateQueue(queue.name, queue);
      return await boss.createQueue(queue.name, queue);
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
    }
  }
}
