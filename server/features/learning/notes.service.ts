import { ENROLL_TO_TAKE_NOTES, NOTE_NOT_FOUND, type Note, type NoteCreate } from "@shared/schemas/learning";
import type { Db } from "../../db/client";
import { badRequest, forbidden, notFound } from "../../lib/app-error";
import { assertChapterOpen, findChapter } from "../content";
import { requireVisibleCourse, type Viewer } from "../courses";
import { findEnrollment } from "./enrollments.repo";
import { presentNote } from "./learning.presenter";
import * as repo from "./notes.repo";
import { chapterBelongsToCourse } from "./progress.repo";

const CHAPTER_OF_OTHER_COURSE = "Chapter does not belong to this course";

type Author = NonNullable<Viewer>;

/** Notes are for the course's learners (and admins): 404 for a hidden course, 403 when not enrolled. */
async function requireNoteTaker(db: Db, author: Author, courseId: number): Promise<void> {
  await requireVisibleCourse(db, author, courseId);
  if (author.role === "admin") return;
  if (!(await findEnrollment(db, author.id, courseId))) throw forbidden(ENROLL_TO_TAKE_NOTES);
}

/** Only the caller's own notes on the course, newest first. */
export async function listNotes(db: Db, author: Author, courseId: number): Promise<Note[]> {
  await requireNoteTaker(db, author, courseId);
  return (await repo.listOwnNotes(db, author.id, courseId)).map(presentNote);
}

/**
 * A note may name a chapter of the course; a chapter still locked for the learner (drip or order,
 * docs/product-rules.md §12) is refused with the same 403 as its other resources.
 */
export async function addNote(db: Db, author: Author, courseId: number, input: NoteCreate, now = new Date()): Promise<Note> {
  await requireNoteTaker(db, author, courseId);
  const chapterId = input.chapterId ?? null;
  if (chapterId !== null && !(await chapterBelongsToCourse(db, chapterId, courseId))) {
    throw badRequest(CHAPTER_OF_OTHER_COURSE, { chapterId: CHAPTER_OF_OTHER_COURSE });
  }
  if (chapterId !== null) {
    const chapter = await findChapter(db, chapterId);
    if (chapter) await assertChapterOpen(db, author, chapter, now);
  }
  const row = await repo.insertNote(db, {
    userId: author.id,
    courseId,
    chapterId,
    content: input.content,
    timestampSeconds: input.timestamp,
  });
  return presentNote(row);
}

/** Another user's note answers 404, exactly like a note that does not exist. */
export async function deleteNote(db: Db, authorId: number, noteId: number): Promise<void> {
  if (!(await repo.deleteOwnNote(db, noteId, authorId))) throw notFound(NOTE_NOT_FOUND);
}
