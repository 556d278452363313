import crypto from "node:crypto";
import type { RequestHandler } from "express";
import session from "express-session";
import { and, desc, eq, gt, lt, ne, sql } from "drizzle-orm";
import { ChangeCache } from "../lib/change-cache";
import type { ChangeFeed } from "./change-feed";
import type { Db, Tx } from "./client";
import { sessions } from "./schema";

/**
 * `client`: the browser's User-Agent and address, given once at sign-in (startSession); the store
 * keeps them in columns for the account's session list, not in the session itself.
 */
type SessionData = session.SessionData & { passport?: { user?: number }; client?: { ip?: string; userAgent?: string } };
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

  set(sid: string, data: SessionData, cb?: Cb) {
    const { client, ...sess } = data;
    const expire = sess.cookie?.expires ? new Date(sess.cookie.expires) : new Date(Date.now() + 86_400_000);
    const userId = typeof sess.passport?.user === "number" ? sess.passport.user : null;
    const seen = client ? { ip: client.ip?.slice(0, 100) ?? null, userAgent: client.userAgent?.slice(0, 512) ?? null } : {};
    this.db
      .insert(sessions)
      .values({ sid, sess, expire, userId, ...seen })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess, expire, userId, ...seen } })
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
export async function endSessions(tx: Tx, userId: number, keepSid?: string): Promise<number> {
  const gone = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSid ? ne(sessions.sid, keepSid) : undefined))
    .returning({ sid: sessions.sid });
  return gone.length;
}

/** Deletes expired sessions; run by the maintenance job. Returns how many went. */
export async function sweepExpiredSessions(db: Db): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(lt(sessions.expire, sql`now()`))
    .returning({ sid: sessions.sid });
  return gone.length;
}

/**
 * The id a session is known by in the API (docs/product-rules.md §15): a hash of the session id,
 * which cannot be turned back into the cookie's value.
 */
export function publicSessionId(sid: string): string {
  return crypto.createHash("sha256").update(sid).digest("base64url").slice(0, 22);
}

/** The account's unexpired sessions, newest first. */
export async function listUserSessions(db: Db, userId: number) {
  return db
    .select({
      sid: sessions.sid,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expire, sql`now()`)))
    .orderBy(desc(sessions.createdAt));
}

/** Ends one session of the account; its next request, on any process, is signed out (decision 024). */
export async function endSession(tx: Tx, userId: number, sid: string): Promise<boolean> {
  const gone = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.sid, sid)))
    .returning({ sid: sessions.sid });
  return gone.length > 0;
}

const SEEN_EVERY_MS = 15 * 60_000;
const MAX_REMEMBERED_SESSIONS = 50_000;

/**
 * "Last seen" of a session: written at most every 15 minutes per session by this process, after
 * the response, so the store keeps its no-touch rule for every other request (decision 002).
 */
export class SessionActivity {
  private readonly lastWritten = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  middleware(): RequestHandler {
    return (req, res, next) => {
      res.once("finish", () => {
        const sid = req.user ? req.sessionID : undefined;
        if (!sid || res.statusCode === 401) return;
        const now = this.clock().getTime();
        const last = this.lastWritten.get(sid);
        if (last !== undefined && now - last < SEEN_EVERY_MS) return;
        if (this.lastWritten.size >= MAX_REMEMBERED_SESSIONS) this.lastWritten.clear();
        this.lastWritten.set(sid, now);
        this.db
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.sid, sid))
          .catch(() => this.lastWritten.delete(sid)); // best effort: tried again at the next request
      });
      next();
    };
  }
}
