import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reviews, users } from "../../db/schema";

export type ReviewRow = typeof reviews.$inferSelect;

/**
 * One review per learner and course (unique index): a second one edits the first, also when two
 * arrive at once. `created` tells a new review from an edit (xmax is 0 only on a fresh insert).
 */
export async function upsertReview(
  db: Db,
  values: { userId: number; courseId: number; rating: number; comment: string | null },
): Promise<{ row: ReviewRow; created: boolean }> {
  const [result] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoUpdate({
      target: [reviews.userId, reviews.courseId],
      set: { rating: values.rating, comment: values.comment, updatedAt: sql`now()` },
    })
    .returning({ ...getTableColumns(reviews), created: sql<boolean>`(xmax = 0)` });
  const { created, ...row } = result;
  return { row, created: Boolean(created) };
}

export async function findOwnReview(db: Db, userId: number, courseId: number): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.courseId, courseId)));
  return row;
}

/** A course's reviews with their authors' names, newest first. */
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
