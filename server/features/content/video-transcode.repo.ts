import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { chapters } from "../../db/schema";
import type { ChapterRow } from "./chapters.repo";

/**
 * A processing row not touched for this long was left by a process that stopped: another takes
 * it over. A live run touches its row every TRANSCODE_HEARTBEAT_MS, whatever ffmpeg's progress.
 */
export const STALE_PROCESSING_MS = 90 * 1000;
export const TRANSCODE_HEARTBEAT_MS = 20 * 1000;

/**
 * Takes the next queued chapter (or one a stopped process left processing) for run `job`:
 * processing, 0 %. SKIP LOCKED: two processes never take the same chapter.
 */
export async function claimNextTranscode(db: Db, job: string, now = new Date()): Promise<ChapterRow | undefined> {
  const staleBefore = new Date(now.getTime() - STALE_PROCESSING_MS).toISOString();
  const result = await db.execute<{ id: number }>(sql`
    UPDATE chapters SET video_status = 'processing', video_progress = 0, video_error = NULL, video_job = ${job},
      video_status_at = ${now.toISOString()}::timestamptz
    WHERE id = (
      SELECT id FROM chapters
      WHERE video_status = 'queued' OR (video_status = 'processing' AND video_status_at < ${staleBefore}::timestamptz)
      ORDER BY video_status_at NULLS FIRST, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const id = result.rows[0]?.id;
  if (id === undefined) return undefined;
  const [row] = await db
    .select()
    .from(chapters)
    .where(eq(chapters.id, Number(id)));
  return row;
}

const owned = (id: number, job: string) => and(eq(chapters.id, id), eq(chapters.videoJob, job), eq(chapters.videoStatus, "processing"));

/** Percent done (and a heartbeat); false when the run no longer owns the chapter. */
export async function setTranscodeProgress(db: Db, id: number, job: string, percent: number): Promise<boolean> {
  const rows = await db
    .update(chapters)
    .set({ videoProgress: percent, videoStatusAt: new Date() })
    .where(owned(id, job))
    .returning({ id: chapters.id });
  return rows.length > 0;
}

/**
 * Marks the run's stream ready (and the duration read from the file). Answers the stream it
 * replaced, or null; undefined when the run no longer owns the chapter (deleted, new video).
 */
/** The run's heartbeat; false when it no longer owns the chapter. */
export async function touchTranscode(db: Db, id: number, job: string): Promise<boolean> {
  const rows = await db.update(chapters).set({ videoStatusAt: new Date() }).where(owned(id, job)).returning({ id: chapters.id });
  return rows.length > 0;
}

/** The runs whose claim is live (processing, touched within STALE_PROCESSING_MS). */
export async function liveTranscodeJobs(db: Db, now = new Date()): Promise<string[]> {
  const staleBefore = new Date(now.getTime() - STALE_PROCESSING_MS);
  const rows = await db
    .select({ job: chapters.videoJob })
    .from(chapters)
    .where(and(eq(chapters.videoStatus, "processing"), sql`${chapters.videoStatusAt} >= ${staleBefore.toISOString()}::timestamptz`));
  return rows.flatMap((row) => (row.job ? [row.job] : []));
}

export async function finishTranscode(
  db: Db,
  id: number,
  job: string,
  stream: string,
  durationSeconds: number | undefined,
): Promise<{ previous: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(chapters).where(owned(id, job)).for("update");
    if (!row) return undefined;
    await tx
      .update(chapters)
      .set({
        videoStatus: "ready",
        videoProgress: 100,
        videoError: null,
        videoStream: stream,
        videoStatusAt: new Date(),
        ...(durationSeconds ? { durationSeconds } : {}),
      })
      .where(eq(chapters.id, id));
    return { previous: row.videoStream && row.videoStream !== stream ? row.videoStream : null };
  });
}

export async function failTranscode(db: Db, id: number, job: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(chapters)
    .set({ videoStatus: "failed", videoError: reason.slice(0, 1000), videoStatusAt: new Date() })
    .where(owned(id, job))
    .returning({ id: chapters.id });
  return rows.length > 0;
}

/** Retry: a failed (or never transcoded) uploaded video goes back in the queue. */
export async function requeueTranscode(db: Db, id: number): Promise<ChapterRow | undefined> {
  const [row] = await db
    .update(chapters)
    .set({ videoStatus: "queued", videoProgress: 0, videoError: null, videoJob: null, videoStatusAt: new Date() })
    .where(
      and(
        eq(chapters.id, id),
        sql`${chapters.videoFile} LIKE '/uploads/videos/%'`,
        sql`${chapters.videoStatus} IS DISTINCT FROM 'processing'`,
        sql`${chapters.videoStatus} IS DISTINCT FROM 'queued'`,
      ),
    )
    .returning();
  return row;
}
