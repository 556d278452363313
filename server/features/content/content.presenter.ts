import { captionUrl } from "@shared/schemas/captions";
import type { Chapter, Guideline, Review, Section } from "@shared/schemas/courses";
import type { ChapterLock } from "./availability";
import type { ChapterRow } from "./chapters.repo";
import type { GuidelineFileRow, GuidelineRow } from "./guidelines.repo";
import type { SectionRow } from "./sections.repo";

export function presentSection(row: SectionRow): Section {
  return {
    id: row.id,
    courseId: row.courseId,
    title: row.title,
    description: row.description,
    orderIndex: row.orderIndex,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface ChapterView {
  /** Not enrolled (and not a preview): outline only. */
  noAccess: boolean;
  /** Drip or order lock of a learner with access (docs/product-rules.md §12): outline only, and why. */
  lock?: ChapterLock;
  hasQuiz: boolean;
  /** The viewer's best attempt at the chapter's quiz passed. */
  quizPassed?: boolean;
  /** Languages the chapter has captions in (docs/decisions/017-captions-and-player.md). */
  captionLanguages: string[];
  /** An admin sees why a transcode failed. */
  admin?: boolean;
}

const VIDEO_STATUSES = ["queued", "processing", "ready", "failed"] as const;
type VideoStatusValue = (typeof VIDEO_STATUSES)[number];
const videoStatusOf = (value: string | null): VideoStatusValue | null =>
  VIDEO_STATUSES.includes(value as VideoStatusValue) ? (value as VideoStatusValue) : null;

/** A locked chapter (no access, or drip- or order-locked) shows its outline only: none of its
 * video addresses and none of its lesson text (docs/product-rules.md §3). An open preview
 * is not locked, so its lesson text is as public as its video. */
export function presentChapter(row: ChapterRow, view: ChapterView): Chapter {
  const { lock } = view;
  const locked = view.noAccess || !!lock;
  return {
    id: row.id,
    courseId: row.courseId,
    sectionId: row.sectionId,
    title: row.title,
    description: row.description,
    duration: row.durationSeconds,
    orderIndex: row.orderIndex,
    isPreview: row.isPreview,
    guidelines: locked ? null : row.guidelines,
    hasVideo: !!(row.videoUrl || row.videoFile),
    locked,
    videoUrl: locked ? null : row.videoUrl,
    videoFile: locked ? null : row.videoFile,
    videoStreamUrl: !locked && row.videoFile ? `/api/chapters/${row.id}/video` : null,
    videoStatus: videoStatusOf(row.videoStatus),
    videoProgress: row.videoProgress,
    videoError: view.admin && row.videoStatus === "failed" ? row.videoError : null,
    hlsUrl: !locked && row.videoStatus === "ready" && row.videoStream ? `/api/chapters/${row.id}/stream/master.m3u8` : null,
    posterUrl: !locked && row.videoStatus === "ready" && row.videoStream ? `/api/chapters/${row.id}/stream/poster.jpg` : null,
    availableAfterDays: row.availableAfterDays,
    availableAt: row.availableAt ? row.availableAt.toISOString() : null,
    hasQuiz: view.hasQuiz,
    quizPassed: view.hasQuiz && !!view.quizPassed,
    lockReason: view.noAccess ? "NO_COURSE_ACCESS" : (lock?.reason ?? null),
    opensAt: lock?.reason === "NOT_YET_AVAILABLE" ? lock.opensAt.toISOString() : null,
    finishFirst: lock?.reason === "COMPLETE_PREVIOUS" ? lock.finishFirst : null,
    captions: locked ? [] : view.captionLanguages.map((language) => ({ language, url: captionUrl(row.id, language) })),
  };
}

/** A locked guideline shows its title only (the course page lists what is included). */
export function presentGuideline(row: GuidelineRow, files: GuidelineFileRow[], locked = false): Guideline {
  return {
    id: row.id,
    courseId: row.courseId,
    sectionId: row.sectionId,
    title: row.title,
    content: locked ? "" : row.content,
    downloadableContent: locked ? [] : files.map((f) => ({ name: f.name, url: f.url, type: f.type, size: f.sizeBytes })),
    locked,
    createdAt: row.createdAt.toISOString(),
  };
}

/** "Ada L." from first and last name; the username when no first name is on record. */
export function authorName(person: { firstName: string | null; lastName: string | null; username: string }): string {
  const first = person.firstName?.trim();
  if (!first) return person.username;
  const initial = person.lastName?.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

export function presentReview(
  row: {
    id: number;
    rating: number;
    comment: string | null;
    createdAt: Date;
    firstName: string | null;
    lastName: string | null;
    username: string;
  },
  profileUrl: string | null,
): Review {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    author: authorName(row),
    profileUrl,
  };
}
