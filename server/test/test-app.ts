import { DataCipher } from "../lib/data-encryption";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import type { Role, UserStatus } from "@shared/constants";
import { createApp, type AppOptions, type BuiltApp } from "../app";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { hashPassword } from "../features/auth/password";
import { ensureSettingsRow, writeSettingsValues } from "../features/settings/settings.repo";
import { SettingsService } from "../features/settings/settings.service";
import { createLogger } from "../lib/logger";
import { LocalStorage, type Storage } from "../lib/storage";
import { openTestDatabase } from "./test-db";

/** The time the test apps' rules read (AppDeps.clock): real time until a test sets one. */
export interface TestClock {
  now(): Date;
  /** Fixes the time the app reads; null goes back to real time. */
  set(at: Date | null): void;
}

function makeTestClock(): TestClock {
  let fixed: Date | null = null;
  return {
    now: () => (fixed ? new Date(fixed.getTime()) : new Date()),
    set(at) {
      fixed = at;
    },
  };
}

export interface TestContext {
  database: Database & { url?: string };
  db: Database["db"];
  uploadDir: string;
  /** The storage of `built` (local disk under uploadDir unless the test gave one). */
  storage: Storage;
  settings: SettingsService;
  logLines: string[];
  /** The clock of every app built on this context (unless a test gives an app its own). */
  clock: TestClock;
  /** Builds an app on this context's database (several may share it, like several processes). */
  makeApp(overrides?: Partial<AppOptions>): BuiltApp;
  built: BuiltApp;
  close(): Promise<void>;
}

export async function createTestContext(overrides: Partial<AppOptions> = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  await ensureSettingsRow(database.db);
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-uploads-"));
  const settings = new SettingsService(database.db, 0);
  const storage = overrides.storage ?? new LocalStorage(uploadDir);
  const logLines: string[] = [];
  const logger = createLogger("debug", (line) => logLines.push(line));
  const apps: BuiltApp[] = [];
  const clock = makeTestClock();
  // One key per context: its apps are processes of one installation.
  const dataCipher = DataCipher.random();
  const makeApp = (more: Partial<AppOptions> = {}) => {
    const built = createApp({
      db: database.db,
      dbKind: database.kind,
      changes: database.changes,
      settings,
      logger,
      sessionSecret: "test-session-secret",
      dataCipher,
      uploadDir,
      storage,
      production: false,
      cookieSecure: false,
      trustProxy: false,
      stripeConfigured: false,
      loginRateLimit: { windowMs: 15 * 60 * 1000, perIp: 1000, perUsername: 10 },
      signupLimitPerHour: 100_000,
      couponGuessLimit: { perUser: 100_000, perIp: 100_000 },
      publicUrl: "https://academy.example.test",
      clock: clock.now,
      ...overrides,
      ...more,
      // A test that moves uploadDir means local files there.
      ...(more.uploadDir && !more.storage ? { storage: new LocalStorage(more.uploadDir) } : {}),
    });
    apps.push(built);
    return built;
  };
  const built = makeApp();
  return {
    database,
    db: database.db,
    uploadDir,
    storage,
    settings,
    logLines,
    clock,
    makeApp,
    built,
    async close() {
      for (const a of apps) {
        a.close();
        await a.activity.settled();
      }
      await database.close();
      fs.rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
export interface MadeUser {
  id: number;
  username: string;
  password: string;
  role: Role;
}

/** Factory: a user row straight in the database. */
export async function makeUser(
  ctx: TestContext,
  fields: { role?: Role; status?: UserStatus; username?: string; password?: string; email?: string; emailVerified?: boolean } = {},
): Promise<MadeUser> {
  counter += 1;
  const username = fields.username ?? `user${counter}_${Math.random().toString(36).slice(2, 7)}`;
  const password = fields.password ?? "password123";
  const role = fields.role ?? "personal";
  const [row] = await ctx.db
    .insert(users)
    .values({
      username,
      email: fields.email ?? `${username}@example.test`,
      passwordHash: await hashPassword(password),
      firstName: "Test",
      lastName: role,
      role,
      status: fields.status ?? "active",
      affiliateCode: role === "entrepreneur" ? `GSM${String(900000 + counter)}` : null,
      emailVerifiedAt: fields.emailVerified ? new Date() : null,
    })
    .returning();
  return { id: row.id, username, password, role };
}

/** A supertest agent signed in as `user` (cookies kept between calls). */
export async function signIn(ctx: TestContext, user: MadeUser, built = ctx.built) {
  const agent = request.agent(built.app);
  const res = await agent.post("/api/login").send({ username: user.username, password: user.password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}

export async function setSettings(ctx: TestContext, values: Record<string, unknown>) {
  await writeSettingsValues(ctx.db, values);
  ctx.settings.invalidate();
}
