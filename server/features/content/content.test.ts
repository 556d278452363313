import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chapters, enrollments, guidelineFiles, guidelines, sections } from "../../db/schema";
import {
  enroll,
  makeChapter,
  makeCourse,
  makeGuideline,
  makeReview,
  makeSection,
  makeUploadedFile,
  uploadedFileExists,
} from "../../test/course-factories";
import { createTestContext, makeUser, signIn, type MadeUser, type TestContext } from "../../test/test-app";
import { watchableChapter } from "./video.service";

type Agent = Awaited<ReturnType<typeof signIn>>;
let ctx: TestContext;
let admin: Agent;
let learner: Agent;
let learnerUser: MadeUser;
const anon = () => request(ctx.built.app);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
  learnerUser = await makeUser(ctx, { role: "personal" });
  learner = await signIn(ctx, learnerUser);
});
afterAll(async () => {
  await ctx.close();
});

const enrollmentOf = async (id: number) => (await ctx.db.select().from(enrollments).where(eq(enrollments.id, id)))[0];

describe("sections", () => {
  it("lists a course's sections in order", async () => {
    const course = await makeCourse(ctx);
    await makeSection(ctx, course.id, { title: "Second", orderIndex: 2 });
    await makeSection(ctx, course.id, { title: "First", orderIndex: 1, description: "Start here" });
    const res = await anon().get(`/api/courses/${course.id}/sections`);
    expect(res.status).toBe(200);
    expect(res.body.map((s: { title: string }) => s.title)).toEqual(["First", "Second"]);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      courseId: course.id,
      title: "First",
      description: "Start here",
      orderIndex: 1,
      createdAt: expect.any(String),
    });
  });

  it("creates a section with order 1 by default and validates title and order", async () => {
    const course = await makeCourse(ctx);
    const res = await admin.post(`/api/courses/${course.id}/sections`).send({ title: "Basics" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ courseId: course.id, title: "Basics", description: null, orderIndex: 1 });
    let bad = await admin.post(`/api/courses/${course.id}/sections`).send({ title: " " });
    expect(bad.body.errors.title).toBe("Section title is required");
    bad = await admin.post(`/api/courses/${course.id}/sections`).send({ title: "x", orderIndex: 0 });
    expect(bad.status).toBe(400);
    bad = await admin.post(`/api/courses/${course.id}/sections`).send({ title: "x", orderIndex: 1.5 });
    expect(bad.status).toBe(400);
    expect((await admin.post("/api/courses/999999/sections").send({ title: "x" })).status).toBe(404);
    expect((await learner.post(`/api/courses/${course.id}/sections`).send({ title: "x" })).status).toBe(403);
  });

  it("updates a section", async () => {
    const course = await makeCourse(ctx);
    const section = await makeSection(ctx, course.id);
    const res = await admin.patch(`/api/sections/${section.id}`).send({ title: "Renamed", orderIndex: 3, description: "" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: "Renamed", orderIndex: 3, description: null });
    expect((await admin.patch("/api/sections/999999").send({ title: "x" })).status).toBe(404);
  });

  it("moves a deleted section's chapters and guidelines to unassigned", async () => {
    const course = await makeCourse(ctx);
    const section = await makeSection(ctx, course.id);
    const chapter = await makeChapter(ctx, course.id, { sectionId: section.id });
    const guideline = await makeGuideline(ctx, course.id, { sectionId: section.id });
    const res = await admin.delete(`/api/sections/${section.id}`);
    expect(res.status).toBe(204);
    expect((await ctx.db.select().from(chapters).where(eq(chapters.id, chapter.id)))[0].sectionId).toBeNull();
    expect((await ctx.db.select().from(guidelines).where(eq(guidelines.id, guideline.id)))[0].sectionId).toBeNull();
    expect(await ctx.db.select().from(sections).where(eq(sections.id, section.id))).toHaveLength(0);
    expect((await admin.delete(`/api/sections/${section.id}`)).status).toBe(404);
  });
});

describe("chapters", () => {
  it("adds a chapter with orderIndex = chapter count + 1 by default", async () => {
    const course = await makeCourse(ctx);
    await makeChapter(ctx, course.id, { orderIndex: 1 });
    await makeChapter(ctx, course.id, { orderIndex: 2 });
    const res = await admin.post(`/api/admin/courses/${course.id}/chapters`).send({
      title: "Third",
      description: "More",
      videoUrl: "https://video.example.test/3",
      duration: "95",
      isPreview: true,
      sectionId: "none",
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      courseId: course.id,
      sectionId: null,
      title: "Third",
      description: "More",
      duration: 95,
      orderIndex: 3,
      isPreview: true,
      guidelines: null,
      hasVideo: true,
      locked: false,
      videoUrl: "https://video.example.test/3",
      videoFile: null,
      videoStreamUrl: null,
      videoStatus: null,
      videoProgress: 0,
      videoError: null,
      hlsUrl: null,
      posterUrl: null,
      availableAfterDays: null,
      availableAt: null,
      hasQuiz: false,
      quizPassed: false,
      lockReason: null,
      opensAt: null,
      finishFirst: null,
      captions: [],
    });
    const explicit = await admin.post(`/api/admin/courses/${course.id}/chapters`).send({ title: "Intro", orderIndex: 1 });
    expect(explicit.body.orderIndex).toBe(1);
  });

  it("places a chapter in a section of the same course only", async () => {
    const course = await makeCourse(ctx);
    const own = await makeSection(ctx, course.id);
    const foreign = await makeSection(ctx, (await makeCourse(ctx)).id);
    const ok = await admin.post(`/api/admin/courses/${course.id}/chapters`).send({ title: "In", sectionId: own.id });
    expect(ok.body.sectionId).toBe(own.id);
    const bad = await admin.post(`/api/admin/courses/${course.id}/chapters`).send({ title: "Out", sectionId: foreign.id });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.sectionId).toBe("Section does not belong to this course");
    const moved = await admin.patch(`/api/chapters/${ok.body.id}`).send({ sectionId: foreign.id });
    expect(moved.status).toBe(400);
  });

  it("refuses bad chapter input", async () => {
    const course = await makeCourse(ctx);
    const url = `/api/admin/courses/${course.id}/chapters`;
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, "title", "Title is required"],
      [{ title: "x", duration: 12.5 }, "duration", "Duration must be a whole number"],
      [{ title: "x", duration: "ten" }, "duration", "Duration must be a whole number"],
      [{ title: "x", duration: -1 }, "duration", "Duration must be at least 0"],
      [{ title: "x", videoUrl: "not a url" }, "videoUrl", "Must be a valid URL"],
      [{ title: "x", videoFile: "/etc/passwd" }, "videoFile", "Must be an uploaded video"],
      [{ title: "x", videoFile: "/uploads/videos/../../secret" }, "videoFile", "Must be an uploaded video"],
      [{ title: "x", orderIndex: 0 }, "orderIndex", "Order must be at least 1"],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.post(url).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[field], JSON.stringify(body)).toBe(message);
    }
    expect(await ctx.db.select().from(chapters).where(eq(chapters.courseId, course.id))).toHaveLength(0);
    expect((await admin.post("/api/admin/courses/999999/chapters").send({ title: "x" })).status).toBe(404);
    expect((await learner.post(url).send({ title: "x" })).status).toBe(403);
  });

  it("updates a chapter and removes a replaced uploaded video", async () => {
    const course = await makeCourse(ctx);
    const oldVideo = makeUploadedFile(ctx, "videos", "old-lesson.mp4");
    const chapter = await makeChapter(ctx, course.id, { videoFile: oldVideo, durationSeconds: 30 });
    const res = await admin
      .patch(`/api/chapters/${chapter.id}`)
      .send({ title: "Renamed", videoFile: "/uploads/videos/new-lesson.mp4", duration: 45 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: "Renamed", duration: 45, videoFile: "/uploads/videos/new-lesson.mp4" });
    expect(uploadedFileExists(ctx, oldVideo)).toBe(false);
    expect((await admin.patch("/api/chapters/999999").send({ title: "x" })).status).toBe(404);
  });

  it("deletes a chapter and its uploaded video", async () => {
    const course = await makeCourse(ctx);
    const video = makeUploadedFile(ctx, "videos", "to-delete.mp4");
    const chapter = await makeChapter(ctx, course.id, { videoFile: video });
    expect((await learner.delete(`/api/chapters/${chapter.id}`)).status).toBe(403);
    const res = await admin.delete(`/api/chapters/${chapter.id}`);
    expect(res.status).toBe(204);
    expect(await ctx.db.select().from(chapters).where(eq(chapters.id, chapter.id))).toHaveLength(0);
    expect(uploadedFileExists(ctx, video)).toBe(false);
    expect((await admin.delete(`/api/chapters/${chapter.id}`)).status).toBe(404);
  });
});

describe("chapter locks", () => {
  it("shows locked chapters without video addresses to people without access", async () => {
    const course = await makeCourse(ctx);
    const preview = await makeChapter(ctx, course.id, { isPreview: true, videoFile: "/uploads/videos/p.mp4", orderIndex: 1 });
    const locked = await makeChapter(ctx, course.id, { videoUrl: "https://video.example.test/l", orderIndex: 2 });
    const res = await anon().get(`/api/courses/${course.id}/chapters`);
    expect(res.status).toBe(200);
    expect(res.body.map((c: { id: number }) => c.id)).toEqual([preview.id, locked.id]);
    expect(res.body[0]).toMatchObject({ locked: false, hasVideo: true, videoStreamUrl: `/api/chapters/${preview.id}/video` });
    expect(res.body[1]).toMatchObject({ locked: true, hasVideo: true, videoUrl: null, videoFile: null, videoStreamUrl: null });
    const asLearner = await learner.get(`/api/courses/${course.id}/chapters`);
    expect(asLearner.body[1].locked).toBe(true);
    const asAdmin = await admin.get(`/api/courses/${course.id}/chapters`);
    expect(asAdmin.body[1]).toMatchObject({ locked: false, videoUrl: "https://video.example.test/l" });
  });

  it("opens every chapter to an active enrollment, not to an expired or revoked one", async () => {
    const course = await makeCourse(ctx);
    const chapter = await makeChapter(ctx, course.id, { videoUrl: "https://video.example.test/x" });
    const [active, future, expired, revoked] = await Promise.all([1, 2, 3, 4].map(() => makeUser(ctx)));
    await enroll(ctx, active.id, course.id);
    await enroll(ctx, future.id, course.id, { accessUntil: new Date(Date.now() + 86_400_000) });
    await enroll(ctx, expired.id, course.id, { accessUntil: new Date(Date.now() - 60_000) });
    await enroll(ctx, revoked.id, course.id, { accessRevokedAt: new Date() });
    const lockedFor = async (user: MadeUser) => (await (await signIn(ctx, user)).get(`/api/courses/${course.id}/chapters`)).body[0].locked;
    expect(await lockedFor(active)).toBe(false);
    expect(await lockedFor(future)).toBe(false);
    expect(await lockedFor(expired)).toBe(true);
    expect(await lockedFor(revoked)).toBe(true);

    // The same rule decides who may watch a chapter's video (its original and its stream).
    const preview = await makeChapter(ctx, course.id, { isPreview: true });
    const viewer = (u: MadeUser) => ({ id: u.id, role: u.role });
    await expect(watchableChapter(ctx.db, viewer(active), chapter.id)).resolves.toMatchObject({ id: chapter.id });
    await expect(watchableChapter(ctx.db, viewer(expired), chapter.id)).rejects.toMatchObject({ status: 403 });
    await expect(watchableChapter(ctx.db, viewer(revoked), chapter.id)).rejects.toMatchObject({ status: 403 });
    await expect(watchableChapter(ctx.db, undefined, chapter.id)).rejects.toMatchObject({ status: 401 });
    await expect(watchableChapter(ctx.db, undefined, preview.id)).resolves.toMatchObject({ id: preview.id });
  });

  it("keeps a draft course's content 404 to visitors and learners", async () => {
    const draft = await makeCourse(ctx, { isPublished: false });
    const chapter = await makeChapter(ctx, draft.id, { isPreview: true });
    for (const part of ["sections", "chapters", "guidelines", "reviews"]) {
      expect((await anon().get(`/api/courses/${draft.id}/${part}`)).status, part).toBe(404);
      expect((await learner.get(`/api/courses/${draft.id}/${part}`)).status, part).toBe(404);
      expect((await admin.get(`/api/courses/${draft.id}/${part}`)).status, part).toBe(200);
    }
    await expect(watchableChapter(ctx.db, undefined, chapter.id)).rejects.toMatchObject({ status: 404 });
    expect((await anon().get("/api/courses/999999/chapters")).status).toBe(404);
  });
});

describe("progress when chapters change", () => {
  it("recomputes progress when a chapter is added after completion, and again when it is deleted", async () => {
    const course = await makeCourse(ctx);
    const a = await makeChapter(ctx, course.id);
    const b = await makeChapter(ctx, course.id);
    const user = await makeUser(ctx);
    const completedAt = new Date(Date.now() - 86_400_000);
    const enrollment = await enroll(ctx, user.id, course.id, { progress: 100, completedChapterIds: [a.id, b.id], completedAt });

    const added = await admin.post(`/api/admin/courses/${course.id}/chapters`).send({ title: "Bonus" });
    expect(added.status).toBe(201);
    let row = await enrollmentOf(enrollment.id);
    expect(row.progress).toBe(67);
    expect(row.completedAt).toBeNull();

    expect((await admin.delete(`/api/chapters/${added.body.id}`)).status).toBe(204);
    row = await enrollmentOf(enrollment.id);
    expect(row.progress).toBe(100);
    expect(row.completedAt).not.toBeNull();
  });

  it("forgets a deleted completed chapter and recomputes over the remaining ones", async () => {
    const course = await makeCourse(ctx);
    const [a, b, c] = [await makeChapter(ctx, course.id), await makeChapter(ctx, course.id), await makeChapter(ctx, course.id)];
    const user = await makeUser(ctx);
    const enrollment = await enroll(ctx, user.id, course.id, {
      progress: 33,
      completedChapterIds: [a.id],
      lastChapterId: a.id,
      lastPositions: { [a.id]: 40, [b.id]: 5 },
    });
    await enroll(ctx, (await makeUser(ctx)).id, course.id, { progress: 67, completedChapterIds: [b.id, c.id] });

    expect((await admin.delete(`/api/chapters/${a.id}`)).status).toBe(204);
    const row = await enrollmentOf(enrollment.id);
    expect(row.completedChapterIds).toEqual([]);
    expect(row.progress).toBe(0);
    expect(row.lastChapterId).toBeNull();
    expect(row.lastPositions).toEqual({ [b.id]: 5 });
    const other = (await ctx.db.select().from(enrollments).where(eq(enrollments.courseId, course.id))).find((e) => e.id !== enrollment.id)!;
    expect(other.progress).toBe(100);
    expect(other.completedAt).not.toBeNull();
  });
});

describe("guidelines", () => {
  it("creates a guideline with the default title and its files, and lists it", async () => {
    const course = await makeCourse(ctx);
    const section = await makeSection(ctx, course.id);
    const res = await admin.post(`/api/courses/${course.id}/guidelines`).send({
      content: "Do the exercises",
      sectionId: section.id,
      downloadableContent: [
        { name: "Workbook.pdf", url: "/uploads/documents/wb.pdf", type: "application/pdf", size: 2048 },
        { name: "Slides", url: "https://files.example.test/slides.pdf", type: "application/pdf", size: 10 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      courseId: course.id,
      sectionId: section.id,
      title: "Course Guidelines",
      content: "Do the exercises",
      downloadableContent: [
        { name: "Workbook.pdf", url: "/uploads/documents/wb.pdf", type: "application/pdf", size: 2048 },
        { name: "Slides", url: "https://files.example.test/slides.pdf", type: "application/pdf", size: 10 },
      ],
      locked: false,
      createdAt: expect.any(String),
    });
    expect((await admin.get(`/api/courses/${course.id}/guidelines`)).body).toEqual([res.body]);
    // Visitors see what is included, not the material itself.
    const list = await anon().get(`/api/courses/${course.id}/guidelines`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ ...res.body, content: "", downloadableContent: [], locked: true }]);
  });

  it("refuses bad guideline input and writes nothing", async () => {
    const course = await makeCourse(ctx);
    const url = `/api/courses/${course.id}/guidelines`;
    let res = await admin.post(url).send({ title: "" });
    expect(res.body.errors).toMatchObject({ title: "Title is required", content: "Content is required" });
    res = await admin.post(url).send({ content: "x", downloadableContent: [{ name: "a", url: "file:///etc/passwd" }] });
    expect(res.body.errors["downloadableContent.0.url"]).toBe("Must be a valid URL");
    const foreign = await makeSection(ctx, (await makeCourse(ctx)).id);
    res = await admin.post(url).send({ content: "x", sectionId: foreign.id });
    expect(res.body.errors.sectionId).toBeTruthy();
    expect(await ctx.db.select().from(guidelines).where(eq(guidelines.courseId, course.id))).toHaveLength(0);
    expect((await admin.post("/api/courses/999999/guidelines").send({ content: "x" })).status).toBe(404);
  });

  it("replaces the files on update and removes a dropped uploaded file", async () => {
    const course = await makeCourse(ctx);
    const kept = makeUploadedFile(ctx, "documents", "kept.pdf");
    const dropped = makeUploadedFile(ctx, "documents", "dropped.pdf");
    const guideline = await makeGuideline(ctx, course.id, {}, [
      { name: "Kept", url: kept },
      { name: "Dropped", url: dropped },
    ]);
    const res = await admin
      .patch(`/api/guidelines/${guideline.id}`)
      .send({ title: "Study plan", downloadableContent: [{ name: "Kept", url: kept, type: "application/pdf", size: 1 }] });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe("Study plan");
    expect(res.body.downloadableContent.map((f: { name: string }) => f.name)).toEqual(["Kept"]);
    expect(uploadedFileExists(ctx, kept)).toBe(true);
    expect(uploadedFileExists(ctx, dropped)).toBe(false);

    const untouched = await admin.patch(`/api/guidelines/${guideline.id}`).send({ content: "New text" });
    expect(untouched.body.downloadableContent).toHaveLength(1);
    expect((await admin.patch("/api/guidelines/999999").send({ content: "x" })).status).toBe(404);
  });

  it("deletes a guideline with its files", async () => {
    const course = await makeCourse(ctx);
    const doc = makeUploadedFile(ctx, "documents", "gone.pdf");
    const guideline = await makeGuideline(ctx, course.id, {}, [{ name: "Gone", url: doc }]);
    expect((await learner.delete(`/api/guidelines/${guideline.id}`)).status).toBe(403);
    expect((await admin.delete(`/api/guidelines/${guideline.id}`)).status).toBe(204);
    expect(await ctx.db.select().from(guidelineFiles).where(eq(guidelineFiles.guidelineId, guideline.id))).toHaveLength(0);
    expect(uploadedFileExists(ctx, doc)).toBe(false);
    expect((await admin.delete(`/api/guidelines/${guideline.id}`)).status).toBe(404);
  });
});

describe("reviews", () => {
  it("lists a course's reviews newest first with the author as first name and last initial", async () => {
    const course = await makeCourse(ctx);
    const first = await makeUser(ctx);
    await makeReview(ctx, first.id, course.id, 4, "Useful");
    await makeReview(ctx, learnerUser.id, course.id, 5, null);
    const res = await anon().get(`/api/courses/${course.id}/reviews`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[1]).toEqual({
      id: expect.any(Number),
      rating: 4,
      comment: "Useful",
      createdAt: expect.any(String),
      author: "Test P.",
      // A learner's profile is public by default: the name links to it (docs/product-rules.md §16).
      profileUrl: `/u/${first.username}`,
    });
  });
});
