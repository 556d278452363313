import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payoutPreviewSchema, payoutRunResultSchema } from "@shared/schemas/payments";
import { commissions, users } from "../../db/schema";
import { makeCourse } from "../../test/course-factories";
import { makeCommission, makePayment } from "../../test/payment-factories";
import { createTestContext, makeUser, signIn, type TestContext } from "../../test/test-app";

type Agent = Awaited<ReturnType<typeof signIn>>;
let ctx: TestContext;
let admin: Agent;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
});
afterAll(async () => {
  await ctx.close();
});

describe("GET /api/admin/payouts/preview", () => {
  it("shows by name what the run would pay and the total, changes nothing, and matches the run", async () => {
    const learner = await makeUser(ctx);
    const course = await makeCourse(ctx);
    const old = new Date(Date.now() - 31 * DAY);
    const ada = await makeUser(ctx, { role: "entrepreneur" });
    const bo = await makeUser(ctx, { role: "entrepreneur" });
    const small = await makeUser(ctx, { role: "entrepreneur" });
    await ctx.db.update(users).set({ firstName: "Ada", lastName: "Lovelace" }).where(eq(users.id, ada.id));
    await ctx.db.update(users).set({ firstName: "Bo", lastName: "Yang" }).where(eq(users.id, bo.id));
    const pay = async () => (await makePayment(ctx, { userId: learner.id, courseId: course.id })).id;
    await makeCommission(ctx, { entrepreneurId: ada.id, paymentId: await pay(), amountCents: 3_000, createdAt: old });
    await makeCommission(ctx, { entrepreneurId: ada.id, paymentId: await pay(), amountCents: -500, kind: "adjustment" });
    await makeCommission(ctx, { entrepreneurId: bo.id, paymentId: await pay(), amountCents: 4_010, createdAt: old });
    await makeCommission(ctx, { entrepreneurId: small.id, paymentId: await pay(), amountCents: 2_499, createdAt: old });

    const res = await admin.get("/api/admin/payouts/preview");
    expect(res.status).toBe(200);
    const preview = payoutPreviewSchema.parse(res.body);
    expect(preview.payouts.map((p) => [p.name, p.amount, p.commissionCount]).sort()).toEqual([
      ["Ada Lovelace", "25.00", 2],
      ["Bo Yang", "40.10", 1],
    ]);
    expect(preview.total).toBe("65.10");
    expect(preview.belowMinimum).toBe(1);
    // Nothing paid by looking.
    const pending = await ctx.db.select().from(commissions).where(eq(commissions.status, "pending"));
    expect(pending).toHaveLength(4);

    const run = payoutRunResultSchema.parse((await admin.post("/api/admin/payouts/run").send({})).body);
    expect(run.payouts.map((p) => [p.entrepreneurId, p.amount]).sort()).toEqual(
      preview.payouts.map((p) => [p.entrepreneurId, p.amount]).sort(),
    );

    // Paid this month: the next preview, like the next run, pays them nothing again.
    await makeCommission(ctx, { entrepreneurId: ada.id, paymentId: await pay(), amountCents: 5_000, createdAt: old });
    const after = payoutPreviewSchema.parse((await admin.get("/api/admin/payouts/preview")).body);
    expect(after.payouts).toEqual([]);
    expect(after.total).toBe("0.00");
  });

  it("is for admins only", async () => {
    const entrepreneur = await signIn(ctx, await makeUser(ctx, { role: "entrepreneur" }));
    expect((await entrepreneur.get("/api/admin/payouts/preview")).status).toBe(403);
  });
});
