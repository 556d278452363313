import type { Chapter, Section } from "@shared/schemas/courses";

/** The section select's value for "no section": the chapter goes to Unorganized Chapters (docs/spec.md §5). */
export const NO_SECTION = "none";

export interface ChapterGroup {
  section: Section;
  chapters: Chapter[];
}

/**
 * Chapters under their sections (in section order), and the rest — no section, or a section that
 * no longer exists — as the Unorganized Chapters group. Chapters keep the server's order.
 */
export function groupChapters(
  sections: readonly Section[],
  chapters: readonly Chapter[],
): { groups: ChapterGroup[]; unorganized: Chapter[] } {
  const ordered = [...sections].sort((a, b) => a.orderIndex - b.orderIndex || a.id - b.id);
  const bySection = new Map<number, Chapter[]>(ordered.map((section) => [section.id, []]));
  const unorganized: Chapter[] = [];
  for (const chapter of chapters) {
    const group = chapter.sectionId === null ? undefined : bySection.get(chapter.sectionId);
    if (group) group.push(chapter);
    else unorganized.push(chapter);
  }
  return { groups: ordered.map((section) => ({ section, chapters: bySection.get(section.id)! })), unorganized };
}
