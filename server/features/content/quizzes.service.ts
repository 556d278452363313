import { QUIZ_NOT_FOUND, type AdminQuiz, type QuizUpsert } from "@shared/schemas/quizzes";
import type { Db, Tx } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { lockCourse } from "../courses";
import { recomputeCourseProgress, uncompleteChapterForUnfinished } from "../enrollments";
import * as chaptersRepo from "./chapters.repo";
import { CHAPTER_NOT_FOUND } from "./chapters.service";
import * as repo from "./quizzes.repo";

// The admin's side of chapter quizzes (docs/product-rules.md §12): one quiz per chapter, replaced whole.

function presentAdminQuiz(row: repo.QuizRow): AdminQuiz {
  return {
    chapterId: row.chapterId,
    passMark: row.passMark,
    maxAttemptsPerDay: row.maxAttemptsPerDay,
    showCorrectness: row.showCorrectness,
    questions: row.questions.map((q) => ({ ...q })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function lockChapter(tx: Tx, chapterId: number) {
  const found = await chaptersRepo.findChapter(tx, chapterId);
  if (!found) throw notFound(CHAPTER_NOT_FOUND);
  await lockCourse(tx, found.courseId); // the same order as chapter changes: course, then chapter
  const chapter = await chaptersRepo.lockChapter(tx, chapterId);
  if (!chapter) throw notFound(CHAPTER_NOT_FOUND);
  return chapter;
}

export async function getAdminQuiz(db: Db, chapterId: number): Promise<AdminQuiz> {
  if (!(await chaptersRepo.findChapter(db, chapterId))) throw notFound(CHAPTER_NOT_FOUND);
  const row = await repo.findQuizByChapter(db, chapterId);
  if (!row) throw notFound(QUIZ_NOT_FOUND, "NO_QUIZ");
  return presentAdminQuiz(row);
}

/**
 * Creates or replaces the chapter's quiz. A new quiz decides the chapter's completion from now on:
 * learners still working through the course who had marked it complete must pass the quiz, so
 * their progress is recomputed in the same transaction. Learners who had finished the course keep
 * their completion and certificate. A replaced quiz keeps its attempts.
 */
export async function saveQuiz(db: Db, chapterId: number, input: QuizUpsert): Promise<AdminQuiz> {
  return db.transaction(async (tx) => {
    const chapter = await lockChapter(tx, chapterId);
    const questions = input.questions.map((q) => ({
      prompt: q.prompt,
      options: q.options,
      multiple: q.multiple,
      correct: [...q.correct].sort((a, b) => a - b),
      explanation: q.explanation ?? null,
    }));
    const { row, created } = await repo.upsertQuiz(tx, chapterId, {
      passMark: input.passMark,
      maxAttemptsPerDay: input.maxAttemptsPerDay,
      showCorrectness: input.showCorrectness,
      questions,
    });
    if (created) {
      await uncompleteChapterForUnfinished(tx, chapter.courseId, chapterId);
      await recomputeCourseProgress(tx, chapter.courseId);
    }
    return presentAdminQuiz(row);
  });
}

/** Removes the quiz and its attempts; completions already earned stay. */
export async function removeQuiz(db: Db, chapterId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockChapter(tx, chapterId);
    if (!(await repo.deleteQuiz(tx, chapterId))) throw notFound(QUIZ_NOT_FOUND, "NO_QUIZ");
  });
}
