import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { createLogger } from "../lib/logger";
import { emailOutbox } from "../db/schema";
import { deliverDueEmails, queueEmail } from "../features/email";
import { claimDueEmails } from "../features/email/outbox.repo";
import { createTestContext, makeUser } from "../test/test-app";
import { openTestDatabase } from "../test/test-db";
import { startTestSmtp } from "../test/test-smtp";
import { Jobs, type ExecuteSql } from "./jobs";
import { scaled } from "../test/timeout-scale";

const logger = createLogger("silent");
const fast = { pollingIntervalSeconds: 0.5 };
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const undo of cleanups.reverse()) await undo();
});

async function until(check: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("jobs", () => {
  it("runs a job queued before a restart once the app is back", { timeout: scaled(120_000) }, async () => {
    // PGlite in a data folder (closed and reopened, as a restart does); PostgreSQL stays up.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-jobs-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const pg = process.env.TEST_DATABASE_URL ? await openTestDatabase() : undefined;
    if (pg) cleanups.push(() => pg.close());
    const open = async (): Promise<Database> => pg ?? openDatabase({ dataDir });

    const first = await open();
    const before = new Jobs(first.executeSql, logger, fast).define({ name: "test.later", run: async () => undefined });
    await before.start();
    // Queued for later, so the first process stops before it is due.
    expect(await before.send("test.later", { n: 1 }, { startAfter: 1 })).toBeTruthy();
    await before.stop();
    if (!pg) await first.close();

    const seen: unknown[] = [];
    const second = await open();
    if (!pg) cleanups.push(() => second.close());
    const after = new Jobs(second.executeSql, logger, fast).define<{ n: number }>({
      name: "test.later",
      run: async (data) => void seen.push(data),
    });
    await after.start();
    cleanups.push(() => after.stop());
    await until(() => seen.length > 0);
    expect(seen).toEqual([{ n: 1 }]);
  });

  it("retries a failing job with backoff until it succeeds", async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    let calls = 0;
    const jobs = new Jobs(database.executeSql, logger, fast).define({
      name: "test.flaky",
      retryLimit: 2,
      retryDelaySeconds: 1,
      run: async () => {
        calls++;
        if (calls === 1) throw new Error("temporary failure");
      },
    });
    await jobs.start();
    cleanups.push(() => jobs.stop());
    await jobs.send("test.flaky");
    await until(() => calls === 2);
    await new Promise((r) => setTimeout(r, 1500));
    expect(calls).toBe(2);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("runs a job once when two processes share one PostgreSQL", async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    // The second "process" has its own connection pool on the same database, as a second app would.
    const other = await openDatabase({ databaseUrl: database.url!, migrate: false });
    cleanups.push(() => other.close());
    const runs: { who: string; i: number }[] = [];
    const make = (who: string, executeSql = database.executeSql) =>
      new Jobs(executeSql, logger, fast).define<{ i: number }>({
        name: "test.once",
        run: async (data) => {
          runs.push({ who, i: data.i });
          await new Promise((r) => setTimeout(r, 300));
        },
      });
    const a = make("a");
    const b = make("b", other.executeSql);
    await Promise.all([a.start(), b.start()]);
    cleanups.push(
      () => a.stop(),
      () => b.stop(),
    );
    for (let i = 0; i < 5; i++) await (i % 2 ? a : b).send("test.once", { i }, { singletonKey: `k${i}` });
    await until(() => runs.length >= 5);
    await new Promise((r) => setTimeout(r, 2000)); // time for a second run of any job, if there were one
    // Each of the five jobs ran, and ran once, whichever process took it.
    expect(runs.map((r) => r.i).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "sends each email once when two processes deliver from one outbox",
    { timeout: scaled(120_000) },
    async () => {
      const smtp = await startTestSmtp();
      cleanups.push(() => smtp.close());
      const ctx = await createTestContext();
      cleanups.push(() => ctx.close());
      const other = await openDatabase({ databaseUrl: ctx.database.url!, migrate: false });
      cleanups.push(() => other.close());
      const recipients: string[] = [];
      for (let i = 0; i < 45; i++) {
        const user = await makeUser(ctx);
        await queueEmail(ctx.db, user.id, "password_changed", {});
        recipients.push(`${user.username}@example.test`);
      }
      // The outbox claim skips rows another sender holds: while one transaction holds a batch, a
      // second sender gets the next emails at once (not the same ones, and without waiting).
      const now = new Date();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let claimed!: () => void;
      const holding = new Promise<void>((resolve) => (claimed = resolve));
      let first: number[] = [];
      const firstSender = ctx.db
        .transaction(async (tx) => {
          first = (await claimDueEmails(tx, now, 60_000, 20)).map((e) => e.id);
          claimed();
          await held;
          throw new Error("roll back");
        })
        .catch(() => undefined);
      await holding;
      let next: number[] = [];
      const secondSender = other.db
        .transaction(async (tx) => {
          next = (await claimDueEmails(tx, now, 60_000, 20)).map((e) => e.id);
          throw new Error("roll back");
        })
        .catch((error: Error) => (error.message === "roll back" ? "claimed" : error.message));
      // Under the other sender's 5 s statement limit and the first one's 10 s idle-transaction limit.
      const answered = await Promise.race([secondSender, new Promise((r) => setTimeout(() => r("still waiting"), 4_000))]);
      release();
      await Promise.all([firstSender, secondSender]);
      expect(answered).toBe("claimed"); // while the first sender still held its batch
      expect(first).toHaveLength(20);
      expect(next).toHaveLength(20);
      expect(next.filter((id) => first.includes(id))).toEqual([]);

      const config = { smtpUrl: smtp.url, publicUrl: "https://academy.example.test", production: true, logger };
      // Both senders at once, each on its own connection pool, taking batches from the same outbox.
      const [a, b] = await Promise.all([deliverDueEmails(ctx.db, config), deliverDueEmails(other.db, config)]);
      expect(a.sent + b.sent).toBe(45);
      expect(smtp.received.flatMap((m) => m.to).sort()).toEqual([...recipients].sort());
      const rows = await ctx.db.select({ status: emailOutbox.status, attempts: emailOutbox.attempts }).from(emailOutbox);
      expect(rows).toHaveLength(45);
      expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    },
  );

  it("puts a job taken just as the process stops back in the queue, with no attempt spent", { timeout: scaled(60_000) }, async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    // The worker's look for work is held until stop() has begun: the job it then gets is not run.
    let hold: (() => void) | undefined;
    let fetching = false;
    const executeSql: typeof database.executeSql = async (text, values) => {
      if (!fetching && /FOR UPDATE SKIP LOCKED/.test(text) && values?.[0] === "test.late") {
        fetching = true;
        await new Promise<void>((resolve) => (hold = resolve));
      }
      return database.executeSql(text, values);
    };
    let ran = 0;
    const jobs = new Jobs(executeSql, logger, fast).define({ name: "test.late", retryLimit: 0, run: async () => void ran++ });
    await jobs.start();
    await jobs.send("test.late");
    await until(() => hold !== undefined);
    const stopped = jobs.stop(2_000);
    hold!();
    await stopped;
    const { rows } = await database.executeSql("SELECT state, retry_count, started_on FROM pgboss.job WHERE name = 'test.late'");
    expect(ran).toBe(0);
    expect(rows).toEqual([{ state: "created", retry_count: 0, started_on: null }]);
  });

  it("runs as many jobs of a queue at once as its concurrency (TRANSCODE_CONCURRENCY), while other queues go on", async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    let running = 0;
    let most = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const quick: unknown[] = [];
    const jobs = new Jobs(database.executeSql, logger, fast)
      .define({
        name: "test.long-videos",
        policy: "short",
        concurrency: 2,
        retryLimit: 0,
        run: async () => {
          running++;
          most = Math.max(most, running);
          await released;
          running--;
        },
      })
      .define({ name: "test.quick-email", retryLimit: 0, run: async (data) => void quick.push(data) });
    await jobs.start();
    cleanups.push(() => jobs.stop());
    await jobs.send("test.long-videos");
    await until(() => running === 1);
    // "short": one more may wait while one runs; the second loop takes it.
    expect(await jobs.send("test.long-videos")).toBeTruthy();
    await until(() => running === 2);
    await jobs.send("test.quick-email", { n: 1 });
    await until(() => quick.length === 1);
    release();
    await until(() => running === 0);
    expect(most).toBe(2);
  });

  describe("a process that dies mid-run (docs/decisions/007, Takeover)", () => {
    // Short claims so the test waits seconds, not the production minute; the mechanism is the same.
    const short = { pollingIntervalSeconds: 0.5, expireInSeconds: 2, maintenanceIntervalSeconds: 1 };
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    cleanups.push(() => process.off("unhandledRejection", onUnhandled));

    const jobState = async (database: Database, id: string) => {
      const { rows } = await database.executeSql(
        "SELECT state, extract(epoch FROM now() - started_on)::float8 AS age FROM pgboss.job WHERE id = $1",
        [id],
      );
      return rows[0] as { state: string; age: number | null } | undefined;
    };

    it(
      "has its job taken over by another process once its claim expires, and its late outcome is only logged",
      { timeout: 120_000 },
      async () => {
        const database = await openTestDatabase();
        cleanups.push(() => database.close());
        // Process A's connection: once A is "killed", nothing it sends reaches the database again.
        let killed = false;
        const aSql: ExecuteSql = (text, values) =>
          killed
            ? Promise.reject(Object.assign(new Error("Connection terminated unexpectedly"), { code: "57P01" }))
            : database.executeSql(text, values);
        const aLines: string[] = [];
        let started!: () => void;
        const aStarted = new Promise<void>((resolve) => (started = resolve));
        let finish!: () => void;
        const aFinishes = new Promise<void>((resolve) => (finish = resolve));
        const a = new Jobs(
          aSql,
          createLogger("debug", (line) => aLines.push(line)),
          short,
        ).define({
          name: "test.takeover",
          retryLimit: 1,
          retryDelaySeconds: 1,
          run: async () => {
            started();
            await aFinishes; // A never gets to finish before it dies
          },
        });
        await a.start();
        cleanups.push(() => a.stop(0));
        const id = (await a.send("test.takeover", { n: 7 }))!;
        await aStarted;
        expect((await jobState(database, id))?.state).toBe("active");
        killed = true;

        const seen: unknown[] = [];
        const b = new Jobs(database.executeSql, logger, short).define<{ n: number }>({
          name: "test.takeover",
          retryLimit: 1,
          retryDelaySeconds: 1,
          run: async (data) => void seen.push(data),
        });
        await b.start();
        cleanups.push(() => b.stop());
        // Generous bound; it takes about the claim (2 s) plus a maintenance round (1 s) and a poll.
        await until(() => seen.length > 0, 60_000);
        expect(seen).toEqual([{ n: 7 }]);
        expect((await jobState(database, id))?.state).toBe("completed");

        // A's run ends after all: its outcome cannot reach the database. Logged with the job's id, as
        // JSON, and nothing is left unhandled.
        finish();
        await until(() => aLines.some((line) => line.includes("job outcome not recorded")));
        const line = aLines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === "job outcome not recorded");
        expect(line).toMatchObject({ level: "error", job: "test.takeover", jobId: id, outcome: "completed", dbCode: "57P01" });
        expect(unhandled).toEqual([]);
      },
    );

    it("keeps a long run's claim while it runs: no other process takes it", { timeout: 120_000 }, async () => {
      const database = await openTestDatabase();
      cleanups.push(() => database.close());
      const runs: string[] = [];
      let id = "";
      const make = (who: string) =>
        new Jobs(database.executeSql, logger, short).define({
          name: "test.long",
          retryLimit: 1,
          retryDelaySeconds: 1,
          run: async () => {
            runs.push(who);
            if (who !== "a") return;
            // Runs for four times its claim, by the database's clock.
            for (;;) {
              const state = await jobState(database, id);
              if ((state?.age ?? 0) > 4 * short.expireInSeconds) break;
              await new Promise((r) => setTimeout(r, 200));
            }
          },
        });
      const a = make("a");
      await a.start();
      cleanups.push(() => a.stop());
      id = (await a.send("test.long"))!;
      await until(() => runs.length > 0);
      const b = make("b");
      await b.start();
      cleanups.push(() => b.stop());
      // Done by the database's word, by A alone (had A's claim lapsed, B would have run it too).
      const end = Date.now() + 60_000;
      while ((await jobState(database, id))?.state !== "completed" && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
      expect((await jobState(database, id))?.state).toBe("completed");
      expect(runs).toEqual(["a"]);
    });

    it("logs, and survives, a cron run of pg-boss's own whose outcome cannot be recorded", { timeout: 120_000 }, async () => {
      const database = await openTestDatabase();
      cleanups.push(() => database.close());
      // The database goes away exactly when pg-boss's cron worker records its run.
      let refused = 0;
      const flaky: ExecuteSql = (text, values) => {
        if (values?.[0] === "__pgboss__send-it" && /^\s*WITH results AS/i.test(text)) {
          refused++;
          return Promise.reject(Object.assign(new Error("Connection terminated unexpectedly"), { code: "57P01" }));
        }
        return database.executeSql(text, values);
      };
      const lines: string[] = [];
      const seen: unknown[] = [];
      const jobs = new Jobs(
        flaky,
        createLogger("debug", (line) => lines.push(line)),
        short,
      ).define({
        name: "test.from-cron",
        run: async (data) => void seen.push(data),
      });
      await jobs.start();
      cleanups.push(() => jobs.stop());
      // What a cron schedule does when it is due: a job on pg-boss's send-it queue naming the job to queue.
      await jobs.send("__pgboss__send-it", { name: "test.from-cron", data: { from: "cron" } });
      await until(() => seen.length > 0 && refused > 0, 60_000);
      expect(seen).toEqual([{ from: "cron" }]);
      await until(() => lines.some((line) => line.includes("outcome was not recorded")));
      expect(unhandled).toEqual([]);
    });
  });
});
