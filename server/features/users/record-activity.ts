import type { RequestHandler } from "express";
import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { recordUserActivity } from "./activity.repo";

const HOUR_MS = 3_600_000;
/** Past this many remembered users the memory starts afresh (the database check still holds). */
const MAX_REMEMBERED = 50_000;

/**
 * A user is active on a day when they sign in or make any authenticated
 * request. This process remembers when it last recorded each user, so most requests cost
 * nothing; the write itself happens after the response is sent and never fails a request.
 */
export class ActivityRecorder {
  private readonly lastRecorded = new Map<number, number>();
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Notes the user as active now; writes at most once an hour (and once on a new UTC day). */
  seen(userId: number): void {
    const now = this.clock();
    const last = this.lastRecorded.get(userId);
    if (last !== undefined && now.getTime() - last < HOUR_MS && sameUtcDay(last, now.getTime())) return;
    if (this.lastRecorded.size >= MAX_REMEMBERED) this.lastRecorded.clear();
    this.lastRecorded.set(userId, now.getTime());
    const write = recordUserActivity(this.db, userId, now)
      .catch((err) => {
        this.lastRecorded.delete(userId); // try again on the next request
        // Only the SQLSTATE: a database error message may quote row values.
        this.logger.warn("could not record user activity", { userId, code: (err as { code?: unknown })?.code ?? null });
      })
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
  }

  /** Resolves when the writes under way are done (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /** Express middleware: after the response, the signed-in user (also one who just signed in) is seen. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      res.once("finish", () => {
        if (req.user) this.seen(req.user.id);
      });
      next();
    };
  }
}

function sameUtcDay(a: number, b: number): boolean {
  return new Date(a).toISOString().slice(0, 10) === new Date(b).toISOString().slice(0, 10);
}
