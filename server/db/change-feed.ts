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
 * one connection in this process and delivers the same way.
 */
export const CHANGE_CHANNEL = "gsm_changes";

export type ChangeListener = (topic: string, keys: string[] | "*") => void;

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

/**
 * A feed for PostgreSQL: every pooled connection listens (a process's own commits are heard before
 * they return) and one dedicated connection listens for the others', reconnecting after a drop.
 * The feed is live only while that connection listens.
 */
export function postgresChangeFeed(pool: pg.Pool, databaseUrl: string, connectMs: number): { feed: ChangeFeed; close(): Promise<void> } {
  const feed = new ChangeFeed(false);
  pool.on("connect", (client) => {
    client.on("notification", (message) => {
      if (message.channel === CHANGE_CHANNEL) feed.receive(message.payload ?? "*");
    });
    // Queued before any query the pool hands this connection out for.
    client.query(`LISTEN ${CHANGE_CHANNEL}`).catch(() => undefined);
  });
  let closed = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;
  const connect = async () => {
    if (closed) return;
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: connectMs, keepAlive: true });
    current = client;
    const lost = () => {
      if (current !== client) return;
      current = undefined;
      feed.setLive(false);
      client.end().catch(() => undefined);
      if (!closed) retry = setTimeout(connect, Math.min(250 * 2 ** attempt++, 5_000));
    };
    client.on("error", lost);
    client.on("end", lost);
    client.on("notification", (message) => {
      if (message.channel === CHANGE_CHANNEL) feed.receive(message.payload ?? "*");
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (current !== client) return;
      attempt = 0;
      feed.setLive(true);
    } catch {
      lost();
    }
  };
  void connect();
  return {
    feed,
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      feed.setLive(false);
      await client?.end().catch(() => undefined);
    },
  };
}
