// Uploads through the app on both storage drivers (docs/decisions/015): the same calls, the same
// access rules and HTTP Range, whether the files are on this disk or in an S3 bucket.
import fs from "node:fs";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Storage } from "../../lib/storage";
import { enroll, makeChapter, makeCourse, makeGuideline } from "../../test/course-factories";
import { startTestS3, type TestS3 } from "../../test/s3-server";
import { createTestContext, makeUser, signIn, type TestContext } from "../../test/test-app";
import { MINIMAL_PDF, PNG_1X1 } from "./test-files";
import { SAMPLE_VIDEO } from "../../db/seed";
import { chapterCaptions } from "../../db/schema";
import { keyOfRef } from "../../lib/storage";

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
});

function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on("data", (c: Buffer) => chunks.push(c));
  res.on("end", () => done(null, Buffer.concat(chunks)));
}

const drivers: [string, () => Promise<Storage | undefined>][] = [
  ["local", async () => undefined],
  ["s3", () => s3.storage()],
];

describe.each(drivers)("uploads on %s storage", (driver, makeStorage) => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    ctx = await createTestContext({ storage: await makeStorage() });
    admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("keeps nothing but temporary files on the app's disk with S3", async () => {
    const image = await admin.post("/api/upload/image").attach("image", PNG_1X1, "a.png");
    expect(image.status).toBe(201);
    const key = image.body.url.replace("/uploads/", "");
    expect(await ctx.storage.exists(key)).toBe(true);
    expect(fs.existsSync(`${ctx.uploadDir}/${key}`)).toBe(driver === "local");
    const shown = await request(ctx.built.app).get(image.body.url).buffer(true).parse(binary);
    expect(shown.status).toBe(200);
    expect(shown.headers["content-type"]).toBe("image/png");
    expect(Buffer.compare(shown.body, PNG_1X1)).toBe(0);
    expect((await request(ctx.built.app).get("/uploads/images/missing.png")).status).toBe(404);
  });

  it("serves study material only to learners with access, as an attachment", async () => {
    const doc = await admin.post("/api/upload").attach("file", MINIMAL_PDF, "notes.pdf");
    expect(doc.status).toBe(201);
    const course = await makeCourse(ctx);
    await makeGuideline(ctx, course.id, {}, [{ name: "notes.pdf", url: doc.body.url }]);
    expect((await request(ctx.built.app).get(doc.body.url)).status).toBe(401);
    const learner = await makeUser(ctx);
    const agent = await signIn(ctx, learner);
    expect((await agent.get(doc.body.url)).status).toBe(403);
    await enroll(ctx, learner.id, course.id);
    const res = await agent.get(doc.body.url).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toBe("attachment");
    expect(Buffer.compare(res.body, MINIMAL_PDF)).toBe(0);
  });

  it("streams the original video with Range, and removes it with its chapter", async () => {
    const video = await admin.post("/api/upload/video").attach("video", SAMPLE_VIDEO.source, "lesson.mp4");
    expect(video.status).toBe(201);
    const size = fs.statSync(SAMPLE_VIDEO.source).size;
    const course = await makeCourse(ctx);
    const chapter = await makeChapter(ctx, course.id, { isPreview: true, videoFile: video.body.url });
    const part = await request(ctx.built.app).get(`/api/chapters/${chapter.id}/video`).set("Range", "bytes=100-199").buffer(true).parse(binary);
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${size}`);
    expect(Buffer.compare(part.body, fs.readFileSync(SAMPLE_VIDEO.source).subarray(100, 200))).toBe(0);
    const past = await request(ctx.built.app).get(`/api/chapters/${chapter.id}/video`).set("Range", `bytes=${size}-`);
    expect(past.status).toBe(416);
    expect((await admin.delete(`/api/chapters/${chapter.id}`)).status).toBe(204);
    expect(await ctx.storage.exists(video.body.url.replace("/uploads/", ""))).toBe(false);
  });

  it("stores captions, serves them under the video's rule, and removes them with their chapter or course", async () => {
    const vtt = "WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHello from the bucket\n";
    const course = await makeCourse(ctx);
    const first = await makeChapter(ctx, course.id, { isPreview: true });
    const second = await makeChapter(ctx, course.id, {});
    for (const chapter of [first, second])
      expect(
        (await admin.post(`/api/chapters/${chapter.id}/captions`).field("language", "en").attach("file", Buffer.from(vtt), "c.vtt")).status,
      ).toBe(201);
    const keyOf = async (chapterId: number) => {
      const rows = await ctx.db.select().from(chapterCaptions);
      return keyOfRef(rows.find((row) => row.chapterId === chapterId)!.fileRef)!;
    };
    const [firstKey, secondKey] = [await keyOf(first.id), await keyOf(second.id)];
    expect(await ctx.storage.exists(firstKey)).toBe(true);
    expect(fs.existsSync(`${ctx.uploadDir}/${firstKey}`)).toBe(driver === "local");
    // A preview chapter's captions are public; the other chapter's need access.
    const shown = await request(ctx.built.app).get(`/api/chapters/${first.id}/captions/en.vtt`);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain("Hello from the bucket");
    expect((await request(ctx.built.app).get(`/api/chapters/${second.id}/captions/en.vtt`)).status).toBe(401);

    expect((await admin.delete(`/api/chapters/${first.id}`)).status).toBe(204);
    expect(await ctx.storage.exists(firstKey)).toBe(false);
    expect(await ctx.storage.exists(secondKey)).toBe(true);
    expect((await admin.delete(`/api/courses/${course.id}`)).status).toBe(204);
    expect(await ctx.storage.exists(secondKey)).toBe(false);
  });
});
