import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "@shared/constants";
import {
  QUIZ_EXPLANATION_MAX,
  QUIZ_OPTION_MAX,
  QUIZ_OPTIONS_MAX,
  QUIZ_PROMPT_MAX,
  QUIZ_QUESTIONS_MAX,
  learnerQuizSchema,
  quizUpsertSchema,
  type QuizUpsertInput,
} from "@shared/schemas/quizzes";
import { emailOutbox, enrollments, quizAttempts } from "../../db/schema";
import { enroll, makeChapter, makeChapters, makeCourse } from "../../test/course-factories";
import { createTestContext, makeUser, signIn, type TestContext } from "../../test/test-app";

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

const QUIZ: QuizUpsertInput = {
  passMark: 70,
  questions: [
    { prompt: "What is 2 + 2?", options: ["3", "4", "5"], correct: [1], explanation: "Two and two make four." },
    {
      prompt: "Which are prime?",
      options: ["2", "4", "5", "9"],
      multiple: true,
      correct: [0, 2],
      explanation: "2 and 5 divide only by 1 and themselves.",
    },
    { prompt: "Is the sky blue?", options: ["Yes", "No"], correct: [0] },
  ],
};
const ALL_RIGHT = [[1], [0, 2], [0]];

async function learner() {
  const user = await makeUser(ctx);
  return { user, agent: await signIn(ctx, user) };
}

/** A free course with `n` chapters, a quiz on the first, and a learner enrolled. */
async function courseWithQuiz(n = 2) {
  const course = await makeCourse(ctx, { priceCents: 0 });
  const chapters = [];
  for (let i = 0; i < n; i++) chapters.push(await makeChapter(ctx, course.id));
  const put = await admin.put(`/api/admin/chapters/${chapters[0].id}/quiz`).send(QUIZ);
  expect(put.status).toBe(200);
  const { user, agent } = await learner();
  await enroll(ctx, user.id, course.id);
  const base = `/api/personal/courses/${course.id}/chapters/${chapters[0].id}`;
  return { course, chapters, user, agent, base };
}

const anon = () => request(ctx.built.app);
const enrollmentOf = async (userId: number, courseId: number) =>
  (
    await ctx.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
  )[0];

describe("building a quiz", () => {
  it("stores the whole quiz with its answers for admins, and replaces it whole", async () => {
    const course = await makeCourse(ctx);
    const chapter = await makeChapter(ctx, course.id);
    const saved = await admin.put(`/api/admin/chapters/${chapter.id}/quiz`).send({ questions: QUIZ.questions.slice(0, 1) });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      chapterId: chapter.id,
      passMark: 70,
      questions: [{ prompt: "What is 2 + 2?", correct: [1], multiple: false }],
    });
    await admin.put(`/api/admin/chapters/${chapter.id}/quiz`).send({ ...QUIZ, passMark: 50 });
    const read = await admin.get(`/api/admin/chapters/${chapter.id}/quiz`);
    expect(read.body.passMark).toBe(50);
    expect(read.body.questions).toHaveLength(3);
    const list = await admin.get(`/api/courses/${course.id}/chapters`);
    expect(list.body[0].hasQuiz).toBe(true);
  });

  it("refuses a quiz with too few or too many options, no correct answer, or two answers on a single-answer question", async () => {
    const chapter = await makeChapter(ctx, (await makeCourse(ctx)).id);
    const put = (question: object, extra: object = {}) =>
      admin.put(`/api/admin/chapters/${chapter.id}/quiz`).send({ questions: [question], ...extra });
    const base = { prompt: "Q", options: ["a", "b"], correct: [0] };
    for (const [question, field] of [
      [{ ...base, options: ["a"] }, "questions.0.options"],
      [{ ...base, options: ["1", "2", "3", "4", "5", "6", "7", "8", "9"] }, "questions.0.options"],
      [{ ...base, correct: [] }, "questions.0.correct"],
      [{ ...base, correct: [0, 1] }, "questions.0.correct"],
      [{ ...base, correct: [5] }, "questions.0.correct"],
      [{ ...base, prompt: "x".repeat(1001) }, "questions.0.prompt"],
      [{ ...base, options: "a,b" }, "questions.0.options"],
    ] as const) {
      const res = await put(question);
      expect(res.status, JSON.stringify(question)).toBe(400);
      expect(res.body.errors).toHaveProperty([field]);
    }
    expect((await put(base, { passMark: 101 })).body.errors).toHaveProperty(["passMark"]);
    expect((await put(base, { passMark: "70" })).status).toBe(400);
    expect((await admin.put(`/api/admin/chapters/${chapter.id}/quiz`).send({ questions: [] })).status).toBe(400);
    expect((await admin.put(`/api/admin/chapters/abc/quiz`).send({ questions: [base] })).status).toBe(400);
    expect((await admin.put(`/api/admin/chapters/99999999/quiz`).send({ questions: [base] })).status).toBe(404);
  });

  it("accepts the largest quiz the schema allows, even with every character JSON-escaped, and refuses a bigger body with 413", async () => {
    const chapter = await makeChapter(ctx, (await makeCourse(ctx)).id);
    const worst = (n: number) =>
      "\u0001"
        .repeat(n - 2)
        .padStart(n - 1, "a")
        .padEnd(n, "z"); // trims to n characters, 6 bytes each in JSON
    const largest = {
      passMark: 100,
      questions: Array.from({ length: QUIZ_QUESTIONS_MAX }, () => ({
        prompt: worst(QUIZ_PROMPT_MAX),
        options: Array.from({ length: QUIZ_OPTIONS_MAX }, () => worst(QUIZ_OPTION_MAX)),
        multiple: true,
        correct: Array.from({ length: QUIZ_OPTIONS_MAX }, (_, i) => i),
        explanation: worst(QUIZ_EXPLANATION_MAX),
      })),
    };
    expect(quizUpsertSchema.safeParse(largest).success).toBe(true);
    const bytes = Buffer.byteLength(JSON.stringify(largest));
    expect(bytes).toBeGreaterThan(LIMITS.jsonBodyBytes);
    expect(bytes).toBeLessThanOrEqual(LIMITS.quizBodyBytes);
    expect((await admin.put(`/api/admin/chapters/${chapter.id}/quiz`).send(largest)).status).toBe(200);

    const tooBig = { ...largest, padding: "x".repeat(LIMITS.quizBodyBytes) };
    const refused = await admin.put(`/api/admin/chapters/${chapter.id}/quiz`).send(tooBig);
    expect(refused.status).toBe(413);
    expect(refused.body.code).toBe("TOO_LARGE");
    // other routes keep the ordinary limit
    const chapterEdit = await admin.patch(`/api/chapters/${chapter.id}`).send({ title: "x".repeat(LIMITS.jsonBodyBytes + 1) });
    expect(chapterEdit.status).toBe(413);
  });

  it("deletes a quiz; a second delete is 404", async () => {
    const chapter = await makeChapter(ctx, (await makeCourse(ctx)).id);
    await admin.put(`/api/admin/chapters/${chapter.id}/quiz`).send(QUIZ);
    expect((await admin.delete(`/api/admin/chapters/${chapter.id}/quiz`)).status).toBe(204);
    expect((await admin.delete(`/api/admin/chapters/${chapter.id}/quiz`)).status).toBe(404);
    expect((await admin.get(`/api/admin/chapters/${chapter.id}/quiz`)).body.code).toBe("NO_QUIZ");
  });
});

describe("taking a quiz", () => {
  it("never sends the correct answers or explanations before an attempt", async () => {
    const { agent, base } = await courseWithQuiz();
    const res = await agent.get(`${base}/quiz`);
    expect(res.status).toBe(200);
    const quiz = learnerQuizSchema.strict().parse(res.body);
    expect(quiz.questions[1]).toStrictEqual({ prompt: "Which are prime?", options: ["2", "4", "5", "9"], multiple: true });
    expect(JSON.stringify(res.body)).not.toMatch(/correct|explanation|Two and two/);
    expect(quiz).toMatchObject({ attempts: 0, bestScore: null, passed: false, passMark: 70 });
  });

  it("scores single and multiple answers: a multiple-answer question is right only with exactly the correct options", async () => {
    const { agent, base } = await courseWithQuiz();
    const partial = await agent.post(`${base}/quiz/attempts`).send({ version: 1, answers: [[1], [0], [0]] });
    expect(partial.status).toBe(201);
    expect(partial.body).toMatchObject({ score: 67, passed: false, chapterCompleted: false });
    // Before a pass, nothing says which questions were right.
    expect(partial.body.results).toEqual([]);
    const extra = await agent.post(`${base}/quiz/attempts`).send({ version: 1, answers: [[1, 2], [0, 2, 3], []] });
    expect(extra.body).toMatchObject({ score: 0, passed: false, bestScore: 67 });
    const right = await agent.post(`${base}/quiz/attempts`).send({ version: 1, answers: [[1], [2, 0], [0]] });
    expect(right.body).toMatchObject({ score: 100, passed: true, bestScore: 100, chapterCompleted: true });
    expect(right.body.results).toEqual([
      { correct: true, explanation: "Two and two make four." },
      { correct: true, explanation: "2 and 5 divide only by 1 and themselves." },
      { correct: true, explanation: null },
    ]);
  });

  it("decides the pass on the exact share, not the rounded score: 23 of 33 fails a 70 % mark, 7 of 10 passes", async () => {
    const take = async (questions: number, right: number) => {
      const course = await makeCourse(ctx, { priceCents: 0 });
      const chapter = await makeChapter(ctx, course.id);
      const yesNo = { prompt: "Yes?", options: ["Yes", "No"], correct: [0] };
      await admin
        .put(`/api/admin/chapters/${chapter.id}/quiz`)
        .send({ passMark: 70, questions: Array.from({ length: questions }, () => yesNo) });
      const { user, agent } = await learner();
      await enroll(ctx, user.id, course.id);
      const base = `/api/personal/courses/${course.id}/chapters/${chapter.id}`;
      const { version } = (await agent.get(`${base}/quiz`)).body;
      const answers = Array.from({ length: questions }, (_, i) => (i < right ? [0] : [1]));
      return (await agent.post(`${base}/quiz/attempts`).send({ answers, version })).body;
    };
    expect(await take(33, 23)).toMatchObject({ score: 70, passed: false, chapterCompleted: false });
    expect(await take(10, 7)).toMatchObject({ score: 70, passed: true, chapterCompleted: true });
  });

  it("refuses answers that do not fit the quiz, and bad input, with 400", async () => {
    const { agent, base } = await courseWithQuiz();
    expect((await agent.post(`${base}/quiz/attempts`).send({ version: 1, answers: [[1]] })).body.errors).toHaveProperty(["answers"]);
    expect((await agent.post(`${base}/quiz/attempts`).send({ version: 1, answers: [[1], [7], [0]] })).body.errors).toHaveProperty([
      "answers.1",
    ]);
    expect((await agent.post(`${base}/quiz/attempts`).send({ version: 1, answers: "1,2" })).status).toBe(400);
    expect((await agent.post(`${base}/quiz/attempts`).send({ version: 1, answers: [["a"]] })).status).toBe(400);
    expect((await agent.post(`${base}/quiz/attempts`).send({ version: 1, answers: Array.from({ length: 51 }, () => [0]) })).status).toBe(
      400,
    );
    expect((await agent.get(`/api/personal/courses/x/chapters/1/quiz`)).status).toBe(400);
  });

  it("scores an attempt against the quiz the learner saw: a quiz replaced meanwhile answers 409 QUIZ_CHANGED", async () => {
    const { agent, base, user } = await courseWithQuiz();
    const seen = (await agent.get(`${base}/quiz`)).body;
    expect(seen.version).toBe(1);
    const chapterId = Number(base.split("/").pop());
    await admin.put(`/api/admin/chapters/${chapterId}/quiz`).send({ ...QUIZ, questions: [...QUIZ.questions].reverse() });
    const stale = await agent.post(`${base}/quiz/attempts`).send({ version: seen.version, answers: ALL_RIGHT });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("QUIZ_CHANGED");
    expect(await ctx.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id))).toHaveLength(0);
    expect((await agent.post(`${base}/quiz/attempts`).send({ version: "1", answers: ALL_RIGHT })).body.errors).toHaveProperty(["version"]);
    expect((await agent.post(`${base}/quiz/attempts`).send({ version: 0, answers: ALL_RIGHT })).body.errors).toHaveProperty(["version"]);
    const fresh = (await agent.get(`${base}/quiz`)).body;
    expect(fresh.version).toBe(2);
    const ok = await agent.post(`${base}/quiz/attempts`).send({ version: fresh.version, answers: [...ALL_RIGHT].reverse() });
    expect(ok.body).toMatchObject({ score: 100, passed: true });
  });

  it("takes the issue's body {answers} without a version: scored against the current questions, 400 when the count differs", async () => {
    const { agent, base, user } = await courseWithQuiz();
    const wrong = await agent.post(`${base}/quiz/attempts`).send({ answers: [[0], [1], [1]] });
    expect(wrong.status).toBe(201);
    expect(wrong.body).toMatchObject({ score: 0, passed: false, chapterCompleted: false });
    expect(wrong.body.results).toEqual([]);

    const chapterId = Number(base.split("/").pop());
    await admin.put(`/api/admin/chapters/${chapterId}/quiz`).send({ ...QUIZ, questions: QUIZ.questions.slice(0, 2) });
    const short = await agent.post(`${base}/quiz/attempts`).send({ answers: ALL_RIGHT });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Answer all 2 questions");
    expect(short.body.errors).toEqual({ answers: "Expected 2 answers, one list per question" });
    expect(await ctx.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id))).toHaveLength(1);

    const right = await agent.post(`${base}/quiz/attempts`).send({ answers: ALL_RIGHT.slice(0, 2) });
    expect(right.status).toBe(201);
    expect(right.body).toMatchObject({ score: 100, passed: true, chapterCompleted: true });
    const stored = await ctx.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id));
    expect(stored.map((a) => a.quizVersion).sort()).toEqual([1, 2]);
  });

  it("stores every attempt and keeps the best: a pass stands after a later failure", async () => {
    const { agent, base, user } = await courseWithQuiz();
    await agent.post(`${base}/quiz/attempts`).send({ version: 1, answers: ALL_RIGHT });
    await agent.post(`${base}/quiz/attempts`).send({ version: 1, answers: [[0], [1], [1]] });
    expect(await ctx.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id))).toHaveLength(2);
    const quiz = await agent.get(`${base}/quiz`);
    expect(quiz.body).toMatchObject({ attempts: 2, bestScore: 100, passed: true });
  });

  it("is only for enrolled learners with access", async () => {
    const { base } = await courseWithQuiz();
    const stranger = await learner();
    expect((await stranger.agent.get(`${base}/quiz`)).body.code).toBe("NOT_ENROLLED");
    expect((await stranger.agent.post(`${base}/quiz/attempts`).send({ version: 1, answers: ALL_RIGHT })).body.code).toBe("NOT_ENROLLED");
    const revoked = await courseWithQuiz();
    await ctx.db.update(enrollments).set({ accessRevokedAt: new Date() }).where(eq(enrollments.userId, revoked.user.id));
    expect((await revoked.agent.get(`${revoked.base}/quiz`)).body.code).toBe("ACCESS_ENDED");
    const { agent, course, chapters } = await courseWithQuiz();
    expect((await agent.get(`/api/personal/courses/${course.id}/chapters/${chapters[1].id}/quiz`)).body.code).toBe("NO_QUIZ");
  });
});

describe("completion and certificates with quizzes", () => {
  it("does not complete a quiz chapter by watching: marking it complete is refused until the quiz is passed", async () => {
    const { agent, course, chapters, base, user } = await courseWithQuiz();
    expect((await agent.get(`/api/courses/${course.id}/chapters`)).body[0]).toMatchObject({ hasQuiz: true, quizPassed: false });
    const refused = await agent.post(`${base}/complete`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("QUIZ_NOT_PASSED");
    await agent.post(`${base}/quiz/attempts`).send({ version: 1, answers: [[0], [1], [1]] });
    expect((await agent.post(`${base}/complete`)).status).toBe(409);
    await agent.post(`${base}/quiz/attempts`).send({ version: 1, answers: ALL_RIGHT });
    expect((await enrollmentOf(user.id, course.id)).completedChapterIds).toEqual([chapters[0].id]);
    expect((await agent.delete(`${base}/complete`)).status).toBe(200);
    // the chapter list says the quiz is passed though the chapter is no longer complete
    const list = await agent.get(`/api/courses/${course.id}/chapters`);
    expect(list.body.map((c: { quizPassed: boolean }) => c.quizPassed)).toEqual([true, false]);
    expect((await agent.post(`${base}/complete`)).status).toBe(200); // passed once: may complete again
  });

  it("earns the certificate only when every quiz is passed and every chapter complete", async () => {
    const { agent, course, chapters, base, user } = await courseWithQuiz(2);
    await agent.post(`/api/personal/courses/${course.id}/chapters/${chapters[1].id}/complete`);
    expect((await enrollmentOf(user.id, course.id)).progress).toBe(50);
    expect((await anon().get(`/api/certificates/${course.id}/${user.id}`)).status).toBe(404);
    const pass = await agent.post(`${base}/quiz/attempts`).send({ version: 1, answers: ALL_RIGHT });
    expect(pass.body.chapterCompleted).toBe(true);
    const done = await enrollmentOf(user.id, course.id);
    expect(done.progress).toBe(100);
    expect(done.completedAt).not.toBeNull();
    expect((await anon().get(`/api/certificates/${course.id}/${user.id}`)).status).toBe(200);
    const emails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, user.id), eq(emailOutbox.template, "certificate_earned")));
    expect(emails).toHaveLength(1);
  });

  it("in a course of 200 chapters, one unpassed quiz keeps progress under 100 and the certificate away (99.5 is not 100)", async () => {
    const course = await makeCourse(ctx, { priceCents: 0 });
    const chapters = (await makeChapters(ctx, course.id, 200)).sort((a, b) => a.orderIndex - b.orderIndex);
    const quizChapter = chapters[199];
    expect((await admin.put(`/api/admin/chapters/${quizChapter.id}/quiz`).send(QUIZ)).status).toBe(200);
    const { user, agent } = await learner();
    // 198 chapters done already; the learner completes the 199th through the API.
    await enroll(ctx, user.id, course.id, { completedChapterIds: chapters.slice(0, 198).map((c) => c.id) });
    const res = await agent.post(`/api/personal/courses/${course.id}/chapters/${chapters[198].id}/complete`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ progress: 99, completedAt: null });
    expect(await enrollmentOf(user.id, course.id)).toMatchObject({ progress: 99, completedAt: null });
    expect((await anon().get(`/api/certificates/${course.id}/${user.id}`)).status).toBe(404);
    const card = (await agent.get("/api/personal/enrollments")).body.find((e: { courseId: number }) => e.courseId === course.id);
    expect(card).toMatchObject({ progress: 99, completedAt: null });

    const base = `/api/personal/courses/${course.id}/chapters/${quizChapter.id}`;
    expect((await agent.post(`${base}/quiz/attempts`).send({ version: 1, answers: ALL_RIGHT })).body.chapterCompleted).toBe(true);
    expect(await enrollmentOf(user.id, course.id)).toMatchObject({ progress: 100, completedAt: expect.any(Date) });
    expect((await anon().get(`/api/certificates/${course.id}/${user.id}`)).status).toBe(200);
  });

  it("adding a quiz takes the chapter back from learners still working through the course, and keeps it for those who finished", async () => {
    const course = await makeCourse(ctx, { priceCents: 0 });
    const [first, second] = [await makeChapter(ctx, course.id), await makeChapter(ctx, course.id)];
    const complete = (agent: Agent, chapterId: number) => agent.post(`/api/personal/courses/${course.id}/chapters/${chapterId}/complete`);
    const finished = await learner();
    const working = await learner();
    for (const l of [finished, working]) await enroll(ctx, l.user.id, course.id);
    await complete(finished.agent, first.id);
    await complete(finished.agent, second.id);
    await complete(working.agent, first.id);
    const earned = await enrollmentOf(finished.user.id, course.id);
    expect(earned.completedAt).not.toBeNull();

    await admin.put(`/api/admin/chapters/${first.id}/quiz`).send(QUIZ);
    expect(await enrollmentOf(finished.user.id, course.id)).toMatchObject({ progress: 100, completedAt: earned.completedAt });
    expect((await anon().get(`/api/certificates/${course.id}/${finished.user.id}`)).status).toBe(200);
    expect(await enrollmentOf(working.user.id, course.id)).toMatchObject({ progress: 0, completedAt: null, completedChapterIds: [] });

    // delete and add again: the finished learner still keeps the certificate
    await admin.delete(`/api/admin/chapters/${first.id}/quiz`);
    await admin.put(`/api/admin/chapters/${first.id}/quiz`).send(QUIZ);
    expect((await enrollmentOf(finished.user.id, course.id)).completedAt).toEqual(earned.completedAt);
    expect((await anon().get(`/api/certificates/${course.id}/${finished.user.id}`)).status).toBe(200);

    // the working learner passes; replacing the quiz later keeps the pass
    await working.agent
      .post(`/api/personal/courses/${course.id}/chapters/${first.id}/quiz/attempts`)
      .send({ version: 1, answers: ALL_RIGHT });
    await admin.put(`/api/admin/chapters/${first.id}/quiz`).send({ ...QUIZ, passMark: 90 });
    expect((await enrollmentOf(working.user.id, course.id)).progress).toBe(50);
  });
});

describe("quiz results for admins", () => {
  it("counts attempts, learners who passed, the pass rate and the question most often missed", async () => {
    const { course, base, agent } = await courseWithQuiz();
    await agent.post(`${base}/quiz/attempts`).send({ version: 1, answers: [[1], [0], [0]] }); // misses question 2
    await agent.post(`${base}/quiz/attempts`).send({ version: 1, answers: ALL_RIGHT });
    const other = await learner();
    await enroll(ctx, other.user.id, course.id);
    await other.agent.post(`${base}/quiz/attempts`).send({ version: 1, answers: [[0], [0], [0]] }); // misses 1 and 2
    const res = await admin.get(`/api/admin/courses/${course.id}/quiz-results`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        questionCount: 3,
        attempts: 3,
        learners: 2,
        learnersPassed: 1,
        passRate: 50,
        mostMissed: { index: 1, prompt: "Which are prime?", misses: 2, attempts: 3 },
      }),
    ]);
    expect((await other.agent.get(`/api/admin/courses/${course.id}/quiz-results`)).status).toBe(403);
    expect((await admin.get(`/api/admin/courses/abc/quiz-results`)).status).toBe(400);
  });
});

describe("the attempts policy", () => {
  const WRONG = [[0], [1], [1]];

  it("allows maxAttemptsPerDay (default 5) in any 24 hours, then 429 QUIZ_COOL_DOWN with the time of the next", async () => {
    const { agent, base } = await courseWithQuiz();
    const start = new Date("2026-12-01T09:00:00.000Z");
    try {
      for (let i = 0; i < 5; i++) {
        ctx.clock.set(new Date(start.getTime() + i * 60_000));
        const res = await agent.post(`${base}/quiz/attempts`).send({ version: 1, answers: WRONG });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ attemptsLeftToday: 4 - i, results: [] });
      }
      const last = new Date(start.getTime() + 4 * 60_000);
      const expected = new Date(start.getTime() + 24 * 3600_000).toISOString();
      expect((await agent.get(`${base}/quiz`)).body).toMatchObject({ maxAttemptsPerDay: 5, attemptsLeftToday: 0, nextAttemptAt: expected });
      // The attack's request: one more attempt, with the right answers this time.
      ctx.clock.set(new Date(last.getTime() + 3600_000));
      const refused = await agent.post(`${base}/quiz/attempts`).send({ version: 1, answers: ALL_RIGHT });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: "QUIZ_COOL_DOWN", details: { nextAttemptAt: expected } });
      expect(refused.body.message).toContain(expected);
      // 24 hours after the first attempt, one is allowed again.
      ctx.clock.set(new Date(start.getTime() + 24 * 3600_000 + 1000));
      const again = await agent.post(`${base}/quiz/attempts`).send({ version: 1, answers: ALL_RIGHT });
      expect(again.status).toBe(201);
      expect(again.body).toMatchObject({ passed: true, attemptsLeftToday: 0 });
      expect(again.body.results).toHaveLength(3);
    } finally {
      ctx.clock.set(null);
    }
  });

  it("the admin sets the allowance and 'show always' in the quiz; with it, a failed attempt says which were right", async () => {
    const { agent, base, chapters } = await courseWithQuiz();
    const saved = await admin
      .put(`/api/admin/chapters/${chapters[0].id}/quiz`)
      .send({ ...QUIZ, maxAttemptsPerDay: 1, showCorrectness: "always" });
    expect(saved.body).toMatchObject({ maxAttemptsPerDay: 1, showCorrectness: "always" });
    const { version } = (await agent.get(`${base}/quiz`)).body;
    const failed = await agent.post(`${base}/quiz/attempts`).send({ version, answers: WRONG });
    expect(failed.body).toMatchObject({ passed: false, attemptsLeftToday: 0 });
    expect(failed.body.results.map((r: { correct: boolean }) => r.correct)).toEqual([false, false, false]);
    expect(failed.body.nextAttemptAt).not.toBeNull();
    expect((await agent.post(`${base}/quiz/attempts`).send({ version, answers: ALL_RIGHT })).status).toBe(429);
  });

  it("refuses a bad policy with 400, changing nothing", async () => {
    const { chapters } = await courseWithQuiz();
    const url = `/api/admin/chapters/${chapters[0].id}/quiz`;
    for (const bad of [
      { maxAttemptsPerDay: 0 },
      { maxAttemptsPerDay: 101 },
      { maxAttemptsPerDay: "5" },
      { maxAttemptsPerDay: 2.5 },
      { showCorrectness: "never" },
      { showCorrectness: "always\u0000" },
    ]) {
      const res = await admin.put(url).send({ ...QUIZ, ...bad });
      expect(res.status).toBe(400);
    }
    expect((await admin.get(url)).body).toMatchObject({ maxAttemptsPerDay: 5, showCorrectness: "after_pass" });
  });
});
