import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataExportSchema, dataExportStateSchema } from "@shared/schemas/data-export";
import { chapterQuizzes, dataExports, emailOutbox, learningActivity, notes, payouts, quizAttempts, sessions, users } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import type { Storage } from "../../lib/storage";
import { enroll, makeChapter, makeCourse, makeReview } from "../../test/course-factories";
import { makeCommission, makePayment } from "../../test/payment-factories";
import { readZip } from "../../test/read-zip";
import { createTestContext, makeUser, signIn, type MadeUser, type TestContext } from "../../test/test-app";
import { EXPORT_AREAS } from "./export-areas.repo";
import { MAX_EXPORT_ATTEMPTS, runDataExports } from "./data-export.service";

type Agent = Awaited<ReturnType<typeof signIn>>;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const HOUR = 3600 * 1000;
const runJob = (now = new Date(), storage: Storage = ctx.storage) =>
  runDataExports({ db: ctx.db, storage, logger: createLogger("silent") }, now);

/** supertest keeps binary bodies (the zip) only when told how to read them. */
function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on("data", (c: Buffer) => chunks.push(c));
  res.on("end", () => done(null, Buffer.concat(chunks)));
}

async function signedIn(fields: Parameters<typeof makeUser>[1] = {}): Promise<{ user: MadeUser; agent: Agent }> {
  const user = await makeUser(ctx, fields);
  return { user, agent: await signIn(ctx, user) };
}

/** Requests an export, runs the job, and answers the ready export and its archive's files. */
async function exportOf(agent: Agent, now = new Date()) {
  const asked = await agent.post("/api/user/export").send({});
  expect(asked.status).toBe(202);
  expect(dataExportSchema.parse(asked.body)).toMatchObject({ status: "pending", downloadPath: null });
  await runJob(now);
  const state = dataExportStateSchema.parse((await agent.get("/api/user/export")).body);
  expect(state.latest).toMatchObject({ id: asked.body.id, status: "ready" });
  const download = await agent.get(state.latest!.downloadPath!).buffer(true).parse(binary);
  expect(download.status).toBe(200);
  expect(download.headers["content-type"]).toBe("application/zip");
  expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
  return { exported: state.latest!, files: readZip(download.body as Buffer) };
}

const json = (files: Map<string, Buffer>, name: string) => JSON.parse(files.get(name)!.toString("utf8"));
const allText = (files: Map<string, Buffer>) => [...files.values()].map((b) => b.toString("utf8")).join("\n");

describe("download my data: the archive", () => {
  it("holds every area of a learner's data as JSON (payments also as CSV), without secrets or another person's data", async () => {
    const { user, agent } = await signedIn({ email: "ada@learners.test" });
    const other = await makeUser(ctx, { email: "bob@learners.test" });
    await ctx.db
      .update(users)
      .set({ bio: "Options trader from Lyon", learnerSettings: { language: "fr", emailNotifications: false } })
      .where(eq(users.id, user.id));

    const course = await makeCourse(ctx, { title: "Options 101" });
    const chapter = await makeChapter(ctx, course.id, { title: "Greeks" });
    await enroll(ctx, user.id, course.id, { progress: 100, completedChapterIds: [chapter.id], completedAt: new Date() });
    await enroll(ctx, other.id, course.id);
    await ctx.db.insert(learningActivity).values({ userId: user.id, day: "2026-11-03" });
    await ctx.db.insert(notes).values([
      { userId: user.id, courseId: course.id, chapterId: chapter.id, content: "Delta hedging at 3:00", timestampSeconds: 180 },
      { userId: other.id, courseId: course.id, chapterId: chapter.id, content: "Bob's private note" },
    ]);
    await makeReview(ctx, user.id, course.id, 5, "Clear and useful");
    await makeReview(ctx, other.id, course.id, 1, "Bob's review");
    const [quiz] = await ctx.db
      .insert(chapterQuizzes)
      .values({
        chapterId: chapter.id,
        questions: [{ prompt: "What is delta?", options: ["A rate", "A price"], multiple: false, correct: [0], explanation: null }],
      })
      .returning();
    await ctx.db
      .insert(quizAttempts)
      .values({ quizId: quiz.id, userId: user.id, quizVersion: 1, answers: [[1]], correct: [false], score: 0, passed: false });
    const entrepreneur = await makeUser(ctx, { role: "entrepreneur", email: "eve@partners.test" });
    const paid = await makePayment(ctx, {
      userId: user.id,
      courseId: course.id,
      courseTitle: "Options 101",
      amountCents: 4_900,
      affiliateUserId: entrepreneur.id,
    });
    await makePayment(ctx, { userId: other.id, courseId: course.id, amountCents: 7_700 });

    const { exported, files } = await exportOf(agent);

    expect([...files.keys()]).toEqual([
      "README.txt",
      ...EXPORT_AREAS.flatMap((a) => [`${a.name}.json`, ...(a.csv ? [`${a.name}.csv`] : [])]),
    ]);
    expect(exported.sizeBytes).toBeGreaterThan(0);
    expect(json(files, "profile.json")).toMatchObject({
      id: user.id,
      username: user.username,
      email: "ada@learners.test",
      bio: "Options trader from Lyon",
    });
    expect(json(files, "settings.json").learnerSettings).toEqual({ language: "fr", emailNotifications: false });
    expect(json(files, "enrollments.json")).toEqual([
      expect.objectContaining({ courseId: course.id, courseTitle: "Options 101", progress: 100 }),
    ]);
    expect(json(files, "activity.json").daysStudied).toEqual(["2026-11-03"]);
    expect(json(files, "notes.json")).toEqual([
      expect.objectContaining({ content: "Delta hedging at 3:00", chapterTitle: "Greeks", timestampSeconds: 180 }),
    ]);
    expect(json(files, "reviews.json")).toEqual([expect.objectContaining({ rating: 5, comment: "Clear and useful" })]);
    expect(json(files, "quiz-attempts.json")).toEqual([
      expect.objectContaining({ chapterTitle: "Greeks", answers: [[1]], score: 0, passed: false }),
    ]);
    expect(json(files, "certificates.json")).toEqual([
      expect.objectContaining({ courseId: course.id, page: `/certificate/${course.id}/${user.id}` }),
    ]);
    expect(json(files, "payments.json")).toEqual([
      expect.objectContaining({ id: paid.id, amount: "49.00", status: "succeeded", providerReference: paid.providerRef }),
    ]);
    const csv = files.get("payments.csv")!.toString("utf8").trim().split("\r\n");
    expect(csv).toHaveLength(2);
    expect(csv[0]).toMatch(/^id,createdAt,courseId,courseTitle,type,status,amount,/);
    expect(csv[1]).toContain(`${paid.id},`);
    expect(csv[1]).toContain(",Options 101,one_time,succeeded,49.00,");
    expect(json(files, "sessions.json")).toEqual([{ expiresAt: expect.any(String) }]);
    expect(json(files, "commissions.json")).toEqual([]);

    // No hash, secret or session id; no other person's data.
    const text = allText(files);
    const [stored] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    const sids = (await ctx.db.select({ sid: sessions.sid }).from(sessions).where(eq(sessions.userId, user.id))).map((s) => s.sid);
    expect(sids.length).toBeGreaterThan(0);
    for (const secret of [stored.hash, paid.clientSecret!, ...sids, user.password]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/password|secret|"correct"/i);
    for (const theirs of [other.username, "bob@learners.test", "Bob's", "77.00", entrepreneur.username, "eve@partners.test"]) {
      expect(text).not.toContain(theirs);
    }
  });

  it("holds an entrepreneur's commissions (JSON and CSV), payouts and promo codes, but not who bought", async () => {
    const { user, agent } = await signedIn({ role: "entrepreneur" });
    const buyer = await makeUser(ctx, { email: "carol@buyers.test" });
    const course = await makeCourse(ctx, { title: "Futures 201" });
    const payment = await makePayment(ctx, {
      userId: buyer.id,
      courseId: course.id,
      courseTitle: "Futures 201",
      amountCents: 10_000,
      affiliateUserId: user.id,
    });
    const [payout] = await ctx.db
      .insert(payouts)
      .values({ entrepreneurId: user.id, period: "2026-11", amountCents: 1_500, commissionCount: 1 })
      .returning();
    await makeCommission(ctx, {
      entrepreneurId: user.id,
      paymentId: payment.id,
      buyerId: buyer.id,
      courseId: course.id,
      status: "paid",
      payoutId: payout.id,
      productName: "Futures 201",
    });

    const { files } = await exportOf(agent);

    expect(json(files, "commissions.json")).toEqual([
      expect.objectContaining({
        paymentId: payment.id,
        saleAmount: "100.00",
        amount: "15.00",
        commissionRate: 15,
        status: "paid",
        payoutId: payout.id,
      }),
    ]);
    const csv = files.get("commissions.csv")!.toString("utf8").trim().split("\r\n");
    expect(csv[0]).toBe(
      "id,createdAt,kind,status,productType,productName,courseId,paymentId,saleAmount,commissionRate,amount,payoutId,paidAt,reversedAt",
    );
    expect(csv[1]).toContain(",sale,paid,course,Futures 201,");
    expect(json(files, "payouts.json")).toEqual([expect.objectContaining({ period: "2026-11", amount: "15.00", commissionCount: 1 })]);
    expect(json(files, "payments.json")).toEqual([]);
    const text = allText(files);
    for (const theirs of [buyer.username, "carol@buyers.test", `"buyerId"`]) expect(text).not.toContain(theirs);
    const [sent] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, user.id));
    expect(sent.text).toContain("{{origin}}/entrepreneur/settings#data-export");
  });

  it("emails the owner a link when the archive is ready", async () => {
    const { user, agent } = await signedIn({ email: "dan@learners.test" });
    await exportOf(agent);
    const sent = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, user.id));
    expect(sent.map((e) => e.template)).toEqual(["data_export_ready"]);
    // The sender puts PUBLIC_URL in place of {{origin}}.
    expect(sent[0].text).toContain("{{origin}}/personal/settings#data-export");
    expect(sent[0].text).toContain("24");
  });
});

describe("download my data: who may download, and for how long", () => {
  it("answers 404 to another signed-in account and to an unknown id, 401 to a visitor", async () => {
    const { agent } = await signedIn();
    const { exported } = await exportOf(agent);
    const { agent: stranger } = await signedIn();
    const theirs = await stranger.get(exported.downloadPath!);
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe("NOT_FOUND");
    expect((await stranger.get("/api/user/exports/99999999")).status).toBe(404);
    expect((await request(ctx.built.app).get(exported.downloadPath!)).status).toBe(401);
    expect((await agent.get(exported.downloadPath!)).status).toBe(200);
    // The stored file has no public address of its own.
    const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, exported.id));
    expect((await agent.get(`/uploads/${row.fileKey}`)).status).toBe(404);
  });

  it("refuses a bad id or a request with fields, changing nothing", async () => {
    const { user, agent } = await signedIn();
    for (const path of ["/api/user/exports/abc", "/api/user/exports/0", "/api/user/exports/1.5", "/api/user/exports/99999999999999"]) {
      const res = await agent.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.code).toBe("INVALID_INPUT");
    }
    for (const body of [{ format: "csv" }, { note: "a\u0000b" }, { format: "x".repeat(100_000) }]) {
      const res = await agent.post("/api/user/export").send(body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.code).toBe("string");
    }
    const notAnObject = await agent.post("/api/user/export").set("Content-Type", "application/json").send("[1]");
    expect(notAnObject.status).toBe(400);
    expect(await ctx.db.select().from(dataExports).where(eq(dataExports.userId, user.id))).toEqual([]);
  });

  it("keeps one pending export per account (409 EXPORT_PENDING), even for two requests at once", async () => {
    const { user, agent } = await signedIn();
    const [a, b] = await Promise.all([agent.post("/api/user/export").send({}), agent.post("/api/user/export").send({})]);
    expect([a.status, b.status].sort()).toEqual([202, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.code).toBe("EXPORT_PENDING");
    const again = await agent.post("/api/user/export").send({});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("EXPORT_PENDING");
    const pending = await agent.get(`/api/user/exports/${a.body.id ?? b.body.id}`);
    expect(pending.status).toBe(409);
    expect(pending.body.code).toBe("EXPORT_NOT_READY");
    expect(await ctx.db.select().from(dataExports).where(eq(dataExports.userId, user.id))).toHaveLength(1);
  });

  it("allows one request a day (429 EXPORT_RATE_LIMITED), and again 24 hours later", async () => {
    const t0 = new Date("2030-03-01T10:00:00.000Z");
    ctx.clock.set(t0);
    try {
      const { agent } = await signedIn();
      await exportOf(agent, t0);
      ctx.clock.set(new Date(t0.getTime() + 23 * HOUR));
      const refused = await agent.post("/api/user/export").send({});
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe("EXPORT_RATE_LIMITED");
      expect((await agent.get("/api/user/export")).body.nextRequestAt).toBe("2030-03-02T10:00:00.000Z");
      ctx.clock.set(new Date(t0.getTime() + 24 * HOUR + 1000));
      expect((await agent.post("/api/user/export").send({})).status).toBe(202);
    } finally {
      ctx.clock.set(null);
    }
  });

  it("answers 410 EXPORT_EXPIRED after 24 hours, and the sweep deletes the file and the row's key", async () => {
    const t0 = new Date("2030-04-01T08:00:00.000Z");
    ctx.clock.set(t0);
    try {
      const { agent } = await signedIn();
      const { exported } = await exportOf(agent, t0);
      expect(exported.expiresAt).toBe("2030-04-02T08:00:00.000Z");
      const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, exported.id));
      expect(await ctx.storage.exists(row.fileKey!)).toBe(true);

      ctx.clock.set(new Date("2030-04-02T07:59:59.000Z"));
      expect((await agent.get(exported.downloadPath!)).status).toBe(200);
      ctx.clock.set(new Date("2030-04-02T08:00:00.000Z"));
      const gone = await agent.get(exported.downloadPath!);
      expect(gone.status).toBe(410);
      expect(gone.body.code).toBe("EXPORT_EXPIRED");
      expect((await agent.get("/api/user/export")).body.latest).toMatchObject({ status: "expired", downloadPath: null });

      // Before its time the sweep leaves it; after, the file and the key go.
      await runJob(new Date("2030-04-02T07:00:00.000Z"));
      expect(await ctx.storage.exists(row.fileKey!)).toBe(true);
      await runJob(new Date("2030-04-02T08:00:00.000Z"));
      expect(await ctx.storage.exists(row.fileKey!)).toBe(false);
      const [after] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, exported.id));
      expect(after).toMatchObject({ status: "expired", fileKey: null });
      expect((await agent.get(exported.downloadPath!)).status).toBe(410);
    } finally {
      ctx.clock.set(null);
    }
  });

  it("counts a failed build, gives up after a few tries, and lets the owner ask again at once", async () => {
    const { user, agent } = await signedIn();
    const broken: Storage = Object.assign(Object.create(ctx.storage) as Storage, {
      put: () => Promise.reject(new Error("the disk is full")),
    });
    expect((await agent.post("/api/user/export").send({})).status).toBe(202);
    for (let i = 0; i < MAX_EXPORT_ATTEMPTS; i++) await runJob(new Date(), broken);
    const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.userId, user.id));
    expect(row).toMatchObject({ status: "failed", attempts: MAX_EXPORT_ATTEMPTS, fileKey: null });
    expect((await agent.get("/api/user/export")).body).toMatchObject({ latest: { status: "failed" }, nextRequestAt: null });
    expect((await agent.post("/api/user/export").send({})).status).toBe(202);
    expect(await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, user.id))).toEqual([]);
  });
  it("removes the archive of an account deleted while it was ready, at the first sweep an hour on", async () => {
    const { user, agent } = await signedIn();
    const { exported } = await exportOf(agent);
    const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, exported.id));
    expect((await agent.delete("/api/user/account").send({ password: user.password })).status).toBe(204);
    expect(await ctx.db.select().from(dataExports).where(eq(dataExports.id, exported.id))).toEqual([]);
    await runJob(new Date());
    expect(await ctx.storage.exists(row.fileKey!)).toBe(true); // it may be a run's file not yet marked ready
    await runJob(new Date(Date.now() + 2 * HOUR));
    expect(await ctx.storage.exists(row.fileKey!)).toBe(false);
  });
});
