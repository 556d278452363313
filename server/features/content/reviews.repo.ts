import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reviews, users } from "../../db/schema";

export async function listReviews(db: Db, courseId: number) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.courseId, courseId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}
