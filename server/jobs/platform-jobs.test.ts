import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueEmail } from "../features/email";
import { createLogger } from "../lib/logger";
import { makeUser, signIn } from "../test/test-app";
import { Jobs } from "./jobs";
import { startTestSmtp } from "../test/test-smtp";
import { createTestContext, type TestContext } from "../test/test-app";
import { JOB_NAMES, startPlatformJobs } from "./platform-jobs";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const deps = (billTestSubscriptions: boolean) => ({
  db: ctx.db,
  executeSql: ctx.database.executeSql,
  settings: ctx.settings,
  logger: createLogger("silent"),
  uploadDir: ctx.uploadDir,
  storage: ctx.storage,
  billTestSubscriptions,
  mailer: { publicUrl: "https://academy.example.test", production: true },
});

const schedules = async () =>
  (await ctx.database.executeSql("SELECT name, cron FROM pgboss.schedule ORDER BY name")).rows as { name: string; cron: string }[];

describe("platform jobs", () => {
  it("schedules the renewals and the sweeps hourly, chapter unlocks quarter-hourly, email, video transcodes and data exports every minute, audit retention daily, and runs each once at start", async () => {
    const jobs = await startPlatformJobs(deps(true), { pollingIntervalSeconds: 0.5 });
    try {
      expect(await schedules()).toEqual([
        { name: JOB_NAMES.dataExports, cron: "* * * * *" },
        { name: JOB_NAMES.auditRetention, cron: "20 3 * * *" },
        { name: JOB_NAMES.chapterUnlocks, cron: "*/15 * * * *" },
        { name: JOB_NAMES.videoTranscode, cron: "* * * * *" },
        { name: JOB_NAMES.email, cron: "* * * * *" },
        { name: JOB_NAMES.maintenance, cron: "35 * * * *" },
        { name: JOB_NAMES.renewals, cron: "5 * * * *" },
      ]);
      // Every queue's running job holds a one-minute claim (renewed while it runs: a killed
      // process's job is taken over in about a minute); transcodes may run in several processes.
      const queues = (
        await ctx.database.executeSql(
          "SELECT name, policy, expire_seconds AS expire FROM pgboss.queue WHERE name NOT LIKE '__pgboss__%' ORDER BY name",
        )
      ).rows as { name: string; policy: string; expire: number }[];
      expect(queues).toHaveLength(7);
      expect(queues.every((q) => q.expire === 60)).toBe(true);
      expect(Object.fromEntries(queues.map((q) => [q.name, q.policy]))).toMatchObject({
        [JOB_NAMES.videoTranscode]: "short",
        [JOB_NAMES.email]: "stately",
      });
      const done = async () =>
        (await ctx.database.executeSql("SELECT name FROM pgboss.job WHERE state = 'completed' UNION SELECT name FROM pgboss.archive")).rows
          .length;
      const end = Date.now() + 20_000;
      while ((await done()) < 7 && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
      expect(await done()).toBe(7);
    } finally {
      await jobs.stop();
    }
  });

  it("drops the renewal schedule when Stripe bills subscriptions itself", async () => {
    const jobs = await startPlatformJobs(deps(false));
    await jobs.stop();
    expect((await schedules()).map((s) => s.name)).toEqual([
      JOB_NAMES.dataExports,
      JOB_NAMES.auditRetention,
      JOB_NAMES.chapterUnlocks,
      JOB_NAMES.videoTranscode,
      JOB_NAMES.email,
      JOB_NAMES.maintenance,
    ]);
  });

  it("sends an email a moment after the change that queued it commits", async () => {
    const smtp = await startTestSmtp();
    const jobs = await startPlatformJobs(
      { ...deps(false), mailer: { smtpUrl: smtp.url, publicUrl: "https://academy.example.test", production: true } },
      { pollingIntervalSeconds: 0.5 },
    );
    try {
      const user = await makeUser(ctx, { email: "soon@learners.test" });
      await ctx.db.transaction((tx) => queueEmail(tx, user.id, "password_changed", {}));
      const end = Date.now() + 15_000;
      while (smtp.received.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
      expect(smtp.received.map((m) => m.to)).toEqual([["soon@learners.test"]]);
    } finally {
      await jobs.stop();
      await smtp.close();
    }
  });

  it("shows a job that failed for good to admins, with its error", async () => {
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    const jobs = new Jobs(ctx.database.executeSql, createLogger("silent"), { pollingIntervalSeconds: 0.5 }).define({
      name: "test.broken",
      retryLimit: 0,
      run: async () => {
        throw new Error("the disk is full");
      },
    });
    await jobs.start();
    try {
      await jobs.send("test.broken");
      const failures = async () =>
        (await admin.get("/api/admin/jobs/failures")).body as { name: string; error: string; attempts: number }[];
      const end = Date.now() + 15_000;
      while (!(await failures()).length && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
      expect(await failures()).toEqual([expect.objectContaining({ name: "test.broken", error: "the disk is full", attempts: 1 })]);
    } finally {
      await jobs.stop();
    }
  });
});
