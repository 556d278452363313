import pg from "pg";

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

export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  private readonly resets = new Set<() => void>();
  private hearing: boolean;

  constructor(hearing: boolean) {
    this.hearing = hearing;
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

  setLive(hearing: boolean): void {
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

/**
 * The dedicated connection that hears the other processes' commits, for a PostgreSQL feed. The
 * feed is live only while it listens and proves it: it notifies itself on connecting and every
 * HEARTBEAT_MS after, and must hear each within HEARTBEAT_MS (a connection can die without a word: a dropped NAT entry, a
 * failover, a pooler that does not pass notifications on). On any failure the feed stops being
 * live, so the caches answer from the database, and the connection is made again.
 */
export function listenForOthers(
  feed: ChangeFeed,
  databaseUrl: string,
  connectMs: number,
  heartbeatMs = HEARTBEAT_MS,
): { close(): Promise<void> } {
  let closed = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let beat: NodeJS.Timeout | undefined;
  let attempt = 0;
  const connect = async () => {
    if (closed) return;
    const client = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: connectMs,
      application_name: LISTENER_NAME, // how pg_stat_activity shows it
      keepAlive: true,
      keepAliveInitialDelayMillis: heartbeatMs,
    });
    current = client;
    let awaited: string | undefined;
    let sentAt = 0;
    const lost = () => {
      if (current !== client) return;
      current = undefined;
      clearInterval(beat);
      feed.setLive(false);
      client.end().catch(() => undefined);
      if (!closed) retry = setTimeout(connect, Math.min(250 * 2 ** attempt++, 5_000));
    };
    client.on("error", lost);
    client.on("end", lost);
    client.on("notification", (message) => {
      if (message.channel !== CHANGE_CHANNEL) return;
      if (message.payload !== awaited) return feed.receive(message.payload ?? "*");
      awaited = undefined;
      attempt = 0;
      feed.setLive(true); // live only once a notification has made the round trip
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (current !== client) return;
      const ping = () => {
        awaited = `${HEARTBEAT_TOPIC}:${Math.random().toString(36).slice(2)}`;
        sentAt = Date.now();
        client.query("SELECT pg_notify($1, $2)", [CHANGE_CHANNEL, awaited]).catch(lost);
      };
      ping();
      beat = setInterval(() => {
        const since = Date.now() - sentAt;
        if (awaited !== undefined) {
          if (since >= heartbeatMs) lost(); // the last proof never came back
          return;
        }
        if (since >= heartbeatMs) ping();
      }, heartbeatMs / 5);
      beat.unref();
    } catch {
      lost();
    }
  };
  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(beat);
      const client = current;
      current = undefined;
      feed.setLive(false);
      await client?.end().catch(() => undefined);
    },
  };
}
