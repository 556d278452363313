import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger";
import { createTestContext, type TestContext } from "../test/test-app";
import { JOB_NAMES, startPlatformJobs } from "./platform-jobs";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const schedules = async () =>
  ((await ctx.database.executeSql("SELECT name, cron FROM pgboss.schedule ORDER BY name")).rows as { name: string; cron: string }[]);

describe("platform jobs", () => {
  it("schedules the renewals and the sweeps hourly, and runs each once at start", async () => {
    const jobs = await startPlatformJobs(
      { db: ctx.db, executeSql: ctx.database.executeSql, settings: ctx.settings, logger: createLogger("silent"), uploadDir: ctx.uploadDir, billTestSubscriptions: true },
      { pollingIntervalSeconds: 0.5 },
    );
    try {
      expect(await schedules()).toEqual([
        { name: JOB_NAMES.maintenance, cron: "35 * * * *" },
        { name: JOB_NAMES.renewals, cron: "5 * * * *" },
      ]);
      const done = async () =>
        (await ctx.database.executeSql("SELECT name FROM pgboss.job WHERE state = 'completed' UNION SELECT name FROM pgboss.archive")).rows.length;
      const end = Date.now() + 20_000;
      while ((await done()) < 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
      expect(await done()).toBe(2);
    } finally {
      await jobs.stop();
    }
  });

  it("drops the renewal schedule when Stripe bills subscriptions itself", async () => {
    const jobs = await startPlatformJobs({
      db: ctx.db, executeSql: ctx.database.executeSql, settings: ctx.settings, logger: createLogger("silent"), uploadDir: ctx.uploadDir, billTestSubscriptions: false,
    });
    await jobs.stop();
    expect((await schedules()).map((s) => s.name)).toEqual([JOB_NAMES.maintenance]);
  });
});
