import { EventEmitter } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger";
import { CHANGE_CHANNEL, ChangeFeed, listenForOthers, type FeedConnection } from "./change-feed";

// The listening connection must prove that it hears *other* connections (docs/decisions/024-change-feed.md).
// These fake databases deliver notifications the way PostgreSQL does, or the way a pooler in
// transaction mode does (PgBouncer: to the connection that sent it, while it is attached, and
// to nobody else), so the proof is tested without either.

type Delivery = "postgres" | "transaction pooler";

class FakeDatabase {
  readonly connections: FakeConnection[] = [];
  constructor(public delivery: Delivery) {}
  open = (): FeedConnection => {
    const connection = new FakeConnection(this);
    this.connections.push(connection);
    return connection;
  };
  notify(from: FakeConnection, payload: string) {
    const to = this.delivery === "postgres" ? this.connections.filter((c) => c.listening && c.open) : from.listening ? [from] : [];
    for (const c of to) queueMicrotask(() => c.emit("notification", { channel: CHANGE_CHANNEL, payload }));
  }
}

class FakeConnection extends EventEmitter {
  listening = false;
  open = false;
  constructor(private readonly database: FakeDatabase) {
    super();
  }
  async connect() {
    this.open = true;
  }
  async query(text: string, values?: unknown[]) {
    if (!this.open) throw new Error("not connected");
    if (text.startsWith("LISTEN")) this.listening = true;
    else if (text.includes("pg_notify")) this.database.notify(this, String(values?.[1]));
    return { rows: [] };
  }
  async end() {
    if (!this.open) return;
    this.open = false;
    this.emit("end");
  }
  /** The connection drops under the app (a restart, a terminated backend). */
  drop() {
    this.open = false;
    this.emit("error", new Error("terminating connection due to administrator command"));
  }
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

const running: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const r of running.splice(0)) await r.close();
});

function listen(database: FakeDatabase) {
  const feed = new ChangeFeed(false);
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger("debug", (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  running.push(listenForOthers(feed, { open: database.open, heartbeatMs: 50, logger }));
  const events = () => lines.map((l) => l.event);
  return { feed, lines, events };
}

describe("the change listener's proof that it hears other connections", () => {
  it("goes live on PostgreSQL, where another connection's token arrives", async () => {
    const { feed, events } = listen(new FakeDatabase("postgres"));
    expect(feed.state).toBe("starting");
    await until(() => feed.live);
    expect(feed.state).toBe("live");
    expect(events()).toEqual(["change_listener_live"]);
  });

  it("never goes live behind a pooler that passes a connection only its own notifications, and says so once", async () => {
    const database = new FakeDatabase("transaction pooler");
    const { feed, lines, events } = listen(database);
    await until(() => events().includes("change_listener_deaf"));
    // Reconnecting does not make it live, and is not reported again at the same level.
    const opened = database.connections.length;
    await until(() => database.connections.length >= opened + 4);
    expect(feed.live).toBe(false);
    expect(feed.state).toBe("deaf"); // for health checks: no reconnection will fix it
    expect(events().filter((e) => e === "change_listener_deaf")).toHaveLength(1);
    expect(events()).not.toContain("change_listener_live");
    expect(lines.find((l) => l.event === "change_listener_deaf")).toMatchObject({ level: "error" });
    // The heartbeat was sent by a connection other than the listening one.
    const listener = database.connections[0]!;
    expect(listener.listening).toBe(true);
    expect(database.connections[1]!.listening).toBe(false);
  });

  it("logs a lost listener and its replacement, and is live again once the new one hears", async () => {
    const database = new FakeDatabase("postgres");
    const { feed, lines, events } = listen(database);
    await until(() => feed.live);
    database.connections[0]!.drop();
    expect(feed.live).toBe(false);
    expect(feed.state).toBe("lost");
    await until(() => events().includes("change_listener_reconnected"));
    expect(feed.live).toBe(true);
    expect(events().filter((e) => e !== "change_listener_reconnecting")).toEqual([
      "change_listener_live",
      "change_listener_lost",
      "change_listener_reconnected",
    ]);
    expect(lines.find((l) => l.event === "change_listener_lost")).toMatchObject({ level: "warn", reason: "connection error" });
    expect(lines.find((l) => l.event === "change_listener_reconnecting")).toMatchObject({ level: "debug", attempt: 1 });
    expect(lines.find((l) => l.event === "change_listener_reconnected")).toMatchObject({ level: "info", downMs: expect.any(Number) });
  });

  it("a pooler that starts passing notifications on (moved to session mode) makes it live again", async () => {
    const database = new FakeDatabase("transaction pooler");
    const { feed, events } = listen(database);
    await until(() => events().includes("change_listener_deaf"));
    database.delivery = "postgres";
    await until(() => feed.live);
    expect(events()).toContain("change_listener_reconnected");
  });
});
