import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSE_CATEGORIES, COURSE_LEVELS, fallbackAffiliateCode } from "../../shared/constants";
import { verifyPassword } from "../features/auth/password";
import { openDatabase, type Database } from "./client";
import { ensureReferenceData } from "./reference-data";
import { readStoredSettings } from "../features/admin/admin-settings.service";
import { DEMO_ACCOUNTS, SAMPLE_VIDEO, SAMPLE_WORKBOOK, seedDemoData } from "./seed";
import {
  chapters,
  courses,
  enrollments,
  commissions,
  payments,
  financialProducts,
  guidelineFiles,
  guidelines,
  sections,
  users,
} from "./schema";

let database: Database;
let uploadDir: string;
const logLines: string[] = [];

async function countRows(): Promise<Record<string, number>> {
  const { db } = database;
  const count = sql<number>`count(*)::int`;
  const tables = { users, courses, sections, chapters, guidelines, guidelineFiles, enrollments, financialProducts };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ count }).from(table);
    out[name] = row.count;
  }
  return out;
}

beforeAll(async () => {
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-seed-test-"));
  database = await openDatabase({ memory: true });
  await ensureReferenceData(database.db);
  const result = await seedDemoData({ db: database.db, uploadDir, log: (l) => logLines.push(l) });
  expect(result).toEqual({ seeded: true });
});

afterAll(async () => {
  await database?.close();
  if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
});

describe("seedDemoData", () => {
  it("creates one active demo account per role with verifiable passwords", async () => {
    const all = await database.db.select().from(users);
    // Plus one demo customer nobody signs in as (the demo sales).
    expect(all.map((u) => u.username).sort()).toEqual(["admin", "casey", "entrepreneur", "learner"]);
    const rows = all.filter((u) => u.username !== "casey");
    expect(rows.map((u) => u.role).sort()).toEqual(["admin", "entrepreneur", "personal"]);
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const user = rows.find((u) => u.username === account.username);
      expect(user, account.username).toBeDefined();
      expect(user!.role).toBe(account.role);
      expect(user!.status).toBe("active");
      expect(user!.emailVerifiedAt, `${account.username} is verified`).not.toBeNull(); // docs/product-rules.md §9
      expect(user!.email).toBe(`${account.username}@gsm-academy.test`);
      expect(await verifyPassword(account.password, user!.passwordHash)).toBe(true);
      expect(await verifyPassword(`${account.password}x`, user!.passwordHash)).toBe(false);
    }
    expect(DEMO_ACCOUNTS).toEqual({
      admin: { username: "admin", password: "admin123", role: "admin" },
      entrepreneur: { username: "entrepreneur", password: "entrepreneur123", role: "entrepreneur" },
      learner: { username: "learner", password: "learner123", role: "personal" },
    });
  });

  it("gives the entrepreneur the GSM + padded id affiliate code", async () => {
    const [entrepreneur] = await database.db
      .select()
      .from(users)
      .where(sql`${users.role} = 'entrepreneur'`);
    expect(entrepreneur.affiliateCode).toBe(fallbackAffiliateCode(entrepreneur.id));
    expect(entrepreneur.affiliateCode).toMatch(/^GSM\d{6}$/);
    expect(entrepreneur.businessName).toBeTruthy();
  });

  it("creates published courses over every category and level, and one draft", async () => {
    const all = await database.db.select().from(courses);
    const published = all.filter((c) => c.isPublished);
    const drafts = all.filter((c) => !c.isPublished);
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect(drafts).toHaveLength(1);
    expect(new Set(published.map((c) => c.category))).toEqual(new Set(COURSE_CATEGORIES));
    expect(new Set(published.map((c) => c.level))).toEqual(new Set(COURSE_LEVELS));
    expect(published.some((c) => c.priceCents === 0)).toBe(true);
    expect(published.some((c) => c.originalPriceCents !== null && c.originalPriceCents > c.priceCents)).toBe(true);
    const [admin] = await database.db
      .select()
      .from(users)
      .where(sql`${users.role} = 'admin'`);
    for (const c of all) {
      expect(c.createdById).toBe(admin.id);
      expect(c.thumbnailUrl).toBeNull();
      expect(c.guidelines).toBeTruthy();
    }
  });

  it("gives every published course sections, chapters, one preview and a guideline with a file", async () => {
    const { db } = database;
    const published = await db
      .select()
      .from(courses)
      .where(sql`${courses.isPublished}`);
    const workbookSize = fs.statSync(path.join(uploadDir, SAMPLE_WORKBOOK.relativePath)).size;
    for (const course of published) {
      const courseSections = await db
        .select()
        .from(sections)
        .where(sql`${sections.courseId} = ${course.id}`);
      expect(courseSections.length, course.title).toBeGreaterThanOrEqual(2);
      expect(courseSections.length, course.title).toBeLessThanOrEqual(3);
      expect(courseSections.map((s) => s.orderIndex).sort()).toEqual(courseSections.map((_, i) => i + 1));

      const courseChapters = await db
        .select()
        .from(chapters)
        .where(sql`${chapters.courseId} = ${course.id}`);
      expect(courseChapters.length, course.title).toBeGreaterThanOrEqual(3);
      expect(courseChapters.length, course.title).toBeLessThanOrEqual(6);
      const ordered = [...courseChapters].sort((a, b) => a.orderIndex - b.orderIndex);
      expect(ordered.map((c) => c.orderIndex)).toEqual(ordered.map((_, i) => i + 1));
      expect(courseChapters.filter((c) => c.isPreview)).toHaveLength(1);
      expect(ordered[0].isPreview).toBe(true);
      const sectionIds = new Set(courseSections.map((s) => s.id));
      for (const chapter of courseChapters) {
        expect(sectionIds.has(chapter.sectionId!)).toBe(true);
        expect(chapter.videoFile).toBe(SAMPLE_VIDEO.ref);
        expect(chapter.durationSeconds).toBe(20);
        expect(chapter.title).toBeTruthy();
        expect(chapter.description).toBeTruthy();
      }
      for (const section of courseSections) {
        expect(
          courseChapters.some((c) => c.sectionId === section.id),
          section.title,
        ).toBe(true);
      }

      const courseGuidelines = await db
        .select()
        .from(guidelines)
        .where(sql`${guidelines.courseId} = ${course.id}`);
      expect(courseGuidelines).toHaveLength(1);
      expect(courseGuidelines[0].content).toBeTruthy();
      const files = await db
        .select()
        .from(guidelineFiles)
        .where(sql`${guidelineFiles.guidelineId} = ${courseGuidelines[0].id}`);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatchObject({
        name: "Course workbook.txt",
        url: "/uploads/documents/course-workbook.txt",
        type: "text/plain",
        sizeBytes: workbookSize,
      });
    }
  });

  it("enrolls the demo learner in the free course", async () => {
    const rows = await database.db
      .select({ userId: enrollments.userId, progress: enrollments.progress, priceCents: courses.priceCents, username: users.username })
      .from(enrollments)
      .innerJoin(courses, sql`${courses.id} = ${enrollments.courseId}`)
      .innerJoin(users, sql`${users.id} = ${enrollments.userId}`);
    expect(rows).toContainEqual(expect.objectContaining({ username: DEMO_ACCOUNTS.learner.username, progress: 0, priceCents: 0 }));
  });

  it("records two paid sales through the entrepreneur's link, over a month old, with their 15 % commissions", async () => {
    const [entrepreneur] = await database.db
      .select()
      .from(users)
      .where(sql`${users.role} = 'entrepreneur'`);
    const sales = await database.db.select().from(payments);
    expect(sales.map((p) => [p.courseTitle, p.amountCents, p.status, p.affiliateUserId])).toEqual([
      ["Digital Marketing Mastery", 12_900, "succeeded", entrepreneur.id],
      ["Investing and Financial Planning", 9_900, "succeeded", entrepreneur.id],
    ]);
    for (const p of sales) expect(Date.now() - p.succeededAt!.getTime()).toBeGreaterThan(30 * 86_400_000);
    const earned = await database.db.select().from(commissions);
    expect(earned.map((c) => [c.amountCents, c.status, c.commissionRate, c.entrepreneurId])).toEqual([
      [1_935, "pending", 15, entrepreneur.id],
      [1_485, "pending", 15, entrepreneur.id],
    ]);
    const referred = await database.db
      .select()
      .from(users)
      .where(sql`${users.referredById} = ${entrepreneur.id}`);
    expect(referred.map((u) => u.username).sort()).toEqual(["casey", "learner"]);
    const owned = await database.db
      .select()
      .from(enrollments)
      .where(
        sql`${enrollments.courseId} IN (${sql.join(
          sales.map((p) => sql`${p.courseId}`),
          sql`, `,
        )})`,
      );
    expect(owned).toHaveLength(2);
  });

  it("has every demo buyer join before their purchase", async () => {
    const rows = await database.db
      .select({ username: users.username, joined: users.createdAt, paid: payments.createdAt })
      .from(payments)
      .innerJoin(users, sql`${users.id} = ${payments.userId}`);
    expect(rows.map((r) => r.username).sort()).toEqual(["casey", DEMO_ACCOUNTS.learner.username].sort());
    for (const r of rows) expect(r.joined.getTime(), r.username).toBeLessThan(r.paid.getTime());
  });

  it("copies the sample video and workbook into uploadDir", () => {
    const video = path.join(uploadDir, "videos", "sample-lesson.mp4");
    expect(fs.existsSync(video)).toBe(true);
    const size = fs.statSync(video).size;
    expect(size).toBeGreaterThan(10_000);
    expect(size).toBeLessThan(500 * 1024);
    expect(fs.readFileSync(video).subarray(4, 8).toString("latin1")).toBe("ftyp");
    expect(fs.existsSync(path.join(uploadDir, "documents", "course-workbook.txt"))).toBe(true);
  });

  it("logs the demo credentials", () => {
    const text = logLines.join("\n");
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      expect(text).toContain(`${account.username} / ${account.password} (${account.role})`);
    }
  });

  it("gives the platform an admin and a support email, so Send Test Email has an address", async () => {
    const { values } = await readStoredSettings(database.db);
    expect(values).toMatchObject({ adminEmail: "admin@gsm-academy.test", supportEmail: "support@gsm-academy.test" });
  });

  it("describes only what exists: no seeded text points to a guidelines tab", async () => {
    const texts = [
      ...(await database.db.select({ t: courses.guidelines }).from(courses)).map((r) => r.t ?? ""),
      ...(await database.db.select({ t: guidelines.content }).from(guidelines)).map((r) => r.t),
      ...(await database.db.select({ t: courses.description }).from(courses)).map((r) => r.t),
    ];
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toMatch(/\btab\b/i);
  });

  it("does nothing the second time", async () => {
    const before = await countRows();
    const lines: string[] = [];
    const result = await seedDemoData({ db: database.db, uploadDir, log: (l) => lines.push(l) });
    expect(result).toEqual({ seeded: false });
    expect(await countRows()).toEqual(before);
    expect(lines).toEqual([]);
  });
});

describe("ensureReferenceData", () => {
  it("keeps exactly the four financial products when run again", async () => {
    await ensureReferenceData(database.db);
    await ensureReferenceData(database.db);
    const rows = await database.db.select().from(financialProducts);
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => r.type).sort()).toEqual(["Credit Card", "Investment", "Personal Loan", "Savings Account"]);
    const byType = Object.fromEntries(rows.map((r) => [r.type, r]));
    expect(byType["Credit Card"]).toMatchObject({ minCreditScore: 650, interestRate: "18.99% APR" });
    expect(byType["Savings Account"]).toMatchObject({ minCreditScore: null, minDepositCents: null, interestRate: "2.5% APY" });
    expect(byType["Personal Loan"]).toMatchObject({ minCreditScore: 600 });
    expect(byType["Investment"]).toMatchObject({ minDepositCents: 100_000 });
    for (const r of rows) expect(r.features.length).toBeGreaterThanOrEqual(4);
  });
});

describe("seedDemoData on failure", () => {
  it("writes no rows and removes the copied files when the transaction fails", async () => {
    const other = await openDatabase({ memory: true });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-seed-fail-"));
    try {
      // Make the last insert of the transaction fail.
      await other.db.execute(sql`ALTER TABLE enrollments ADD CONSTRAINT seed_test_fail CHECK (progress < 0)`);
      await expect(seedDemoData({ db: other.db, uploadDir: dir, log: () => {} })).rejects.toThrow();
      const [{ count }] = await other.db.select({ count: sql<number>`count(*)::int` }).from(users);
      expect(count).toBe(0);
      const [{ courseCount }] = await other.db.select({ courseCount: sql<number>`count(*)::int` }).from(courses);
      expect(courseCount).toBe(0);
      expect(fs.existsSync(path.join(dir, SAMPLE_VIDEO.relativePath))).toBe(false);
      expect(fs.existsSync(path.join(dir, SAMPLE_WORKBOOK.relativePath))).toBe(false);
    } finally {
      await other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
