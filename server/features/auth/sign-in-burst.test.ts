// A burst of sign-ins waits its turn for the password hashing queue, and the rest of the process
// (files, health) does not wait behind it (docs/decisions/031-password-hashing-argon2id.md).
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
import { passwordHashingStats, resetPasswordHashingPeak, setPasswordCostForTests, setPasswordHashConcurrency } from "./password";

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

// "burst-pass-1" hashed at 64 MiB and 16 passes: about 27 times the production cost, so a sign-in
// holding it keeps its hashing slot for long (about 1.6 s at load 29 on this project's two-core
// machine) while its verification is one run, not the many a burst of slow hashes would need.
const SLOW_HASH = "$argon2id$v=19$m=65536,t=16,p=1$K8E6+DP4sQ0UgV8Fi0IYzw$bgKbXyJ3WDcIvRsmfRHssWxZLlYJNBt57lyPqHWNKdc";
// Started now (a supertest request is sent only once something awaits it).
const signInAs = (username: string) =>
  request(ctx.built.app)
    .post("/api/login")
    .send({ username, password: "burst-pass-1" })
    .then((res) => res);

describe("a burst of sign-ins", () => {
  it("never has more than the limit hashing at once, and a static file and /api/health answer while sign-ins wait their turn", async () => {
    setPasswordHashConcurrency(2);
    // Six people (the sign-in limit is per account): two whose hashes are slow, then four more.
    const people = await Promise.all(Array.from({ length: 6 }, () => makeUser(ctx, { password: "burst-pass-1" })));
    const [slow, quick] = [people.slice(0, 2), people.slice(2)];
    await ctx.db
      .update(users)
      .set({ passwordHash: SLOW_HASH })
      .where(
        inArray(
          users.id,
          slow.map((p) => p.id),
        ),
      );
    resetPasswordHashingPeak();

    const first = slow.map((p) => signInAs(p.username));
    await vi.waitFor(() => expect(passwordHashingStats().running).toBe(2), { timeout: 20_000, interval: 10 });
    const rest = quick.map((p) => signInAs(p.username));
    // The burst is over the limit: the next sign-in waits its turn instead of hashing beside them.
    await vi.waitFor(() => expect(passwordHashingStats().waiting).toBeGreaterThan(0), { timeout: 20_000, interval: 10 });

    const [file, health] = await Promise.all([
      request(ctx.built.app).get("/assets/app-Bur5t1.js"),
      request(ctx.built.app).get("/api/health"),
    ]);
    const during = passwordHashingStats();
    expect(file.status).toBe(200);
    expect(file.text).toBe(SCRIPT);
    expect(health.status).toBe(200);
    // Both answered before the burst ended: sign-ins were still waiting for a slot.
    expect(during.waiting).toBeGreaterThan(0);

    const answers = await Promise.all([...first, ...rest]);
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(200));
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
