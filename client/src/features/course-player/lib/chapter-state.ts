// What a chapter's lock means to the learner (docs/product-rules.md §12): not enrolled, not yet available
// (drip), or an earlier chapter to finish first (sequential order).
import type { Chapter } from "@shared/schemas/courses";
import { i18n } from "@/i18n";
import { formatOpening } from "@/lib/format";

/** The sentence shown on the player and in the content list for a locked chapter. */
export function lockMessage(chapter: Pick<Chapter, "lockReason" | "opensAt" | "finishFirst">): string {
  if (chapter.lockReason === "NOT_YET_AVAILABLE" && chapter.opensAt)
    return i18n.t("player:lock.availableOn", { date: formatOpening(chapter.opensAt) });
  if (chapter.lockReason === "COMPLETE_PREVIOUS" && chapter.finishFirst)
    return i18n.t("player:lock.completeFirst", { chapter: chapter.finishFirst.title });
  return i18n.t("player:lock.enroll");
}

/** A learner with access who still waits for this chapter (drip or order), not a buyer. */
export function isScheduleLock(chapter: Pick<Chapter, "lockReason">): boolean {
  return chapter.lockReason === "NOT_YET_AVAILABLE" || chapter.lockReason === "COMPLETE_PREVIOUS";
}

/**
 * The short reason under a locked chapter in the content list: the date, the chapter to finish
 * first, or "Enroll to unlock" for a viewer without access. Null for an open chapter.
 */
export function listLockReason(chapter: Pick<Chapter, "locked" | "lockReason" | "opensAt" | "finishFirst">): string | null {
  if (!chapter.locked) return null;
  if (isScheduleLock(chapter)) return lockMessage(chapter);
  return i18n.t("player:lock.enrollToUnlock");
}
