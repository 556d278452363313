import { z } from "zod";
import "../zod-messages"; // human validation messages
import { isWebUrl, UPLOADED_IMAGE_PATH } from "../urls";
import { COURSE_LEVELS, COURSE_SORTS } from "../constants";
import { chapterCaptionSchema } from "./captions";
import { centsToString, parseMoneyToCents } from "../money";

// Requests and responses of the course catalogue and content API, shared with the client forms
// (messages of docs/spec.md §5). Derived figures (studentsCount, lessonsCount, duration, rating) exist only
// in responses: the request schemas do not list them, so zod strips them from any body.

export const COURSE_PRICE_MAX_CENTS = 100_000_00;
export const COURSE_NOT_FOUND = "Course not found";
export const COURSE_HAS_STUDENTS = "Course has enrolled students; unpublish it instead.";
export const DEFAULT_GUIDELINE_TITLE = "Course Guidelines";

const UPLOADED_IMAGE = UPLOADED_IMAGE_PATH;
const UPLOADED_VIDEO = /^\/uploads\/videos\/[A-Za-z0-9][A-Za-z0-9._-]*$/;
const UPLOADED_DOCUMENT = /^\/uploads\/documents\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

const required = (label: string, wrongType = `${label} must be text`) => ({
  error: (iss: { input?: unknown }) => (iss.input === undefined || iss.input === null ? label + " is required" : wrongType),
});

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** Optional text: blank becomes null. */
const optionalText = (max: number) =>
  z
    .string({ error: "Must be text" })
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .transform((v) => v || null)
    .optional();

type Ctx = z.RefinementCtx;

function fail(ctx: Ctx, message: string): never {
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
}

/** A money amount given as a number or numeric string ≥ 0 with at most 2 decimals -> "129.00". */
function parseMoney(label: string, value: string | number, ctx: Ctx): string {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "NaN") : value.trim();
  if (text === "") return fail(ctx, `${label} is required`);
  if (!/^-?\d+(\.\d+)?$/.test(text)) return fail(ctx, `${label} must be a number`);
  if (text.startsWith("-")) return fail(ctx, `${label} cannot be negative`);
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return fail(ctx, `${label} can have at most 2 decimal places`);
  const cents = parseMoneyToCents(text);
  if (cents > COURSE_PRICE_MAX_CENTS) return fail(ctx, `${label} must be at most ${COURSE_PRICE_MAX_CENTS / 100}`);
  return centsToString(cents);
}

const money = (label: string) =>
  z.union([z.string(), z.number()], required(label, `${label} must be a number`)).transform((value, ctx) => parseMoney(label, value, ctx));

/** Optional amount: null or blank clear it. */
const nullableMoney = (label: string) =>
  z
    .union([z.string(), z.number(), z.null()], required(label, `${label} must be a number`))
    .transform((value, ctx) => (value === null || value === "" ? null : parseMoney(label, value, ctx)));

/** A whole number given as a number or a digit string. */
function parseWhole(label: string, min: number, value: string | number, ctx: Ctx): number {
  const text = typeof value === "number" ? String(value) : value.trim();
  const n = /^-?\d+(\.0+)?$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n > 2_147_483_647) return fail(ctx, `${label} must be a whole number`);
  if (n < min) return fail(ctx, `${label} must be at least ${min}`);
  return n;
}

const wholeNumber = (label: string, min: number) =>
  z
    .union([z.string(), z.number()], required(label, `${label} must be a whole number`))
    .transform((value, ctx) => parseWhole(label, min, value, ctx));

const nullableWholeNumber = (label: string, min: number) =>
  z
    .union([z.string(), z.number(), z.null()], required(label, `${label} must be a whole number`))
    .transform((value, ctx) => (value === null || value === "" ? null : parseWhole(label, min, value, ctx)));

const levelSchema = z
  .string(required("Level"))
  .trim()
  .toLowerCase()
  .pipe(z.enum(COURSE_LEVELS, { error: "Level must be beginner, intermediate or advanced" }));

/** An http(s) URL or an uploaded image path; blank -> null. */
const thumbnailSchema = z
  .string({ error: "Must be a valid URL" })
  .trim()
  .max(2048, "At most 2048 characters")
  .refine((v) => v === "" || UPLOADED_IMAGE.test(v) || isWebUrl(v), "Must be a valid URL")
  .nullable()
  .transform((v) => v || null);

/** Section id of the same course; null, "" or "none" mean unassigned (docs/spec.md §5). */
const sectionIdSchema = z
  .union([z.number(), z.string(), z.null()], { error: "Choose a section" })
  .transform((value, ctx): number | null => {
    if (value === null || value === "" || value === "none") return null;
    const n = typeof value === "number" ? value : /^\d+$/.test(value.trim()) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) {
      ctx.addIssue({ code: "custom", message: "Choose a section" });
      return z.NEVER;
    }
    return n;
  });

// ---------- course ----------

export const courseCreateSchema = z.object({
  title: requiredText("Title is required", 200),
  description: requiredText("Description is required", 10_000),
  category: requiredText("Category is required", 50).toLowerCase(),
  level: levelSchema,
  price: money("Price"),
  originalPrice: nullableMoney("Original price").optional(),
  thumbnailUrl: thumbnailSchema.optional(),
  guidelines: optionalText(20_000),
  isPublished: z.boolean({ error: "Must be true or false" }).optional(),
  /** Chapters open in course order, each once the earlier ones are complete (docs/product-rules.md §12). */
  sequential: z.boolean({ error: "Must be true or false" }).optional(),
});
export type CourseCreateInput = z.input<typeof courseCreateSchema>;
export type CourseCreate = z.output<typeof courseCreateSchema>;

export const courseUpdateSchema = courseCreateSchema.partial();
export type CourseUpdateInput = z.input<typeof courseUpdateSchema>;
export type CourseUpdate = z.output<typeof courseUpdateSchema>;

export const coursePublishSchema = z.object({
  isPublished: z.boolean({ error: "isPublished must be true or false" }),
});

/** "all" or blank filters mean no filter (what the browse screen's selects send). */
const filterText = (max: number) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(max)
    .optional()
    .transform((v) => (v && v !== "all" ? v : undefined));

export const courseListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => v || undefined),
  category: filterText(50),
  level: filterText(20).pipe(z.enum(COURSE_LEVELS, { error: "Level must be beginner, intermediate or advanced" }).optional()),
  sort: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v) => v || "newest")
    .pipe(z.enum(COURSE_SORTS, { error: "Sort must be newest, oldest, rating, popular or title" })),
  limit: z.coerce.number().int().min(1).max(100).default(12),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type CourseListQuery = z.output<typeof courseListQuerySchema>;

export const courseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  level: z.enum(COURSE_LEVELS),
  price: z.string(),
  originalPrice: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  guidelines: z.string().nullable(),
  isPublished: z.boolean(),
  sequential: z.boolean(),
  studentsCount: z.number().int(),
  lessonsCount: z.number().int(),
  /** Minutes: total chapter seconds / 60, rounded up. */
  duration: z.number().int(),
  /** Average review rating to 1 decimal; null without reviews. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  createdAt: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

export const courseListSchema = z.object({ items: z.array(courseSchema), total: z.number().int() });
export type CourseList = z.infer<typeof courseListSchema>;

export const courseFacetsSchema = z.object({
  total: z.number().int(),
  categories: z.array(z.object({ category: z.string(), count: z.number().int() })),
});
export type CourseFacets = z.infer<typeof courseFacetsSchema>;

// ---------- sections ----------

export const sectionCreateSchema = z.object({
  title: requiredText("Section title is required", 200),
  description: optionalText(5000),
  orderIndex: wholeNumber("Order", 1)
    .optional()
    .transform((v) => v ?? 1),
});
export const sectionUpdateSchema = z.object({
  title: requiredText("Section title is required", 200).optional(),
  description: optionalText(5000),
  orderIndex: wholeNumber("Order", 1).optional(),
});
export type SectionCreateInput = z.input<typeof sectionCreateSchema>;
export type SectionCreate = z.output<typeof sectionCreateSchema>;
export type SectionUpdateInput = z.input<typeof sectionUpdateSchema>;
export type SectionUpdate = z.output<typeof sectionUpdateSchema>;

export const sectionSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  orderIndex: z.number().int(),
  createdAt: z.string(),
});
export type Section = z.infer<typeof sectionSchema>;

// ---------- chapters ----------

export const CHAPTER_DRIP_DAYS_MAX = 3650;

const chapterFields = {
  title: requiredText("Title is required", 200),
  description: optionalText(10_000),
  videoUrl: z
    .string({ error: "Must be a valid URL" })
    .trim()
    .max(2048, "At most 2048 characters")
    .refine((v) => v === "" || isWebUrl(v), "Must be a valid URL")
    .nullable()
    .transform((v) => v || null)
    .optional(),
  videoFile: z
    .string({ error: "Must be an uploaded video" })
    .trim()
    .refine((v) => v === "" || UPLOADED_VIDEO.test(v), "Must be an uploaded video")
    .nullable()
    .transform((v) => v || null)
    .optional(),
  duration: nullableWholeNumber("Duration", 0).optional(),
  orderIndex: wholeNumber("Order", 1).optional(),
  isPreview: z.boolean({ error: "Must be true or false" }).optional(),
  sectionId: sectionIdSchema.optional(),
  guidelines: optionalText(20_000),
  /** Drip (docs/product-rules.md §12): days after the learner's enrollment, or a moment; null clears. */
  availableAfterDays: nullableWholeNumber("Days after enrollment", 0)
    .refine((v) => v === null || v <= CHAPTER_DRIP_DAYS_MAX, `At most ${CHAPTER_DRIP_DAYS_MAX} days`)
    .optional(),
  availableAt: z
    .union([z.string().max(40, "Must be a date"), z.null()], { error: "Must be a date" })
    .transform((value, ctx): string | null => {
      if (value === null || value.trim() === "") return null;
      const time = Date.parse(value);
      if (!/^\d{4}-\d{2}-\d{2}/.test(value.trim()) || Number.isNaN(time)) return fail(ctx, "Must be a date");
      return new Date(time).toISOString();
    })
    .optional(),
};
const oneAvailability = (value: { availableAfterDays?: number | null; availableAt?: string | null }, ctx: Ctx) => {
  if (value.availableAfterDays != null && value.availableAt != null) {
    ctx.addIssue({ code: "custom", path: ["availableAt"], message: "Choose days after enrollment or a date, not both" });
  }
};
export const chapterCreateSchema = z.object(chapterFields).superRefine(oneAvailability);
export const chapterUpdateSchema = z.object({ ...chapterFields, title: chapterFields.title.optional() }).superRefine(oneAvailability);
export type ChapterCreateInput = z.input<typeof chapterCreateSchema>;
export type ChapterCreate = z.output<typeof chapterCreateSchema>;
export type ChapterUpdate = z.output<typeof chapterUpdateSchema>;

export const chapterSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  sectionId: z.number().int().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  /** Seconds. */
  duration: z.number().int().nullable(),
  orderIndex: z.number().int(),
  isPreview: z.boolean(),
  guidelines: z.string().nullable(),
  hasVideo: z.boolean(),
  /** True when the caller may not watch this chapter (not enrolled, not a preview). */
  locked: z.boolean(),
  /** External video URL; null when locked. */
  videoUrl: z.string().nullable(),
  /** The uploaded file's reference ("/uploads/videos/x.mp4"); null when locked. */
  videoFile: z.string().nullable(),
  /** "/api/chapters/{id}/video" for an uploaded video the caller may watch, else null. */
  videoStreamUrl: z.string().nullable(),
  /**
   * The HLS transcode of the uploaded video (docs/product-rules.md §10): null when none was asked for
   * (external or no video), else queued, processing (see videoProgress), ready or failed.
   */
  videoStatus: z.enum(["queued", "processing", "ready", "failed"]).nullable(),
  /** Percent done while processing; 100 when ready. */
  videoProgress: z.number().int(),
  /** Why the transcode failed (admins only; null otherwise). */
  videoError: z.string().nullable(),
  /** "/api/chapters/{id}/stream/master.m3u8" once the stream is ready and the caller may watch; else null (play videoStreamUrl). */
  hlsUrl: z.string().nullable(),
  /** The stream's poster image, with hlsUrl. */
  posterUrl: z.string().nullable(),
  /** The chapter's drip setting (docs/product-rules.md §12): days after enrollment, or a date; else null. */
  availableAfterDays: z.number().int().nullable(),
  availableAt: z.string().nullable(),
  hasQuiz: z.boolean(),
  /** The signed-in learner has passed this chapter's quiz (their best attempt passed). */
  quizPassed: z.boolean(),
  /**
   * Why `locked`: not enrolled, drip (opens at `opensAt`) or sequential order (finish
   * `finishFirst` first); null when open.
   */
  lockReason: z.enum(["NO_COURSE_ACCESS", "NOT_YET_AVAILABLE", "COMPLETE_PREVIOUS"]).nullable(),
  opensAt: z.string().nullable(),
  finishFirst: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** Caption languages with their WebVTT address (docs/decisions/017-captions-and-player.md); empty while locked. */
  captions: z.array(chapterCaptionSchema),
});
export type Chapter = z.infer<typeof chapterSchema>;
export type VideoStatus = NonNullable<Chapter["videoStatus"]>;

// ---------- guidelines ----------

export const guidelineFileSchema = z.object({
  name: requiredText("File name is required", 255),
  url: z
    .string({ error: "Must be a valid URL" })
    .trim()
    .max(2048, "At most 2048 characters")
    .refine((v) => UPLOADED_DOCUMENT.test(v) || isWebUrl(v, ["https:"]), "Must be a valid URL"),
  type: z.string({ error: "Must be text" }).trim().max(100, "At most 100 characters").default(""),
  size: wholeNumber("Size", 0)
    .optional()
    .transform((v) => v ?? 0),
});
export type GuidelineFile = z.output<typeof guidelineFileSchema>;

const guidelineFields = {
  title: requiredText("Title is required", 200).optional(),
  content: requiredText("Content is required", 50_000),
  sectionId: sectionIdSchema.optional(),
  downloadableContent: z.array(guidelineFileSchema).max(20, "At most 20 files").optional(),
};
export const guidelineCreateSchema = z.object(guidelineFields);
export const guidelineUpdateSchema = z.object({ ...guidelineFields, content: guidelineFields.content.optional() });
export type GuidelineCreateInput = z.input<typeof guidelineCreateSchema>;
export type GuidelineCreate = z.output<typeof guidelineCreateSchema>;
export type GuidelineUpdate = z.output<typeof guidelineUpdateSchema>;

export const guidelineSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  sectionId: z.number().int().nullable(),
  title: z.string(),
  /** Empty while locked: the content and files are for learners with access and admins. */
  content: z.string(),
  downloadableContent: z.array(z.object({ name: z.string(), url: z.string(), type: z.string(), size: z.number().int() })),
  /** True when the viewer may see only the title (not enrolled, or signed out). */
  locked: z.boolean(),
  createdAt: z.string(),
});
export type Guideline = z.infer<typeof guidelineSchema>;

// ---------- reviews ----------

export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  /** First name and last initial ("Ada L."), else the username. */
  author: z.string(),
  /** The reviewer's public profile page when this reader may open it (docs/product-rules.md §16), else null. */
  profileUrl: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

// ---------- admin dashboard ----------

export const adminDashboardSchema = z.object({
  students: z.number().int(),
  activeCourses: z.number().int(),
  totalCourses: z.number().int(),
  completions: z.number().int(),
  /** Succeeded payments minus refunds, "0.00". */
  revenue: z.string(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
