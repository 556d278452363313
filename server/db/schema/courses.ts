import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

export const courses = pgTable(
  "courses",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description").notNull(),
    category: varchar("category", { length: 50 }).notNull(),
    level: text("level", { enum: ["beginner", "intermediate", "advanced"] }).notNull(),
    priceCents: integer("price_cents").notNull(),
    originalPriceCents: integer("original_price_cents"),
    thumbnailUrl: text("thumbnail_url"),
    guidelines: text("guidelines"),
    isPublished: boolean("is_published").notNull().default(false),
    /** Chapters open in course order: each once the earlier ones are complete (docs/product-rules.md §12). */
    sequential: boolean("sequential").notNull().default(false),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // The figures on every course card, maintained by triggers on enrollments, chapters and
    // reviews (migration 0012_course_counters_triggers) instead of aggregated per request
    // (docs/architecture.md, "Figures kept by the database"). Written by no application code.
    studentsCount: integer("students_count").notNull().default(0),
    lessonsCount: integer("lessons_count").notNull().default(0),
    totalSeconds: bigint("total_seconds", { mode: "number" }).notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
  },
  (t) => [
    index("courses_published_created_idx").on(t.isPublished, t.createdAt),
    // sort=popular and sort=rating read the maintained figures through these.
    index("courses_popular_idx").on(t.isPublished, t.studentsCount.desc(), t.createdAt.desc(), t.id.desc()),
    index("courses_category_idx").on(sql`lower(${t.category})`),
    index("courses_level_idx").on(t.level),
    index("courses_title_idx").on(sql`lower(${t.title})`),
    // The catalogue search is ILIKE '%…%' on title or description (courses.repo.ts): trigram
    // indexes serve it at any catalogue size instead of reading every course (docs/benchmarks.md).
    index("courses_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    index("courses_description_trgm_idx").using("gin", t.description.op("gin_trgm_ops")),
    check("courses_price_nonnegative", sql`${t.priceCents} >= 0`),
    check("courses_original_price_nonnegative", sql`${t.originalPriceCents} IS NULL OR ${t.originalPriceCents} >= 0`),
  ],
);

export const sections = pgTable(
  "sections",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description"),
    orderIndex: integer("order_index").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sections_course_order_idx").on(t.courseId, t.orderIndex), check("sections_order_min", sql`${t.orderIndex} >= 1`)],
);

export const chapters = pgTable(
  "chapters",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    sectionId: integer("section_id").references(() => sections.id, { onDelete: "set null" }),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description"),
    videoUrl: text("video_url"),
    /** Path of an uploaded video under UPLOAD_DIR (served through the guarded stream route). */
    videoFile: text("video_file"),
    /**
     * The HLS transcode of videoFile (docs/decisions/016): null (none asked), queued, processing,
     * ready or failed. A queued row is the job's durable record, written with the upload's change.
     */
    videoStatus: text("video_status"),
    /** Percent done while processing. */
    videoProgress: integer("video_progress").notNull().default(0),
    /** Why the last transcode failed. */
    videoError: text("video_error"),
    /** Storage prefix of the ready stream ("streams/<chapter>/<run>/": master.m3u8, renditions, poster.jpg). */
    videoStream: text("video_stream"),
    /** The transcode run that owns the chapter while processing (its output prefix). */
    videoJob: text("video_job"),
    /** When videoStatus last changed: a processing row not touched for long was left by a crash. */
    videoStatusAt: timestamp("video_status_at", { withTimezone: true }),
    durationSeconds: integer("duration_seconds"),
    orderIndex: integer("order_index").notNull().default(1),
    isPreview: boolean("is_preview").notNull().default(false),
    guidelines: text("guidelines"),
    /** Drip (docs/product-rules.md §12): opens this many days after the learner's enrollment... */
    availableAfterDays: integer("available_after_days"),
    /** ...or at this moment for everyone; at most one of the two is set. */
    availableAt: timestamp("available_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("chapters_course_order_idx").on(t.courseId, t.orderIndex),
    index("chapters_section_idx").on(t.sectionId),
    index("chapters_video_file_idx").on(t.videoFile),
    check("chapters_duration_nonnegative", sql`${t.durationSeconds} IS NULL OR ${t.durationSeconds} >= 0`),
    check("chapters_available_after_days_range", sql`${t.availableAfterDays} IS NULL OR ${t.availableAfterDays} BETWEEN 0 AND 3650`),
    check("chapters_one_availability", sql`${t.availableAfterDays} IS NULL OR ${t.availableAt} IS NULL`),
    check("chapters_video_status", sql`${t.videoStatus} IS NULL OR ${t.videoStatus} IN ('queued', 'processing', 'ready', 'failed')`),
    check("chapters_video_progress", sql`${t.videoProgress} BETWEEN 0 AND 100`),
    index("chapters_video_status_idx").on(t.videoStatus),
  ],
);

export const guidelines = pgTable(
  "guidelines",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    sectionId: integer("section_id").references(() => sections.id, { onDelete: "set null" }),
    title: varchar("title", { length: 200 }).notNull().default("Course Guidelines"),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("guidelines_course_idx").on(t.courseId)],
);

/** downloadableContent of a guideline: one row per file. */
export const guidelineFiles = pgTable(
  "guideline_files",
  {
    id: serial("id").primaryKey(),
    guidelineId: integer("guideline_id")
      .notNull()
      .references(() => guidelines.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 255 }).notNull(),
    url: text("url").notNull(),
    type: varchar("type", { length: 100 }).notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("guideline_files_guideline_idx").on(t.guidelineId), index("guideline_files_url_idx").on(t.url)],
);

/** The partner products of /personal/financial (docs/spec.md §9), served from the database. */
export const financialProducts = pgTable("financial_products", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 200 }).notNull(),
  type: varchar("type", { length: 50 }).notNull(),
  description: text("description").notNull(),
  features: text("features").array().notNull(),
  interestRate: varchar("interest_rate", { length: 50 }).notNull(),
  minCreditScore: integer("min_credit_score"),
  minDepositCents: integer("min_deposit_cents"),
  provider: varchar("provider", { length: 200 }).notNull(),
  rating: integer("rating_tenths"),
  applicationUrl: text("application_url"),
  sortOrder: integer("sort_order").notNull().default(0),
  /** A fictitious partner shipped as an example: the learner's page labels it "Demo". */
  isDemo: boolean("is_demo").notNull().default(false),
});
