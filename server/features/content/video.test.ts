import fs from "node:fs";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { enroll, makeChapter, makeCourse, makeUploadedFile } from "../../test/course-factories";
import { createTestContext, makeUser, signIn, type TestContext } from "../../test/test-app";

let ctx: TestContext;
const anon = () => request(ctx.built.app);
const VIDEO = Buffer.from(Array.from({ length: 100 }, (_, i) => i));

/** supertest keeps binary bodies only when told how to read them. */
function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on("data", (c: Buffer) => chunks.push(c));
  res.on("end", () => done(null, Buffer.concat(chunks)));
}
const fetchVideo = (agent: ReturnType<typeof anon> | Awaited<ReturnType<typeof signIn>>, chapterId: number, range?: string) => {
  const req = agent.get(`/api/chapters/${chapterId}/video`);
  if (range) req.set("Range", range);
  return req.buffer(true).parse(binary);
};

let lessonRef: string;
let courseId: number;
let previewId: number;
let lockedId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  lessonRef = makeUploadedFile(ctx, "videos", "lesson-abc.mp4", VIDEO);
  const course = await makeCourse(ctx);
  courseId = course.id;
  previewId = (await makeChapter(ctx, course.id, { isPreview: true, videoFile: lessonRef })).id;
  lockedId = (await makeChapter(ctx, course.id, { videoFile: lessonRef })).id;
});
afterAll(async () => {
  await ctx.close();
});

describe("GET /api/chapters/:id/video", () => {
  it("streams from an UPLOAD_DIR inside a dot-folder such as .tmp/", async () => {
    const hidden = path.join(ctx.uploadDir, ".hidden", "uploads");
    fs.mkdirSync(path.join(hidden, "videos"), { recursive: true });
    fs.copyFileSync(path.join(ctx.uploadDir, "videos", "lesson-abc.mp4"), path.join(hidden, "videos", "lesson-abc.mp4"));
    const built = ctx.makeApp({ uploadDir: hidden });
    const res = await request(built.app).get(`/api/chapters/${previewId}/video`).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body, VIDEO)).toBe(0);
  });

  it("streams a preview chapter to anyone, never stored by caches, typed by extension", async () => {
    const res = await fetchVideo(anon(), previewId);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("video/mp4");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["accept-ranges"]).toBe("bytes");
    expect(Buffer.compare(res.body, VIDEO)).toBe(0);
  });

  it("refuses a locked chapter: 401 signed out, 403 to a learner who is not enrolled", async () => {
    expect((await fetchVideo(anon(), lockedId)).status).toBe(401);
    const stranger = await signIn(ctx, await makeUser(ctx));
    const res = await stranger.get(`/api/chapters/${lockedId}/video`);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/Enroll/);
  });

  it("streams a locked chapter to an enrolled learner and to an admin", async () => {
    const user = await makeUser(ctx);
    await enroll(ctx, user.id, courseId);
    expect((await fetchVideo(await signIn(ctx, user), lockedId)).status).toBe(200);
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    expect((await fetchVideo(admin, lockedId)).status).toBe(200);
  });

  it("refuses a learner whose subscription period has ended", async () => {
    const user = await makeUser(ctx);
    await enroll(ctx, user.id, courseId, { accessUntil: new Date(Date.now() - 1000) });
    expect((await fetchVideo(await signIn(ctx, user), lockedId)).status).toBe(403);
  });

  it("answers byte ranges with 206 and Content-Range", async () => {
    let res = await fetchVideo(anon(), previewId, "bytes=0-1");
    expect(res.status).toBe(206);
    expect(res.headers["content-range"]).toBe(`bytes 0-1/${VIDEO.length}`);
    expect(res.body).toHaveLength(2);
    expect([...res.body]).toEqual([0, 1]);

    res = await fetchVideo(anon(), previewId, "bytes=10-");
    expect(res.status).toBe(206);
    expect(res.headers["content-range"]).toBe(`bytes 10-99/${VIDEO.length}`);
    expect(res.body).toHaveLength(90);
  });

  it("answers 416 for a range past the end", async () => {
    const res = await anon().get(`/api/chapters/${previewId}/video`).set("Range", "bytes=999999999-");
    expect(res.status).toBe(416);
    expect(res.headers["content-range"]).toBe(`bytes */${VIDEO.length}`);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
  });

  it("answers 404 without an uploaded video, for a missing file and for unknown chapters", async () => {
    const course = await makeCourse(ctx);
    const external = await makeChapter(ctx, course.id, { isPreview: true, videoUrl: "https://video.example.test/1" });
    expect((await anon().get(`/api/chapters/${external.id}/video`)).status).toBe(404);
    const missing = await makeChapter(ctx, course.id, { isPreview: true, videoFile: "/uploads/videos/missing.mp4" });
    expect((await anon().get(`/api/chapters/${missing.id}/video`)).status).toBe(404);
    const escaping = await makeChapter(ctx, course.id, { isPreview: true, videoFile: "/uploads/videos/../../etc/passwd" });
    expect((await anon().get(`/api/chapters/${escaping.id}/video`)).status).toBe(404);
    expect((await anon().get("/api/chapters/999999/video")).status).toBe(404);
    expect((await anon().get("/api/chapters/abc/video")).status).toBe(400);
  });

  it("hides a draft course's preview chapter from visitors", async () => {
    const draft = await makeCourse(ctx, { isPublished: false });
    const chapter = await makeChapter(ctx, draft.id, { isPreview: true, videoFile: lessonRef });
    expect((await anon().get(`/api/chapters/${chapter.id}/video`)).status).toBe(404);
  });
});

describe("GET /api/chapters/:id/stream/:rendition/:file with bad parameters", () => {
  it("answers 400 INVALID_INPUT for a bad id, rendition or file name, and reads no file for it", async () => {
    const course = await makeCourse(ctx);
    const stream = "streams/params-test/run/";
    const chapter = await makeChapter(ctx, course.id, { isPreview: true, videoStatus: "ready", videoStream: stream });
    await ctx.storage.put(`${stream}master.m3u8`, "#EXTM3U master");
    await ctx.storage.put(`${stream}720p/index.m3u8`, "#EXTM3U 720p");
    await ctx.storage.put("documents/secret.txt", "not a stream file");
    const read = vi.spyOn(ctx.storage, "get");
    const base = `/api/chapters/${chapter.id}/stream`;

    // The control: the same route reads the chapter's own file.
    const ok = await anon().get(`${base}/720p/index.m3u8`);
    expect(ok.status).toBe(200);
    expect(ok.text).toBe("#EXTM3U 720p");
    expect(read.mock.calls.map(([key]) => key)).toEqual([`${stream}720p/index.m3u8`]);
    read.mockClear();

    // [url, the field the error names]: a NUL anywhere in the path is refused before routing ("path").
    const bad: [string, string][] = [
      // The chapter id: wrong type, not positive, not whole, past the integers, oversize.
      ["/api/chapters/abc/stream/720p/index.m3u8", "id"],
      ["/api/chapters/0/stream/720p/index.m3u8", "id"],
      ["/api/chapters/-1/stream/720p/index.m3u8", "id"],
      ["/api/chapters/1.5/stream/720p/index.m3u8", "id"],
      ["/api/chapters/99999999999999999999/stream/720p/index.m3u8", "id"],
      [`/api/chapters/${"9".repeat(2000)}/stream/720p/index.m3u8`, "id"],
      [`/api/chapters/${chapter.id}%00/stream/720p/index.m3u8`, "path"],
      // The rendition: a parent folder, a slash, a NUL, the wrong shape, oversize.
      [`${base}/../master.m3u8`, "rendition"],
      [`${base}/%2e%2e/master.m3u8`, "rendition"],
      [`${base}/720p%2F..%2F..%2F..%2Fdocuments/secret.txt`, "rendition"],
      [`${base}/720p%00/index.m3u8`, "path"],
      [`${base}/720/index.m3u8`, "rendition"],
      [`${base}/${"1".repeat(5000)}p/index.m3u8`, "rendition"],
      // The file: a parent folder, a slash or backslash, a NUL, a line break, another name, oversize.
      [`${base}/720p/..%2Fmaster.m3u8`, "file"],
      [`${base}/720p/..%2F..%2F..%2F..%2Fdocuments%2Fsecret.txt`, "file"],
      [`${base}/720p/%2e%2e%2f%2e%2e%2fmaster.m3u8`, "file"],
      [`${base}/720p/..%5C..%5Cmaster.m3u8`, "file"],
      [`${base}/720p/index.m3u8%2F..%2F..%2Fmaster.m3u8`, "file"],
      [`${base}/720p/index.m3u8%00`, "path"],
      [`${base}/720p/seg_000.ts%00.jpg`, "path"],
      [`${base}/720p/%00`, "path"],
      [`${base}/720p/index.m3u8%0A`, "file"],
      [`${base}/720p/INDEX.M3U8`, "file"],
      [`${base}/720p/master.m3u8`, "file"],
      [`${base}/720p/seg_1.ts`, "file"],
      [`${base}/720p/seg_${"0".repeat(10_000)}.ts`, "file"],
    ];
    for (const [url, field] of bad) {
      const res = await anon().get(url);
      expect(res.status, url.slice(0, 120)).toBe(400);
      expect(res.body, url.slice(0, 120)).toMatchObject({ code: "INVALID_INPUT", errors: { [field]: expect.any(String) } });
    }
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
  });
});
