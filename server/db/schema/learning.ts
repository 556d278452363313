import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { chapters, courses } from "./courses";
import { users } from "./users";

export const enrollments = pgTable(
  "enrollments",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // A course with enrollments cannot be deleted (docs/product-rules.md §3): restrict.
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    progress: integer("progress").notNull().default(0),
    completedChapterIds: integer("completed_chapter_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** chapterId -> last position in whole seconds. */
    lastPositions: jsonb("last_positions").$type<Record<string, number>>().notNull().default({}),
    lastChapterId: integer("last_chapter_id"),
    /** null: lifetime access (one-time purchase or free); a date: paid subscription month ends then. */
    accessUntil: timestamp("access_until", { withTimezone: true }),
    /** false once a refund revoked the access. */
    accessRevokedAt: timestamp("access_revoked_at", { withTimezone: true }),
    subscriptionCancelledAt: timestamp("subscription_cancelled_at", { withTimezone: true }),
    /** The end of the free trial this subscription started with (docs/product-rules.md §11); the first instalment is charged then. */
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    enrolledAt: timestamp("enrolled_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("enrollments_user_course_key").on(t.userId, t.courseId),
    index("enrollments_course_idx").on(t.courseId),
    index("enrollments_enrolled_at_idx").on(t.enrolledAt),
    index("enrollments_completed_at_idx").on(t.completedAt),
    // The test provider's monthly billing looks for subscription months about to end.
    index("enrollments_access_until_idx")
      .on(t.accessUntil)
      .where(sql`${t.accessUntil} IS NOT NULL`),
    check("enrollments_progress_range", sql`${t.progress} BETWEEN 0 AND 100`),
  ],
);

/** Days on which a learner studied, for the learning streak. */
export const learningActivity = pgTable(
  "learning_activity",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
  },
  // The day index serves the admin engagement figures (learners active in a period).
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index("learning_activity_day_idx").on(t.day)],
);

export const notes = pgTable(
  "notes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    chapterId: integer("chapter_id").references(() => chapters.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    timestampSeconds: integer("timestamp_seconds").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notes_user_course_idx").on(t.userId, t.courseId, t.createdAt),
    check("notes_timestamp_nonnegative", sql`${t.timestampSeconds} >= 0`),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_user_course_key").on(t.userId, t.courseId),
    index("reviews_course_idx").on(t.courseId, t.createdAt),
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
