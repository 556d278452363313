import { Award, BookOpen, CalendarDays, PlayCircle, RotateCcw } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import type { Enrollment } from "@shared/schemas/learning";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { categoryLabel, CoursePrice, CourseThumbnail, levelLabel } from "@/features/catalog";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { enrollmentStatus, lessonsLabel, statusLabel } from "../api/enrollment-status";
import { EnrollmentProgress } from "./enrollment-progress";
import { SubscriptionStatus } from "./subscription-status";

const STATUS_BADGE = {
  "not-started": "outline",
  "in-progress": "secondary",
  completed: "success",
} as const;

/** One enrollment on My Courses (docs/spec.md §2): Review once complete, else Continue; the certificate when earned. */
export function MyCourseCard({ enrollment }: { enrollment: Enrollment }) {
  // The catalogue's words for category and level (categoryLabel, levelLabel) load with its namespace.
  const { t } = useTranslation(["learning", "catalog"]);
  const { course, courseId } = enrollment;
  const status = enrollmentStatus(enrollment.progress);
  const complete = status === "completed";
  const href = `/course/${courseId}`;

  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid={`my-course-${courseId}`}>
      <Link href={href} tabIndex={-1} aria-hidden className="relative block">
        <CourseThumbnail course={course} />
        {/* Over a thumbnail every badge has its own solid background: an outline badge would
            show the image through it (axe cannot measure text over an image). */}
        <Badge
          variant={STATUS_BADGE[status]}
          className={cn("absolute left-3 top-3 shadow", STATUS_BADGE[status] === "outline" && "border-border bg-background")}
          data-testid={`badge-status-${courseId}`}
        >
          {statusLabel(status)}
        </Badge>
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" data-testid={`badge-category-${courseId}`}>
            {categoryLabel(course.category)}
          </Badge>
          <Badge variant="outline" data-testid={`badge-level-${courseId}`}>
            {levelLabel(course.level)}
          </Badge>
          {enrollment.refunded ? (
            <Badge variant="destructive" data-testid={`badge-refunded-${courseId}`}>
              {t("refunded")}
            </Badge>
          ) : (
            !enrollment.hasAccess && (
              <Badge variant="destructive" data-testid={`badge-access-ended-${courseId}`}>
                {t("accessEnded")}
              </Badge>
            )
          )}
        </div>
        <div className="space-y-1.5">
          <h2 className="text-lg font-semibold leading-snug" data-testid={`text-my-course-title-${courseId}`}>
            {course.title}
          </h2>
          <p className="line-clamp-2 text-sm text-muted-foreground">{course.description}</p>
        </div>
        <EnrollmentProgress courseId={courseId} progress={enrollment.progress} />
        <SubscriptionStatus enrollment={enrollment} />
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="flex items-center gap-1.5" data-testid={`text-lessons-${courseId}`}>
            <BookOpen className="h-4 w-4" aria-hidden />
            {lessonsLabel(enrollment)}
          </span>
          <span className="flex items-center gap-1.5" data-testid={`text-enrolled-${courseId}`}>
            <CalendarDays className="h-4 w-4" aria-hidden />
            {t("myCourses.enrolledOn", { date: formatDate(enrollment.enrolledAt) })}
          </span>
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t pt-4">
          <CoursePrice price={course.price} originalPrice={null} testId={`text-my-course-price-${courseId}`} />
          <div className="flex flex-wrap gap-2">
            {complete && (
              <Button asChild size="sm" variant="outline">
                <Link href={`/personal/certificates?course=${courseId}`} data-testid={`link-certificate-${courseId}`}>
                  <Award aria-hidden />
                  {t("myCourses.certificate")}
                </Link>
              </Button>
            )}
            <Button asChild size="sm">
              <Link href={href} data-testid={`link-my-course-${courseId}`}>
                {complete ? <RotateCcw aria-hidden /> : <PlayCircle aria-hidden />}
                {complete ? t("myCourses.review") : t("continue")}
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}

export function MyCourseCardSkeleton() {
  return (
    <Card className="overflow-hidden" data-testid="skeleton-my-course" aria-hidden>
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="space-y-3 p-5">
        <div className="flex gap-2">
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-2 w-full" />
        <div className="flex justify-between pt-3">
          <Skeleton className="h-6 w-16" />
          <Skeleton className="h-9 w-24" />
        </div>
      </div>
    </Card>
  );
}
