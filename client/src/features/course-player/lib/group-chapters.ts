// How the Course Content list is laid out (docs/spec.md §2): chapters grouped by section in section order,
// chapters without a (known) section under "Other Chapters", and a flat list when the course has
// no sections at all.
import type { Chapter, Section } from "@shared/schemas/courses";
import { i18n } from "@/i18n";

export interface ChapterGroup {
  /** "other" for the chapters without a section. */
  key: number | "other";
  title: string;
  description: string | null;
  chapters: Chapter[];
}

export type CourseContentLayout = { kind: "flat"; chapters: Chapter[] } | { kind: "sections"; groups: ChapterGroup[] };

const byOrder = <T extends { orderIndex: number; id: number }>(a: T, b: T) => a.orderIndex - b.orderIndex || a.id - b.id;

export function groupChapters(sections: Section[], chapters: Chapter[]): CourseContentLayout {
  const sortedChapters = [...chapters].sort(byOrder);
  if (sections.length === 0) return { kind: "flat", chapters: sortedChapters };

  const groups: ChapterGroup[] = [...sections].sort(byOrder).map((section) => ({
    key: section.id,
    title: section.title,
    description: section.description,
    chapters: sortedChapters.filter((chapter) => chapter.sectionId === section.id),
  }));
  const known = new Set(sections.map((s) => s.id));
  const other = sortedChapters.filter((chapter) => chapter.sectionId === null || !known.has(chapter.sectionId));
  if (other.length > 0) groups.push({ key: "other", title: i18n.t("player:content.otherChapters"), description: null, chapters: other });
  return { kind: "sections", groups };
}

/** Chapters in the order the list shows them. */
export function chaptersInDisplayOrder(layout: CourseContentLayout): Chapter[] {
  return layout.kind === "flat" ? layout.chapters : layout.groups.flatMap((group) => group.chapters);
}

/** The chapter to show first: the first one the visitor may watch, else the first one. */
export function initialChapter(layout: CourseContentLayout): Chapter | undefined {
  const ordered = chaptersInDisplayOrder(layout);
  return ordered.find((chapter) => !chapter.locked) ?? ordered[0];
}

export function chapterSource(chapter: Pick<Chapter, "videoStreamUrl" | "videoUrl" | "locked">): string | null {
  if (chapter.locked) return null;
  return chapter.videoStreamUrl ?? chapter.videoUrl ?? null;
}

/** Total seconds of the chapters with a known duration. */
export function totalSeconds(chapters: Chapter[]): number {
  return chapters.reduce((sum, chapter) => sum + (chapter.duration ?? 0), 0);
}
