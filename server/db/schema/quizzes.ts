import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { chapters } from "./courses";
import { enrollments } from "./learning";
import { users } from "./users";

/** One question as stored: the correct option indexes never leave the server before an attempt. */
export interface StoredQuizQuestion {
  prompt: string;
  options: string[];
  multiple: boolean;
  correct: number[];
  explanation: string | null;
}

/**
 * A chapter's quiz (docs/product-rules.md §12), replaced whole by the admin. `version` grows with each
 * replacement, so the per-question figures read only the attempts at the current questions.
 */
export const chapterQuizzes = pgTable(
  "chapter_quizzes",
  {
    id: serial("id").primaryKey(),
    chapterId: integer("chapter_id")
      .notNull()
      .unique("chapter_quizzes_chapter_key")
      .references(() => chapters.id, { onDelete: "cascade" }),
    passMark: integer("pass_mark").notNull().default(70),
    questions: jsonb("questions").$type<StoredQuizQuestion[]>().notNull(),
    version: integer("version").notNull().default(1),
    /** Attempts a learner may make in any 24 hours: against finding answers by trial. */
    maxAttemptsPerDay: integer("max_attempts_per_day").notNull().default(5),
    /** When an attempt's answer says which questions were right: only after a pass, or always. */
    showCorrectness: text("show_correctness", { enum: ["after_pass", "always"] })
      .notNull()
      .default("after_pass"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("chapter_quizzes_pass_mark_range", sql`${t.passMark} BETWEEN 1 AND 100`),
    check("chapter_quizzes_attempts_range", sql`${t.maxAttemptsPerDay} BETWEEN 1 AND 100`),
  ],
);

/** Every attempt is kept; the best one counts (a pass stands once made). */
export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: serial("id").primaryKey(),
    quizId: integer("quiz_id")
      .notNull()
      .references(() => chapterQuizzes.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    quizVersion: integer("quiz_version").notNull(),
    answers: jsonb("answers").$type<number[][]>().notNull(),
    /** Per question, in order: answered exactly right. */
    correct: boolean("correct").array().notNull(),
    score: integer("score").notNull(),
    passed: boolean("passed").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("quiz_attempts_user_quiz_idx").on(t.userId, t.quizId),
    index("quiz_attempts_quiz_idx").on(t.quizId, t.quizVersion),
    check("quiz_attempts_score_range", sql`${t.score} BETWEEN 0 AND 100`),
  ],
);

/** A drip chapter whose opening the learner was told about (once per enrollment and chapter). */
export const chapterUnlockNotices = pgTable(
  "chapter_unlock_notices",
  {
    enrollmentId: integer("enrollment_id")
      .notNull()
      .references(() => enrollments.id, { onDelete: "cascade" }),
    chapterId: integer("chapter_id")
      .notNull()
      .references(() => chapters.id, { onDelete: "cascade" }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The chapter index serves the cascade when a chapter is deleted (the key leads with the enrollment).
  (t) => [primaryKey({ columns: [t.enrollmentId, t.chapterId] }), index("chapter_unlock_notices_chapter_idx").on(t.chapterId)],
);
