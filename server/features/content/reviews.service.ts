import type { Review } from "@shared/schemas/courses";
import { profilePath, profileSettings, profileVisibleTo } from "@shared/schemas/public-profile";
import type { Db } from "../../db/client";
import { requireVisibleCourse, type Viewer } from "../courses";
import { presentReview } from "./content.presenter";
import { listReviews } from "./reviews.repo";

/** A course's reviews, newest first, with the author as "Ada L." and their profile's address when this reader may open it. */
export async function listCourseReviews(db: Db, viewer: Viewer, courseId: number): Promise<Review[]> {
  await requireVisibleCourse(db, viewer, courseId);
  const readerId = viewer?.id ?? null;
  return (await listReviews(db, courseId)).map((row) => {
    const settings = profileSettings(row, row.profileVisibility ? { profileVisibility: row.profileVisibility } : null);
    const visible = settings !== null && profileVisibleTo(settings.visibility, row.userId, readerId);
    return presentReview(row, visible ? profilePath(row.username) : null);
  });
}
