import { and, desc, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { PUBLIC_PROFILE_LIST_MAX } from "@shared/schemas/public-profile";
import type { Db } from "../../db/client";
import { courses, enrollments, users } from "../../db/schema";

/** The profile fields of an account, found by username case-insensitively (users_username_lower_key serves it). */
export async function findProfileOwner(db: Db, username: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      status: users.status,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      bio: users.bio,
      location: users.location,
      website: users.website,
      linkedIn: users.linkedIn,
      twitter: users.twitter,
      createdAt: users.createdAt,
      learnerSettings: users.learnerSettings,
    })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return row;
}

/** Earned certificates (complete, not refunded), newest first, at most PUBLIC_PROFILE_LIST_MAX. */
export function listProfileCertificates(db: Db, userId: number) {
  return db
    .select({ courseId: enrollments.courseId, courseTitle: courses.title, completedAt: enrollments.completedAt })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(eq(enrollments.userId, userId), isNotNull(enrollments.completedAt), isNull(enrollments.accessRevokedAt)))
    .orderBy(desc(enrollments.completedAt), desc(enrollments.id))
    .limit(PUBLIC_PROFILE_LIST_MAX);
}

/** Courses started and not finished (access not revoked), latest enrolled first. */
export function listProfileCoursesInProgress(db: Db, userId: number) {
  return db
    .select({ courseId: enrollments.courseId, courseTitle: courses.title, progress: enrollments.progress })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(
      and(
        eq(enrollments.userId, userId),
        isNull(enrollments.completedAt),
        isNull(enrollments.accessRevokedAt),
        lt(enrollments.progress, 100),
      ),
    )
    .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id))
    .limit(PUBLIC_PROFILE_LIST_MAX);
}
