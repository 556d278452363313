import { centsToString } from "@shared/money";
import type { Course } from "@shared/schemas/courses";
import type { CourseWithStats } from "./courses.repo";

/** The only way a course row leaves the server. */
export function presentCourse(row: CourseWithStats): Course {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    level: row.level,
    price: centsToString(row.priceCents),
    originalPrice: row.originalPriceCents === null ? null : centsToString(row.originalPriceCents),
    thumbnailUrl: row.thumbnailUrl,
    guidelines: row.guidelines,
    isPublished: row.isPublished,
    sequential: row.sequential,
    studentsCount: row.studentsCount,
    lessonsCount: row.lessonsCount,
    duration: Math.ceil(row.totalSeconds / 60),
    rating: row.rating,
    reviewCount: row.reviewCount,
    createdAt: row.createdAt.toISOString(),
  };
}
