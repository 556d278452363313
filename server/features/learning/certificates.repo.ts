import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courses, enrollments, users } from "../../db/schema";

export interface CertificateRow {
  courseId: number;
  userId: number;
  courseTitle: string;
  firstName: string | null;
  lastName: string | null;
  username: string;
  completedAt: Date;
  /** The learner's saved language (learner settings), null when unset. */
  language: string | null;
}

// A certificate exists while the enrollment is complete (progress 100) and was not refunded.
function selectCertificates(db: Db) {
  return db
    .select({
      courseId: enrollments.courseId,
      userId: enrollments.userId,
      courseTitle: courses.title,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      completedAt: enrollments.completedAt,
      language: sql<string | null>`${users.learnerSettings}->>'language'`,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(users, eq(users.id, enrollments.userId));
}

const earned = and(isNotNull(enrollments.completedAt), isNull(enrollments.accessRevokedAt));

export async function listOwnCertificates(db: Db, userId: number): Promise<CertificateRow[]> {
  const rows = await selectCertificates(db)
    .where(and(eq(enrollments.userId, userId), earned))
    .orderBy(desc(enrollments.completedAt), desc(enrollments.id));
  return rows as CertificateRow[];
}

export async function findCertificate(db: Db, courseId: number, userId: number): Promise<CertificateRow | undefined> {
  const [row] = await selectCertificates(db).where(and(eq(enrollments.courseId, courseId), eq(enrollments.userId, userId), earned));
  return row as CertificateRow | undefined;
}
