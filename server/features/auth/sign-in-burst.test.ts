// A burst of sign-ins waits its turn for the password hashing queue, and the rest of the process
// (files, health) does not wait behind it (docs/decisions/040-hashing-argon2id.md).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "../../db/schema";
import { builtClient } from "../../lib/serve-client";
import { createTestContext, makeUser, type TestContext } from "../../test/test-app";
import { TEST_PASSWORD_COST } from "../../test/setup";
import {
  hashPassword,
  passwordHashingStats,
  resetPasswordHashingPeak,
  setPasswordCostForTests,
  setPasswordHashConcurrency,
} from "./password";

let ctx: TestContext;
let clientDir: string;
const SCRIPT = `export const app = ${JSON.stringify("x".repeat(2000))};\n`;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-burst-client-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>GSM</title>");
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(path.join(clientDir, "assets", "app-Bur5t1.js"), SCRIPT);
  ctx = await createTestContext({ client: builtClient(clientDir) });
});
afterAll(async () => {
  setPasswordCostForTests(TEST_PASSWORD_COST);
  setPasswordHashConcurrency(2);
  await ctx.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe("a burst of sign-ins", () => {
  it("never has more than the limit hashing at once, and a static file and /api/health answer while it waits", async () => {
    // Hashes slow enough that the burst outlasts a file request by far, whatever the machine's load.
    // Sixteen people (the sign-in limit is per account), sharing one such hash to save time here.
    const BURST = 16;
    const people = await Promise.all(Array.from({ length: BURST }, () => makeUser(ctx, { password: "burst-pass-1" })));
    setPasswordCostForTests({ memoryCost: 19 * 1024, timeCost: 6, parallelism: 1 });
    setPasswordHashConcurrency(2);
    const slowHash = await hashPassword("burst-pass-1");
    await ctx.db
      .update(users)
      .set({ passwordHash: slowHash })
      .where(
        inArray(
          users.id,
          people.map((p) => p.id),
        ),
      );
    resetPasswordHashingPeak();
    let answered = 0;
    const burst = people.map((person) =>
      request(ctx.built.app)
        .post("/api/login")
        .send({ username: person.username, password: "burst-pass-1" })
        .then((res) => {
          answered += 1;
          return res;
        }),
    );
    // Wait until the queue is full: two hashing, most of the others waiting their turn.
    await vi.waitFor(() => expect(passwordHashingStats().waiting).toBeGreaterThanOrEqual(BURST / 2), { timeout: 20_000, interval: 10 });

    const [file, health] = await Promise.all([
      request(ctx.built.app).get("/assets/app-Bur5t1.js"),
      request(ctx.built.app).get("/api/health"),
    ]);
    const during = passwordHashingStats();
    const answeredDuring = answered;
    expect(file.status).toBe(200);
    expect(file.text).toBe(SCRIPT);
    expect(health.status).toBe(200);
    // Both answered before the burst ended: sign-ins were still being hashed or waiting for it.
    expect(during.running + during.waiting).toBeGreaterThan(0);
    expect(answeredDuring).toBeLessThan(BURST);

    const answers = await Promise.all(burst);
    expect(answers.map((res) => res.status)).toEqual(Array(BURST).fill(200));
    expect(passwordHashingStats().peakRunning).toBe(2);
    expect(passwordHashingStats().waiting).toBe(0);
  });

  it("runs one at a time when PASSWORD_HASH_CONCURRENCY is 1", async () => {
    setPasswordCostForTests({ memoryCost: 4 * 1024, timeCost: 4, parallelism: 1 });
    setPasswordHashConcurrency(1);
    const people = await Promise.all(Array.from({ length: 6 }, () => makeUser(ctx, { password: "burst-pass-2" })));
    resetPasswordHashingPeak();
    const answers = await Promise.all(
      people.map((person) => request(ctx.built.app).post("/api/login").send({ username: person.username, password: "burst-pass-2" })),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(200));
    expect(passwordHashingStats().peakRunning).toBe(1);
  });
});
