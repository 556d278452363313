import { COURSE_NOT_FOUND } from "@shared/schemas/courses";
import {
  QUIZ_CHANGED,
  QUIZ_COOL_DOWN,
  QUIZ_NOT_FOUND,
  type LearnerQuiz,
  type QuizAttemptInput,
  type QuizAttemptResult,
} from "@shared/schemas/quizzes";
import type { Db, Tx } from "../../db/client";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../lib/app-error";
import { assertChapterOpen, findChapter, findQuizByChapter, hasCourseAccess, type QuizRow } from "../content";
import { findCourse } from "../courses";
import { findEnrollment } from "./enrollments.repo";
import { ACCESS_ENDED, CHAPTER_NOT_FOUND, NOT_ENROLLED, inLearnerChapter, markChapterComplete, type Learner } from "./progress.service";
import * as repo from "./quiz-attempts.repo";

// A learner taking a chapter's quiz (docs/product-rules.md §12). The correct options never leave the server
// before an attempt, and after one only "right or wrong" and the explanation do.

const DAY_MS = 24 * 3600 * 1000;

/**
 * The quiz's daily allowance: `maxAttemptsPerDay` attempts in any 24 hours. When
 * they are used up, the next is allowed 24 hours after the attempt that would leave the window.
 */
async function allowance(db: Db | Tx, userId: number, quiz: QuizRow, now: Date) {
  const times = await repo.attemptTimesSince(db, userId, quiz.id, new Date(now.getTime() - DAY_MS));
  const left = Math.max(0, quiz.maxAttemptsPerDay - times.length);
  const nextAttemptAt = left > 0 ? null : new Date(times[times.length - quiz.maxAttemptsPerDay].getTime() + DAY_MS);
  return { attemptsLeftToday: left, nextAttemptAt };
}

async function requireQuiz(db: Db | Tx, chapterId: number): Promise<QuizRow> {
  const quiz = await findQuizByChapter(db, chapterId);
  if (!quiz) throw notFound(QUIZ_NOT_FOUND, "NO_QUIZ");
  return quiz;
}

/** The quiz without its answers, for an enrolled learner with access to an open chapter. */
export async function getLearnerQuiz(
  db: Db,
  learner: Learner,
  courseId: number,
  chapterId: number,
  now = new Date(),
): Promise<LearnerQuiz> {
  const course = await findCourse(db, courseId);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  if (!(await findEnrollment(db, learner.id, courseId))) {
    throw course.isPublished ? forbidden(NOT_ENROLLED, "NOT_ENROLLED") : notFound(COURSE_NOT_FOUND, "COURSE_NOT_FOUND");
  }
  if (!(await hasCourseAccess(db, learner, courseId))) throw forbidden(ACCESS_ENDED, "ACCESS_ENDED");
  const chapter = await findChapter(db, chapterId);
  if (!chapter || chapter.courseId !== courseId) throw notFound(CHAPTER_NOT_FOUND);
  await assertChapterOpen(db, learner, chapter, now);
  const quiz = await requireQuiz(db, chapterId);
  const summary = await repo.learnerQuizSummary(db, learner.id, quiz.id);
  const left = await allowance(db, learner.id, quiz, now);
  return {
    chapterId,
    version: quiz.version,
    passMark: quiz.passMark,
    questions: quiz.questions.map((q) => ({ prompt: q.prompt, options: q.options, multiple: q.multiple })),
    ...summary,
    maxAttemptsPerDay: quiz.maxAttemptsPerDay,
    attemptsLeftToday: left.attemptsLeftToday,
    nextAttemptAt: left.nextAttemptAt?.toISOString() ?? null,
  };
}

/** Right only when exactly the correct options are chosen. */
export function isRight(chosen: number[], correct: number[]): boolean {
  const picked = new Set(chosen);
  return picked.size === correct.length && correct.every((i) => picked.has(i));
}

/** Percent of questions right, rounded half up: for display only, never for the pass. */
export function scoreOf(results: boolean[]): number {
  return results.length === 0 ? 0 : Math.round((100 * results.filter(Boolean).length) / results.length);
}

/**
 * Passed when right / questions >= passMark / 100, compared in whole numbers: the rounded score
 * would let 23 of 33 (69.7 %) pass a 70 % mark.
 */
export function passes(results: boolean[], passMark: number): boolean {
  return results.length > 0 && 100 * results.filter(Boolean).length >= passMark * results.length;
}

function checkAnswers(quiz: QuizRow, answers: number[][]): void {
  const n = quiz.questions.length;
  if (answers.length !== n) {
    throw badRequest(`Answer all ${n} questions`, { answers: `Expected ${n} answers, one list per question` });
  }
  answers.forEach((chosen, i) => {
    if (chosen.some((option) => option >= quiz.questions[i].options.length) || new Set(chosen).size !== chosen.length) {
      throw badRequest("Choose among the question's options", { [`answers.${i}`]: "Choose among the question's options" });
    }
  });
}

/**
 * Scores and stores an attempt; a pass completes the chapter (and may earn the certificate) in the
 * same transaction. The best attempt counts: a pass stands after later failures.
 */
export async function submitAttempt(
  db: Db,
  learner: Learner,
  courseId: number,
  chapterId: number,
  input: QuizAttemptInput,
  now = new Date(),
): Promise<QuizAttemptResult> {
  return inLearnerChapter(db, learner, courseId, chapterId, now, async (tx, at) => {
    const quiz = await requireQuiz(tx, chapterId);
    // Answers to questions the admin has since replaced would be scored against the wrong ones.
    // Without a version the current questions count; checkAnswers still wants one list per question.
    if (input.version !== undefined && input.version !== quiz.version) throw conflict(QUIZ_CHANGED, undefined, "QUIZ_CHANGED");
    checkAnswers(quiz, input.answers);
    await repo.lockLearnerQuiz(tx, learner.id, quiz.id);
    const before = await allowance(tx, learner.id, quiz, now);
    if (before.nextAttemptAt) {
      const nextAttemptAt = before.nextAttemptAt.toISOString();
      throw new AppError(429, `${QUIZ_COOL_DOWN} The next attempt is allowed at ${nextAttemptAt}.`, undefined, "QUIZ_COOL_DOWN", {
        nextAttemptAt,
      });
    }
    const correct = quiz.questions.map((q, i) => isRight(input.answers[i], q.correct));
    const score = scoreOf(correct);
    const passed = passes(correct, quiz.passMark);
    await repo.insertAttempt(tx, {
      quizId: quiz.id,
      userId: learner.id,
      quizVersion: quiz.version,
      answers: input.answers,
      correct,
      score,
      passed,
      createdAt: now,
    });
    if (passed) await markChapterComplete(tx, learner, courseId, at);
    const summary = await repo.learnerQuizSummary(tx, learner.id, quiz.id);
    const enrollment = await findEnrollment(tx, learner.id, courseId);
    const after = await allowance(tx, learner.id, quiz, now);
    // Which questions were right only after a pass (or always, if the quiz says so): otherwise a
    // learner could find every answer by changing one at a time.
    const showResults = passed || quiz.showCorrectness === "always";
    return {
      score,
      passed,
      passMark: quiz.passMark,
      bestScore: summary.bestScore ?? score,
      chapterCompleted: !!enrollment?.completedChapterIds.includes(chapterId),
      results: showResults ? quiz.questions.map((q, i) => ({ correct: correct[i], explanation: q.explanation })) : [],
      attemptsLeftToday: after.attemptsLeftToday,
      nextAttemptAt: after.nextAttemptAt?.toISOString() ?? null,
    };
  });
}
