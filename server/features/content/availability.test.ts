import { and, eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { chapters, emailOutbox, enrollments, users } from "../../db/schema";
import { enroll, makeChapter, makeCourse, makeSection, makeUploadedFile } from "../../test/course-factories";
import { createTestContext, makeUser, signIn, type MadeUser, type TestContext } from "../../test/test-app";
import { courseOrder } from "./availability";
import { listChapters, listChaptersInCourseOrder } from "./chapters.repo";
import { listSections } from "./sections.repo";
import { notifyUnlockedChapters } from "./unlock-notices.service";

// Drip schedules and chapter order (docs/product-rules.md §12). Most tests move the data (enrollment dates and
// availableAt in the past or the future); "the app's clock" sets the time the requests read
// (AppDeps.clock) to the second around an opening; the unlock job takes an explicit `now`.

type Agent = Awaited<ReturnType<typeof signIn>>;
let ctx: TestContext;
let admin: Agent;
let video: string;

const DAY = 86_400_000;
const daysFromNow = (n: number) => new Date(Date.now() + n * DAY);
const QUIZ = { questions: [{ prompt: "Ready?", options: ["Yes", "No"], correct: [0] }] };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
  video = makeUploadedFile(ctx, "videos", "drip.mp4", Buffer.alloc(64, 1));
});
afterAll(async () => {
  await ctx.close();
});
afterEach(() => {
  ctx.clock.set(null);
});

async function learnerIn(courseId: number, enrolledAt = new Date()): Promise<{ user: MadeUser; agent: Agent }> {
  const user = await makeUser(ctx);
  await enroll(ctx, user.id, courseId, { enrolledAt });
  return { user, agent: await signIn(ctx, user) };
}

const VTT = "WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nWelcome.\n";

/**
 * Gives the chapter a ready HLS stream (the playlist, a segment and the poster in storage) and
 * English captions, so each of them would be served if the lock did not refuse it.
 */
async function withStreamAndCaptions(chapterId: number) {
  const prefix = `streams/${chapterId}/run1/`;
  await ctx.storage.put(`${prefix}master.m3u8`, "#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\n240p/index.m3u8\n");
  await ctx.storage.put(`${prefix}240p/index.m3u8`, "#EXTM3U\n#EXTINF:4.0,\nseg_000.ts\n#EXT-X-ENDLIST\n");
  await ctx.storage.put(`${prefix}240p/seg_000.ts`, Buffer.alloc(188, 0x47));
  await ctx.storage.put(`${prefix}poster.jpg`, Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  await ctx.db.update(chapters).set({ videoStatus: "ready", videoStream: prefix }).where(eq(chapters.id, chapterId));
  const upload = await admin.post(`/api/chapters/${chapterId}/captions`).field("language", "en").attach("file", Buffer.from(VTT), "en.vtt");
  expect(upload.status).toBe(201);
}

/** The chapter's stream and caption files, each of which a lock must refuse as it refuses the video. */
const mediaPaths = (chapterId: number) => [
  `/api/chapters/${chapterId}/stream/master.m3u8`,
  `/api/chapters/${chapterId}/stream/poster.jpg`,
  `/api/chapters/${chapterId}/stream/240p/index.m3u8`,
  `/api/chapters/${chapterId}/stream/240p/seg_000.ts`,
  `/api/chapters/${chapterId}/captions/en.vtt`,
];
const RESOURCES = 6 + mediaPaths(0).length;

/** Every resource of a chapter a learner can ask for, with the codes they answered. */
async function resourceCodes(agent: Agent, courseId: number, chapterId: number) {
  const base = `/api/personal/courses/${courseId}/chapters/${chapterId}`;
  const calls = [
    () => agent.get(`/api/chapters/${chapterId}/video`),
    ...mediaPaths(chapterId).map((path) => () => agent.get(path)),
    () => agent.get(`${base}/quiz`),
    () => agent.post(`${base}/quiz/attempts`).send({ version: 1, answers: [[0]] }),
    () => agent.post(`${base}/complete`),
    () => agent.put(`${base}/position`).send({ seconds: 5 }),
    () => agent.post(`/api/personal/courses/${courseId}/notes`).send({ content: "A note", timestamp: 5, chapterId }),
  ];
  const codes: string[] = [];
  for (const call of calls) {
    const res = await call();
    codes.push(`${res.status} ${res.body?.code ?? ""}`.trim());
  }
  return codes;
}

async function chapterOf(agent: Agent, courseId: number, chapterId: number) {
  const res = await agent.get(`/api/courses/${courseId}/chapters`);
  expect(res.status).toBe(200);
  return res.body.find((c: { id: number }) => c.id === chapterId);
}

const SECOND = 1000;

/** What every resource of the chapter answers once it is open (after resourceCodes' order). */
const OPEN_CODES = ["200", ...mediaPaths(0).map(() => "200"), "200", "201", "200", "200", "201"];

/**
 * Sets the app's clock a second before `opens` (every resource refused with the date), then to
 * `opens` itself (every resource served): the requests read AppDeps.clock, not the real time.
 */
async function expectOpensExactlyAt(agent: Agent, courseId: number, chapterId: number, opens: Date) {
  ctx.clock.set(new Date(opens.getTime() - SECOND));
  expect(await chapterOf(agent, courseId, chapterId)).toMatchObject({
    locked: true,
    lockReason: "NOT_YET_AVAILABLE",
    opensAt: opens.toISOString(),
    videoStreamUrl: null,
    guidelines: null,
  });
  const refused = await agent.get(`/api/chapters/${chapterId}/video`);
  expect(refused.status).toBe(403);
  expect(refused.body).toMatchObject({ code: "NOT_YET_AVAILABLE", details: { availableAt: opens.toISOString() } });
  expect(refused.body.message).toContain(opens.toISOString().slice(0, 10));
  expect(await resourceCodes(agent, courseId, chapterId)).toEqual(Array(RESOURCES).fill("403 NOT_YET_AVAILABLE"));

  ctx.clock.set(opens);
  expect(await chapterOf(agent, courseId, chapterId)).toMatchObject({ locked: false, lockReason: null, opensAt: null });
  expect(await resourceCodes(agent, courseId, chapterId)).toEqual(OPEN_CODES);
}

describe("the app's clock", () => {
  it("opens a days-after-enrollment chapter at exactly enrollment + N × 24 h, not a second before", async () => {
    const course = await makeCourse(ctx, { priceCents: 0 });
    const chapter = await makeChapter(ctx, course.id, { videoFile: video, guidelines: "Day three notes", availableAfterDays: 3 });
    await admin.put(`/api/admin/chapters/${chapter.id}/quiz`).send(QUIZ);
    await withStreamAndCaptions(chapter.id);
    // Years from the real time on both sides, so only the app's clock can open it.
    const enrolledAt = new Date("2031-06-10T08:30:00.000Z");
    const { agent } = await learnerIn(course.id, enrolledAt);
    await expectOpensExactlyAt(agent, course.id, chapter.id, new Date("2031-06-13T08:30:00.000Z"));
    expect(await chapterOf(agent, course.id, chapter.id)).toMatchObject({ guidelines: "Day three notes" });
  });

  it("opens a dated chapter at exactly its availableAt, not a second before", async () => {
    const course = await makeCourse(ctx, { priceCents: 0 });
    const at = new Date("2032-02-01T00:00:00.000Z");
    const chapter = await makeChapter(ctx, course.id, { videoFile: video, availableAt: at });
    await admin.put(`/api/admin/chapters/${chapter.id}/quiz`).send(QUIZ);
    await withStreamAndCaptions(chapter.id);
    const { agent } = await learnerIn(course.id, new Date("2031-01-01T00:00:00.000Z"));
    await expectOpensExactlyAt(agent, course.id, chapter.id, at);
  });
});

describe("drip by days after enrollment", () => {
  it("locks the chapter until enrollment + N days, shows the date, and refuses every resource with NOT_YET_AVAILABLE", async () => {
    const course = await makeCourse(ctx, { priceCents: 0 });
    const chapter = await makeChapter(ctx, course.id, { videoFile: video, guidelines: "Secret notes", availableAfterDays: 3 });
    await admin.put(`/api/admin/chapters/${chapter.id}/quiz`).send(QUIZ);
    await withStreamAndCaptions(chapter.id);
    const enrolledAt = new Date(Date.now() - DAY);
    const { user, agent } = await learnerIn(course.id, enrolledAt);

    const listed = await chapterOf(agent, course.id, chapter.id);
    expect(listed).toMatchObject({
      locked: true,
      lockReason: "NOT_YET_AVAILABLE",
      opensAt: new Date(enrolledAt.getTime() + 3 * DAY).toISOString(),
      videoFile: null,
      videoStreamUrl: null,
      guidelines: null,
      hasQuiz: true,
    });
    expect(await resourceCodes(agent, course.id, chapter.id)).toEqual(Array(RESOURCES).fill("403 NOT_YET_AVAILABLE"));
    const stream = await agent.get(`/api/chapters/${chapter.id}/video`);
    expect(stream.body.details).toEqual({ availableAt: listed.opensAt });
    // The message names the day it opens, as the player shows it.
    expect(stream.body.message).toBe(`This chapter opens on ${listed.opensAt.slice(0, 10)}.`);
    expect((await agent.get(`/api/chapters/${chapter.id}/stream/master.m3u8`)).body.details).toEqual({ availableAt: listed.opensAt });

    // four days after enrollment it is open
    await ctx.db
      .update(enrollments)
      .set({ enrolledAt: new Date(Date.now() - 4 * DAY) })
      .where(eq(enrollments.userId, user.id));
    expect(await chapterOf(agent, course.id, chapter.id)).toMatchObject({ locked: false, lockReason: null, guidelines: "Secret notes" });
    expect((await agent.get(`/api/chapters/${chapter.id}/video`)).status).toBe(200);
    expect((await agent.get(`/api/personal/courses/${course.id}/chapters/${chapter.id}/quiz`)).status).toBe(200);
    for (const path of mediaPaths(chapter.id)) expect((await agent.get(path)).status, path).toBe(200);
  });
});

describe("drip by date", () => {
  it("locks the chapter for everyone enrolled until the date, then opens it", async () => {
    const course = await makeCourse(ctx, { priceCents: 0 });
    const at = daysFromNow(2);
    const chapter = await makeChapter(ctx, course.id, { videoFile: video, availableAt: at });
    const { agent } = await learnerIn(course.id, new Date(Date.now() - 30 * DAY));
    expect(await chapterOf(agent, course.id, chapter.id)).toMatchObject({ lockReason: "NOT_YET_AVAILABLE", opensAt: at.toISOString() });
    expect((await agent.get(`/api/chapters/${chapter.id}/video`)).body).toMatchObject({
      code: "NOT_YET_AVAILABLE",
      details: { availableAt: at.toISOString() },
    });

    await ctx.db
      .update(chapters)
      .set({ availableAt: daysFromNow(-1) })
      .where(eq(chapters.id, chapter.id));
    expect(await chapterOf(agent, course.id, chapter.id)).toMatchObject({ locked: false, lockReason: null });
    expect((await agent.get(`/api/chapters/${chapter.id}/video`)).status).toBe(200);
  });

  it("never locks admins or preview chapters", async () => {
    const course = await makeCourse(ctx, { priceCents: 0 });
    const later = await makeChapter(ctx, course.id, { videoFile: video, availableAt: daysFromNow(5) });
    const preview = await makeChapter(ctx, course.id, { videoFile: video, isPreview: true, availableAfterDays: 10 });
    const { agent } = await learnerIn(course.id);
    expect(await chapterOf(admin, course.id, later.id)).toMatchObject({ locked: false, lockReason: null, availableAt: expect.any(String) });
    expect((await admin.get(`/api/chapters/${later.id}/video`)).status).toBe(200);
    expect(await chapterOf(agent, course.id, preview.id)).toMatchObject({ locked: false, lockReason: null });
    expect((await agent.get(`/api/chapters/${preview.id}/video`)).status).toBe(200);
  });

  it("never locks an admin who is enrolled too (a learner made admin): not in the list, not the video", async () => {
    const course = await makeCourse(ctx, { priceCents: 0 });
    const later = await makeChapter(ctx, course.id, { videoFile: video, availableAt: daysFromNow(5) });
    const promoted = await makeUser(ctx, { role: "admin" });
    await enroll(ctx, promoted.id, course.id);
    const agent = await signIn(ctx, promoted);
    expect(await chapterOf(agent, course.id, later.id)).toMatchObject({ locked: false, lockReason: null });
    expect((await agent.get(`/api/chapters/${later.id}/video`)).status).toBe(200);
  });

  it("locks only the drip chapter of a course not taken in order; the chapters without a date stay open", async () => {
    const course = await makeCourse(ctx, { priceCents: 0 });
    const open = await makeChapter(ctx, course.id, { videoFile: video, orderIndex: 1 });
    const later = await makeChapter(ctx, course.id, { videoFile: video, orderIndex: 2, availableAt: daysFromNow(5) });
    const { agent } = await learnerIn(course.id);
    expect(await chapterOf(agent, course.id, open.id)).toMatchObject({ locked: false, lockReason: null });
    expect(await chapterOf(agent, course.id, later.id)).toMatchObject({ locked: true, lockReason: "NOT_YET_AVAILABLE" });
    expect((await agent.get(`/api/chapters/${open.id}/video`)).status).toBe(200);
    expect((await agent.get(`/api/chapters/${later.id}/video`)).body).toMatchObject({ code: "NOT_YET_AVAILABLE" });
  });
});

describe("sequential order", () => {
  it("opens a chapter only when the earlier ones (in section order) are complete, naming the one to finish first", async () => {
    const course = await makeCourse(ctx, { priceCents: 0, sequential: true });
    const second = await makeSection(ctx, course.id, { orderIndex: 2 });
    const first = await makeSection(ctx, course.id, { orderIndex: 1 });
    // chapter order indexes disagree with the section order on purpose: the player's order counts
    const b = await makeChapter(ctx, course.id, { sectionId: second.id, orderIndex: 1, videoFile: video });
    const a = await makeChapter(ctx, course.id, { sectionId: first.id, orderIndex: 2, videoFile: video });
    await withStreamAndCaptions(b.id);
    const { agent } = await learnerIn(course.id);

    expect(await chapterOf(agent, course.id, a.id)).toMatchObject({ locked: false, lockReason: null });
    expect(await chapterOf(agent, course.id, b.id)).toMatchObject({
      locked: true,
      lockReason: "COMPLETE_PREVIOUS",
      finishFirst: { id: a.id, title: a.title },
    });
    expect(await resourceCodes(agent, course.id, b.id)).toEqual(Array(RESOURCES).fill("403 COMPLETE_PREVIOUS"));
    expect((await agent.get(`/api/chapters/${b.id}/video`)).body).toMatchObject({
      message: `Complete "${a.title}" first.`,
      details: { finishFirst: { id: a.id, title: a.title } },
    });
    expect((await agent.get(`/api/chapters/${b.id}/captions/en.vtt`)).body.details).toEqual({ finishFirst: { id: a.id, title: a.title } });

    expect((await agent.post(`/api/personal/courses/${course.id}/chapters/${a.id}/complete`)).status).toBe(200);
    expect(await chapterOf(agent, course.id, b.id)).toMatchObject({ locked: false, lockReason: null });
    expect((await agent.get(`/api/chapters/${b.id}/video`)).status).toBe(200);
    for (const path of mediaPaths(b.id)) expect((await agent.get(path)).status, path).toBe(200);
    expect(await chapterOf(admin, course.id, b.id)).toMatchObject({ locked: false });
  });

  it("leaves a preview chapter open to a learner behind, a signed-in visitor and a signed-out one", async () => {
    const course = await makeCourse(ctx, { sequential: true }); // paid: the visitors have no access
    const first = await makeChapter(ctx, course.id, { videoFile: video });
    const preview = await makeChapter(ctx, course.id, { videoFile: video, isPreview: true });
    const later = await makeChapter(ctx, course.id, { videoFile: video });
    const { agent: behind } = await learnerIn(course.id); // has not completed `first`
    const visitor = await signIn(ctx, await makeUser(ctx));
    const anonymous = request.agent(ctx.built.app);

    expect(await chapterOf(behind, course.id, preview.id)).toMatchObject({ locked: false, lockReason: null, finishFirst: null });
    expect(await chapterOf(behind, course.id, later.id)).toMatchObject({ lockReason: "COMPLETE_PREVIOUS", finishFirst: { id: first.id } });
    expect(await chapterOf(visitor, course.id, preview.id)).toMatchObject({ locked: false, lockReason: null });
    expect(await chapterOf(visitor, course.id, later.id)).toMatchObject({ locked: true, lockReason: "NO_COURSE_ACCESS" });
    for (const agent of [behind, visitor, anonymous]) {
      expect((await agent.get(`/api/chapters/${preview.id}/video`)).status).toBe(200);
    }
    expect((await behind.get(`/api/chapters/${later.id}/video`)).body.code).toBe("COMPLETE_PREVIOUS");
    expect((await visitor.get(`/api/chapters/${later.id}/video`)).status).toBe(403);
    expect((await anonymous.get(`/api/chapters/${later.id}/video`)).status).toBe(401);
  });

  it("does not restrict admins: a later chapter's video, stream, captions and quiz answer 200", async () => {
    const course = await makeCourse(ctx, { priceCents: 0, sequential: true });
    await makeChapter(ctx, course.id, { videoFile: video });
    const later = await makeChapter(ctx, course.id, { videoFile: video, guidelines: "Admin can read" });
    await admin.put(`/api/admin/chapters/${later.id}/quiz`).send(QUIZ);
    await withStreamAndCaptions(later.id);
    await learnerIn(course.id); // a learner behind, so the course has someone it locks

    expect(await chapterOf(admin, course.id, later.id)).toMatchObject({ locked: false, lockReason: null, guidelines: "Admin can read" });
    expect((await admin.get(`/api/chapters/${later.id}/video`)).status).toBe(200);
    for (const path of mediaPaths(later.id)) expect((await admin.get(path)).status, path).toBe(200);
    const quiz = await admin.get(`/api/admin/chapters/${later.id}/quiz`);
    expect(quiz.status).toBe(200);
    expect(quiz.body.questions[0]).toMatchObject({ prompt: "Ready?", correct: [0] });
  });

  it("opens the chapter after a quiz chapter only once the quiz is passed, not on watching or a failed attempt", async () => {
    const course = await makeCourse(ctx, { priceCents: 0, sequential: true });
    const quizChapter = await makeChapter(ctx, course.id, { videoFile: video });
    const next = await makeChapter(ctx, course.id, { videoFile: video });
    expect((await admin.put(`/api/admin/chapters/${quizChapter.id}/quiz`).send(QUIZ)).status).toBe(200);
    const { agent } = await learnerIn(course.id);
    const base = `/api/personal/courses/${course.id}/chapters/${quizChapter.id}`;
    const nextVideo = () => agent.get(`/api/chapters/${next.id}/video`);
    const finishFirst = { id: quizChapter.id, title: quizChapter.title };

    expect((await nextVideo()).body).toMatchObject({ code: "COMPLETE_PREVIOUS", details: { finishFirst } });
    expect((await agent.put(`${base}/position`).send({ seconds: 60 })).status).toBe(200); // watched it
    expect((await agent.post(`${base}/complete`)).body.code).toBe("QUIZ_NOT_PASSED");
    const failed = await agent.post(`${base}/quiz/attempts`).send({ answers: [[1]] });
    expect(failed.body).toMatchObject({ passed: false, chapterCompleted: false });
    expect((await nextVideo()).status).toBe(403);
    expect((await nextVideo()).body.code).toBe("COMPLETE_PREVIOUS");
    expect(await chapterOf(agent, course.id, next.id)).toMatchObject({ lockReason: "COMPLETE_PREVIOUS", finishFirst });

    const passed = await agent.post(`${base}/quiz/attempts`).send({ answers: [[0]] });
    expect(passed.body).toMatchObject({ passed: true, chapterCompleted: true });
    expect((await nextVideo()).status).toBe(200);
    expect(await chapterOf(agent, course.id, next.id)).toMatchObject({ locked: false, lockReason: null });
    expect(await chapterOf(agent, course.id, quizChapter.id)).toMatchObject({ quizPassed: true });
  });

  it("withholds an order-locked chapter's lesson guidelines until the earlier chapters are complete", async () => {
    const course = await makeCourse(ctx, { priceCents: 0, sequential: true });
    const first = await makeChapter(ctx, course.id, { guidelines: "First notes" });
    const second = await makeChapter(ctx, course.id, { guidelines: "Second notes" });
    const { agent } = await learnerIn(course.id);
    expect(await chapterOf(agent, course.id, first.id)).toMatchObject({ locked: false, guidelines: "First notes" });
    expect(await chapterOf(agent, course.id, second.id)).toMatchObject({ lockReason: "COMPLETE_PREVIOUS", guidelines: null });
    expect((await agent.post(`/api/personal/courses/${course.id}/chapters/${first.id}/complete`)).status).toBe(200);
    expect(await chapterOf(agent, course.id, second.id)).toMatchObject({ locked: false, guidelines: "Second notes" });
  });

  it("reads the course order in one query as the player orders it: sections in order, then chapters without one", async () => {
    const course = await makeCourse(ctx, { priceCents: 0, sequential: true });
    const later = await makeSection(ctx, course.id, { orderIndex: 5 });
    const sooner = await makeSection(ctx, course.id, { orderIndex: 1 });
    const tied = await makeSection(ctx, course.id, { orderIndex: 5 });
    for (const [sectionId, orderIndex] of [
      [null, 1],
      [later.id, 2],
      [tied.id, 1],
      [sooner.id, 9],
      [later.id, 1],
      [sooner.id, 3],
      [null, 0],
    ] as const) {
      await makeChapter(ctx, course.id, { sectionId, orderIndex });
    }
    const expected = courseOrder(await listSections(ctx.db, course.id), await listChapters(ctx.db, course.id)).map((c) => c.id);
    expect((await listChaptersInCourseOrder(ctx.db, course.id)).map((c) => c.id)).toEqual(expected);
    const withoutSections = await makeCourse(ctx, { priceCents: 0 });
    await makeChapter(ctx, withoutSections.id, { orderIndex: 2 });
    await makeChapter(ctx, withoutSections.id, { orderIndex: 1 });
    expect((await listChaptersInCourseOrder(ctx.db, withoutSections.id)).map((c) => c.id)).toEqual(
      (await listChapters(ctx.db, withoutSections.id)).map((c) => c.id),
    );
  });

  it("is off by default, and a course's sequential flag is set with a boolean only", async () => {
    const course = await makeCourse(ctx, { priceCents: 0 });
    await makeChapter(ctx, course.id);
    const later = await makeChapter(ctx, course.id);
    const { agent } = await learnerIn(course.id);
    expect(await chapterOf(agent, course.id, later.id)).toMatchObject({ locked: false });
    expect((await admin.patch(`/api/courses/${course.id}`).send({ sequential: "yes" })).status).toBe(400);
    const on = await admin.patch(`/api/courses/${course.id}`).send({ sequential: true });
    expect(on.status).toBe(200);
    expect(on.body.sequential).toBe(true);
    expect(await chapterOf(agent, course.id, later.id)).toMatchObject({ lockReason: "COMPLETE_PREVIOUS" });
  });
});

describe("setting a chapter's availability", () => {
  it("takes days or a date (one clears the other) and refuses both at once or bad values", async () => {
    const course = await makeCourse(ctx);
    const chapter = await makeChapter(ctx, course.id);
    const patch = (body: object) => admin.patch(`/api/chapters/${chapter.id}`).send(body);
    expect((await patch({ availableAfterDays: 7 })).body).toMatchObject({ availableAfterDays: 7, availableAt: null });
    const dated = await patch({ availableAt: "2030-01-15T09:00:00.000Z" });
    expect(dated.body).toMatchObject({ availableAfterDays: null, availableAt: "2030-01-15T09:00:00.000Z" });
    expect((await patch({ availableAt: null })).body).toMatchObject({ availableAfterDays: null, availableAt: null });
    const both = await patch({ availableAfterDays: 1, availableAt: "2030-01-15" });
    expect(both.status).toBe(400);
    expect(both.body.errors).toHaveProperty(["availableAt"]);
    expect((await patch({ availableAfterDays: -1 })).body.errors).toHaveProperty(["availableAfterDays"]);
    expect((await patch({ availableAfterDays: 3651 })).body.errors).toHaveProperty(["availableAfterDays"]);
    expect((await patch({ availableAfterDays: true })).status).toBe(400);
    expect((await patch({ availableAt: "soon" })).body.errors).toHaveProperty(["availableAt"]);
    expect((await patch({ availableAt: "2".repeat(5000) })).status).toBe(400);
  });
});

describe("unlock emails", () => {
  const unlockEmails = async (userId: number) =>
    ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.template, "chapter_unlocked")));

  it("emails each learner once when drip chapters open, not for chapters open at enrollment, and follows their settings", async () => {
    const course = await makeCourse(ctx, { priceCents: 0, title: "Options Basics" });
    await makeChapter(ctx, course.id, { title: "Day one", availableAfterDays: 0 });
    await makeChapter(ctx, course.id, { title: "Spreads", availableAfterDays: 2 });
    await makeChapter(ctx, course.id, { title: "Greeks", availableAfterDays: 2 });
    const enrolledAt = new Date("2030-03-01T10:00:00Z");
    const { user } = await learnerIn(course.id, enrolledAt);
    const quiet = await learnerIn(course.id, enrolledAt);
    await ctx.db
      .update(users)
      .set({ learnerSettings: { emailNotifications: false } })
      .where(eq(users.id, quiet.user.id));

    await notifyUnlockedChapters(ctx.db, new Date("2030-03-02T10:00:00Z")); // a day in: nothing opened yet
    expect(await unlockEmails(user.id)).toHaveLength(0);

    await notifyUnlockedChapters(ctx.db, new Date("2030-03-03T10:30:00Z"));
    const sent = await unlockEmails(user.id);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toContain("Options Basics");
    expect(sent[0].text).toContain("Spreads, Greeks");
    expect(await unlockEmails(quiet.user.id)).toHaveLength(0);

    await notifyUnlockedChapters(ctx.db, new Date("2030-03-03T11:00:00Z")); // told once
    expect(await unlockEmails(user.id)).toHaveLength(1);
  });

  it("counts days after enrollment in exact 24-hour steps, as access does, whatever the session's time zone", async () => {
    const course = await makeCourse(ctx, { priceCents: 0, title: "Across the clock change" });
    await makeChapter(ctx, course.id, { title: "Two days in", availableAfterDays: 2 });
    // New York moves its clocks forward on 2030-03-10: two calendar days there are 47 hours.
    const { user } = await learnerIn(course.id, new Date("2030-03-09T12:00:00Z"));
    await ctx.db.execute(sql`SET TIME ZONE 'America/New_York'`);
    try {
      await notifyUnlockedChapters(ctx.db, new Date("2030-03-11T11:30:00Z"));
      expect(await unlockEmails(user.id)).toHaveLength(0);
      await notifyUnlockedChapters(ctx.db, new Date("2030-03-11T12:00:00Z"));
      expect(await unlockEmails(user.id)).toHaveLength(1);
    } finally {
      await ctx.db.execute(sql`SET TIME ZONE 'UTC'`);
    }
  });

  it("in a course taken in order, emails a drip chapter only once the earlier chapters are complete too", async () => {
    const course = await makeCourse(ctx, { priceCents: 0, sequential: true, title: "In order" });
    const first = await makeChapter(ctx, course.id, { title: "First" });
    await makeChapter(ctx, course.id, { title: "Second", availableAfterDays: 1 });
    const enrolledAt = new Date(Date.now() - 2 * DAY);
    const { user, agent } = await learnerIn(course.id, enrolledAt);

    await notifyUnlockedChapters(ctx.db); // the date has passed, but "First" is not complete
    expect(await unlockEmails(user.id)).toHaveLength(0);

    expect((await agent.post(`/api/personal/courses/${course.id}/chapters/${first.id}/complete`)).status).toBe(200);
    await notifyUnlockedChapters(ctx.db);
    const sent = await unlockEmails(user.id);
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain("Second");
  });

  it("does not email about chapters of an unpublished course", async () => {
    const course = await makeCourse(ctx, { priceCents: 0, isPublished: false });
    await makeChapter(ctx, course.id, { title: "Later", availableAfterDays: 1 });
    const { user } = await learnerIn(course.id, new Date(Date.now() - 2 * DAY));
    await notifyUnlockedChapters(ctx.db);
    expect(await unlockEmails(user.id)).toHaveLength(0);
  });
});
