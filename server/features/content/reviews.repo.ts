import { desc, eq, sql } from "drizzle-orm";
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
      // What the reader needs to link the reviewer's profile, in this one query (docs/product-rules.md §16).
      userId: users.id,
      role: users.role,
      status: users.status,
      profileVisibility: sql<string | null>`${users.learnerSettings}->>'profileVisibility'`,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.courseId, courseId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}
