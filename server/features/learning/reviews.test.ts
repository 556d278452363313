import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { myReviewSchema, ownReviewResponseSchema } from "@shared/schemas/learning";
import { reviews } from "../../db/schema";
import { enroll, makeCourse } from "../../test/course-factories";
import { createTestContext, makeUser, signIn, type MadeUser, type TestContext } from "../../test/test-app";

type Agent = Awaited<ReturnType<typeof signIn>>;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function learner(): Promise<{ user: MadeUser; agent: Agent }> {
  const user = await makeUser(ctx);
  return { user, agent: await signIn(ctx, user) };
}

const reviewsOf = (userId: number, courseId: number) =>
  ctx.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.courseId, courseId)));

describe("reviews", () => {
  it("refuses a review from a learner who is not enrolled", async () => {
    const { user, agent } = await learner();
    const course = await makeCourse(ctx);
    const res = await agent.post(`/api/courses/${course.id}/reviews`).send({ rating: 5 });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Only enrolled learners can review this course");
    expect(await reviewsOf(user.id, course.id)).toHaveLength(0);

    const refunded = await makeCourse(ctx);
    await enroll(ctx, user.id, refunded.id, { accessRevokedAt: new Date() });
    expect((await agent.post(`/api/courses/${refunded.id}/reviews`).send({ rating: 1 })).status).toBe(403);
  });

  it("creates one review per learner and course; a second one edits it", async () => {
    const { user, agent } = await learner();
    const course = await makeCourse(ctx);
    await enroll(ctx, user.id, course.id);
    // Before the first review: 200 with null, not an error (the course page asks on every visit).
    const none = await agent.get(`/api/personal/courses/${course.id}/review`);
    expect(none.status).toBe(200);
    expect(ownReviewResponseSchema.parse(none.body)).toBeNull();

    const created = await agent.post(`/api/courses/${course.id}/reviews`).send({ rating: 3, comment: "  Decent  " });
    expect(created.status).toBe(201);
    expect(myReviewSchema.strict().parse(created.body)).toMatchObject({ courseId: course.id, rating: 3, comment: "Decent" });

    const edited = await agent.post(`/api/courses/${course.id}/reviews`).send({ rating: 5, comment: "" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: created.body.id, rating: 5, comment: null });
    expect(await reviewsOf(user.id, course.id)).toHaveLength(1);

    const own = await agent.get(`/api/personal/courses/${course.id}/review`);
    expect(own.status).toBe(200);
    expect(ownReviewResponseSchema.parse(own.body)).toEqual(edited.body);
    const publicList = await agent.get(`/api/courses/${course.id}/reviews`);
    expect(publicList.body).toEqual([expect.objectContaining({ id: created.body.id, rating: 5 })]);
  });

  it("rates the course with the average of its learners' reviews", async () => {
    const course = await makeCourse(ctx);
    const a = await learner();
    const b = await learner();
    for (const l of [a, b]) await enroll(ctx, l.user.id, course.id);
    expect((await a.agent.get(`/api/courses/${course.id}`)).body.rating).toBeNull();
    await a.agent.post(`/api/courses/${course.id}/reviews`).send({ rating: 4 });
    await b.agent.post(`/api/courses/${course.id}/reviews`).send({ rating: 2 });
    await b.agent.post(`/api/courses/${course.id}/reviews`).send({ rating: 5, comment: "Changed my mind" });
    const res = await a.agent.get(`/api/courses/${course.id}`);
    expect(res.body).toMatchObject({ rating: 4.5, reviewCount: 2 });
  });

  it("validates the rating and the comment", async () => {
    const { user, agent } = await learner();
    const course = await makeCourse(ctx);
    await enroll(ctx, user.id, course.id);
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 4.5 }, { rating: "5" }, { rating: 5, comment: "x".repeat(2001) }]) {
      const res = await agent.post(`/api/courses/${course.id}/reviews`).send(body);
      expect(res.status).toBe(400);
    }
    expect(await reviewsOf(user.id, course.id)).toHaveLength(0);
    expect((await agent.post("/api/courses/999999/reviews").send({ rating: 5 })).status).toBe(404);
  });
});
