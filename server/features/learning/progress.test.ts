import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseProgressSchema, learnerStatsSchema } from "@shared/schemas/learning";
import { enrollments, learningActivity } from "../../db/schema";
import { enroll, makeChapter, makeCourse } from "../../test/course-factories";
import { createTestContext, makeUser, signIn, type MadeUser, type TestContext } from "../../test/test-app";
import { streakFrom, utcDay } from "./progress.service";

type Agent = Awaited<ReturnType<typeof signIn>>;
let ctx: TestContext;
let admin: Agent;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
});
afterAll(async () => {
  await ctx.close();
});

async function learner(): Promise<{ user: MadeUser; agent: Agent }> {
  const user = await makeUser(ctx);
  return { user, agent: await signIn(ctx, user) };
}

/** A published course with `n` chapters and the learner enrolled in it. */
async function enrolledCourse(userId: number, n: number) {
  const course = await makeCourse(ctx, { priceCents: 0 });
  const chapters = [];
  for (let i = 0; i < n; i++) chapters.push(await makeChapter(ctx, course.id));
  await enroll(ctx, userId, course.id);
  return { course, chapters };
}

const enrollmentOf = async (userId: number, courseId: number) =>
  (
    await ctx.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
  )[0];

const complete = (agent: Agent, courseId: number, chapterId: number) =>
  agent.post(`/api/personal/courses/${courseId}/chapters/${chapterId}/complete`);
const undo = (agent: Agent, courseId: number, chapterId: number) =>
  agent.delete(`/api/personal/courses/${courseId}/chapters/${chapterId}/complete`);

const daysAgo = (n: number) => utcDay(new Date(Date.now() - n * 86_400_000));

describe("chapter completion", () => {
  it("computes progress as round(100 × completed / total) and sets completedAt at 100", async () => {
    const { user, agent } = await learner();
    const { course, chapters } = await enrolledCourse(user.id, 3);

    let res = await complete(agent, course.id, chapters[0].id);
    expect(res.status).toBe(200);
    expect(courseProgressSchema.strict().parse(res.body)).toEqual({
      progress: 33,
      completedChapters: [chapters[0].id],
      lastPositions: {},
      lastChapterId: null,
      completedAt: null,
    });
    res = await complete(agent, course.id, chapters[1].id);
    expect(res.body.progress).toBe(67);
    res = await complete(agent, course.id, chapters[1].id); // twice is once
    expect(res.body).toMatchObject({ progress: 67, completedChapters: [chapters[0].id, chapters[1].id] });
    res = await complete(agent, course.id, chapters[2].id);
    expect(res.body.progress).toBe(100);
    expect(res.body.completedAt).toEqual(expect.any(String));
    expect((await enrollmentOf(user.id, course.id)).completedAt).not.toBeNull();
  });

  it("undoes a completion: progress drops and completedAt is cleared", async () => {
    const { user, agent } = await learner();
    const { course, chapters } = await enrolledCourse(user.id, 2);
    await complete(agent, course.id, chapters[0].id);
    await complete(agent, course.id, chapters[1].id);
    const res = await undo(agent, course.id, chapters[1].id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ progress: 50, completedChapters: [chapters[0].id], completedAt: null });
    expect((await enrollmentOf(user.id, course.id)).completedAt).toBeNull();
    expect((await undo(agent, course.id, chapters[1].id)).body.progress).toBe(50); // undoing twice changes nothing
  });

  it("recomputes progress when a chapter is added after completion", async () => {
    const { user, agent } = await learner();
    const { course, chapters } = await enrolledCourse(user.id, 3);
    for (const chapter of chapters) await complete(agent, course.id, chapter.id);
    expect((await agent.get(`/api/personal/courses/${course.id}/progress`)).body.progress).toBe(100);

    const added = await admin.post(`/api/admin/courses/${course.id}/chapters`).send({ title: "Bonus lesson" });
    expect(added.status).toBe(201);
    const progress = await agent.get(`/api/personal/courses/${course.id}/progress`);
    expect(progress.body).toMatchObject({ progress: 75, completedAt: null });
    const [card] = (await agent.get("/api/personal/enrollments")).body;
    expect(card).toMatchObject({ progress: 75, completedAt: null, course: { lessonsCount: 4 } });

    const done = await complete(agent, course.id, added.body.id);
    expect(done.body).toMatchObject({ progress: 100, completedAt: expect.any(String) });
  });

  it("keeps every learner's progress right when several complete chapters at once", async () => {
    const course = await makeCourse(ctx, { priceCents: 0 });
    const chapters: Awaited<ReturnType<typeof makeChapter>>[] = [];
    for (let i = 0; i < 4; i++) chapters.push(await makeChapter(ctx, course.id));
    const learners = [await learner(), await learner(), await learner()];
    for (const l of learners) await enroll(ctx, l.user.id, course.id);
    await Promise.all(learners.flatMap((l) => chapters.map((c) => complete(l.agent, course.id, c.id))));
    for (const l of learners) {
      const row = await enrollmentOf(l.user.id, course.id);
      expect(row.progress).toBe(100);
      expect([...row.completedChapterIds].sort((a, b) => a - b)).toEqual(chapters.map((c) => c.id));
      expect(row.completedAt).not.toBeNull();
    }
  });

  it("refuses chapters of another course, learners who are not enrolled and ended access", async () => {
    const { user, agent } = await learner();
    const { course, chapters } = await enrolledCourse(user.id, 1);
    const other = await makeCourse(ctx, { priceCents: 0 });
    const foreign = await makeChapter(ctx, other.id);

    const wrong = await complete(agent, course.id, foreign.id);
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe("Chapter not found");
    expect((await complete(agent, course.id, 999_999)).status).toBe(404);
    expect((await complete(agent, 999_999, chapters[0].id)).status).toBe(404);

    const notEnrolled = await complete(agent, other.id, foreign.id);
    expect(notEnrolled.status).toBe(403);

    const refunded = await makeCourse(ctx);
    const refundedChapter = await makeChapter(ctx, refunded.id);
    await enroll(ctx, user.id, refunded.id, { accessRevokedAt: new Date() });
    const ended = await complete(agent, refunded.id, refundedChapter.id);
    expect(ended.status).toBe(403);
    expect(ended.body.message).toBe("Your access to this course has ended");
    expect((await enrollmentOf(user.id, refunded.id)).completedChapterIds).toEqual([]);
  });
});

describe("last positions", () => {
  it("saves the position in a chapter and the chapter to resume", async () => {
    const { user, agent } = await learner();
    const { course, chapters } = await enrolledCourse(user.id, 2);
    let res = await agent.put(`/api/personal/courses/${course.id}/chapters/${chapters[0].id}/position`).send({ seconds: 95 });
    expect(res.status).toBe(200);
    res = await agent.put(`/api/personal/courses/${course.id}/chapters/${chapters[1].id}/position`).send({ seconds: 12 });
    res = await agent.put(`/api/personal/courses/${course.id}/chapters/${chapters[0].id}/position`).send({ seconds: 120 });
    expect(res.body).toEqual({
      progress: 0,
      completedChapters: [],
      lastPositions: { [chapters[0].id]: 120, [chapters[1].id]: 12 },
      lastChapterId: chapters[0].id,
      completedAt: null,
    });
    expect((await agent.get(`/api/personal/courses/${course.id}/progress`)).body).toEqual(res.body);
  });

  it("refuses negative, fractional and missing positions", async () => {
    const { user, agent } = await learner();
    const { course, chapters } = await enrolledCourse(user.id, 1);
    const url = `/api/personal/courses/${course.id}/chapters/${chapters[0].id}/position`;
    for (const body of [{ seconds: -1 }, { seconds: 1.5 }, {}, { seconds: "10" }]) {
      const res = await agent.put(url).send(body);
      expect(res.status).toBe(400);
      expect(res.body.errors.seconds).toEqual(expect.any(String));
    }
  });

  it("answers 404 for the progress of a course the learner is not enrolled in", async () => {
    const { agent } = await learner();
    const course = await makeCourse(ctx);
    expect((await agent.get(`/api/personal/courses/${course.id}/progress`)).status).toBe(404);
  });
});

describe("GET /api/personal/stats", () => {
  it("counts enrolled and completed courses and the rounded average progress", async () => {
    const { user, agent } = await learner();
    const empty = await agent.get("/api/personal/stats");
    expect(learnerStatsSchema.strict().parse(empty.body)).toEqual({ enrolled: 0, completed: 0, averageProgress: 0, streakDays: 0 });

    for (const progress of [100, 33, 0]) {
      const course = await makeCourse(ctx);
      await enroll(ctx, user.id, course.id, { progress, completedAt: progress === 100 ? new Date() : null });
    }
    const res = await agent.get("/api/personal/stats");
    expect(res.body).toMatchObject({ enrolled: 3, completed: 1, averageProgress: 44 });
  });

  it("counts consecutive days of activity ending today or yesterday", async () => {
    const { user, agent } = await learner();
    await ctx.db.insert(learningActivity).values([daysAgo(1), daysAgo(2), daysAgo(4)].map((day) => ({ userId: user.id, day })));
    expect((await agent.get("/api/personal/stats")).body.streakDays).toBe(2);

    // Studying today extends it; the day is recorded once however much is done.
    const { course, chapters } = await enrolledCourse(user.id, 2);
    await complete(agent, course.id, chapters[0].id);
    await agent.put(`/api/personal/courses/${course.id}/chapters/${chapters[1].id}/position`).send({ seconds: 3 });
    expect((await agent.get("/api/personal/stats")).body.streakDays).toBe(3);
    const days = await ctx.db.select().from(learningActivity).where(eq(learningActivity.userId, user.id));
    expect(days.filter((d) => d.day === daysAgo(0))).toHaveLength(1);

    const lapsed = await learner();
    await ctx.db.insert(learningActivity).values([{ userId: lapsed.user.id, day: daysAgo(2) }]);
    expect((await lapsed.agent.get("/api/personal/stats")).body.streakDays).toBe(0);
  });

  it("streakFrom counts across month ends and stops at a gap", () => {
    expect(streakFrom([], "2026-03-01")).toBe(0);
    expect(streakFrom(["2026-03-01", "2026-02-28", "2026-02-27", "2026-02-25"], "2026-03-01")).toBe(3);
    expect(streakFrom(["2026-02-28", "2026-02-27"], "2026-03-01")).toBe(2);
    expect(streakFrom(["2026-02-27"], "2026-03-01")).toBe(0);
  });
});
