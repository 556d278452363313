import type { ChangeFeed } from "../../db/change-feed";
import type { Db } from "../../db/client";
import { checkStorageReady } from "../../lib/storage/storage-ready";
import type { Storage } from "../../lib/storage";
import { databaseMigrated } from "./health.repo";

/** What GET /api/health/ready names when it answers 503 (docs/architecture.md, "Health"). */
export type NotReadyReason = "database" | "storage" | "changeListener" | "draining" | "starting";
type Dependency = "database" | "storage" | "changeListener";

export type ReadinessReport =
  | { status: "ready"; checks: Record<Dependency, Check> }
  | { status: "not_ready"; failing: NotReadyReason[]; checks?: Record<Dependency, Check> };
/** bypassed: the listener is connected but a transaction-mode pooler keeps other processes' changes
 * from it, so the caches are off and every request reads the database (docs/decisions/024-change-feed.md):
 * slower, still correct, so the process stays in service instead of a whole cluster going unready. */
type Check = "ok" | "failing" | "bypassed";

export interface ReadinessDeps {
  db: Db;
  storage: Storage;
  /** Without a feed nothing is cached, so there is nothing that must be heard. */
  changes?: ChangeFeed;
}

/** The database's share of the answer: like GET /api/health, never longer than this. */
const DATABASE_CHECK_MS = 1_500;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), ms);
  });
  return Promise.race([promise, timedOut]).finally(() => clearTimeout(timer));
}

function listenerCheck(changes: ChangeFeed | undefined): Check {
  if (!changes || changes.live) return "ok";
  return changes.state === "deaf" ? "bypassed" : "failing";
}

/**
 * Whether this process should be sent traffic (web) or trusted with jobs (worker): starting until
 * its database is open and migrated, draining from SIGTERM on, and otherwise ready while the
 * database answers with this build's schema, storage takes files, and the change listener hears
 * other processes (a cache that cannot hear them must not answer, docs/product-rules.md §14; behind
 * a transaction-mode pooler the caches are off instead, see listenerCheck).
 */
export class Readiness {
  private phase: "starting" | "serving" | "draining" = "starting";
  private deps?: ReadinessDeps;
  /** Probes arriving together (several balancers) share one round of checks. */
  private running?: Promise<ReadinessReport>;

  static serving(deps: ReadinessDeps): Readiness {
    const readiness = new Readiness();
    readiness.serve(deps);
    return readiness;
  }

  /** The process has opened what it needs and serves (or works) from now on. */
  serve(deps: ReadinessDeps): void {
    this.deps = deps;
    if (this.phase === "starting") this.phase = "serving";
  }

  /** SIGTERM: a balancer stops sending new work here while the requests in flight finish. */
  drain(): void {
    this.phase = "draining";
  }

  check(): Promise<ReadinessReport> {
    if (this.phase === "starting" || !this.deps) return Promise.resolve({ status: "not_ready", failing: ["starting"] });
    if (this.phase === "draining") return Promise.resolve({ status: "not_ready", failing: ["draining"] });
    this.running ??= this.checkDependencies(this.deps).finally(() => (this.running = undefined));
    return this.running;
  }

  private async checkDependencies(deps: ReadinessDeps): Promise<ReadinessReport> {
    const [database, storage] = await Promise.all([
      within(databaseMigrated(deps.db), DATABASE_CHECK_MS).catch(() => false),
      checkStorageReady(deps.storage).then(
        () => true,
        () => false,
      ),
    ]);
    const checks = {
      database: database ? "ok" : "failing",
      storage: storage ? "ok" : "failing",
      changeListener: listenerCheck(deps.changes),
    } satisfies Record<Dependency, Check>;
    const failing = (Object.keys(checks) as Dependency[]).filter((name) => checks[name] === "failing");
    // Draining may have begun while the checks ran.
    if (this.phase === "draining") return { status: "not_ready", failing: ["draining"] };
    if (failing.length) return { status: "not_ready", failing, checks };
    return { status: "ready", checks };
  }
}
