// A file store that is down is named as such: 503 STORAGE_UNAVAILABLE and a log line naming
// storage, never "database unavailable" (a refused connection to S3 reads like one to PostgreSQL).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorHandler } from "../../middleware/error-handler";
import { startTestS3, type TestS3 } from "../../test/s3-server";
import { createTestContext, makeUser, signIn, type TestContext } from "../../test/test-app";
import { PNG_1X1 } from "../../features/uploads/test-files";
import { createLogger } from "../logger";
import { checkStorage, LocalStorage, S3Storage, StorageUnavailableError } from "./index";

let s3: TestS3;
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signIn>>;
let storedUrl: string;

beforeAll(async () => {
  s3 = await startTestS3();
  ctx = await createTestContext({ storage: await s3.storage() });
  admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
  const image = await admin.post("/api/upload/image").attach("image", PNG_1X1, "a.png");
  expect(image.status).toBe(201);
  storedUrl = image.body.url as string;
  expect((await request(ctx.built.app).get(storedUrl)).status).toBe(200);
  expect(await checkStorage(ctx.storage)).toEqual({ ok: true });
  // The S3 server goes away: nothing listens on its port any more.
  await s3.close();
});
afterAll(async () => {
  await ctx?.close();
});

const logged = () => ctx.logLines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe("an S3 outage", () => {
  it("answers an upload with 503 STORAGE_UNAVAILABLE and logs storage, not the database, as the failing part", async () => {
    ctx.logLines.length = 0;
    const res = await admin.post("/api/upload/image").attach("image", PNG_1X1, "b.png");
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: "STORAGE_UNAVAILABLE", requestId: expect.any(String) });
    expect(res.headers["retry-after"]).toBe("5");
    const lines = logged();
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: "storage unavailable", dependency: "storage", requestId: res.body.requestId }),
    );
    expect(lines.some((line) => line.msg === "database unavailable")).toBe(false);
  });

  it("answers a file download with 503 STORAGE_UNAVAILABLE", async () => {
    ctx.logLines.length = 0;
    const res = await request(ctx.built.app).get(storedUrl);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: "STORAGE_UNAVAILABLE" });
    expect(logged()).toContainEqual(expect.objectContaining({ msg: "storage unavailable", dependency: "storage" }));
  });

  it("is reported by checkStorage, which a readiness check can call", async () => {
    const result = await checkStorage(ctx.storage);
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining("storage unavailable") });
    // Never a key or secret in the reason.
    expect(JSON.stringify(result)).not.toContain("S3RVER");
    const missingBucket = new S3Storage({ ...s3.config, endpoint: "http://127.0.0.1:1", bucket: "nowhere" });
    await expect(missingBucket.check()).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it("a local folder that can be written is reachable", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-check-"));
    try {
      expect(await checkStorage(new LocalStorage(path.join(root, "uploads")))).toEqual({ ok: true });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the error handler names the failing dependency", () => {
  const lines: string[] = [];
  const app = express();
  app.get("/database", () => {
    // What node-postgres throws when PostgreSQL refuses the connection.
    throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  });
  app.get("/storage", () => {
    throw new StorageUnavailableError("get", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9000"), { code: "ECONNREFUSED" }));
  });
  app.use(errorHandler(createLogger("debug", (line) => lines.push(line))));

  it("a database outage still answers DATABASE_UNAVAILABLE, a storage one STORAGE_UNAVAILABLE", async () => {
    expect((await request(app).get("/database")).body).toMatchObject({ code: "DATABASE_UNAVAILABLE" });
    expect((await request(app).get("/storage")).body).toMatchObject({ code: "STORAGE_UNAVAILABLE" });
    const msgs = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(msgs.map((m) => [m.msg, m.dependency])).toEqual([
      ["database unavailable", "database"],
      ["storage unavailable", "storage"],
    ]);
  });
});
