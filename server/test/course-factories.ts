import fs from "node:fs";
import path from "node:path";
import { chapters, courses, enrollments, guidelineFiles, guidelines, reviews, sections } from "../db/schema";
import type { TestContext } from "./test-app";

// Factories for catalogue rows, written straight to the database.

let counter = 0;
const next = () => ++counter;

export async function makeCourse(ctx: TestContext, fields: Partial<typeof courses.$inferInsert> = {}) {
  const n = next();
  const [row] = await ctx.db
    .insert(courses)
    .values({
      title: `Course ${n}`,
      description: `Description of course ${n}`,
      category: "business",
      level: "beginner",
      priceCents: 12_900,
      isPublished: true,
      ...fields,
    })
    .returning();
  return row;
}

export async function makeSection(ctx: TestContext, courseId: number, fields: Partial<typeof sections.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(sections)
    .values({ courseId, title: `Section ${next()}`, ...fields })
    .returning();
  return row;
}

export async function makeChapter(ctx: TestContext, courseId: number, fields: Partial<typeof chapters.$inferInsert> = {}) {
  const n = next();
  const [row] = await ctx.db
    .insert(chapters)
    .values({ courseId, title: `Chapter ${n}`, orderIndex: n, ...fields })
    .returning();
  return row;
}

/** `n` chapters of a course in one insert (a course of hundreds of chapters stays cheap), in order. */
export async function makeChapters(ctx: TestContext, courseId: number, n: number) {
  const rows = Array.from({ length: n }, () => {
    const k = next();
    return { courseId, title: `Chapter ${k}`, orderIndex: k };
  });
  return ctx.db.insert(chapters).values(rows).returning();
}

export async function makeGuideline(
  ctx: TestContext,
  courseId: number,
  fields: Partial<typeof guidelines.$inferInsert> = {},
  files: { name: string; url: string; type?: string; size?: number }[] = [],
) {
  const [row] = await ctx.db
    .insert(guidelines)
    .values({ courseId, content: "Read me first", ...fields })
    .returning();
  if (files.length) {
    await ctx.db
      .insert(guidelineFiles)
      .values(files.map((f) => ({ guidelineId: row.id, name: f.name, url: f.url, type: f.type ?? "text/plain", sizeBytes: f.size ?? 1 })));
  }
  return row;
}

export async function enroll(ctx: TestContext, userId: number, courseId: number, fields: Partial<typeof enrollments.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(enrollments)
    .values({ userId, courseId, ...fields })
    .returning();
  return row;
}

export async function makeReview(ctx: TestContext, userId: number, courseId: number, rating: number, comment: string | null = null) {
  const [row] = await ctx.db.insert(reviews).values({ userId, courseId, rating, comment }).returning();
  return row;
}

/** Writes a file under ctx.uploadDir and answers its "/uploads/<folder>/<name>" reference. */
export function makeUploadedFile(ctx: TestContext, folder: "images" | "videos" | "documents", name: string, bytes: Buffer | string = "x") {
  fs.mkdirSync(path.join(ctx.uploadDir, folder), { recursive: true });
  fs.writeFileSync(path.join(ctx.uploadDir, folder, name), bytes);
  return `/uploads/${folder}/${name}`;
}

export function uploadedFileExists(ctx: TestContext, ref: string): boolean {
  return fs.existsSync(path.join(ctx.uploadDir, ref.replace(/^\/uploads\//, "")));
}

/** An empty catalogue (enrollments first: they hold courses back from deletion). */
export async function clearCatalogue(ctx: TestContext) {
  await ctx.db.delete(enrollments);
  await ctx.db.delete(courses);
}
