import {
  COURSE_NOT_FOUND,
  DEFAULT_GUIDELINE_TITLE,
  type Guideline,
  type GuidelineCreate,
  type GuidelineUpdate,
} from "@shared/schemas/courses";
import type { Db, Tx } from "../../db/client";
import { badRequest, forbidden, notFound, unauthorized } from "../../lib/app-error";
import { hasCourseAccess } from "./access";
import { discardUploads, findCourse, requireVisibleCourse, unreferencedUploads, type CourseDeps, type Viewer } from "../courses";
import { sectionBelongsToCourse } from "./chapters.repo";
import { presentGuideline } from "./content.presenter";
import * as repo from "./guidelines.repo";

export const GUIDELINE_NOT_FOUND = "Guideline not found";
const SECTION_OF_OTHER_COURSE = "Section does not belong to this course";

export async function listCourseGuidelines(db: Db, viewer: Viewer, courseId: number): Promise<Guideline[]> {
  await requireVisibleCourse(db, viewer, courseId);
  const list = await repo.listGuidelinesWithFiles(db, courseId);
  const locked = list.length > 0 && !(await hasCourseAccess(db, viewer, courseId));
  return list.map(({ row, files }) => presentGuideline(row, files, locked));
}

/**
 * May `viewer` download this stored document? Admins always (they manage the files); others only
 * a guideline file of a course they have access to. Anonymous 401, others 403, unknown 404.
 */
export async function authorizeDocumentDownload(db: Db, viewer: Viewer, url: string): Promise<void> {
  if (viewer?.role === "admin") return;
  const courseIds = await repo.coursesReferencingDocument(db, url);
  if (courseIds.length === 0) throw notFound("File not found");
  if (!viewer) throw unauthorized();
  for (const courseId of courseIds) if (await hasCourseAccess(db, viewer, courseId)) return;
  throw forbidden("Enroll in this course to download its study material.", "NO_COURSE_ACCESS");
}

async function checkSection(tx: Tx, sectionId: number | null | undefined, courseId: number): Promise<void> {
  if (sectionId == null) return;
  if (!(await sectionBelongsToCourse(tx, sectionId, courseId))) {
    throw badRequest(SECTION_OF_OTHER_COURSE, { sectionId: SECTION_OF_OTHER_COURSE });
  }
}

/** The guideline and its files in one transaction. */
export async function createGuideline(db: Db, courseId: number, input: GuidelineCreate): Promise<Guideline> {
  return db.transaction(async (tx) => {
    if (!(await findCourse(tx, courseId))) throw notFound(COURSE_NOT_FOUND);
    await checkSection(tx, input.sectionId, courseId);
    const row = await repo.insertGuideline(tx, {
      courseId,
      title: input.title ?? DEFAULT_GUIDELINE_TITLE,
      content: input.content,
      sectionId: input.sectionId ?? null,
    });
    await repo.replaceFiles(tx, row.id, input.downloadableContent ?? []);
    return presentGuideline(row, await repo.filesOf(tx, [row.id]));
  });
}

/** downloadableContent, when given, replaces the file list; dropped uploaded files are removed. */
export async function updateGuideline(deps: CourseDeps, id: number, input: GuidelineUpdate): Promise<Guideline> {
  const { guideline, orphans } = await deps.db.transaction(async (tx) => {
    const before = await repo.lockGuideline(tx, id);
    if (!before) throw notFound(GUIDELINE_NOT_FOUND);
    await checkSection(tx, input.sectionId, before.courseId);
    const values: Partial<repo.NewGuidelineRow> = {};
    if (input.title !== undefined) values.title = input.title;
    if (input.content !== undefined) values.content = input.content;
    if (input.sectionId !== undefined) values.sectionId = input.sectionId;
    const row = await repo.updateGuideline(tx, id, values);
    let dropped: string[] = [];
    if (input.downloadableContent !== undefined) {
      const old = await repo.filesOf(tx, [id]);
      await repo.replaceFiles(tx, id, input.downloadableContent);
      dropped = await unreferencedUploads(
        tx,
        old.map((f) => f.url),
      );
    }
    return { guideline: presentGuideline(row, await repo.filesOf(tx, [id])), orphans: dropped };
  });
  await discardUploads(deps.storage, orphans, deps.logger);
  return guideline;
}

export async function deleteGuideline(deps: CourseDeps, id: number): Promise<void> {
  const orphans = await deps.db.transaction(async (tx) => {
    const row = await repo.lockGuideline(tx, id);
    if (!row) throw notFound(GUIDELINE_NOT_FOUND);
    const files = await repo.filesOf(tx, [id]);
    await repo.deleteGuidelineRow(tx, id);
    return unreferencedUploads(
      tx,
      files.map((f) => f.url),
    );
  });
  await discardUploads(deps.storage, orphans, deps.logger);
}
