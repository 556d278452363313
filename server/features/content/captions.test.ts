import fs from "node:fs";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "@shared/constants";
import { enroll, makeChapter, makeCourse } from "../../test/course-factories";
import { createTestContext, makeUser, signIn, type TestContext } from "../../test/test-app";
import { toWebVtt } from "./caption-format";

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signIn>>;
const anon = () => request(ctx.built.app);

const VTT = "WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nWelcome to the lesson.\n\n00:00:04.000 --> 00:00:06.500\nLet us begin.\n";
const SRT = "1\r\n00:00:01,000 --> 00:00:03,000\r\nBienvenue.\r\n\r\n2\r\n00:00:04,000 --> 00:00:06,500\r\nCommençons --> maintenant.\r\n";

function captionFiles(): string[] {
  const dir = path.join(ctx.uploadDir, "captions");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}
const fileOf = (ref: string) => path.join(ctx.uploadDir, ref.replace(/^\/uploads\//, ""));

async function upload(chapterId: number, language: string, body: string | Buffer, name = "captions.vtt") {
  return admin.post(`/api/chapters/${chapterId}/captions`).field("language", language).attach("file", Buffer.from(body), name);
}

async function storedRef(chapterId: number, language: string): Promise<string> {
  const { chapterCaptions } = await import("../../db/schema");
  const { and, eq } = await import("drizzle-orm");
  const [row] = await ctx.db
    .select()
    .from(chapterCaptions)
    .where(and(eq(chapterCaptions.chapterId, chapterId), eq(chapterCaptions.language, language)));
  return row.fileRef;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
});
afterAll(async () => {
  await ctx.close();
});

describe("caption files", () => {
  it("keeps WebVTT as it is (BOM and CRLF normalised) and converts SRT", () => {
    expect(toWebVtt(Buffer.from(`\uFEFF${VTT.replace(/\n/g, "\r\n")}`))).toBe(VTT);
    expect(toWebVtt(Buffer.from(SRT))).toBe(
      "WEBVTT\n\n1\n00:00:01.000 --> 00:00:03.000\nBienvenue.\n\n2\n00:00:04.000 --> 00:00:06.500\nCommençons -> maintenant.\n",
    );
  });

  it.each([
    ["plain text", Buffer.from("just some notes\n")],
    ["a NUL byte", Buffer.from("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nhi\u0000\n")],
    ["Latin-1 bytes", Buffer.from([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0x0a, 0xe9, 0x0a])],
    ["WebVTT without cues", Buffer.from("WEBVTT\n\nNOTE nothing here\n")],
    ["an SRT cue without timing", Buffer.from("1\n00:00:01,000 --> 00:00:02,000\nok\n\n2\nno timing here\n")],
    ["HTML", Buffer.from("<!doctype html><script>alert(1)</script>")],
  ])("refuses %s with INVALID_CAPTION_FILE", (_name, bytes) => {
    expect(() => toWebVtt(bytes)).toThrow(expect.objectContaining({ status: 400, code: "INVALID_CAPTION_FILE" }));
  });
});

describe("POST /api/chapters/:id/captions", () => {
  it("stores an uploaded WebVTT file and lists its language in the chapter API", async () => {
    const course = await makeCourse(ctx);
    const chapter = await makeChapter(ctx, course.id);
    const res = await upload(chapter.id, "EN", VTT);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ language: "en", url: `/api/chapters/${chapter.id}/captions/en.vtt` });
    expect(fs.readFileSync(fileOf(await storedRef(chapter.id, "en")), "utf8")).toBe(VTT);

    const listed = await admin.get(`/api/courses/${course.id}/chapters`);
    expect(listed.body[0].captions).toEqual([{ language: "en", url: `/api/chapters/${chapter.id}/captions/en.vtt` }]);
  });

  it("converts an SRT file to WebVTT, whatever its name", async () => {
    const course = await makeCourse(ctx);
    const chapter = await makeChapter(ctx, course.id, { isPreview: true });
    expect((await upload(chapter.id, "fr", SRT, "sous-titres.txt")).status).toBe(201);
    const res = await anon().get(`/api/chapters/${chapter.id}/captions/fr.vtt`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(res.text).toMatch(/^WEBVTT\n\n1\n00:00:01\.000 --> 00:00:03\.000\nBienvenue\./);
  });

  it("replaces the file of a language uploaded again and removes the old one", async () => {
    const course = await makeCourse(ctx);
    const chapter = await makeChapter(ctx, course.id);
    await upload(chapter.id, "en", VTT);
    const first = await storedRef(chapter.id, "en");
    expect((await upload(chapter.id, "en", VTT.replace("Welcome", "Hello"))).status).toBe(201);
    const second = await storedRef(chapter.id, "en");
    expect(second).not.toBe(first);
    expect(fs.existsSync(fileOf(first))).toBe(false);
    expect(fs.readFileSync(fileOf(second), "utf8")).toContain("Hello");
  });

  it("refuses a file that is not captions with 400 INVALID_CAPTION_FILE and keeps nothing", async () => {
    const course = await makeCourse(ctx);
    const chapter = await makeChapter(ctx, course.id);
    const before = captionFiles().length;
    const res = await upload(chapter.id, "en", "this is not a caption file\n", "notes.vtt");
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("INVALID_CAPTION_FILE");
    expect(captionFiles()).toHaveLength(before);
    expect(fs.readdirSync(path.join(ctx.uploadDir, "tmp"))).toEqual([]);
  });

  it("refuses a file over the size limit with 413", async () => {
    const course = await makeCourse(ctx);
    const chapter = await makeChapter(ctx, course.id);
    const big = VTT + "x".repeat(LIMITS.captionBytes);
    const res = await upload(chapter.id, "en", big);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("TOO_LARGE");
  });

  it("refuses a missing or malformed language with 400 and field errors", async () => {
    const course = await makeCourse(ctx);
    const chapter = await makeChapter(ctx, course.id);
    for (const language of ["english", "e", "en-US-x-private", "../en", ""]) {
      const res = await upload(chapter.id, language, VTT);
      expect(res.status, language).toBe(400);
      expect(res.body.errors?.language, language).toBeDefined();
    }
    const noLanguage = await admin.post(`/api/chapters/${chapter.id}/captions`).attach("file", Buffer.from(VTT), "c.vtt");
    expect(noLanguage.status).toBe(400);
    expect(noLanguage.body.errors.language).toBeDefined();
  });

  it("answers 404 for an unknown chapter and 400 without a file", async () => {
    expect((await upload(999999, "en", VTT)).status).toBe(404);
    const course = await makeCourse(ctx);
    const chapter = await makeChapter(ctx, course.id);
    expect((await admin.post(`/api/chapters/${chapter.id}/captions`).field("language", "en")).status).toBe(400);
  });

  it("is for admins only", async () => {
    const course = await makeCourse(ctx);
    const chapter = await makeChapter(ctx, course.id);
    const learner = await signIn(ctx, await makeUser(ctx));
    const res = await learner
      .post(`/api/chapters/${chapter.id}/captions`)
      .field("language", "en")
      .attach("file", Buffer.from(VTT), "c.vtt");
    expect(res.status).toBe(403);
    const anonymous = await anon()
      .post(`/api/chapters/${chapter.id}/captions`)
      .field("language", "en")
      .attach("file", Buffer.from(VTT), "c.vtt");
    expect(anonymous.status).toBe(401);
  });
});

describe("GET /api/chapters/:id/captions/:language.vtt", () => {
  let courseId: number;
  let lockedId: number;
  let previewId: number;

  beforeAll(async () => {
    courseId = (await makeCourse(ctx)).id;
    lockedId = (await makeChapter(ctx, courseId)).id;
    previewId = (await makeChapter(ctx, courseId, { isPreview: true })).id;
    await upload(lockedId, "en", VTT);
    await upload(previewId, "en", VTT);
  });

  it("serves a preview chapter's captions to anyone, never cached", async () => {
    const res = await anon().get(`/api/chapters/${previewId}/captions/en.vtt`);
    expect(res.status).toBe(200);
    expect(res.text).toBe(VTT);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("refuses a locked chapter's captions: 401 signed out, 403 to a learner without access", async () => {
    expect((await anon().get(`/api/chapters/${lockedId}/captions/en.vtt`)).status).toBe(401);
    const stranger = await signIn(ctx, await makeUser(ctx));
    expect((await stranger.get(`/api/chapters/${lockedId}/captions/en.vtt`)).status).toBe(403);
    const lapsed = await makeUser(ctx);
    await enroll(ctx, lapsed.id, courseId, { accessUntil: new Date(Date.now() - 1000) });
    expect((await (await signIn(ctx, lapsed)).get(`/api/chapters/${lockedId}/captions/en.vtt`)).status).toBe(403);
  });

  it("hides the caption list of a locked chapter", async () => {
    const chapters = await anon().get(`/api/courses/${courseId}/chapters`);
    const locked = chapters.body.find((c: { id: number }) => c.id === lockedId);
    const preview = chapters.body.find((c: { id: number }) => c.id === previewId);
    expect(locked.captions).toEqual([]);
    expect(preview.captions).toHaveLength(1);
  });

  it("serves a locked chapter's captions to an enrolled learner and to an admin", async () => {
    const learner = await makeUser(ctx);
    await enroll(ctx, learner.id, courseId);
    const res = await (await signIn(ctx, learner)).get(`/api/chapters/${lockedId}/captions/en.vtt`);
    expect(res.status).toBe(200);
    expect(res.text).toBe(VTT);
    expect((await admin.get(`/api/chapters/${lockedId}/captions/en.vtt`)).status).toBe(200);
  });

  it("answers 404 for a language without captions and 400 for a malformed one", async () => {
    expect((await anon().get(`/api/chapters/${previewId}/captions/de.vtt`)).status).toBe(404);
    expect((await anon().get(`/api/chapters/${previewId}/captions/not-a-language.vtt`)).status).toBe(400);
    expect((await anon().get(`/api/chapters/999999/captions/en.vtt`)).status).toBe(404);
  });

  it("hides a draft course's preview captions from visitors", async () => {
    const draft = await makeCourse(ctx, { isPublished: false });
    const chapter = await makeChapter(ctx, draft.id, { isPreview: true });
    await upload(chapter.id, "en", VTT);
    expect((await anon().get(`/api/chapters/${chapter.id}/captions/en.vtt`)).status).toBe(404);
  });
});

describe("deleting captions", () => {
  it("DELETE removes the language and its file; a second DELETE answers 404", async () => {
    const course = await makeCourse(ctx);
    const chapter = await makeChapter(ctx, course.id, { isPreview: true });
    await upload(chapter.id, "en", VTT);
    const ref = await storedRef(chapter.id, "en");
    const learner = await signIn(ctx, await makeUser(ctx));
    expect((await learner.delete(`/api/chapters/${chapter.id}/captions/en`)).status).toBe(403);
    expect((await admin.delete(`/api/chapters/${chapter.id}/captions/en`)).status).toBe(204);
    expect(fs.existsSync(fileOf(ref))).toBe(false);
    expect((await anon().get(`/api/chapters/${chapter.id}/captions/en.vtt`)).status).toBe(404);
    expect((await admin.delete(`/api/chapters/${chapter.id}/captions/en`)).status).toBe(404);
  });

  it("deleting a chapter deletes its caption files", async () => {
    const course = await makeCourse(ctx);
    const chapter = await makeChapter(ctx, course.id);
    await upload(chapter.id, "en", VTT);
    await upload(chapter.id, "fr", SRT);
    const refs = [await storedRef(chapter.id, "en"), await storedRef(chapter.id, "fr")];
    expect((await admin.delete(`/api/chapters/${chapter.id}`)).status).toBe(204);
    for (const ref of refs) expect(fs.existsSync(fileOf(ref))).toBe(false);
  });

  it("deleting a course deletes its chapters' caption files", async () => {
    const course = await makeCourse(ctx);
    const chapter = await makeChapter(ctx, course.id);
    await upload(chapter.id, "es", VTT);
    const ref = await storedRef(chapter.id, "es");
    expect((await admin.delete(`/api/courses/${course.id}`)).status).toBe(204);
    expect(fs.existsSync(fileOf(ref))).toBe(false);
  });
});
