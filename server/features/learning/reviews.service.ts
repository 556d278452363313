import type { Review } from "@shared/schemas/courses";
import { profilePath, profileSettings, profileVisibleTo } from "@shared/schemas/public-profile";
import { ENROLL_TO_REVIEW, type MyReview, type OwnReviewResponse, type ReviewUpsert } from "@shared/schemas/learning";
import type { Db } from "../../db/client";
import { forbidden } from "../../lib/app-error";
import { requireVisibleCourse, type Viewer } from "../courses";
import { findEnrollment } from "./enrollments.repo";
import { presentMyReview, presentReview } from "./learning.presenter";
import * as repo from "./reviews.repo";

type Reviewer = NonNullable<Viewer>;

/**
 * docs/product-rules.md §4: an enrolled learner (not refunded) leaves one rating per course; a second call
 * edits it. The course's rating is the average, derived by the courses API from the reviews.
 */
export async function saveReview(
  db: Db,
  reviewer: Reviewer,
  courseId: number,
  input: ReviewUpsert,
): Promise<{ created: boolean; review: MyReview }> {
  await requireVisibleCourse(db, reviewer, courseId);
  const enrollment = await findEnrollment(db, reviewer.id, courseId);
  if (!enrollment || enrollment.accessRevokedAt) throw forbidden(ENROLL_TO_REVIEW);
  const { row, created } = await repo.upsertReview(db, {
    userId: reviewer.id,
    courseId,
    rating: input.rating,
    comment: input.comment,
  });
  return { created, review: presentMyReview(row) };
}

/** The caller's review of the course, or null before the first one (shared `ownReviewResponseSchema`). */
export async function getOwnReview(db: Db, userId: number, courseId: number): Promise<OwnReviewResponse> {
  const row = await repo.findOwnReview(db, userId, courseId);
  return row ? presentMyReview(row) : null;
}

/** A course's reviews, newest first, with the author as "Ada L." and their profile's address when this reader may open it. */
export async function listCourseReviews(db: Db, viewer: Viewer, courseId: number): Promise<Review[]> {
  await requireVisibleCourse(db, viewer, courseId);
  const readerId = viewer?.id ?? null;
  return (await repo.listReviews(db, courseId)).map((row) => {
    const settings = profileSettings(row, row.profileVisibility ? { profileVisibility: row.profileVisibility } : null);
    const visible = settings !== null && profileVisibleTo(settings.visibility, row.userId, readerId);
    return presentReview(row, visible ? profilePath(row.username) : null);
  });
}
