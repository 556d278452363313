import session from "express-session";
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import { ChangeCache } from "../lib/change-cache";
import type { ChangeFeed } from "./change-feed";
import type { Db, Tx } from "./client";
import { sessions } from "./schema";

type SessionData = session.SessionData & { passport?: { user?: number } };
type Cb = (err?: unknown) => void;

/**
 * express-session store on our own database (docs/decisions/002-session-store.md). It has no
 * `touch`: a request that does not change its session writes nothing, and a session ends at the
 * fixed expiry set when it was saved (the platform's sessionTimeout).
 */
export class DrizzleSessionStore extends session.Store {
  /**
   * Sessions read recently, as stored (JSON) with their expiry: every signed-in request reads its
   * session, and the row changes only at sign-in, sign-out and the sign-outs of a password change,
   * suspension or deletion, each heard from the change feed when it commits (migration 0024).
   */
  private readonly recent: ChangeCache<{ json: string; expire: number } | null>;
  /** The database's clock minus this process's, as of the last read: expiry is the database's rule. */
  private clockSkewMs = 0;

  // Expired rows are removed by the maintenance job (sweepExpiredSessions), once across processes.
  constructor(
    private readonly db: Db,
    changes?: ChangeFeed,
  ) {
    super();
    this.recent = new ChangeCache(changes, "sessions", { entries: 10_000, size: 16_000_000, sizeOf: (found) => found?.json.length ?? 0 });
  }

  get(sid: string, cb: (err: unknown, session?: SessionData | null) => void) {
    this.recent
      .get(
        sid,
        async () => {
          const [row] = await this.db
            .select({ sess: sessions.sess, expire: sessions.expire, now: sql<string>`now()` })
            .from(sessions)
            .where(and(eq(sessions.sid, sid), gt(sessions.expire, sql`now()`)));
          if (!row) return null;
          this.clockSkewMs = new Date(row.now).getTime() - Date.now();
          return { json: JSON.stringify(row.sess), expire: row.expire.getTime() };
        },
        (found) => found !== null, // an unknown id may be signed in a moment later
      )
      // A fresh copy each time: express-session changes the object it is given.
      .then((found) => cb(null, found && this.unexpired(found) ? (JSON.parse(found.json) as SessionData) : null), cb);
  }

  private unexpired(found: { expire: number }): boolean {
    return found.expire > Date.now() + this.clockSkewMs;
  }

  /** The session kept in memory for `sid`, if it is and has not expired: no database read. */
  peek(sid: string): SessionData | undefined {
    const found = this.recent.peek(sid);
    return found && this.unexpired(found) ? (JSON.parse(found.json) as SessionData) : undefined;
  }

  set(sid: string, sess: SessionData, cb?: Cb) {
    const expire = sess.cookie?.expires ? new Date(sess.cookie.expires) : new Date(Date.now() + 86_400_000);
    const userId = typeof sess.passport?.user === "number" ? sess.passport.user : null;
    this.db
      .insert(sessions)
      .values({ sid, sess, expire, userId })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess, expire, userId } })
      .then(
        () => cb?.(),
        (err) => cb?.(err),
      );
  }

  destroy(sid: string, cb?: Cb) {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(
        () => cb?.(),
        (err) => cb?.(err),
      );
  }

  close() {
    // No timers or connections of its own: only the kept sessions, and the feed's hearing of them.
    this.recent.dispose();
  }
}

/**
 * Signs the account out everywhere, or everywhere but `keepSid` (the session making the change):
 * a password change or reset, a suspension or deactivation. The store owns the sessions table
 * (docs/architecture.md, "Who writes each table"); the users feature exports this.
 */
export async function endSessions(tx: Tx, userId: number, keepSid?: string): Promise<void> {
  await tx.delete(sessions).where(and(eq(sessions.userId, userId), keepSid ? ne(sessions.sid, keepSid) : undefined));
}

/** Deletes expired sessions; run by the maintenance job. Returns how many went. */
export async function sweepExpiredSessions(db: Db): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(lt(sessions.expire, sql`now()`))
    .returning({ sid: sessions.sid });
  return gone.length;
}
