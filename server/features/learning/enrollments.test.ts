import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrollmentListSchema, enrollmentSchema } from "@shared/schemas/learning";
import { enrollments } from "../../db/schema";
import { enroll, makeChapter, makeCourse } from "../../test/course-factories";
import { createTestContext, makeUser, signIn, type MadeUser, type TestContext } from "../../test/test-app";

type Agent = Awaited<ReturnType<typeof signIn>>;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function learner(role: "personal" | "entrepreneur" = "personal"): Promise<{ user: MadeUser; agent: Agent }> {
  const user = await makeUser(ctx, { role });
  return { user, agent: await signIn(ctx, user) };
}

const rowsOf = (userId: number, courseId: number) =>
  ctx.db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));

describe("POST /api/personal/enroll/:courseId", () => {
  it("enrolls in a free course at once, and a second call answers the same enrollment", async () => {
    const { user, agent } = await learner();
    const course = await makeCourse(ctx, { priceCents: 0, title: "Budgeting basics" });
    await makeChapter(ctx, course.id);
    await makeChapter(ctx, course.id);

    const first = await agent.post(`/api/personal/enroll/${course.id}`);
    expect(first.status).toBe(201);
    const body = enrollmentSchema.strict().parse(first.body);
    expect(body).toMatchObject({
      courseId: course.id,
      progress: 0,
      completedChapters: [],
      completedAt: null,
      accessUntil: null,
      hasAccess: true,
      course: { id: course.id, title: "Budgeting basics", price: "0.00", lessonsCount: 2, level: "beginner" },
    });

    const again = await agent.post(`/api/personal/enroll/${course.id}`);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(body.id);
    expect(await rowsOf(user.id, course.id)).toHaveLength(1);
  });

  it("answers 402 Payment required for a paid course and enrolls nobody", async () => {
    const { user, agent } = await learner();
    const course = await makeCourse(ctx, { priceCents: 12_900 });
    const res = await agent.post(`/api/personal/enroll/${course.id}`);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code: "PAYMENT_REQUIRED", message: "Payment required" });
    expect(await rowsOf(user.id, course.id)).toHaveLength(0);
  });

  it("answers 404 for a draft or unknown course", async () => {
    const { user, agent } = await learner();
    const draft = await makeCourse(ctx, { priceCents: 0, isPublished: false });
    expect((await agent.post(`/api/personal/enroll/${draft.id}`)).status).toBe(404);
    expect((await agent.post("/api/personal/enroll/999999")).status).toBe(404);
    expect((await agent.post("/api/personal/enroll/abc")).status).toBe(400);
    expect(await rowsOf(user.id, draft.id)).toHaveLength(0);
  });

  it("makes one enrollment from simultaneous calls", async () => {
    const { user, agent } = await learner();
    const course = await makeCourse(ctx, { priceCents: 0 });
    const results = await Promise.all(Array.from({ length: 6 }, () => agent.post(`/api/personal/enroll/${course.id}`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await rowsOf(user.id, course.id)).toHaveLength(1);
  });

  it("lets entrepreneurs enroll and refuses admins", async () => {
    const course = await makeCourse(ctx, { priceCents: 0 });
    const { agent } = await learner("entrepreneur");
    expect((await agent.post(`/api/personal/enroll/${course.id}`)).status).toBe(201);
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    expect((await admin.post(`/api/personal/enroll/${course.id}`)).status).toBe(403);
    expect((await request(ctx.built.app).post(`/api/personal/enroll/${course.id}`)).status).toBe(401);
  });

  it("keeps an enrollment in a course unpublished since, and restores lapsed access to a course now free", async () => {
    const { user, agent } = await learner();
    const hidden = await makeCourse(ctx, { priceCents: 0, isPublished: false });
    const kept = await enroll(ctx, user.id, hidden.id);
    const res = await agent.post(`/api/personal/enroll/${hidden.id}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(kept.id);

    const nowFree = await makeCourse(ctx, { priceCents: 0 });
    await enroll(ctx, user.id, nowFree.id, { accessUntil: new Date(Date.now() - 86_400_000) });
    const restored = await agent.post(`/api/personal/enroll/${nowFree.id}`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ hasAccess: true, accessUntil: null });

    const stillPaid = await makeCourse(ctx, { priceCents: 5_000 });
    await enroll(ctx, user.id, stillPaid.id, { accessRevokedAt: new Date() });
    expect((await agent.post(`/api/personal/enroll/${stillPaid.id}`)).status).toBe(402);
  });
});

describe("GET /api/personal/enrollments", () => {
  it("lists the learner's own enrollments with their courses, latest first", async () => {
    const { user, agent } = await learner();
    const other = await makeUser(ctx);
    const older = await makeCourse(ctx, { title: "Older", priceCents: 12_900, thumbnailUrl: "https://img.example/a.png" });
    const newer = await makeCourse(ctx, { title: "Newer", priceCents: 0, category: "finance", level: "advanced" });
    const c1 = await makeChapter(ctx, older.id);
    await makeChapter(ctx, older.id);
    await enroll(ctx, user.id, older.id, {
      enrolledAt: new Date("2026-01-01T00:00:00Z"),
      progress: 50,
      completedChapterIds: [c1.id],
    });
    await enroll(ctx, user.id, newer.id, { enrolledAt: new Date("2026-02-01T00:00:00Z"), accessRevokedAt: new Date() });
    await enroll(ctx, other.id, older.id);

    const res = await agent.get("/api/personal/enrollments");
    expect(res.status).toBe(200);
    const list = enrollmentListSchema.parse(res.body);
    expect(list.map((e) => e.course.title)).toEqual(["Newer", "Older"]);
    expect(list[1]).toEqual({
      id: expect.any(Number),
      courseId: older.id,
      course: {
        id: older.id,
        title: "Older",
        description: older.description,
        thumbnailUrl: "https://img.example/a.png",
        category: "business",
        level: "beginner",
        price: "129.00",
        lessonsCount: 2,
      },
      progress: 50,
      completedChapters: [c1.id],
      enrolledAt: "2026-01-01T00:00:00.000Z",
      completedAt: null,
      accessUntil: null,
      hasAccess: true,
      refunded: false,
      subscriptionCancelledAt: null,
      trialEndsAt: null,
    });
    expect(list[0]).toMatchObject({
      hasAccess: false,
      refunded: true,
      course: { category: "finance", level: "advanced", price: "0.00", lessonsCount: 0 },
    });
  });

  it("is empty for a new learner", async () => {
    const { agent } = await learner();
    const res = await agent.get("/api/personal/enrollments");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});
