// The periodic sweeps (docs/product-rules.md §9) for the HLS output (docs/decisions/016-hls-transcoding.md): the maintenance sweep removes a transcode
// run's folder under streams/ that no chapter plays, 24 hours after it was written, on both
// storage drivers, and keeps the stream a chapter plays and the run a chapter is transcoding.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chapters } from "../../db/schema";
import { silentLogger } from "../../lib/logger";
import type { Storage } from "../../lib/storage";
import { runSweeps } from "../../jobs/sweeps";
import { makeChapter, makeCourse } from "../../test/course-factories";
import { startTestS3, type TestS3 } from "../../test/s3-server";
import { createTestContext, type TestContext } from "../../test/test-app";

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
});

const HOUR = 3_600_000;
const drivers: [string, () => Promise<Storage | undefined>][] = [
  ["local", async () => undefined],
  ["s3", () => s3.storage()],
];

describe.each(drivers)("the stream sweep on %s storage", (_driver, makeStorage) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ storage: await makeStorage() });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** A run's output as the transcoder writes it: playlists, a segment and a poster. */
  async function writeRun(folder: string) {
    for (const file of ["master.m3u8", "240p/index.m3u8", "240p/seg_000.ts", "poster.jpg"]) await ctx.storage.put(`${folder}${file}`, "x");
  }
  async function keysUnder(prefix: string) {
    const found: string[] = [];
    for await (const object of ctx.storage.list(prefix)) found.push(object.key);
    return found.sort();
  }
  // The stores date objects when they are written (S3 cannot date them back): the sweep's clock moves instead.
  const sweepAt = (now: number) =>
    runSweeps({ db: ctx.db, settings: ctx.settings, uploadDir: ctx.uploadDir, storage: ctx.storage, logger: silentLogger, now });

  it("removes the runs of a deleted chapter and of a replaced video after 24 hours, and keeps what a chapter plays or is transcoding", async () => {
    const course = await makeCourse(ctx);
    const playing = await makeChapter(ctx, course.id, { videoStatus: "ready" });
    const transcoding = await makeChapter(ctx, course.id, { videoStatus: "processing", videoJob: "job-now" });
    const deleted = await makeChapter(ctx, course.id, { videoStatus: "ready" });
    const current = `streams/${playing.id}/run-new/`;
    await ctx.db.update(chapters).set({ videoStream: current }).where(eq(chapters.id, playing.id));
    await ctx.db
      .update(chapters)
      .set({ videoStream: `streams/${deleted.id}/run-1/` })
      .where(eq(chapters.id, deleted.id));
    await ctx.db.delete(chapters).where(eq(chapters.id, deleted.id));

    const replaced = `streams/${playing.id}/run-old/`; // the video it played before
    const inProgress = `streams/${transcoding.id}/job-now/`;
    const leftByAStoppedRun = `streams/${transcoding.id}/job-before/`;
    const ofDeletedChapter = `streams/${deleted.id}/run-1/`;
    const ofNoChapterEver = "streams/2147483647/run-x/";
    const pastTheIntegers = "streams/99999999999/run-x/";
    for (const folder of [current, replaced, inProgress, leftByAStoppedRun, ofDeletedChapter, ofNoChapterEver, pastTheIntegers])
      await writeRun(folder);

    // Within 24 hours of being written, every run stays: an upload's transcode may still be finishing.
    await sweepAt(Date.now() + 23 * HOUR);
    for (const folder of [replaced, leftByAStoppedRun, ofDeletedChapter, ofNoChapterEver, pastTheIntegers])
      expect(await keysUnder(folder), folder).toHaveLength(4);

    await sweepAt(Date.now() + 25 * HOUR);
    for (const folder of [replaced, leftByAStoppedRun, ofDeletedChapter, ofNoChapterEver, pastTheIntegers])
      expect(await keysUnder(folder), folder).toEqual([]);
    for (const folder of [current, inProgress])
      expect(await keysUnder(folder), folder).toEqual(
        ["240p/index.m3u8", "240p/seg_000.ts", "master.m3u8", "poster.jpg"].map((file) => `${folder}${file}`),
      );
    expect(await keysUnder("streams/")).toHaveLength(8); // nothing else was touched
  });
});
