// The client tests' data, in one place: factories typed with the shared schemas' types, so a field the
// schema adds, drops or retypes fails the typecheck here instead of drifting in a test's copy. Serve
// them with fakeApi (client/src/test/fake-api.ts); override only what a test is about.
import type { UserSession } from "@shared/schemas/account";
import type { Commission, CommissionList, EntrepreneurStats, Leaderboard, ReferralList } from "@shared/schemas/affiliate";
import type { AuditEntry } from "@shared/schemas/audit";
import type { PlatformInfo, PublicUser } from "@shared/schemas/auth";
import type { Chapter, Course, Section } from "@shared/schemas/courses";
import type { Enrollment } from "@shared/schemas/learning";
import type { AdminPayment } from "@shared/schemas/payments";
import { FALLBACK_PLATFORM_INFO } from "@/features/auth/api/auth-queries";

// ---------- accounts ----------

/** A signed-in account of `role`, as GET /api/user answers it. */
export function makeUser(role: PublicUser["role"], overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 9,
    username: role,
    email: `${role}@example.com`,
    firstName: "Test",
    lastName: "User",
    role,
    status: "active",
    createdAt: "2025-01-01T00:00:00.000Z",
    profileImageUrl: null,
    bio: null,
    location: null,
    website: null,
    linkedIn: null,
    twitter: null,
    businessName: null,
    paypalEmail: null,
    bankAccount: null,
    affiliateCode: null,
    accountData: { affiliateCode: null },
    emailVerified: true,
    twoFactorEnabled: false,
    passkeyCount: 0,
    ...overrides,
  };
}

/** GET /api/platform: the values the SPA falls back to unless told (registration open, test payments on). */
export function makePlatform(overrides: Partial<PlatformInfo> = {}): PlatformInfo {
  return { ...FALLBACK_PLATFORM_INFO, ...overrides };
}

// ---------- courses ----------

export function makeCourse(overrides: Partial<Course> = {}): Course {
  return {
    id: 1,
    title: "Digital Marketing Mastery",
    description: "Plan, launch and measure campaigns.",
    category: "marketing",
    level: "beginner",
    price: "129.00",
    originalPrice: "199.00",
    thumbnailUrl: null,
    guidelines: null,
    isPublished: true,
    sequential: false,
    studentsCount: 3,
    lessonsCount: 4,
    duration: 75,
    rating: 4.5,
    reviewCount: 2,
    createdAt: "2025-01-05T00:00:00.000Z",
    ...overrides,
  };
}

export function makeSection(overrides: Partial<Section> = {}): Section {
  return {
    id: 1,
    courseId: 1,
    title: "Foundations",
    description: null,
    orderIndex: 1,
    createdAt: "2025-01-05T00:00:00.000Z",
    ...overrides,
  };
}

export function makeChapter(overrides: Partial<Chapter> = {}): Chapter {
  const locked = overrides.locked ?? false;
  return {
    id: 1,
    courseId: 1,
    sectionId: null,
    title: "Lesson",
    description: null,
    duration: 65,
    orderIndex: 1,
    isPreview: false,
    guidelines: null,
    hasVideo: true,
    locked,
    videoUrl: null,
    videoFile: locked ? null : "/uploads/videos/a.mp4",
    videoStreamUrl: locked ? null : `/api/chapters/${overrides.id ?? 1}/video`,
    videoStatus: null,
    videoProgress: 0,
    videoError: null,
    hlsUrl: null,
    posterUrl: null,
    availableAfterDays: null,
    availableAt: null,
    hasQuiz: false,
    quizPassed: false,
    lockReason: locked ? "NO_COURSE_ACCESS" : null,
    opensAt: null,
    finishFirst: null,
    captions: [],
    ...overrides,
  };
}

// ---------- learners ----------

/** One of GET /api/personal/enrollments: lifetime access, enrolled 1 Feb 2025. */
export function makeEnrollment(courseId: number, progress: number, overrides: Partial<Enrollment> = {}): Enrollment {
  return {
    id: courseId * 10,
    courseId,
    course: {
      id: courseId,
      title: `Course ${courseId}`,
      description: "About the course",
      thumbnailUrl: null,
      category: "finance",
      level: "intermediate",
      price: "99.00",
      lessonsCount: 3,
    },
    progress,
    completedChapters: [],
    enrolledAt: "2025-02-01T00:00:00.000Z",
    completedAt: progress === 100 ? "2025-03-01T00:00:00.000Z" : null,
    accessUntil: null,
    hasAccess: true,
    refunded: false,
    subscriptionCancelledAt: null,
    trialEndsAt: null,
    ...overrides,
  };
}

// ---------- entrepreneurs ----------

export const entrepreneur: PublicUser = makeUser("entrepreneur", {
  id: 7,
  username: "ella",
  firstName: "Ella",
  affiliateCode: "GSM000007",
  accountData: { affiliateCode: "GSM000007" },
});

export function commission(id: number, over: Partial<Commission> = {}): Commission {
  return {
    id,
    amount: "15.00",
    saleAmount: "100.00",
    status: "pending",
    kind: "sale",
    commissionRate: 15,
    productType: "course",
    productName: `Course ${id}`,
    createdAt: "2026-11-10T10:00:00.000Z",
    paidAt: null,
    ...over,
  };
}

export function commissionList(items: Commission[], over: Partial<CommissionList["summary"]> = {}): CommissionList {
  return {
    items,
    total: items.length,
    summary: {
      totalEarnings: "35.00",
      pending: { count: 1, amount: "15.00" },
      paid: { count: 1, amount: "20.00" },
      reversed: { count: 1, amount: "7.00" },
      ...over,
    },
  };
}

export const stats: EntrepreneurStats = {
  affiliateCode: "GSM000007",
  commissionRate: 20,
  clicks: 52,
  visitors: 40,
  visitorsWhoSignedUp: 5,
  visitorsWhoBought: 4,
  referrals: 6,
  activeReferrals: 3,
  sales: 7,
  buyers: 5,
  conversionRate: 10,
  clickThroughRate: 12.5,
  averageOrderValue: "88.40",
  earningsThisMonth: "44.20",
  totalEarnings: "132.60",
};

export const emptyReferrals: ReferralList = {
  items: [],
  total: 0,
  summary: { totalReferrals: 0, activeUsers: 0, commissionsEarned: "0.00" },
};

export function leaderboard(entries: Leaderboard["entries"], me: Leaderboard["me"] = null): Leaderboard {
  return { month: "2026-11", entries, me };
}

// ---------- admin ----------

/** A payment row of the admin payments list: a $99 one-time purchase that succeeded, unless told otherwise. */
export function makeAdminPayment(overrides: Partial<AdminPayment> = {}): AdminPayment {
  return {
    id: 9,
    paymentIntentId: "test_pi_9",
    status: "succeeded",
    courseId: 4,
    courseTitle: "Growth Marketing",
    amount: "99.00",
    discount: "0.00",
    couponCode: null,
    trialEndsAt: null,
    type: "one_time",
    failureMessage: null,
    createdAt: "2026-11-20T00:00:00.000Z",
    succeededAt: "2026-11-20T00:00:00.000Z",
    provider: "test",
    userId: 5,
    username: "user5",
    refundedAmount: "0.00",
    refundedAt: null,
    affiliateCode: null,
    ...overrides,
  };
}

/** One entry of GET /api/admin/audit: user 9's password sign-in by "ada" (id 7) from 203.0.113.5, unless told otherwise. */
export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  const id = overrides.id ?? 1;
  return {
    id,
    at: "2026-12-01T10:00:00.000Z",
    actorId: 7,
    actorName: "ada",
    action: "auth.login.succeeded",
    targetType: "user",
    targetId: "9",
    ip: "203.0.113.5",
    requestId: `req-${id}`,
    details: { reason: "password" },
    ...overrides,
  };
}

// ---------- account ----------

/** One of GET /api/user/sessions: this browser (Firefox on Windows), signed in 1 Dec 2026, unless told otherwise. */
export function makeUserSession(overrides: Partial<UserSession> = {}): UserSession {
  return {
    id: "a".repeat(22),
    browser: "Firefox 133",
    os: "Windows 10",
    ip: "203.0.113.1",
    createdAt: "2026-12-01T10:00:00.000Z",
    lastSeenAt: null,
    current: true,
    ...overrides,
  };
}
