import { asc, eq } from "drizzle-orm";
import { certificatePaths } from "@shared/schemas/learning";
import { centsToString } from "@shared/money";
import type { Db } from "../../db/client";
import {
  chapterQuizzes,
  chapters,
  commissions,
  coupons,
  courses,
  emailOutbox,
  enrollments,
  learningActivity,
  notes,
  payments,
  payouts,
  quizAttempts,
  reviews,
  sessions,
  userActivityDays,
  users,
} from "../../db/schema";

/** What one area of the archive holds: one object (the profile) or a list of rows. */
export type AreaData = Record<string, unknown> | Record<string, unknown>[];

/**
 * One part of the archive: `<name>.json`, and `<name>.csv` too when `csv` lists its columns (for
 * a spreadsheet: the money areas). A reader selects the account's own rows column by column, so a
 * column added to a table later is not exported until someone decides it belongs here; it never
 * selects a password hash, a token, a secret or another person's name or address
 * (docs/decisions/040-data-export.md, "What goes in").
 */
export interface ExportArea {
  name: string;
  read(db: Db, userId: number): Promise<AreaData>;
  csv?: readonly string[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const money = (cents: number | null) => (cents === null ? null : centsToString(cents));

const profile: ExportArea = {
  name: "profile",
  async read(db, userId) {
    const [row] = await db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        status: users.status,
        profileImageUrl: users.profileImageUrl,
        bio: users.bio,
        location: users.location,
        website: users.website,
        linkedIn: users.linkedIn,
        twitter: users.twitter,
        businessName: users.businessName,
        paypalEmail: users.paypalEmail,
        bankAccountLast4: users.bankAccountLast4,
        affiliateCode: users.affiliateCode,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
        lastActiveAt: users.lastActiveAt,
        emailVerifiedAt: users.emailVerifiedAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) return {};
    return {
      ...row,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      lastActiveAt: iso(row.lastActiveAt),
      emailVerifiedAt: iso(row.emailVerifiedAt),
    };
  },
};

const settings: ExportArea = {
  name: "settings",
  async read(db, userId) {
    const [row] = await db
      .select({ learnerSettings: users.learnerSettings, entrepreneurSettings: users.entrepreneurSettings })
      .from(users)
      .where(eq(users.id, userId));
    return { learnerSettings: row?.learnerSettings ?? null, entrepreneurSettings: row?.entrepreneurSettings ?? null };
  },
};

const enrollmentsArea: ExportArea = {
  name: "enrollments",
  async read(db, userId) {
    const rows = await db
      .select({ e: enrollments, courseTitle: courses.title })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(eq(enrollments.userId, userId))
      .orderBy(asc(enrollments.enrolledAt), asc(enrollments.id));
    return rows.map(({ e, courseTitle }) => ({
      courseId: e.courseId,
      courseTitle,
      progress: e.progress,
      completedChapterIds: e.completedChapterIds,
      lastChapterId: e.lastChapterId,
      lastPositions: e.lastPositions,
      enrolledAt: iso(e.enrolledAt),
      completedAt: iso(e.completedAt),
      accessUntil: iso(e.accessUntil),
      accessRevokedAt: iso(e.accessRevokedAt),
      subscriptionCancelledAt: iso(e.subscriptionCancelledAt),
      trialEndsAt: iso(e.trialEndsAt),
    }));
  },
};

const activity: ExportArea = {
  name: "activity",
  async read(db, userId) {
    const studied = await db
      .select({ day: learningActivity.day })
      .from(learningActivity)
      .where(eq(learningActivity.userId, userId))
      .orderBy(asc(learningActivity.day));
    const active = await db
      .select({ day: userActivityDays.day })
      .from(userActivityDays)
      .where(eq(userActivityDays.userId, userId))
      .orderBy(asc(userActivityDays.day));
    return { daysStudied: studied.map((r) => r.day), daysActive: active.map((r) => r.day) };
  },
};

const notesArea: ExportArea = {
  name: "notes",
  async read(db, userId) {
    const rows = await db
      .select({ n: notes, courseTitle: courses.title, chapterTitle: chapters.title })
      .from(notes)
      .innerJoin(courses, eq(courses.id, notes.courseId))
      .leftJoin(chapters, eq(chapters.id, notes.chapterId))
      .where(eq(notes.userId, userId))
      .orderBy(asc(notes.createdAt), asc(notes.id));
    return rows.map(({ n, courseTitle, chapterTitle }) => ({
      id: n.id,
      courseId: n.courseId,
      courseTitle,
      chapterId: n.chapterId,
      chapterTitle,
      timestampSeconds: n.timestampSeconds,
      content: n.content,
      createdAt: iso(n.createdAt),
    }));
  },
};

const reviewsArea: ExportArea = {
  name: "reviews",
  async read(db, userId) {
    const rows = await db
      .select({ r: reviews, courseTitle: courses.title })
      .from(reviews)
      .innerJoin(courses, eq(courses.id, reviews.courseId))
      .where(eq(reviews.userId, userId))
      .orderBy(asc(reviews.createdAt), asc(reviews.id));
    return rows.map(({ r, courseTitle }) => ({
      id: r.id,
      courseId: r.courseId,
      courseTitle,
      rating: r.rating,
      comment: r.comment,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    }));
  },
};

// The learner's own answers and results; the quiz's correct answers are not theirs to export.
const quizAttemptsArea: ExportArea = {
  name: "quiz-attempts",
  async read(db, userId) {
    const rows = await db
      .select({ a: quizAttempts, chapterId: chapters.id, chapterTitle: chapters.title, courseId: chapters.courseId })
      .from(quizAttempts)
      .innerJoin(chapterQuizzes, eq(chapterQuizzes.id, quizAttempts.quizId))
      .innerJoin(chapters, eq(chapters.id, chapterQuizzes.chapterId))
      .where(eq(quizAttempts.userId, userId))
      .orderBy(asc(quizAttempts.createdAt), asc(quizAttempts.id));
    return rows.map(({ a, chapterId, chapterTitle, courseId }) => ({
      id: a.id,
      courseId,
      chapterId,
      chapterTitle,
      quizVersion: a.quizVersion,
      answers: a.answers,
      score: a.score,
      passed: a.passed,
      createdAt: iso(a.createdAt),
    }));
  },
};

// A certificate exists while the enrollment is complete and not refunded (learning/certificates.repo.ts).
const certificates: ExportArea = {
  name: "certificates",
  async read(db, userId) {
    const rows = await db
      .select({
        courseId: enrollments.courseId,
        courseTitle: courses.title,
        completedAt: enrollments.completedAt,
        revoked: enrollments.accessRevokedAt,
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(eq(enrollments.userId, userId))
      .orderBy(asc(enrollments.completedAt));
    return rows
      .filter((r) => r.completedAt && !r.revoked)
      .map((r) => ({
        courseId: r.courseId,
        courseTitle: r.courseTitle,
        completedAt: iso(r.completedAt),
        page: certificatePaths(r.courseId, userId).page,
        pdf: certificatePaths(r.courseId, userId).pdf,
      }));
  },
};

const PAYMENT_COLUMNS = [
  "id",
  "createdAt",
  "courseId",
  "courseTitle",
  "type",
  "status",
  "amount",
  "discount",
  "couponCode",
  "currency",
  "provider",
  "providerReference",
  "succeededAt",
  "refundedAt",
  "refundedAmount",
  "trialEndsAt",
  "failureMessage",
] as const;

// The buyer's own charges. Not the provider's client secret, nor the affiliate who referred them.
const paymentsArea: ExportArea = {
  name: "payments",
  csv: PAYMENT_COLUMNS,
  async read(db, userId) {
    const rows = await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt), asc(payments.id));
    return rows.map((p) => ({
      id: p.id,
      createdAt: iso(p.createdAt),
      courseId: p.courseId,
      courseTitle: p.courseTitle,
      type: p.type,
      status: p.status,
      amount: money(p.amountCents),
      discount: money(p.discountCents),
      couponCode: p.couponCode,
      currency: p.currency,
      provider: p.provider,
      providerReference: p.providerRef,
      succeededAt: iso(p.succeededAt),
      refundedAt: iso(p.refundedAt),
      refundedAmount: money(p.refundedAmountCents),
      trialEndsAt: iso(p.trialEndsAt),
      failureMessage: p.failureMessage,
    }));
  },
};

const COMMISSION_COLUMNS = [
  "id",
  "createdAt",
  "kind",
  "status",
  "productType",
  "productName",
  "courseId",
  "paymentId",
  "saleAmount",
  "commissionRate",
  "amount",
  "payoutId",
  "paidAt",
  "reversedAt",
] as const;

// What the entrepreneur earned. Not who bought: the buyer's identity is the buyer's data.
const commissionsArea: ExportArea = {
  name: "commissions",
  csv: COMMISSION_COLUMNS,
  async read(db, userId) {
    const rows = await db
      .select()
      .from(commissions)
      .where(eq(commissions.entrepreneurId, userId))
      .orderBy(asc(commissions.createdAt), asc(commissions.id));
    return rows.map((c) => ({
      id: c.id,
      createdAt: iso(c.createdAt),
      kind: c.kind,
      status: c.status,
      productType: c.productType,
      productName: c.productName,
      courseId: c.courseId,
      paymentId: c.paymentId,
      saleAmount: money(c.saleAmountCents),
      commissionRate: c.commissionRate,
      amount: money(c.amountCents),
      payoutId: c.payoutId,
      paidAt: iso(c.paidAt),
      reversedAt: iso(c.reversedAt),
    }));
  },
};

const payoutsArea: ExportArea = {
  name: "payouts",
  async read(db, userId) {
    const rows = await db.select().from(payouts).where(eq(payouts.entrepreneurId, userId)).orderBy(asc(payouts.createdAt), asc(payouts.id));
    return rows.map((p) => ({
      id: p.id,
      period: p.period,
      amount: money(p.amountCents),
      commissionCount: p.commissionCount,
      status: p.status,
      createdAt: iso(p.createdAt),
    }));
  },
};

const promoCodes: ExportArea = {
  name: "promo-codes",
  async read(db, userId) {
    const rows = await db.select().from(coupons).where(eq(coupons.ownerId, userId)).orderBy(asc(coupons.createdAt), asc(coupons.id));
    return rows.map((c) => ({
      id: c.id,
      code: c.code,
      percentOff: c.percentOff,
      amountOff: money(c.amountOffCents),
      courseIds: c.courseIds,
      paymentTypes: c.paymentTypes,
      startsAt: iso(c.startsAt),
      expiresAt: iso(c.expiresAt),
      maxRedemptions: c.maxRedemptions,
      perUserLimit: c.perUserLimit,
      active: c.active,
      createdAt: iso(c.createdAt),
    }));
  },
};

// Signed-in sessions: when each ends. Never the session id (it is the cookie's secret) nor the
// session's stored state.
const sessionsArea: ExportArea = {
  name: "sessions",
  async read(db, userId) {
    const rows = await db
      .select({ expire: sessions.expire })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.expire));
    return rows.map((s) => ({ expiresAt: iso(s.expire) }));
  },
};

// The emails sent to the account: what and when. Not the bodies (a sent link's token is issued at
// sending and is not stored, but the bodies are the platform's words, not the person's data).
const emails: ExportArea = {
  name: "emails",
  async read(db, userId) {
    const rows = await db
      .select({
        template: emailOutbox.template,
        subject: emailOutbox.subject,
        recipient: emailOutbox.recipient,
        status: emailOutbox.status,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.userId, userId))
      .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
    return rows.map((e) => ({ ...e, createdAt: iso(e.createdAt), sentAt: iso(e.sentAt) }));
  },
};

/**
 * Every area of the archive, in the order of its files. EXTENSION POINT: a new kind of personal
 * data gets its reader here, and only here (the archive, its README and the tests read this list).
 * The audit log's entries about the account are to be added as one more area ("audit") when the
 * audit log lands: its entries whose actor or target is the account, without other people's IPs.
 */
export const EXPORT_AREAS: readonly ExportArea[] = [
  profile,
  settings,
  enrollmentsArea,
  activity,
  notesArea,
  reviewsArea,
  quizAttemptsArea,
  certificates,
  paymentsArea,
  commissionsArea,
  payoutsArea,
  promoCodes,
  sessionsArea,
  emails,
];
