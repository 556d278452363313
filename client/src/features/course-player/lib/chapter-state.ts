// What a chapter's lock means to the learner (PRODUCT.md §12): not enrolled, not yet available
// (drip), or an earlier chapter to finish first (sequential order).
import type { Chapter } from "@shared/schemas/courses";
import { formatOpening } from "@/lib/format";

export const ENROL_TO_WATCH = "Enroll in this course to watch this lesson";

/** The sentence shown on the player and in the content list for a locked chapter. */
export function lockMessage(chapter: Pick<Chapter, "lockReason" | "opensAt" | "finishFirst">): string {
  if (chapter.lockReason === "NOT_YET_AVAILABLE" && chapter.opensAt) return `Available on ${formatOpening(chapter.opensAt)}`;
  if (chapter.lockReason === "COMPLETE_PREVIOUS" && chapter.finishFirst) return `Complete "${chapter.finishFirst.title}" first`;
  return ENROL_TO_WATCH;
}

/** A learner with access who still waits for this chapter (drip or order), not a buyer. */
export function isScheduleLock(chapter: Pick<Chapter, "lockReason">): boolean {
  return chapter.lockReason === "NOT_YET_AVAILABLE" || chapter.lockReason === "COMPLETE_PREVIOUS";
}
