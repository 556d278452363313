import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { chapterQuizzes, chapters, quizAttempts, type StoredQuizQuestion } from "../../db/schema";

export type QuizRow = typeof chapterQuizzes.$inferSelect;

export async function findQuizByChapter(db: Db | Tx, chapterId: number): Promise<QuizRow | undefined> {
  const [row] = await db.select().from(chapterQuizzes).where(eq(chapterQuizzes.chapterId, chapterId));
  return row;
}

/** The chapters of a course that have a quiz. */
export async function chapterIdsWithQuiz(db: Db | Tx, courseId: number): Promise<Set<number>> {
  const rows = await db
    .select({ chapterId: chapterQuizzes.chapterId })
    .from(chapterQuizzes)
    .innerJoin(chapters, eq(chapters.id, chapterQuizzes.chapterId))
    .where(eq(chapters.courseId, courseId));
  return new Set(rows.map((r) => r.chapterId));
}

/** The chapters of a course whose quiz the learner has passed (the chapter list shows it). */
export async function chapterIdsWithPassedQuiz(db: Db | Tx, courseId: number, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ chapterId: chapterQuizzes.chapterId })
    .from(quizAttempts)
    .innerJoin(chapterQuizzes, eq(chapterQuizzes.id, quizAttempts.quizId))
    .innerJoin(chapters, eq(chapters.id, chapterQuizzes.chapterId))
    .where(and(eq(chapters.courseId, courseId), eq(quizAttempts.userId, userId), eq(quizAttempts.passed, true)));
  return new Set(rows.map((r) => r.chapterId));
}

/** The quizzes of a course with their chapters, in chapter order (for the admin's figures). */
export async function listCourseQuizzes(db: Db | Tx, courseId: number) {
  return db
    .select({ quiz: chapterQuizzes, chapterTitle: chapters.title })
    .from(chapterQuizzes)
    .innerJoin(chapters, eq(chapters.id, chapterQuizzes.chapterId))
    .where(eq(chapters.courseId, courseId))
    .orderBy(chapters.orderIndex, chapters.id);
}

/** Inserts the chapter's quiz, or replaces its questions and pass mark (version + 1). */
export async function upsertQuiz(
  tx: Tx,
  chapterId: number,
  values: {
    passMark: number;
    maxAttemptsPerDay: number;
    showCorrectness: "after_pass" | "always";
    questions: StoredQuizQuestion[];
  },
): Promise<{ row: QuizRow; created: boolean }> {
  const [row] = await tx
    .insert(chapterQuizzes)
    .values({ chapterId, ...values })
    .onConflictDoUpdate({
      target: chapterQuizzes.chapterId,
      set: { ...values, version: sql`${chapterQuizzes.version} + 1`, updatedAt: sql`now()` },
    })
    .returning();
  return { row, created: row.version === 1 };
}

export async function deleteQuiz(tx: Tx, chapterId: number): Promise<boolean> {
  const rows = await tx.delete(chapterQuizzes).where(eq(chapterQuizzes.chapterId, chapterId)).returning({ id: chapterQuizzes.id });
  return rows.length > 0;
}
