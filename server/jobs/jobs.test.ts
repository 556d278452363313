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
import { Jobs } from "./jobs";
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
});
