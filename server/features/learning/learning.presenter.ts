import { certificateId } from "@shared/constants";
import { centsToString } from "@shared/money";
import type {
  Certificate,
  CertificateVerification,
  CourseProgress,
  Enrollment,
  FinancialProduct,
  MyReview,
  Note,
} from "@shared/schemas/learning";
import type { Review } from "@shared/schemas/courses";
import type { CertificateRow } from "./certificates.repo";
import type { EnrollmentRow } from "../enrollments";
import type { EnrollmentCard } from "./enrollments.repo";
import type { FinancialProductRow } from "./financial-products.repo";
import type { NoteRow } from "./notes.repo";
import type { ReviewRow } from "./reviews.repo";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentEnrollment({ enrollment, course, lessonsCount, hasAccess }: EnrollmentCard): Enrollment {
  return {
    id: enrollment.id,
    courseId: enrollment.courseId,
    course: {
      id: course.id,
      title: course.title,
      description: course.description,
      thumbnailUrl: course.thumbnailUrl,
      category: course.category,
      level: course.level,
      price: centsToString(course.priceCents),
      lessonsCount,
    },
    progress: enrollment.progress,
    completedChapters: enrollment.completedChapterIds,
    enrolledAt: enrollment.enrolledAt.toISOString(),
    completedAt: iso(enrollment.completedAt),
    accessUntil: iso(enrollment.accessUntil),
    trialEndsAt: iso(enrollment.trialEndsAt),
    hasAccess,
    refunded: enrollment.accessRevokedAt !== null,
    subscriptionCancelledAt: iso(enrollment.subscriptionCancelledAt),
  };
}

export function presentProgress(row: EnrollmentRow): CourseProgress {
  return {
    progress: row.progress,
    completedChapters: row.completedChapterIds,
    lastPositions: row.lastPositions ?? {},
    lastChapterId: row.lastChapterId,
    completedAt: iso(row.completedAt),
  };
}

export function presentNote(row: NoteRow): Note {
  return {
    id: row.id,
    courseId: row.courseId,
    chapterId: row.chapterId,
    content: row.content,
    timestamp: row.timestampSeconds,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentMyReview(row: ReviewRow): MyReview {
  return {
    id: row.id,
    courseId: row.courseId,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** "Ada Lovelace"; the username when no name is on record. */
export function studentName(row: Pick<CertificateRow, "firstName" | "lastName" | "username">): string {
  const name = [row.firstName?.trim(), row.lastName?.trim()].filter(Boolean).join(" ");
  return name || row.username;
}

export function presentCertificateVerification(row: CertificateRow): CertificateVerification {
  return {
    certificateId: certificateId(row.courseId, row.userId),
    studentName: studentName(row),
    courseTitle: row.courseTitle,
    completionDate: row.completedAt.toISOString(),
  };
}

export function presentCertificate(row: CertificateRow): Certificate {
  return {
    certificateId: certificateId(row.courseId, row.userId),
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    studentName: studentName(row),
    completionDate: row.completedAt.toISOString(),
  };
}

export function presentFinancialProduct(row: FinancialProductRow): FinancialProduct {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    description: row.description,
    features: row.features,
    interestRate: row.interestRate,
    minCreditScore: row.minCreditScore,
    minDeposit: row.minDepositCents === null ? null : centsToString(row.minDepositCents),
    provider: row.provider,
    rating: row.rating === null ? null : row.rating / 10,
    applicationUrl: row.applicationUrl,
    isDemo: row.isDemo,
    sortOrder: row.sortOrder,
  };
}

/** "Ada L." from first and last name; the username when no first name is on record. */
function authorName(person: { firstName: string | null; lastName: string | null; username: string }): string {
  const first = person.firstName?.trim();
  if (!first) return person.username;
  const initial = person.lastName?.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

export function presentReview(
  row: {
    id: number;
    rating: number;
    comment: string | null;
    createdAt: Date;
    firstName: string | null;
    lastName: string | null;
    username: string;
  },
  profileUrl: string | null,
): Review {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    author: authorName(row),
    profileUrl,
  };
}
