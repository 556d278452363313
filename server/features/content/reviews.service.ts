import type { Review } from "@shared/schemas/courses";
import type { Db } from "../../db/client";
import { requireVisibleCourse, type Viewer } from "../courses";
import { presentReview } from "./content.presenter";
import { listReviews } from "./reviews.repo";

/** A course's reviews, newest first, with the author as "Ada L.". */
export async function listCourseReviews(db: Db, viewer: Viewer, courseId: number): Promise<Review[]> {
  await requireVisibleCourse(db, viewer, courseId);
  return (await listReviews(db, courseId)).map(presentReview);
}
