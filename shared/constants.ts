// Business constants of docs/spec.md §9 and the enumerations of docs/spec.md §3, shared by client and server.
// No zod here: the landing page imports these constants and must not download zod (docs/benchmarks.md).
// Each schema module installs the human validation messages itself (zod-messages.ts).

export const ROLES = ["admin", "entrepreneur", "personal"] as const;
/** The languages the product speaks (docs/product-rules.md §13): a learner setting, and a sign-up carries the visitor's choice. */
export const LANGUAGES = ["en", "es", "fr", "de", "zh"] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ["active", "inactive", "suspended"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const COURSE_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const COURSE_CATEGORIES = ["marketing", "finance", "business", "technology", "design"] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const COURSE_SORTS = ["newest", "oldest", "rating", "popular", "title"] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

export const PAYMENT_TYPES = ["one_time", "subscription"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_STATUSES = ["pending", "succeeded", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const COMMISSION_STATUSES = ["pending", "paid", "reversed"] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

/** Affiliate code: "GSM" + user id zero-padded to 6 digits (docs/spec.md §3, §9). */
export const AFFILIATE_CODE_PREFIX = "GSM";
export function fallbackAffiliateCode(userId: number): string {
  return `${AFFILIATE_CODE_PREFIX}${String(userId).padStart(6, "0")}`;
}
export function certificateId(courseId: number, userId: number): string {
  return `GSM-${courseId}-${userId}`;
}

export const LIMITS = {
  usernameMin: 3,
  usernameMax: 32,
  emailMax: 254,
  nameMax: 100,
  passwordMaxLength: 128,
  noteMax: 5000,
  bioMax: 2000,
  imageBytes: 10 * 1024 * 1024,
  videoBytes: 500 * 1024 * 1024,
  documentBytes: 50 * 1024 * 1024,
  /** A caption file (WebVTT or SRT): two hours of dense speech is about 200 KB. */
  captionBytes: 1024 * 1024,
  jsonBodyBytes: 100 * 1024,
  /**
   * A whole chapter quiz (PUT /api/admin/chapters/{id}/quiz): the largest quiz the schema accepts
   * is about 1.3 MB when every character is JSON-escaped to six bytes (quizzes.test.ts checks it).
   */
  quizBodyBytes: 1536 * 1024,
} as const;

export const DEFAULTS = {
  commissionRate: 15,
  passwordMinLength: 8,
  sessionTimeoutHours: 24,
  smtpPort: 587,
  registrationRole: "personal" as Role,
} as const;

export const PAYOUT = { minimumCents: 2500, holdDays: 30, processingText: "3-5 business days" } as const;
export const AFFILIATE_COOKIE = { name: "gsm_ref", maxAgeDays: 30 } as const;
/** The browser that followed an affiliate link, so that rates count visitors rather than clicks. */
export const VISITOR_COOKIE = { name: "gsm_vid", maxAgeDays: 365 } as const;

export const UI = {
  toastLimit: 1,
  toastDurationMs: 5000,
  toastSwipeThresholdPx: 50,
  toastRemoveDelayMs: 1_000_000,
  currentUserStaleMs: 5 * 60 * 1000,
  landingHeaderThresholdPx: 50,
  unauthorizedRedirectMs: 500,
  logoutRedirectMs: 500,
  paymentSuccessRedirectMs: 3000,
  videoSkipSeconds: 10,
  accountDeletionWord: "DELETE",
  dashboard: { adminCourses: 6, recommendations: 6, continueLearning: 3, recentCommissions: 5, generatorCourses: 4 },
  skeletons: { courses: 4, commissions: 8, enrollments: 6, certificates: 6, financialProducts: 4, adminUsers: 5, leaderboard: 10 },
} as const;

/** The monthly prizes: `prize` in English; the screens write `cents` and `certificate` in the reader's language. */
export const LEADERBOARD_PRIZES = [
  { place: 1, prize: "$500 + Certificate", cents: 50000, certificate: true },
  { place: 2, prize: "$300", cents: 30000, certificate: false },
  { place: 3, prize: "$200", cents: 20000, certificate: false },
] as const;

/** The playback speeds the player offers (docs/decisions/017-captions-and-player.md); here, without zod, for the player's first render. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

/** The largest id a route accepts (a PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;
