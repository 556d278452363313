import { z } from "zod";
import { COURSE_LEVELS, LIMITS } from "../constants";
import { idParam } from "./common";

// Requests and responses of the learner's side (docs/product-rules.md §4): enrollment, progress, notes,
// reviews, certificates and the financial products. Dates are ISO strings, money "129.00".

export const PAYMENT_REQUIRED = "Payment required";
export const NOTE_EMPTY = "Note cannot be empty";
export const NOTE_NOT_FOUND = "Note not found";
export const ENROLL_TO_TAKE_NOTES = "Enroll in this course to take notes";
export const ENROLL_TO_REVIEW = "Only enrolled learners can review this course";
export const CERTIFICATE_NOT_FOUND = "Certificate not found";
export const REVIEW_COMMENT_MAX = 2000;
const INT_MAX = 2_147_483_647;

// ---------- route parameters ----------

export const courseIdParams = z.object({ courseId: idParam });
export const courseChapterParams = z.object({ id: idParam, chapterId: idParam });
export const noteIdParams = z.object({ noteId: idParam });
export const certificateParams = z.object({ courseId: idParam, userId: idParam });

// ---------- enrollments ----------

/** The course as an enrollment card shows it. */
export const enrolledCourseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  thumbnailUrl: z.string().nullable(),
  category: z.string(),
  level: z.enum(COURSE_LEVELS),
  price: z.string(),
  lessonsCount: z.number().int(),
});

export const enrollmentSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  course: enrolledCourseSchema,
  /** 0-100: round(100 × completed / total chapters). */
  progress: z.number().int(),
  /** Ids of the completed chapters. */
  completedChapters: z.array(z.number().int()),
  enrolledAt: z.string(),
  /** Set while progress is 100. */
  completedAt: z.string().nullable(),
  /** null: lifetime access; else the end of the paid subscription period. */
  accessUntil: z.string().nullable(),
  /** False once a refund revoked the access or a subscription period ran out. */
  hasAccess: z.boolean(),
  /** The purchase was refunded: listed for the record, counted nowhere. */
  refunded: z.boolean(),
  /** Set when the learner cancelled the subscription: access runs to accessUntil, then ends. */
  subscriptionCancelledAt: z.string().nullable(),
  /** The subscription started with a free trial ending then; its first instalment is charged then. */
  trialEndsAt: z.string().nullable(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;
export const enrollmentListSchema = z.array(enrollmentSchema);

export const learnerStatsSchema = z.object({
  enrolled: z.number().int(),
  /** Enrollments at progress 100. */
  completed: z.number().int(),
  /** Average progress over all enrollments, rounded; 0 without enrollments. */
  averageProgress: z.number().int(),
  /** Consecutive UTC days with learning activity, ending today or yesterday. */
  streakDays: z.number().int(),
});
export type LearnerStats = z.infer<typeof learnerStatsSchema>;

// ---------- progress ----------

export const chapterPositionSchema = z.object({
  seconds: z
    .number({ error: "Position must be a whole number of seconds" })
    .int("Position must be a whole number of seconds")
    .min(0, "Position cannot be negative")
    .max(INT_MAX, "Position is too large"),
});
export type ChapterPositionInput = z.infer<typeof chapterPositionSchema>;

/** What the course player needs to resume: answered by the progress read and every progress write. */
export const courseProgressSchema = z.object({
  progress: z.number().int(),
  completedChapters: z.array(z.number().int()),
  /** chapterId (as a string key) -> last position in whole seconds. */
  lastPositions: z.record(z.string(), z.number().int()),
  lastChapterId: z.number().int().nullable(),
  completedAt: z.string().nullable(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

// ---------- notes ----------

export const noteCreateSchema = z.object({
  content: z
    .string({ error: NOTE_EMPTY })
    .trim()
    .min(1, NOTE_EMPTY)
    .max(LIMITS.noteMax, `Note must be at most ${LIMITS.noteMax} characters`),
  /** Seconds into the video. */
  timestamp: z
    .number({ error: "Timestamp must be a whole number of seconds" })
    .int("Timestamp must be a whole number of seconds")
    .min(0, "Timestamp cannot be negative")
    .max(INT_MAX, "Timestamp is too large")
    .default(0),
  /** A chapter of the same course, or null. */
  chapterId: z
    .number({ error: "Choose a chapter of this course" })
    .int("Choose a chapter of this course")
    .positive("Choose a chapter of this course")
    .max(INT_MAX, "Choose a chapter of this course")
    .nullable()
    .optional(),
});
export type NoteCreateInput = z.input<typeof noteCreateSchema>;
export type NoteCreate = z.output<typeof noteCreateSchema>;

export const noteSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  chapterId: z.number().int().nullable(),
  content: z.string(),
  /** Seconds into the video. */
  timestamp: z.number().int(),
  createdAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;
export const noteListSchema = z.array(noteSchema);

// ---------- reviews ----------

export const reviewUpsertSchema = z.object({
  rating: z
    .number({ error: "Rating must be a whole number from 1 to 5" })
    .int("Rating must be a whole number from 1 to 5")
    .min(1, "Rating must be a whole number from 1 to 5")
    .max(5, "Rating must be a whole number from 1 to 5"),
  /** Blank becomes null. */
  comment: z
    .string({ error: "Comment must be text" })
    .trim()
    .max(REVIEW_COMMENT_MAX, `Comment must be at most ${REVIEW_COMMENT_MAX} characters`)
    .nullable()
    .optional()
    .transform((v) => v || null),
});
export type ReviewUpsertInput = z.input<typeof reviewUpsertSchema>;
export type ReviewUpsert = z.output<typeof reviewUpsertSchema>;

/** The caller's own review of a course. */
export const myReviewSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyReview = z.infer<typeof myReviewSchema>;
/**
 * GET /api/personal/courses/:id/review: the caller's review, or null before the first one. Not a
 * 404: "no review yet" is the usual answer on every course page, not an error.
 */
export const ownReviewResponseSchema = myReviewSchema.nullable();
export type OwnReviewResponse = z.infer<typeof ownReviewResponseSchema>;

// ---------- certificates ----------

/** One of the learner's own certificates (GET /api/personal/certificates). */
export const certificateSchema = z.object({
  /** "GSM-{courseId}-{userId}" */
  certificateId: z.string(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  studentName: z.string(),
  completionDate: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificateListSchema = z.array(certificateSchema);

/** The public verification (GET /api/certificates/{courseId}/{userId}). */
export const certificateVerificationSchema = z.object({
  certificateId: z.string(),
  studentName: z.string(),
  courseTitle: z.string(),
  completionDate: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** Where the browser downloads and verifies a certificate. */
export const certificatePaths = (courseId: number, userId: number) => ({
  pdf: `/api/certificates/${courseId}/${userId}/pdf`,
  page: `/certificate/${courseId}/${userId}`,
});

// ---------- financial products ----------

export const financialProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  interestRate: z.string(),
  minCreditScore: z.number().int().nullable(),
  /** "1000.00" or null. */
  minDeposit: z.string().nullable(),
  provider: z.string(),
  /** Stars to one decimal, e.g. 4.5; null when not rated. */
  rating: z.number().nullable(),
  applicationUrl: z.string().nullable(),
  /** A fictitious example partner shipped with the app: labelled "Demo" where learners see it. */
  isDemo: z.boolean(),
  sortOrder: z.number().int(),
});
export type FinancialProduct = z.infer<typeof financialProductSchema>;
export const financialProductListSchema = z.array(financialProductSchema);

export const HTTPS_ADDRESS = "Use an https:// address";
export const FINANCIAL_FEATURES_MAX = 10;
const productText = (max: number) => z.string({ error: "Must be text" }).trim().min(1, "Required").max(max, `At most ${max} characters`);

/** POST /api/admin/financial-products and PATCH /api/admin/financial-products/:id (all fields). */
export const financialProductInputSchema = z
  .object({
    name: productText(200),
    type: productText(50),
    description: productText(2000),
    features: z.array(productText(200)).max(FINANCIAL_FEATURES_MAX, `At most ${FINANCIAL_FEATURES_MAX} features`),
    interestRate: productText(50),
    minCreditScore: z.number().int().min(300).max(850).nullable(),
    /** "1000.00" or null. */
    minDeposit: z
      .string({ error: "Must be text" })
      .trim()
      .regex(/^\d{1,7}\.\d{2}$/, "Enter an amount such as 10.00")
      .nullable(),
    provider: productText(200),
    /** Stars to one decimal. */
    rating: z.number().min(0).max(5).nullable(),
    // The Apply button opens it in a new tab: a partner's page, never http: or javascript:.
    applicationUrl: z
      .string({ error: "Must be text" })
      .trim()
      .max(2048, "At most 2048 characters")
      .refine((v) => {
        try {
          return new URL(v).protocol === "https:";
        } catch {
          return false;
        }
      }, HTTPS_ADDRESS),
    sortOrder: z.number().int().min(0).max(10_000),
    isDemo: z.boolean({ error: "Must be true or false" }),
  })
  .strict();
export type FinancialProductInput = z.infer<typeof financialProductInputSchema>;
