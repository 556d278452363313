import { z } from "zod";
import "../zod-messages"; // human validation messages
import { idParam } from "./common";

// Chapter quizzes (docs/product-rules.md §12): the admin's whole quiz with its answers, the learner's view
// without them, attempts and their results, and the admin's per-quiz figures.

export const QUIZ_OPTIONS_MIN = 2;
export const QUIZ_OPTIONS_MAX = 8;
export const QUIZ_QUESTIONS_MAX = 50;
/** Text limits, in characters; with the counts above they bound a quiz's size (LIMITS.quizBodyBytes). */
export const QUIZ_PROMPT_MAX = 1000;
export const QUIZ_OPTION_MAX = 300;
export const QUIZ_EXPLANATION_MAX = 1000;
export const QUIZ_DEFAULT_PASS_MARK = 70;
/** Attempts per learner in any 24 hours, by default and at most. */
export const QUIZ_DEFAULT_ATTEMPTS_PER_DAY = 5;
export const QUIZ_ATTEMPTS_PER_DAY_MAX = 100;
export const QUIZ_SHOW_CORRECTNESS = ["after_pass", "always"] as const;
export const QUIZ_COOL_DOWN = "You have used this quiz's attempts for today.";
export const QUIZ_NOT_FOUND = "This chapter has no quiz";
export const QUIZ_CHANGED = "This quiz was changed while you answered it. Please answer the new version.";

// ---------- route parameters ----------

export const chapterQuizParams = z.object({ courseId: idParam, chapterId: idParam });

// ---------- the admin's quiz ----------

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `At most ${max} characters`);

export const quizQuestionInputSchema = z
  .object({
    prompt: text("Question", QUIZ_PROMPT_MAX),
    options: z
      .array(text("Option", QUIZ_OPTION_MAX), { error: "Options must be a list" })
      .min(QUIZ_OPTIONS_MIN, `At least ${QUIZ_OPTIONS_MIN} options`)
      .max(QUIZ_OPTIONS_MAX, `At most ${QUIZ_OPTIONS_MAX} options`),
    /** More than one option may be correct (the learner picks every correct one). */
    multiple: z.boolean({ error: "Must be true or false" }).optional().default(false),
    correct: z
      .array(
        z
          .number({ error: "Choose the correct option" })
          .int("Choose the correct option")
          .min(0)
          .max(QUIZ_OPTIONS_MAX - 1),
        {
          error: "Choose the correct option",
        },
      )
      .min(1, "Mark at least one option as correct")
      .max(QUIZ_OPTIONS_MAX),
    explanation: z
      .string({ error: "Explanation must be text" })
      .trim()
      .max(QUIZ_EXPLANATION_MAX, `At most ${QUIZ_EXPLANATION_MAX} characters`)
      .nullable()
      .optional()
      .transform((v) => v || null),
  })
  .superRefine((q, ctx) => {
    if (q.correct.some((i) => i >= q.options.length)) {
      ctx.addIssue({ code: "custom", path: ["correct"], message: "A correct option must be one of the options" });
    } else if (new Set(q.correct).size !== q.correct.length) {
      ctx.addIssue({ code: "custom", path: ["correct"], message: "An option is marked correct twice" });
    } else if (!q.multiple && q.correct.length !== 1) {
      ctx.addIssue({ code: "custom", path: ["correct"], message: "A single-answer question has exactly one correct option" });
    }
  });
export type QuizQuestionInput = z.input<typeof quizQuestionInputSchema>;

export const quizUpsertSchema = z.object({
  passMark: z
    .number({ error: "Pass mark must be a whole number" })
    .int("Pass mark must be a whole number")
    .min(1, "Pass mark must be at least 1")
    .max(100, "Pass mark must be at most 100")
    .optional()
    .default(QUIZ_DEFAULT_PASS_MARK),
  maxAttemptsPerDay: z
    .number({ error: "Attempts per day must be a whole number" })
    .int("Attempts per day must be a whole number")
    .min(1, "Allow at least 1 attempt per day")
    .max(QUIZ_ATTEMPTS_PER_DAY_MAX, `At most ${QUIZ_ATTEMPTS_PER_DAY_MAX} attempts per day`)
    .optional()
    .default(QUIZ_DEFAULT_ATTEMPTS_PER_DAY),
  showCorrectness: z
    .enum(QUIZ_SHOW_CORRECTNESS, { error: "Choose when answers are shown as right or wrong" })
    .optional()
    .default("after_pass"),
  questions: z
    .array(quizQuestionInputSchema, { error: "Questions must be a list" })
    .min(1, "Add at least one question")
    .max(QUIZ_QUESTIONS_MAX, `At most ${QUIZ_QUESTIONS_MAX} questions`),
});
export type QuizUpsertInput = z.input<typeof quizUpsertSchema>;
export type QuizUpsert = z.output<typeof quizUpsertSchema>;

const adminQuestionSchema = z.object({
  prompt: z.string(),
  options: z.array(z.string()),
  multiple: z.boolean(),
  correct: z.array(z.number().int()),
  explanation: z.string().nullable(),
});

/** The quiz as the admin edits it, answers included. */
export const adminQuizSchema = z.object({
  chapterId: z.number().int(),
  passMark: z.number().int(),
  maxAttemptsPerDay: z.number().int(),
  showCorrectness: z.enum(QUIZ_SHOW_CORRECTNESS),
  questions: z.array(adminQuestionSchema),
  updatedAt: z.string(),
});
export type AdminQuiz = z.infer<typeof adminQuizSchema>;

// ---------- the learner's quiz ----------

/** A question as a learner sees it before answering: no correct options, no explanation. */
export const learnerQuestionSchema = z.object({
  prompt: z.string(),
  options: z.array(z.string()),
  multiple: z.boolean(),
});

export const learnerQuizSchema = z.object({
  chapterId: z.number().int(),
  /** The quiz's version; an attempt sends it back, so it is scored against the questions shown. */
  version: z.number().int(),
  passMark: z.number().int(),
  questions: z.array(learnerQuestionSchema),
  attempts: z.number().int(),
  /** The best score so far (percent), null before the first attempt. */
  bestScore: z.number().int().nullable(),
  passed: z.boolean(),
  maxAttemptsPerDay: z.number().int(),
  /** Attempts left in the last 24 hours' allowance. */
  attemptsLeftToday: z.number().int(),
  /** When none are left: when the next attempt is allowed (ISO time); otherwise null. */
  nextAttemptAt: z.string().nullable(),
});
export type LearnerQuiz = z.infer<typeof learnerQuizSchema>;

/** One list of chosen option indexes per question, in question order. */
export const quizAttemptSchema = z.object({
  /**
   * The version of the quiz the answers are for (409 QUIZ_CHANGED when it has since changed).
   * Optional: without it the answers are scored against the current questions (docs/product-rules.md §12).
   */
  version: z
    .number({ error: "The quiz version is a whole number from 1" })
    .int("The quiz version is a whole number from 1")
    .min(1, "The quiz version is a whole number from 1")
    .optional(),
  answers: z
    .array(
      z
        .array(
          z
            .number({ error: "An answer is an option number" })
            .int("An answer is an option number")
            .min(0)
            .max(QUIZ_OPTIONS_MAX - 1),
          {
            error: "Each answer is a list of option numbers",
          },
        )
        .max(QUIZ_OPTIONS_MAX, `At most ${QUIZ_OPTIONS_MAX} options`),
      { error: "Answers must be a list" },
    )
    .max(QUIZ_QUESTIONS_MAX, `At most ${QUIZ_QUESTIONS_MAX} answers`),
});
export type QuizAttemptInput = z.infer<typeof quizAttemptSchema>;

export const quizAttemptResultSchema = z.object({
  /** Percent of questions answered exactly right, rounded. */
  score: z.number().int(),
  passed: z.boolean(),
  passMark: z.number().int(),
  bestScore: z.number().int(),
  /** The chapter counts as complete (its quiz is passed, now or before). */
  chapterCompleted: z.boolean(),
  /**
   * Per question, right or wrong and its explanation: only after a pass, or always when the quiz
   * says so (`showCorrectness`); otherwise empty, so answers cannot be found by trial.
   */
  results: z.array(z.object({ correct: z.boolean(), explanation: z.string().nullable() })),
  attemptsLeftToday: z.number().int(),
  nextAttemptAt: z.string().nullable(),
});
export type QuizAttemptResult = z.infer<typeof quizAttemptResultSchema>;

// ---------- the admin's figures ----------

export const quizResultsSchema = z.object({
  chapterId: z.number().int(),
  chapterTitle: z.string(),
  questionCount: z.number().int(),
  passMark: z.number().int(),
  attempts: z.number().int(),
  learners: z.number().int(),
  learnersPassed: z.number().int(),
  /** Percent of learners who tried and passed, rounded; null before any attempt. */
  passRate: z.number().int().nullable(),
  /** The question answered wrong most often, over attempts at the current questions. */
  mostMissed: z.object({ index: z.number().int(), prompt: z.string(), misses: z.number().int(), attempts: z.number().int() }).nullable(),
});
export type QuizResults = z.infer<typeof quizResultsSchema>;
export const quizResultsListSchema = z.array(quizResultsSchema);
