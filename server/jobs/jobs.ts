import PgBoss from "pg-boss";
import { describeError, type Logger } from "../lib/logger";

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
  /** How long one run may take before pg-boss gives up on it (default 15 minutes). */
  expireInSeconds?: number;
}

export interface JobsOptions {
  /** How often an idle worker looks for work (pg-boss polls; default 2 s). */
  pollingIntervalSeconds?: number;
  /**
   * False in a `web` process (ROLE=web): it queues jobs (an insert) and runs none, keeps no
   * schedule and leaves pg-boss's upkeep to the workers (docs/architecture.md, "Process roles").
   */
  work?: boolean;
}

/**
 * The durable job queue (docs/decisions/007-background-jobs.md): pg-boss on the platform's own
 * database through `executeSql`, so PGlite and PostgreSQL behave alike. Jobs are rows: they
 * survive restarts, one process takes each (SKIP LOCKED), failures stay visible in pgboss.job.
 */
export class Jobs {
  private boss?: PgBoss;
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly stopHooks: Array<() => void> = [];

  constructor(
    private readonly executeSql: ExecuteSql,
    private readonly logger: Logger,
    private readonly options: JobsOptions = {},
  ) {}

  /** Registers a worker (before start). */
  define<T extends object>(definition: JobDefinition<T>): this {
    this.definitions.set(definition.name, definition as unknown as JobDefinition);
    return this;
  }

  async start(): Promise<void> {
    if (this.boss) return;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.executeSql(text, values) },
      schema: "pgboss",
      // Keep failed and completed jobs a week: an admin can look at what went wrong.
      retentionDays: 7,
      archiveCompletedAfterSeconds: 24 * 3600,
      ...(this.options.work === false ? { supervise: false, schedule: false } : {}),
    });
    boss.on("error", (error) => this.logger.error("job queue error", describeError(error)));
    await boss.start();
    this.boss = boss;
    if (this.options.work === false) return;
    for (const def of this.definitions.values()) await this.startWorker(boss, def);
  }

  private async startWorker(boss: PgBoss, def: JobDefinition) {
    await ensureQueue(boss, {
      name: def.name,
      // stately: at most one waiting and one running job per key, so a slow run never piles up.
      policy: "stately",
      retryLimit: def.retryLimit ?? 3,
      retryDelay: def.retryDelaySeconds ?? 30,
      retryBackoff: true,
      ...(def.expireInSeconds ? { expireInSeconds: def.expireInSeconds } : {}),
    });
    await boss.work(def.name, { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2, batchSize: 1 }, async ([job]) => {
      try {
        await def.run((job.data ?? {}) as object);
      } catch (error) {
        this.logger.error("job failed", { job: def.name, ...describeError(error) });
        throw error; // pg-boss records the failure and retries
      }
    });
    if (def.cron) await boss.schedule(def.name, def.cron, {}, { tz: "UTC" });
    if (def.runAtStart) await this.send(def.name);
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

  /** Stops taking work and waits up to `timeoutMs` for running jobs; unfinished ones are retried later. */
  async stop(timeoutMs = 10_000): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    this.boss = undefined;
    for (const hook of this.stopHooks.splice(0)) hook();
    await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  }
}

/**
 * Creates the queue, or updates its retry settings. Processes starting together may both try to
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
