import { COURSE_NOT_FOUND, type Section, type SectionCreate, type SectionUpdate } from "@shared/schemas/courses";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { findCourse, requireVisibleCourse, type Viewer } from "../courses";
import { presentSection } from "./content.presenter";
import * as repo from "./sections.repo";

export const SECTION_NOT_FOUND = "Section not found";

export async function listCourseSections(db: Db, viewer: Viewer, courseId: number): Promise<Section[]> {
  await requireVisibleCourse(db, viewer, courseId);
  return (await repo.listSections(db, courseId)).map(presentSection);
}

export async function createSection(db: Db, courseId: number, input: SectionCreate): Promise<Section> {
  if (!(await findCourse(db, courseId))) throw notFound(COURSE_NOT_FOUND);
  const row = await repo.insertSection(db, {
    courseId,
    title: input.title,
    description: input.description ?? null,
    orderIndex: input.orderIndex,
  });
  return presentSection(row);
}

export async function updateSection(db: Db, id: number, input: SectionUpdate): Promise<Section> {
  const values: Partial<repo.NewSectionRow> = {};
  if (input.title !== undefined) values.title = input.title;
  if (input.description !== undefined) values.description = input.description;
  if (input.orderIndex !== undefined) values.orderIndex = input.orderIndex;
  const row = Object.keys(values).length ? await repo.updateSection(db, id, values) : await repo.findSection(db, id);
  if (!row) throw notFound(SECTION_NOT_FOUND);
  return presentSection(row);
}

/** docs/product-rules.md §3: the section's chapters (and guidelines) move to Unorganized Chapters. */
export async function deleteSection(db: Db, id: number): Promise<void> {
  if (!(await repo.deleteSectionRow(db, id))) throw notFound(SECTION_NOT_FOUND);
}
