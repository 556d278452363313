import pg from "pg";
import { silentLogger, type Logger } from "../lib/logger";

/**
 * What the database says has changed, for the per-process caches (docs/decisions/024-change-feed.md).
 *
 * Triggers (migration 0024_change_notifications) send `pg_notify('gsm_changes', '<topic>[:<keys>]')`
 * in the transaction that changes a cached table: `courses` (the catalogue), `users:<ids>`,
 * `sessions:<sids>`, with `*` for "too many to list". PostgreSQL delivers a notification when its
 * transaction commits, to every connection listening, and to the committing connection itself
 * before its COMMIT returns: every pooled connection listens, so a process sees its own writes at
 * once, and a dedicated connection hears the other processes' writes as they commit. PGlite is
 * one connection in this process and delivers the same way. A topic of "*" (or an empty payload)
 * means everything may have changed.
 */
export const CHANGE_CHANNEL = "gsm_changes";

export type ChangeListener = (topic: string, keys: string[] | "*") => void;

/** A listening connection's proof that it still hears (ignored by the caches). */
export const HEARTBEAT_TOPIC = "heartbeat";

/**
 * Why a feed is or is not live, for health checks and metrics: `deaf` is a listener that answers
 * but hears only its own connection (a transaction-mode pooler), which no reconnection fixes;
 * `lost` is a dropped or silent connection being made again.
 */
export type FeedState = "starting" | "live" | "lost" | "deaf" | "closed";

export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  private readonly resets = new Set<() => void>();
  private hearing: boolean;
  private why: FeedState;

  constructor(hearing: boolean) {
    this.hearing = hearing;
    this.why = hearing ? "live" : "starting";
  }

  get state(): FeedState {
    return this.why;
  }

  /** True while every committed change is being heard; a cache must not answer from memory otherwise. */
  get live(): boolean {
    return this.hearing;
  }

  on(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called when changes may have been missed (the listening connection dropped): forget everything. */
  onReset(listener: () => void): () => void {
    this.resets.add(listener);
    return () => this.resets.delete(listener);
  }

  /** A notification's payload, as the triggers write it. */
  receive(payload: string): void {
    const colon = payload.indexOf(":");
    const topic = colon < 0 ? payload : payload.slice(0, colon);
    if (topic === HEARTBEAT_TOPIC) return;
    const rest = colon < 0 ? "*" : payload.slice(colon + 1);
    const keys = rest === "*" || rest === "" ? "*" : rest.split(",");
    for (const listener of this.listeners) listener(topic, keys);
  }

  setLive(hearing: boolean, why?: Exclude<FeedState, "live">): void {
    if (hearing) this.why = "live";
    else if (why) this.why = why;
    else if (this.why === "live") this.why = "lost";
    if (this.hearing === hearing) return;
    this.hearing = hearing;
    // Whatever was kept may be stale from the moment hearing stopped (and until it started).
    for (const reset of this.resets) reset();
  }
}

/** A feed for PGlite: one connection in this process, listening for as long as it is open. */
export async function pgliteChangeFeed(listen: (channel: string, cb: (payload: string) => void) => Promise<unknown>): Promise<ChangeFeed> {
  const feed = new ChangeFeed(true);
  await listen(CHANGE_CHANNEL, (payload) => feed.receive(payload));
  return feed;
}

/** The dedicated listening connection's application_name. */
export const LISTENER_NAME = "gsm-change-listener";

/** How often the listening connection proves it still hears, and how long the proof may take. */
export const HEARTBEAT_MS = 5_000;

/**
 * What every pooled PostgreSQL connection runs before the pool hands it out (pg-pool's onConnect):
 * it listens, so the process hears its own commits before they return. A connection that cannot
 * listen is discarded by the pool.
 */
export function listenOnConnect(feed: ChangeFeed): (client: pg.ClientBase) => Promise<void> {
  return async (client) => {
    client.on("notification", (message) => {
      if (message.channel === CHANGE_CHANNEL) feed.receive(message.payload ?? "*");
    });
    await client.query(`LISTEN ${CHANGE_CHANNEL}`);
  };
}

/** The part of a pg.Client the listener uses (a fake one in the unit tests). */
export interface FeedConnection {
  connect(): Promise<unknown>;
  query(text: string, values?: unknown[]): Promise<unknown>;
  end(): Promise<unknown>;
  on(event: "notification", listener: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: "error" | "end", listener: (err?: Error) => void): unknown;
}

export interface ListenOptions {
  /** Opens a connection: the listening one, and the one the heartbeat is sent from. */
  open: (role: "listener" | "sender") => FeedConnection;
  heartbeatMs?: number;
  logger?: Logger;
}

/** Connections to `databaseUrl` for listenForOthers. */
export function pgFeedConnections(databaseUrl: string, connectMs: number, heartbeatMs = HEARTBEAT_MS): ListenOptions["open"] {
  return (role) =>
    new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: connectMs,
      application_name: role === "listener" ? LISTENER_NAME : `${LISTENER_NAME}-heartbeat`, // how pg_stat_activity shows them
      keepAlive: true,
      keepAliveInitialDelayMillis: heartbeatMs,
    });
}

/**
 * The dedicated connection that hears the other processes' commits, for a PostgreSQL feed. The
 * feed is live only while it proves it hears another connection: every HEARTBEAT_MS a second
 * connection (the "sender") notifies a fresh token, and the listening connection must hear it
 * within HEARTBEAT_MS. A connection can die without a word (a dropped NAT entry, a failover), and
 * a pooler in transaction or statement mode (PgBouncer) passes a connection's own notifications
 * back to it while dropping everyone else's: a token the listener sent itself would prove nothing
 * there, one from another connection does (docs/decisions/024-change-feed.md). On any failure the
 * feed stops being live, so the caches and authorization answer from the database, and both
 * connections are made again. Every change of state is logged.
 */
export function listenForOthers(feed: ChangeFeed, options: ListenOptions): { close(): Promise<void> } {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const logger = options.logger ?? silentLogger;
  let closed = false;
  let current: { listener: FeedConnection; sender: FeedConnection } | undefined;
  let retry: NodeJS.Timeout | undefined;
  let beat: NodeJS.Timeout | undefined;
  let attempt = 0;
  /** What was last logged, so a pooler that never passes notifications is reported once, not every retry. */
  let reported: "live" | "lost" | "deaf" | undefined;
  let lostAt = 0;

  const connect = async () => {
    if (closed) return;
    const listener = options.open("listener");
    const sender = options.open("sender");
    const pair = { listener, sender };
    current = pair;
    let awaited: string | undefined;
    let sentAt = 0;
    const lost = (reason: "connection ended" | "connection error" | "cannot connect" | "heartbeat not heard", deaf = false) => {
      if (current !== pair) return;
      current = undefined;
      clearInterval(beat);
      // A pooler stays deaf across reconnections until it is reconfigured: keep saying so meanwhile.
      feed.setLive(false, deaf || reported === "deaf" ? "deaf" : "lost");
      listener.end().catch(() => undefined);
      sender.end().catch(() => undefined);
      if (closed) return;
      const waitMs = Math.min(250 * 2 ** attempt++, 5_000);
      if (deaf && reported !== "deaf") {
        reported = "deaf";
        lostAt ||= Date.now();
        logger.error("change listener hears only its own connection", {
          event: "change_listener_deaf",
          hint: "a pooler in transaction or statement mode (PgBouncer) drops other connections' notifications: DATABASE_URL must reach PostgreSQL directly or through a session-mode pooler",
          effect: "caches off: sessions, users and the catalogue are read from the database on every request",
        });
      } else if (!deaf && reported !== "lost" && reported !== "deaf") {
        reported = "lost";
        lostAt = Date.now();
        logger.warn("change listener lost", { event: "change_listener_lost", reason, effect: "caches off until it listens again" });
      }
      logger.debug("change listener reconnecting", { event: "change_listener_reconnecting", attempt, waitMs, reason });
      retry = setTimeout(connect, waitMs);
    };
    for (const connection of [listener, sender]) {
      connection.on("error", () => lost("connection error"));
      connection.on("end", () => lost("connection ended"));
    }
    listener.on("notification", (message) => {
      if (message.channel !== CHANGE_CHANNEL) return;
      if (message.payload !== awaited) return feed.receive(message.payload ?? "*");
      awaited = undefined;
      attempt = 0;
      if (reported !== "live") {
        // The first proof, or a replacement connection after a loss.
        const replaced = reported !== undefined;
        reported = "live";
        logger.info(replaced ? "change listener live again" : "change listener live", {
          event: replaced ? "change_listener_reconnected" : "change_listener_live",
          ...(replaced ? { downMs: Date.now() - lostAt } : {}),
        });
      }
      feed.setLive(true); // live only once another connection's notification has reached it
    });
    /** Not heard: a dead link, or a listener that answers yet hears only itself (a pooler). */
    const unheard = async () => {
      const probe = listener.query("SELECT 1").then(
        () => true,
        () => false,
      );
      const answered = await Promise.race([probe, new Promise<boolean>((r) => setTimeout(() => r(false), heartbeatMs).unref())]);
      lost("heartbeat not heard", answered);
    };
    try {
      await Promise.all([listener.connect(), sender.connect()]);
      await listener.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (current !== pair) return;
      let sent = true;
      const ping = () => {
        awaited = `${HEARTBEAT_TOPIC}:${Math.random().toString(36).slice(2)}`;
        sentAt = Date.now();
        sent = false;
        sender.query("SELECT pg_notify($1, $2)", [CHANGE_CHANNEL, awaited]).then(
          () => (sent = true),
          () => lost("connection error"),
        );
      };
      ping();
      beat = setInterval(() => {
        const since = Date.now() - sentAt;
        if (awaited !== undefined) {
          if (since < heartbeatMs) return;
          clearInterval(beat);
          feed.setLive(false); // at once: the probe below only tells why
          // The token was sent and committed, and never arrived: ask the listener whether it is there at all.
          if (sent) void unheard();
          else lost("heartbeat not heard");
          return;
        }
        if (since >= heartbeatMs) ping();
      }, heartbeatMs / 5);
      beat.unref();
    } catch {
      lost("cannot connect");
    }
  };
  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(beat);
      const pair = current;
      current = undefined;
      feed.setLive(false, "closed");
      await Promise.all([pair?.listener.end().catch(() => undefined), pair?.sender.end().catch(() => undefined)]);
    },
  };
}
