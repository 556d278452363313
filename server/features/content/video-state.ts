import { EventEmitter } from "node:events";
import { keyOfRef } from "../../lib/storage";

/** "queued" when a chapter's new video waits for the transcode job (the job wakes up soon after). */
export const transcodeEvents = new EventEmitter();

export { chapterStreamsPrefix } from "../../lib/storage";

export const isUploadedVideo = (ref: string | null | undefined) => !!ref?.startsWith("/uploads/videos/") && !!keyOfRef(ref);

/**
 * The columns a chapter change sets when its video changes (docs/product-rules.md §10): a new uploaded video
 * is queued for transcoding in the same write (the row is the job's durable record), anything
 * else clears the stream. The old stream's objects go after the commit.
 */
export function videoColumnsFor(videoFile: string | null | undefined) {
  return {
    videoStatus: isUploadedVideo(videoFile) ? ("queued" as const) : null,
    videoProgress: 0,
    videoError: null,
    videoStream: null,
    videoJob: null,
    videoStatusAt: new Date(),
  };
}

/** After a commit that queued a transcode: the job runs soon, in this process or another. */
export function announceQueuedTranscode(): void {
  transcodeEvents.emit("queued");
}
