import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChapter, makeCourse, makeUploadedFile } from "./test/course-factories";
import { createTestContext, type TestContext } from "./test/test-app";

// docs/decisions/006-precompressed-assets.md and docs/benchmarks.md: API answers are compressed when the client accepts it; media is not.
let ctx: TestContext;
let previewId: number;
const VIDEO = Buffer.alloc(4096, 7);

beforeAll(async () => {
  ctx = await createTestContext();
  for (let i = 0; i < 12; i++) await makeCourse(ctx, { description: `A course long enough to describe. ${"Lesson plan. ".repeat(20)}` });
  const course = await makeCourse(ctx);
  previewId = (await makeChapter(ctx, course.id, { isPreview: true, videoFile: makeUploadedFile(ctx, "videos", "clip.mp4", VIDEO) })).id;
});
afterAll(async () => {
  await ctx.close();
});

describe("compressed API answers", () => {
  it("sends the course list with brotli or gzip, as the client asks, and still no-store", async () => {
    const br = await request(ctx.built.app).get("/api/courses").set("Accept-Encoding", "br");
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(br.body.courses ?? br.body.items ?? br.body).toBeTruthy();

    const gzip = await request(ctx.built.app).get("/api/courses").set("Accept-Encoding", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.body).toEqual(br.body);

    const plain = await request(ctx.built.app).get("/api/courses").set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toEqual(br.body);
  });

  it("leaves small answers and video byte ranges alone", async () => {
    const health = await request(ctx.built.app).get("/api/health").set("Accept-Encoding", "br, gzip");
    expect(health.status).toBe(200);
    expect(health.headers["content-encoding"]).toBeUndefined();

    const part = await request(ctx.built.app)
      .get(`/api/chapters/${previewId}/video`)
      .set("Accept-Encoding", "br, gzip")
      .set("Range", "bytes=0-1023");
    expect(part.status).toBe(206);
    expect(part.headers["content-encoding"]).toBeUndefined();
    expect(part.headers["content-range"]).toBe(`bytes 0-1023/${VIDEO.length}`);
  });
});
