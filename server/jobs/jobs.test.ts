import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { createLogger } from "../lib/logger";
import { openTestDatabase } from "../test/test-db";
import { Jobs } from "./jobs";

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
  it("runs a job queued before a restart once the app is back", { timeout: 120_000 }, async () => {
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
    const runs: string[] = [];
    const make = (who: string, executeSql = database.executeSql) =>
      new Jobs(executeSql, logger, fast).define({
        name: "test.once",
        run: async () => {
          runs.push(who);
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
    await new Promise((r) => setTimeout(r, 2000));
    expect(runs).toHaveLength(5);
  });
});
