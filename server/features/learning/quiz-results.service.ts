import type { QuizResults } from "@shared/schemas/quizzes";
import { COURSE_NOT_FOUND } from "@shared/schemas/courses";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { listCourseQuizzes } from "../content";
import { findCourse } from "../courses";
import * as repo from "./quiz-attempts.repo";

/**
 * Per quiz of a course, for admins (docs/product-rules.md §12): attempts, learners who tried and passed, the
 * pass rate among them, and the question most often missed at the quiz's current questions.
 */
export async function courseQuizResults(db: Db, courseId: number): Promise<QuizResults[]> {
  if (!(await findCourse(db, courseId))) throw notFound(COURSE_NOT_FOUND);
  const quizzes = await listCourseQuizzes(db, courseId);
  const results: QuizResults[] = [];
  for (const { quiz, chapterTitle } of quizzes) {
    const totals = await repo.quizTotals(db, quiz.id);
    const [worst] = await repo.missesPerQuestion(db, quiz.id, quiz.version);
    results.push({
      chapterId: quiz.chapterId,
      chapterTitle,
      questionCount: quiz.questions.length,
      passMark: quiz.passMark,
      ...totals,
      passRate: totals.learners === 0 ? null : Math.round((100 * totals.learnersPassed) / totals.learners),
      mostMissed:
        worst && worst.misses > 0
          ? { index: worst.index, prompt: quiz.questions[worst.index]?.prompt ?? "", misses: worst.misses, attempts: worst.attempts }
          : null,
    });
  }
  return results;
}
