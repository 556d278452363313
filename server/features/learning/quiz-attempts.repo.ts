import { and, asc, count, countDistinct, eq, gt, max, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { quizAttempts } from "../../db/schema";

export type QuizAttemptRow = typeof quizAttempts.$inferSelect;

export async function insertAttempt(tx: Tx, values: typeof quizAttempts.$inferInsert): Promise<QuizAttemptRow> {
  const [row] = await tx.insert(quizAttempts).values(values).returning();
  return row;
}

/** The times of the learner's attempts at the quiz since `since`, oldest first. */
export async function attemptTimesSince(db: Db | Tx, userId: number, quizId: number, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: quizAttempts.createdAt })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId), gt(quizAttempts.createdAt, since)))
    .orderBy(asc(quizAttempts.createdAt));
  return rows.map((r) => r.at);
}

/** Serialises one learner's attempts at one quiz until the transaction ends (the daily allowance). */
export async function lockLearnerQuiz(tx: Tx, userId: number, quizId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`quiz-attempts:${quizId}:${userId}`}))`);
}

export async function hasPassedQuiz(db: Db | Tx, userId: number, quizId: number): Promise<boolean> {
  const rows = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId), eq(quizAttempts.passed, true)))
    .limit(1);
  return rows.length > 0;
}

/** The learner's attempts at a quiz: how many, the best score, and whether any passed. */
export async function learnerQuizSummary(db: Db | Tx, userId: number, quizId: number) {
  const [row] = await db
    .select({
      attempts: count(),
      bestScore: max(quizAttempts.score),
      passed: sql<boolean>`coalesce(bool_or(${quizAttempts.passed}), false)`,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId)));
  return { attempts: row.attempts, bestScore: row.bestScore ?? null, passed: Boolean(row.passed) };
}

/** A quiz's figures for admins: attempts, learners who tried, learners who passed. */
export async function quizTotals(db: Db, quizId: number) {
  const [row] = await db
    .select({
      attempts: count(),
      learners: countDistinct(quizAttempts.userId),
      learnersPassed: sql<number>`count(DISTINCT ${quizAttempts.userId}) FILTER (WHERE ${quizAttempts.passed})::int`,
    })
    .from(quizAttempts)
    .where(eq(quizAttempts.quizId, quizId));
  return { attempts: row.attempts, learners: row.learners, learnersPassed: Number(row.learnersPassed) };
}

/** Per question (0-based), how many attempts at the quiz's current version got it wrong. */
export async function missesPerQuestion(db: Db, quizId: number, version: number) {
  const { rows } = await db.execute<{ index: number; misses: number; attempts: number }>(sql`
    SELECT q.ord - 1 AS index, count(*) FILTER (WHERE NOT q.ok)::int AS misses, count(*)::int AS attempts
    FROM ${quizAttempts} a, unnest(a.correct) WITH ORDINALITY AS q(ok, ord)
    WHERE a.quiz_id = ${quizId} AND a.quiz_version = ${version}
    GROUP BY q.ord
    ORDER BY misses DESC, q.ord ASC`);
  return rows.map((r) => ({ index: Number(r.index), misses: Number(r.misses), attempts: Number(r.attempts) }));
}
