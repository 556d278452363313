// ROLE=web queues jobs and runs none; the workers on the same database run them (docs/architecture.md,
// "Process roles"). Two Jobs on one database act as two processes.
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger";
import { openTestDatabase } from "../test/test-db";
import { Jobs } from "./jobs";

const logger = createLogger("silent");
const fast = { pollingIntervalSeconds: 0.5 };
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const undo of cleanups.reverse()) await undo();
});

async function until(check: () => boolean, ms = 90_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("job roles", () => {
  it("a web process's jobs are all run by the worker, none by the web process", { timeout: 120_000 }, async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    const ranBy: string[] = [];
    const define = (jobs: Jobs, who: string) =>
      jobs.define<{ n: number }>({ name: "test.role", cron: "* * * * *", run: async () => void ranBy.push(who) });

    // Both poll as often: a web process that worked would take its share.
    const worker = define(new Jobs(database.executeSql, logger, fast), "worker");
    await worker.start(); // makes the queue (a deploy's workers have made it long before)
    cleanups.push(() => worker.stop());
    const web = define(new Jobs(database.executeSql, logger, { ...fast, work: false }), "web");
    await web.start();
    cleanups.push(() => web.stop());

    // stately queues keep one waiting job per key: one key per job.
    for (let n = 1; n <= 4; n++) expect(await web.send("test.role", { n }, { singletonKey: `job-${n}` })).toBeTruthy();
    await until(() => ranBy.length === 4);
    expect(ranBy).toEqual(Array(4).fill("worker"));

    // Only the worker keeps the schedule; the web process's start left it as the worker made it.
    const { rows } = await database.executeSql("SELECT name FROM pgboss.schedule");
    expect(rows).toEqual([{ name: "test.role" }]);
  });
});
