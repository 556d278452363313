// Enrollment progress states of docs/spec.md §4: 0 Not Started, above 0 In Progress, 100 or more Completed.
import type { Enrollment } from "@shared/schemas/learning";
import { i18n } from "@/i18n";

export type EnrollmentStatus = "not-started" | "in-progress" | "completed";

/** The status as the learner reads it, in the active language. */
export function statusLabel(status: EnrollmentStatus): string {
  if (status === "completed") return i18n.t("learning:status.completed");
  if (status === "in-progress") return i18n.t("learning:status.inProgress");
  return i18n.t("learning:status.notStarted");
}

export function enrollmentStatus(progress: number): EnrollmentStatus {
  if (progress >= 100) return "completed";
  if (progress > 0) return "in-progress";
  return "not-started";
}

export interface EnrollmentCounts {
  enrolled: number;
  completed: number;
  inProgress: number;
}

/** A refunded purchase is listed for the record but counted nowhere. */
export function countEnrollments(enrollments: readonly Pick<Enrollment, "progress" | "refunded">[]): EnrollmentCounts {
  const counted = enrollments.filter((e) => !e.refunded);
  let completed = 0;
  let inProgress = 0;
  for (const { progress } of counted) {
    const status = enrollmentStatus(progress);
    if (status === "completed") completed += 1;
    else if (status === "in-progress") inProgress += 1;
  }
  return { enrolled: counted.length, completed, inProgress };
}

/** Progress clamped to 0-100 for bars and labels. */
export function progressPercent(progress: number): number {
  return Math.min(100, Math.max(0, Math.round(Number.isFinite(progress) ? progress : 0)));
}

/** "2/3 lessons" (docs/spec.md §2 My Courses: completed chapters over the lessons count). */
export function lessonsLabel(enrollment: Pick<Enrollment, "completedChapters" | "course">): string {
  const total = enrollment.course.lessonsCount;
  return i18n.t("learning:lessonsDone", { done: enrollment.completedChapters.length, n: total });
}
