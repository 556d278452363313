import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chapters, courses, enrollments, reviews } from "../../db/schema";
import { enroll, makeChapter, makeCourse, makeReview } from "../../test/course-factories";
import { createTestContext, makeUser, type TestContext } from "../../test/test-app";
import { listCoursesWithStats } from "./courses.repo";

// docs/architecture.md, "Figures kept by the database": the figures on course cards are maintained by triggers, not aggregated per request.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const card = async (id: number) => {
  const res = await request(ctx.built.app).get(`/api/courses/${id}`);
  expect(res.status).toBe(200);
  return res.body as { studentsCount: number; lessonsCount: number; totalDuration?: string; rating: number | null; reviewCount: number };
};

/** What the per-request aggregates would say: the counters must always agree with them. */
async function aggregates(courseId: number) {
  const [row] = (
    await ctx.db.execute<{ students: number; lessons: number; seconds: number; reviews: number; rating_sum: number }>(sql`
      SELECT
        (SELECT count(*)::int FROM ${enrollments} WHERE course_id = ${courseId} AND access_revoked_at IS NULL) AS students,
        (SELECT count(*)::int FROM ${chapters} WHERE course_id = ${courseId}) AS lessons,
        (SELECT coalesce(sum(duration_seconds), 0)::int FROM ${chapters} WHERE course_id = ${courseId}) AS seconds,
        (SELECT count(*)::int FROM ${reviews} WHERE course_id = ${courseId}) AS reviews,
        (SELECT coalesce(sum(rating), 0)::int FROM ${reviews} WHERE course_id = ${courseId}) AS rating_sum`)
  ).rows;
  const [c] = await ctx.db.select().from(courses).where(eq(courses.id, courseId));
  return {
    expected: { students: row.students, lessons: row.lessons, seconds: row.seconds, reviews: row.reviews, ratingSum: row.rating_sum },
    kept: { students: c.studentsCount, lessons: c.lessonsCount, seconds: c.totalSeconds, reviews: c.reviewCount, ratingSum: c.ratingSum },
  };
}

describe("maintained course figures", () => {
  it("follow enrollments, refunds, chapters, durations and reviews as they change", async () => {
    const course = await makeCourse(ctx);
    const other = await makeCourse(ctx);
    const [a, b, c] = [await makeUser(ctx), await makeUser(ctx), await makeUser(ctx)];

    const first = await makeChapter(ctx, course.id, { durationSeconds: 600 });
    const second = await makeChapter(ctx, course.id, { durationSeconds: 300 });
    await makeChapter(ctx, course.id); // no duration yet (before transcoding reads it)
    await enroll(ctx, a.id, course.id);
    await enroll(ctx, b.id, course.id);
    await enroll(ctx, c.id, course.id);
    await makeReview(ctx, a.id, course.id, 5);
    await makeReview(ctx, b.id, course.id, 4);

    let shown = await card(course.id);
    expect(shown).toMatchObject({ studentsCount: 3, lessonsCount: 3, rating: 4.5, reviewCount: 2 });

    // A refund revokes access: no longer a student. Buying again makes them one again.
    await ctx.db.update(enrollments).set({ accessRevokedAt: new Date() }).where(eq(enrollments.userId, c.id));
    expect((await card(course.id)).studentsCount).toBe(2);
    await ctx.db.update(enrollments).set({ accessRevokedAt: null }).where(eq(enrollments.userId, c.id));
    expect((await card(course.id)).studentsCount).toBe(3);

    // A duration learnt later, a chapter moved to another course, a chapter deleted, a review edited and removed.
    await ctx.db.update(chapters).set({ durationSeconds: 60 }).where(eq(chapters.id, first.id));
    await ctx.db.update(chapters).set({ courseId: other.id }).where(eq(chapters.id, second.id));
    await ctx.db.update(reviews).set({ rating: 2 }).where(eq(reviews.userId, a.id));
    await ctx.db.delete(reviews).where(eq(reviews.userId, b.id));
    await ctx.db.delete(enrollments).where(eq(enrollments.userId, b.id));

    shown = await card(course.id);
    expect(shown).toMatchObject({ studentsCount: 2, lessonsCount: 2, rating: 2, reviewCount: 1 });
    expect((await card(other.id)).lessonsCount).toBe(1);

    for (const id of [course.id, other.id]) {
      const { expected, kept } = await aggregates(id);
      expect(kept).toEqual(expected);
    }

    // Deleting the course (once it has no students) takes its chapters and reviews with it.
    await ctx.db.delete(enrollments).where(eq(enrollments.courseId, course.id));
    await ctx.db.delete(courses).where(eq(courses.id, course.id));
    const { expected, kept } = await aggregates(other.id);
    expect(kept).toEqual(expected);
  });

  it("a course with no reviews has no rating, and sorts after rated ones", async () => {
    const rated = await makeCourse(ctx, { title: "Rated" });
    const unrated = await makeCourse(ctx, { title: "Unrated" });
    await makeReview(ctx, (await makeUser(ctx)).id, rated.id, 3);
    expect((await card(unrated.id)).rating).toBeNull();
    const { rows } = await listCoursesWithStats(ctx.db, { publishedOnly: true }, { sort: "rating", limit: 100, offset: 0 });
    const order = rows.map((r) => r.id);
    expect(order.indexOf(rated.id)).toBeLessThan(order.indexOf(unrated.id));
  });

  it("sorts the popular catalogue through its index, not by reading every course", async () => {
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const rows = (
        await tx.execute<{ "QUERY PLAN": string }>(
          sql`EXPLAIN SELECT id FROM courses WHERE is_published = true ORDER BY students_count DESC NULLS LAST, created_at DESC NULLS LAST, id DESC NULLS LAST LIMIT 12`,
        )
      ).rows;
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("courses_popular_idx");
    expect(plan).not.toMatch(/Sort/);
  });
});
