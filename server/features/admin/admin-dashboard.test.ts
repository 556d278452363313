import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../db/schema";
import { enroll, makeCourse } from "../../test/course-factories";
import { createTestContext, makeUser, signIn, type TestContext } from "../../test/test-app";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe("GET /api/admin/dashboard", () => {
  it("answers zeros and revenue 0.00 on an empty platform", async () => {
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    const res = await admin.get("/api/admin/dashboard");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ students: 0, activeCourses: 0, totalCourses: 0, completions: 0, revenue: "0.00" });
  });

  it("counts students, courses, completions and net revenue from the database", async () => {
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    const a = await makeCourse(ctx);
    const b = await makeCourse(ctx);
    await makeCourse(ctx, { isPublished: false });
    const [u1, u2] = [await makeUser(ctx), await makeUser(ctx)];
    await enroll(ctx, u1.id, a.id, { completedAt: new Date(), progress: 100 });
    await enroll(ctx, u1.id, b.id);
    await enroll(ctx, u2.id, a.id);
    const payment = { courseTitle: "A", provider: "test" as const, type: "one_time" as const, userId: u1.id, courseId: a.id };
    await ctx.db.insert(payments).values([
      { ...payment, providerRef: "pi_1", amountCents: 12_900, status: "succeeded" },
      { ...payment, providerRef: "pi_2", amountCents: 9_900, status: "refunded", refundedAmountCents: 9_900 },
      { ...payment, providerRef: "pi_3", amountCents: 5_000, status: "succeeded", refundedAmountCents: 1_000 },
      { ...payment, providerRef: "pi_4", amountCents: 7_700, status: "pending" },
      { ...payment, providerRef: "pi_5", amountCents: 7_700, status: "failed" },
    ]);
    const res = await admin.get("/api/admin/dashboard");
    expect(res.body).toEqual({ students: 2, activeCourses: 2, totalCourses: 3, completions: 1, revenue: "169.00" });
  });

  it("is for admins only", async () => {
    expect((await request(ctx.built.app).get("/api/admin/dashboard")).status).toBe(401);
    const learner = await signIn(ctx, await makeUser(ctx));
    expect((await learner.get("/api/admin/dashboard")).status).toBe(403);
  });
});
