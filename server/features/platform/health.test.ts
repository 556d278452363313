// Liveness and readiness (docs/architecture.md, "Health"): what an orchestrator or a load balancer
// reads. The database-down case is in server/db-timeouts.test.ts, the process-level cases
// (starting, draining on SIGTERM, a worker's health) in server/roles.test.ts.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChangeFeed } from "../../db/change-feed";
import { S3Storage } from "../../lib/storage";
import { startTestS3, type TestS3 } from "../../test/s3-server";
import { createTestContext, setSettings, type TestContext } from "../../test/test-app";
import { Readiness } from "./readiness";

let ctx: TestContext;
let s3: TestS3;
beforeAll(async () => {
  ctx = await createTestContext();
  s3 = await startTestS3();
});
afterAll(async () => {
  await ctx.close();
  await s3.close();
});

describe("GET /api/health/live and /api/health/ready", () => {
  it("answers live, and ready with every check passing when all is well", async () => {
    const live = await request(ctx.built.app).get("/api/health/live");
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: "live" });
    const ready = await request(ctx.built.app).get("/api/health/ready");
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    expect(ready.body).toEqual({ status: "ready", checks: { database: "ok", storage: "ok", changeListener: "ok" } });
    // The existing endpoint answers as before.
    expect((await request(ctx.built.app).get("/api/health")).body).toMatchObject({ status: "ok" });
  });

  it("is ready on S3 storage that answers, and names storage when the store does not", async () => {
    const answering = ctx.makeApp({ storage: await s3.storage() });
    expect((await request(answering.app).get("/api/health/ready")).status).toBe(200);

    // Nothing listens on port 9 of this machine: the store is unreachable.
    const down = new S3Storage({ ...s3.config, endpoint: "http://127.0.0.1:9", bucket: "gone" });
    const res = await request(ctx.makeApp({ storage: down }).app).get("/api/health/ready");
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: "not_ready", failing: ["storage"], checks: { database: "ok", storage: "failing" } });
  });

  it("names the change listener while it cannot hear other processes", async () => {
    const deaf = new ChangeFeed(false);
    const res = await request(ctx.makeApp({ changes: deaf }).app).get("/api/health/ready");
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: "not_ready", failing: ["changeListener"] });
    deaf.setLive(true);
    expect((await request(ctx.makeApp({ changes: deaf }).app).get("/api/health/ready")).status).toBe(200);
  });

  it("stays ready behind a transaction-mode pooler, where the caches are off and every request reads the database", async () => {
    const pooled = new ChangeFeed(true);
    pooled.setLive(false, "deaf");
    const res = await request(ctx.makeApp({ changes: pooled }).app).get("/api/health/ready");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ready", checks: { database: "ok", storage: "ok", changeListener: "bypassed" } });
  });

  it("says starting before the process serves and draining from SIGTERM on, while live stays 200", async () => {
    const readiness = new Readiness();
    const app = ctx.makeApp({ readiness }).app;
    expect((await request(app).get("/api/health/ready")).body).toEqual({ status: "not_ready", failing: ["starting"] });
    readiness.serve({ db: ctx.db, storage: ctx.storage, changes: ctx.database.changes });
    expect((await request(app).get("/api/health/ready")).status).toBe(200);
    readiness.drain();
    const draining = await request(app).get("/api/health/ready");
    expect(draining.status).toBe(503);
    expect(draining.body).toEqual({ status: "not_ready", failing: ["draining"] });
    expect((await request(app).get("/api/health/live")).status).toBe(200);
  });

  it("stays open in maintenance mode (a balancer must not drop a healthy process)", async () => {
    await setSettings(ctx, { maintenanceMode: true, maintenanceMessage: "Back soon" });
    try {
      expect((await request(ctx.built.app).get("/api/courses")).status).toBe(503);
      expect((await request(ctx.built.app).get("/api/health/live")).status).toBe(200);
      expect((await request(ctx.built.app).get("/api/health/ready")).status).toBe(200);
    } finally {
      await setSettings(ctx, { maintenanceMode: false });
    }
  });
});
