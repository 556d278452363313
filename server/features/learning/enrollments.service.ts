import { COURSE_NOT_FOUND } from "@shared/schemas/courses";
import { PAYMENT_REQUIRED, type Enrollment } from "@shared/schemas/learning";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { findCourse } from "../courses";
import { insertEnrollmentIfAbsent, restoreLifetimeAccess } from "../enrollments";
import * as repo from "./enrollments.repo";
import { presentEnrollment } from "./learning.presenter";

async function presentOwn(db: Db, userId: number, courseId: number): Promise<Enrollment> {
  const card = await repo.findEnrollmentCard(db, userId, courseId);
  if (!card) throw notFound(COURSE_NOT_FOUND); // only if the course vanished meanwhile
  return presentEnrollment(card);
}

/**
 * docs/product-rules.md §4: a free published course enrolls at once (created), a paid one needs a payment
 * (402). Enrolling again answers the existing enrollment; simultaneous calls make one row.
 */
export async function enroll(db: Db, userId: number, courseId: number): Promise<{ created: boolean; enrollment: Enrollment }> {
  const course = await findCourse(db, courseId);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  const existing = await repo.findEnrollmentCard(db, userId, courseId);
  // A learner keeps what they have, even in a course unpublished since.
  if (existing?.hasAccess) return { created: false, enrollment: presentEnrollment(existing) };
  if (!course.isPublished) throw notFound(COURSE_NOT_FOUND);
  if (course.priceCents > 0) throw new AppError(402, PAYMENT_REQUIRED, undefined, "PAYMENT_REQUIRED");
  if (existing) {
    // Refunded or lapsed access to a course that is free now.
    await restoreLifetimeAccess(db, existing.enrollment.id);
    return { created: false, enrollment: await presentOwn(db, userId, courseId) };
  }
  const inserted = await insertEnrollmentIfAbsent(db, { userId, courseId });
  return { created: !!inserted, enrollment: await presentOwn(db, userId, courseId) };
}

/** The learner's enrollments, latest first, each with its course card. */
export async function listEnrollments(db: Db, userId: number): Promise<Enrollment[]> {
  return (await repo.listEnrollmentCards(db, userId)).map(presentEnrollment);
}
