import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../lib/app-error";
import { checkFfmpeg, DEFAULT_FFMPEG, FfmpegMissingError, transcodeToHls, withoutServerPaths, type FfmpegPaths } from "../../lib/ffmpeg";
import { describeError, type Logger } from "../../lib/logger";
import { contentTypeOf, keyOfRef, type Storage } from "../../lib/storage";
import { findChapter } from "./chapters.repo";
import { CHAPTER_NOT_FOUND } from "./chapters.service";
import { announceQueuedTranscode, chapterStreamsPrefix, isUploadedVideo } from "./video-state";
import {
  claimNextTranscode,
  failTranscode,
  finishTranscode,
  liveTranscodeJobs,
  requeueTranscode,
  setTranscodeProgress,
  touchTranscode,
  TRANSCODE_HEARTBEAT_MS,
} from "./video-transcode.repo";

export interface TranscodeDeps {
  db: Db;
  storage: Storage;
  logger: Logger;
  /** Temporary files go under <uploadDir>/tmp. */
  uploadDir: string;
  ffmpeg?: FfmpegPaths;
}

let ffmpegCheck: { at: number; key: string; result: Awaited<ReturnType<typeof checkFfmpeg>> } | undefined;

/** Whether ffmpeg runs (remembered for a minute); the start-up log line uses it too. */
export async function ffmpegStatus(paths: FfmpegPaths = DEFAULT_FFMPEG) {
  const key = `${paths.ffmpegPath}\n${paths.ffprobePath}`;
  if (!ffmpegCheck || ffmpegCheck.key !== key || Date.now() - ffmpegCheck.at > 60_000) {
    ffmpegCheck = { at: Date.now(), key, result: await checkFfmpeg(paths) };
  }
  return ffmpegCheck.result;
}

async function uploadFolder(storage: Storage, dir: string, prefix: string): Promise<void> {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const key = prefix + path.relative(dir, absolute).split(path.sep).join("/");
    await storage.putFile(key, absolute, { contentType: contentTypeOf(key) });
  }
}

/** Transcodes one claimed chapter; every outcome is written on the row. */
async function transcodeOne(deps: TranscodeDeps, chapterId: number, videoFile: string | null, job: string): Promise<void> {
  const { db, storage, logger } = deps;
  const prefix = `${chapterStreamsPrefix(chapterId)}${job}/`;
  const work = path.join(transcodeTmp(deps.uploadDir), `${WORK_PREFIX}${job}`);
  // The claim stays fresh while ffmpeg works, however slowly its percent moves; a killed process
  // stops touching it and another takes the chapter over (STALE_PROCESSING_MS).
  const heartbeat = setInterval(() => {
    void touchTranscode(db, chapterId, job).catch((err: unknown) =>
      logger.warn("video transcode heartbeat not recorded", { chapterId, ...describeError(err) }),
    );
  }, TRANSCODE_HEARTBEAT_MS);
  try {
    const paths = deps.ffmpeg ?? DEFAULT_FFMPEG;
    const check = await ffmpegStatus(paths);
    if (!check.ok) throw new FfmpegMissingError(paths.ffmpegPath);
    const key = isUploadedVideo(videoFile) ? keyOfRef(videoFile) : null;
    if (!key) throw new Error("the chapter has no uploaded video");
    await fs.promises.mkdir(work, { recursive: true });
    // ffmpeg reads the local file in place; from S3 it is fetched into a temporary file first.
    let input = storage.localPath(key);
    if (!input || !fs.existsSync(input)) {
      const read = await storage.get(key);
      if (!read) throw new Error("the uploaded video file is missing");
      input = path.join(work, `source${path.extname(key)}`);
      await pipeline(read.body, fs.createWriteStream(input));
    }
    let last = -1;
    let lastAt = 0;
    let writing = Promise.resolve();
    const onProgress = (percent: number) => {
      if (percent === last || Date.now() - lastAt < 1000) return;
      last = percent;
      lastAt = Date.now();
      writing = writing.then(() => void setTranscodeProgress(db, chapterId, job, percent).catch(() => undefined));
    };
    const out = path.join(work, "out");
    const result = await transcodeToHls(paths, input, out, onProgress);
    await writing;
    await uploadFolder(storage, out, prefix);
    const seconds = result.probe.duration > 0 ? Math.max(1, Math.ceil(result.probe.duration - 0.1)) : undefined;
    const finished = await finishTranscode(db, chapterId, job, prefix, seconds);
    if (!finished) {
      await storage.deletePrefix(prefix); // the chapter was deleted or got another video meanwhile
      return;
    }
    if (finished.previous) await storage.deletePrefix(finished.previous).catch(() => undefined);
    logger.info("video transcoded", { chapterId, renditions: result.renditions.map((r) => r.name).join(",") });
  } catch (err) {
    // What the author reads: never the server's paths (a file system or storage error names them).
    const reason = err instanceof FfmpegMissingError ? err.message : `Transcoding failed: ${withoutServerPaths((err as Error).message)}`;
    if (err instanceof FfmpegMissingError) logger.warn("ffmpeg is missing: videos are served as uploaded", { chapterId });
    else logger.error("video transcode failed", { chapterId, ...describeError(err) });
    await failTranscode(db, chapterId, job, reason).catch(() => undefined);
    await storage.deletePrefix(prefix).catch(() => undefined);
  } finally {
    clearInterval(heartbeat);
    await fs.promises.rm(work, { recursive: true, force: true }).catch(() => undefined);
  }
}

const WORK_PREFIX = "transcode-";
const transcodeTmp = (uploadDir: string) => path.join(path.resolve(uploadDir), "tmp");

/**
 * Removes the work folders of transcodes no process runs any more (one killed mid-run left its
 * source copy and renditions there). A folder whose run still holds its chapter is kept: several
 * processes may share UPLOAD_DIR. Answers how many were removed.
 */
export async function removeStaleTranscodeFolders(deps: Pick<TranscodeDeps, "db" | "uploadDir">): Promise<number> {
  let names: string[];
  try {
    names = (await fs.promises.readdir(transcodeTmp(deps.uploadDir))).filter((name) => name.startsWith(WORK_PREFIX));
  } catch {
    return 0; // no tmp folder yet
  }
  if (names.length === 0) return 0;
  const live = new Set(await liveTranscodeJobs(deps.db));
  let removed = 0;
  for (const name of names) {
    if (live.has(name.slice(WORK_PREFIX.length))) continue;
    await fs.promises.rm(path.join(transcodeTmp(deps.uploadDir), name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/**
 * The video.transcode job: takes queued chapters one at a time until none is left (at most
 * `max`, so one run does not hold the worker forever). Answers how many it handled.
 */
export async function runVideoTranscodes(deps: TranscodeDeps, max = 20): Promise<number> {
  await removeStaleTranscodeFolders(deps).catch((err: unknown) =>
    deps.logger.warn("stale transcode folders not removed", describeError(err)),
  );
  let handled = 0;
  while (handled < max) {
    const job = crypto.randomBytes(8).toString("hex");
    const chapter = await claimNextTranscode(deps.db, job);
    if (!chapter) break;
    await transcodeOne(deps, chapter.id, chapter.videoFile, job);
    handled += 1;
  }
  return handled;
}

/** Admin Retry: a failed transcode (or an uploaded video never transcoded) is queued again. */
export async function retryTranscode(db: Db, chapterId: number) {
  const chapter = await findChapter(db, chapterId);
  if (!chapter) throw notFound(CHAPTER_NOT_FOUND);
  if (!isUploadedVideo(chapter.videoFile)) throw badRequest("This chapter has no uploaded video to transcode");
  const row = await requeueTranscode(db, chapterId);
  if (!row) throw badRequest("This video is already being transcoded");
  announceQueuedTranscode();
  return row;
}
