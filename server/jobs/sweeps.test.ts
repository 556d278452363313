// docs/product-rules.md §9: the periodic sweeps remove what nothing references any more, and nothing else.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountTokens, emailOutbox, rateLimits, sessions } from "../db/schema";
import { runSweeps } from "./sweeps";
import { makeChapter, makeCourse, makeGuideline } from "../test/course-factories";
import { createTestContext, makeUser, setSettings, type TestContext } from "../test/test-app";
import { silentLogger } from "../lib/logger";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

function put(folder: string, name: string, ageHours: number): string {
  const dir = path.join(ctx.uploadDir, folder);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(file, "x");
  const when = new Date(Date.now() - ageHours * 3600 * 1000);
  fs.utimesSync(file, when, when);
  return file;
}

describe("the periodic sweeps", () => {
  it("deletes uploads no row references after 24 hours, keeps referenced and recent ones", async () => {
    const course = await makeCourse(ctx, { thumbnailUrl: "/uploads/images/thumb.png" });
    await makeChapter(ctx, course.id, { videoFile: "/uploads/videos/lesson.mp4" });
    await makeGuideline(ctx, course.id, {}, [{ name: "Guide", url: "/uploads/documents/guide.pdf" }]);
    await setSettings(ctx, { logoUrl: "/uploads/images/logo.png" });
    const kept = [
      put("images", "thumb.png", 48),
      put("videos", "lesson.mp4", 48),
      put("documents", "guide.pdf", 48),
      put("images", "logo.png", 48),
      put("videos", "fresh-upload.mp4", 2), // its form may still be saved
      put("tmp", "upload-in-flight", 0.1),
    ];
    const removed = [
      put("videos", "abandoned.mp4", 30),
      put("documents", "old.pdf", 25),
      put("images", "orphan.png", 100),
      put("tmp", "crashed-upload", 3),
    ];

    await runSweeps({ db: ctx.db, settings: ctx.settings, uploadDir: ctx.uploadDir, logger: silentLogger });

    for (const file of kept) expect(fs.existsSync(file), file).toBe(true);
    for (const file of removed) expect(fs.existsSync(file), file).toBe(false);
  });

  it("removes expired rate-limit counters and keeps live ones", async () => {
    await ctx.db.delete(rateLimits);
    await ctx.db.insert(rateLimits).values([
      { key: "login-ip:old", hits: 3, resetAt: new Date(Date.now() - 60_000) },
      { key: "login-ip:live", hits: 1, resetAt: new Date(Date.now() + 60_000) },
    ]);
    await runSweeps({ db: ctx.db, settings: ctx.settings, uploadDir: ctx.uploadDir, logger: silentLogger });
    expect((await ctx.db.select().from(rateLimits)).map((r) => r.key)).toEqual(["login-ip:live"]);
  });

  it("removes expired sessions and keeps live ones (one sweep for every process, in the job)", async () => {
    await ctx.db.insert(sessions).values([
      { sid: "sweep-expired", sess: { cookie: {} }, expire: new Date(Date.now() - 60_000), userId: null },
      { sid: "sweep-live", sess: { cookie: {} }, expire: new Date(Date.now() + 60_000), userId: null },
    ]);
    await runSweeps({ db: ctx.db, settings: ctx.settings, uploadDir: ctx.uploadDir, logger: silentLogger });
    const left = (await ctx.db.select({ sid: sessions.sid }).from(sessions)).map((r) => r.sid);
    expect(left).toContain("sweep-live");
    expect(left).not.toContain("sweep-expired");
  });

  it("removes sent emails after 90 days and spent tokens, keeps failed emails and live tokens", async () => {
    const user = await makeUser(ctx);
    const old = new Date(Date.now() - 91 * 86_400_000);
    const email = (status: "sent" | "failed", createdAt: Date, subject: string) => ({
      recipient: "a@b.test",
      userId: user.id,
      template: "password_changed",
      subject,
      text: "t",
      html: "h",
      status,
      createdAt,
    });
    await ctx.db
      .insert(emailOutbox)
      .values([email("sent", old, "old sent"), email("failed", old, "old failed"), email("sent", new Date(), "new sent")]);
    const hash = (c: string) => c.repeat(64);
    await ctx.db.insert(accountTokens).values([
      { userId: user.id, purpose: "password_reset", tokenHash: hash("a"), expiresAt: new Date(Date.now() - 1000) },
      {
        userId: user.id,
        purpose: "email_verification",
        tokenHash: hash("b"),
        expiresAt: new Date(Date.now() + 3600_000),
        usedAt: new Date(Date.now() - 2 * 86_400_000),
      },
      { userId: user.id, purpose: "email_verification", tokenHash: hash("c"), expiresAt: new Date(Date.now() + 3600_000) },
    ]);
    await runSweeps({ db: ctx.db, settings: ctx.settings, uploadDir: ctx.uploadDir, logger: silentLogger });
    expect((await ctx.db.select().from(emailOutbox)).map((e) => e.subject).sort()).toEqual(["new sent", "old failed"]);
    expect((await ctx.db.select().from(accountTokens)).map((t) => t.tokenHash)).toEqual([hash("c")]);
  });
});
