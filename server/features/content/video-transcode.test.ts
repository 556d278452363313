// HLS transcoding (docs/product-rules.md §10, docs/decisions/016) on both storage drivers: a tiny generated
// 720p clip becomes 240p-720p renditions, segments and a poster; the stream follows the video's
// access rule; a failed transcode says why and Retry works; deleting a chapter or course deletes
// its objects.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renditionsFor } from "../../lib/ffmpeg";
import { createLogger } from "../../lib/logger";
import { LocalStorage, type Storage } from "../../lib/storage";
import { enroll, makeChapter, makeCourse } from "../../test/course-factories";
import { startTestS3, type TestS3 } from "../../test/s3-server";
import { createTestContext, makeUser, signIn, type TestContext } from "../../test/test-app";
import { runVideoTranscodes } from "./video-transcode.service";
import { scaled } from "../../test/timeout-scale";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-transcode-"));
const clip = path.join(scratch, "clip.mp4");
let s3: TestS3;

beforeAll(async () => {
  // 4 s of ffmpeg's test pattern at 1280x720 with a tone: a few hundred kB.
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", "testsrc=size=1280x720:rate=12:duration=4"],
    ...["-f", "lavfi", "-i", "sine=frequency=440:duration=4"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", clip],
  ]);
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** supertest keeps binary bodies only when told how to read them. */
function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on("data", (c: Buffer) => chunks.push(c));
  res.on("end", () => done(null, Buffer.concat(chunks)));
}

async function keys(storage: Storage, prefix: string) {
  const found: string[] = [];
  for await (const object of storage.list(prefix)) found.push(object.key);
  return found.sort();
}

describe("the rendition ladder", () => {
  it("goes from 240p up to the source, never above it, with two or more from 360p", () => {
    expect(renditionsFor(720).map((r) => r.name)).toEqual(["240p", "360p", "480p", "720p"]);
    expect(renditionsFor(360).map((r) => r.name)).toEqual(["240p", "360p"]);
    expect(renditionsFor(600).map((r) => r.name)).toEqual(["240p", "360p", "480p", "600p"]);
    expect(renditionsFor(1080).map((r) => r.name)).toEqual(["240p", "360p", "480p", "720p", "1080p"]);
    expect(renditionsFor(180).map((r) => r.name)).toEqual(["180p"]);
  });
});

const drivers: [string, () => Promise<Storage | undefined>][] = [
  ["local", async () => undefined],
  ["s3", () => s3.storage()],
];

// ffmpeg really transcodes in these tests: on a loaded two-core machine one run took over 30 s
// (the project's default), so they get a limit that only a stuck transcode reaches.
describe.each(drivers)("transcoding on %s storage", { timeout: scaled(180_000) }, (_name, makeStorage) => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signIn>>;
  const logger = createLogger("silent");
  const run = (more: Partial<Parameters<typeof runVideoTranscodes>[0]> = {}) =>
    runVideoTranscodes({ db: ctx.db, storage: ctx.storage, logger, uploadDir: ctx.uploadDir, ...more });

  beforeAll(async () => {
    ctx = await createTestContext({ storage: await makeStorage() });
    admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function uploadClip(): Promise<string> {
    const res = await admin.post("/api/upload/video").attach("video", clip, "lesson.mp4");
    expect(res.status).toBe(201);
    return res.body.url as string;
  }
  const chapterOf = async (agent: typeof admin, courseId: number, id: number) =>
    ((await agent.get(`/api/courses/${courseId}/chapters`)).body as { id: number }[]).find((c) => c.id === id) as Record<string, unknown>;

  it("queues an uploaded video, transcodes it into renditions, segments and a poster, and guards the stream", async () => {
    const course = await makeCourse(ctx);
    const url = await uploadClip();
    const created = await admin.post(`/api/admin/courses/${course.id}/chapters`).send({ title: "Lesson", videoFile: url });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ videoStatus: "queued", hlsUrl: null, videoStreamUrl: `/api/chapters/${created.body.id}/video` });
    const id = created.body.id as number;

    expect(await run()).toBe(1);
    const ready = await chapterOf(admin, course.id, id);
    expect(ready).toMatchObject({
      videoStatus: "ready",
      videoProgress: 100,
      videoError: null,
      duration: 4,
      hlsUrl: `/api/chapters/${id}/stream/master.m3u8`,
      posterUrl: `/api/chapters/${id}/stream/poster.jpg`,
    });

    const master = await admin.get(`/api/chapters/${id}/stream/master.m3u8`);
    expect(master.status).toBe(200);
    expect(master.headers["content-type"]).toBe("application/vnd.apple.mpegurl");
    expect(master.headers["cache-control"]).toBe("private, no-store");
    const variants = master.text.split("\n").filter((l) => l.endsWith("/index.m3u8"));
    expect(variants).toEqual(["240p/index.m3u8", "360p/index.m3u8", "480p/index.m3u8", "720p/index.m3u8"]);
    expect(master.text).toMatch(/RESOLUTION=1280x720,CODECS="avc1\.[0-9a-f]+,mp4a\.40\.2"/);

    const playlist = await admin.get(`/api/chapters/${id}/stream/720p/index.m3u8`);
    expect(playlist.status).toBe(200);
    const target = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(playlist.text)?.[1]);
    expect(target).toBeGreaterThanOrEqual(4);
    expect(target).toBeLessThanOrEqual(6);
    expect(playlist.text).toContain("#EXT-X-ENDLIST");
    const segment = playlist.text.split("\n").find((l) => l.endsWith(".ts"))!;
    expect(segment).toBe("seg_000.ts");

    const seg = await admin.get(`/api/chapters/${id}/stream/720p/${segment}`).buffer(true).parse(binary);
    expect(seg.status).toBe(200);
    expect(seg.headers["content-type"]).toBe("video/mp2t");
    expect((seg.body as Buffer)[0]).toBe(0x47); // MPEG-TS sync byte
    const part = await admin.get(`/api/chapters/${id}/stream/720p/${segment}`).set("Range", "bytes=0-187").buffer(true).parse(binary);
    expect(part.status).toBe(206);
    expect((part.body as Buffer).length).toBe(188);

    const poster = await admin.get(`/api/chapters/${id}/stream/poster.jpg`).buffer(true).parse(binary);
    expect(poster.status).toBe(200);
    expect(poster.headers["content-type"]).toBe("image/jpeg");
    expect((poster.body as Buffer).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    // Access: the video's rule (docs/product-rules.md §3).
    const files = ["master.m3u8", "240p/index.m3u8", "240p/seg_000.ts", "poster.jpg"].map((f) => `/api/chapters/${id}/stream/${f}`);
    for (const file of files) expect((await request(ctx.built.app).get(file)).status, file).toBe(401);
    const stranger = await signIn(ctx, await makeUser(ctx));
    for (const file of files) expect((await stranger.get(file)).status, file).toBe(403);
    expect(await chapterOf(stranger, course.id, id)).toMatchObject({ locked: true, hlsUrl: null, posterUrl: null });
    const learner = await makeUser(ctx);
    await enroll(ctx, learner.id, course.id);
    const entitled = await signIn(ctx, learner);
    for (const file of files) expect((await entitled.get(file)).status, file).toBe(200);
    expect(await chapterOf(entitled, course.id, id)).toMatchObject({ hlsUrl: `/api/chapters/${id}/stream/master.m3u8`, videoError: null });
    expect((await admin.patch(`/api/chapters/${id}`).send({ isPreview: true })).status).toBe(200);
    for (const file of files) expect((await request(ctx.built.app).get(file)).status, file).toBe(200);
    // Nothing outside the stream's files.
    expect((await admin.get(`/api/chapters/${id}/stream/720p/..%2F..%2Fmaster.m3u8`)).status).toBe(400);
    expect((await admin.get(`/api/chapters/${id}/stream/720p/other.txt`)).status).toBe(400);

    // Deleting the chapter deletes its stream.
    const prefix = `streams/${id}/`;
    expect((await keys(ctx.storage, prefix)).length).toBeGreaterThan(8);
    expect((await admin.delete(`/api/chapters/${id}`)).status).toBe(204);
    expect(await keys(ctx.storage, prefix)).toEqual([]);
  });

  it("without ffmpeg: fails with the reason, learners keep the original; Retry transcodes it", async () => {
    const course = await makeCourse(ctx);
    const url = await uploadClip();
    const chapter = (
      await admin.post(`/api/admin/courses/${course.id}/chapters`).send({ title: "Lesson", videoFile: url, isPreview: true })
    ).body;
    expect(await run({ ffmpeg: { ffmpegPath: "/nonexistent/ffmpeg", ffprobePath: "/nonexistent/ffprobe" } })).toBe(1);
    const failed = await chapterOf(admin, course.id, chapter.id);
    expect(failed).toMatchObject({ videoStatus: "failed", hlsUrl: null });
    expect(failed.videoError).toMatch(/not installed.*served as uploaded/);
    const visitor = request(ctx.built.app);
    expect((await visitor.get(`/api/courses/${course.id}/chapters`)).body[0]).toMatchObject({ videoStatus: "failed", videoError: null });
    expect((await visitor.get(`/api/chapters/${chapter.id}/video`)).status).toBe(200);
    expect((await visitor.get(`/api/chapters/${chapter.id}/stream/master.m3u8`)).status).toBe(404);

    const learner = await signIn(ctx, await makeUser(ctx));
    expect((await learner.post(`/api/admin/chapters/${chapter.id}/video/retry`)).status).toBe(403);
    const retried = await admin.post(`/api/admin/chapters/${chapter.id}/video/retry`);
    expect(retried.status).toBe(202);
    expect(retried.body).toMatchObject({ videoStatus: "queued", videoError: null });
    expect((await admin.post(`/api/admin/chapters/${chapter.id}/video/retry`)).status).toBe(400); // already queued
    expect(await run()).toBe(1);
    expect(await chapterOf(admin, course.id, chapter.id)).toMatchObject({ videoStatus: "ready" });
    expect((await visitor.get(`/api/chapters/${chapter.id}/stream/master.m3u8`)).status).toBe(200);

    // A new video clears the old stream and queues the new one.
    const before = await keys(ctx.storage, `streams/${chapter.id}/`);
    expect(before.length).toBeGreaterThan(0);
    const replaced = await admin.patch(`/api/chapters/${chapter.id}`).send({ videoFile: await uploadClip() });
    expect(replaced.body).toMatchObject({ videoStatus: "queued", hlsUrl: null });
    expect(await keys(ctx.storage, `streams/${chapter.id}/`)).toEqual([]);
    // An external video has no transcode.
    const external = await admin
      .patch(`/api/chapters/${chapter.id}`)
      .send({ videoFile: null, videoUrl: "https://videos.example.com/a.mp4" });
    expect(external.body).toMatchObject({ videoStatus: null });
    expect(await run()).toBe(0);
  });

  it("a broken video fails with ffmpeg's reason", async () => {
    const course = await makeCourse(ctx);
    // An MP4 header the upload accepts, with nothing playable after it.
    const broken = Buffer.concat([fs.readFileSync(clip).subarray(0, 64), Buffer.alloc(4096, 7)]);
    const res = await admin.post("/api/upload/video").attach("video", broken, "broken.mp4");
    expect(res.status).toBe(201);
    const chapter = (await admin.post(`/api/admin/courses/${course.id}/chapters`).send({ title: "Broken", videoFile: res.body.url })).body;
    await run();
    const failed = await chapterOf(admin, course.id, chapter.id);
    expect(failed.videoStatus).toBe("failed");
    expect(failed.videoError).toMatch(/^Transcoding failed: /);
    // The author reads the file's name, never where the server keeps it.
    expect(failed.videoError).not.toContain(os.tmpdir());
    expect(failed.videoError).not.toContain(path.resolve(ctx.uploadDir));
    expect(await keys(ctx.storage, `streams/${chapter.id}/`)).toEqual([]);
  });

  it("deleting a course deletes its chapters' streams", async () => {
    const course = await makeCourse(ctx);
    const chapter = await makeChapter(ctx, course.id, { videoStatus: "ready", videoStream: "streams/0/x/" });
    const stream = `streams/${chapter.id}/run/`;
    await ctx.storage.put(`${stream}master.m3u8`, "#EXTM3U");
    await ctx.storage.put(`${stream}240p/seg_000.ts`, "x");
    expect((await admin.delete(`/api/courses/${course.id}`)).status).toBe(204);
    expect(await keys(ctx.storage, `streams/${chapter.id}/`)).toEqual([]);
  });
});

it("the local driver keeps every file under UPLOAD_DIR", () => {
  expect(new LocalStorage("/srv/uploads").localPath("streams/1/a/master.m3u8")).toBe("/srv/uploads/streams/1/a/master.m3u8");
});
