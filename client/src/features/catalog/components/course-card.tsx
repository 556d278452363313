import { BookOpen, Clock, Link2, Star, Users } from "lucide-react";
import { Link } from "wouter";
import type { Course } from "@shared/schemas/courses";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { formatDuration, formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";
import { categoryLabel, levelLabel } from "../api/browse-params";
import { CoursePrice } from "./course-price";
import { CourseThumbnail } from "./course-thumbnail";
import { useTranslation } from "@/i18n/react";

interface CourseCardProps {
  course: Course;
  /** Learner: "Enroll Now" (or "Continue" once enrolled). */
  onEnroll?: (course: Course) => void;
  enrolled?: boolean;
  /** Entrepreneur: copies the course's affiliate link. */
  onAffiliate?: (course: Course) => void;
  busy?: boolean;
}

export function CourseCard({ course, onEnroll, enrolled, onAffiliate, busy }: CourseCardProps) {
  const href = `/course/${course.id}`;
  const { t } = useTranslation("catalog");
  return (
    <Card className="group flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md" data-testid={`card-course-${course.id}`}>
      <Link href={href} tabIndex={-1} aria-hidden className="block overflow-hidden">
        <CourseThumbnail
          course={course}
          className="transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" data-testid={`badge-category-${course.id}`}>
            {categoryLabel(course.category)}
          </Badge>
          <Badge variant="outline" data-testid={`badge-level-${course.id}`}>
            {levelLabel(course.level)}
          </Badge>
        </div>
        <div className="space-y-1.5">
          <h2 className="text-lg font-semibold leading-snug">
            <Link
              href={href}
              className="rounded-sm hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              data-testid={`link-course-${course.id}`}
            >
              {course.title}
            </Link>
          </h2>
          <p className="line-clamp-2 text-sm text-muted-foreground" data-testid={`text-description-${course.id}`}>
            {course.description}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm text-muted-foreground">
          <div className="flex items-center gap-1.5">
            <Star
              className={cn("h-4 w-4", course.rating !== null ? "fill-amber-400 text-amber-400" : "text-muted-foreground/60")}
              aria-hidden
            />
            <dt className="sr-only">{t("card.rating")}</dt>
            <dd data-testid={`text-rating-${course.id}`}>
              {course.rating !== null ? (
                <>
                  <span className="font-medium text-foreground">
                    {formatNumber(course.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
                  </span>{" "}
                  ({formatNumber(course.reviewCount)})
                </>
              ) : (
                t("card.noRatings")
              )}
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <Users className="h-4 w-4" aria-hidden />
            <dt className="sr-only">{t("card.students")}</dt>
            <dd data-testid={`text-students-${course.id}`}>{t("card.studentsCount", { n: course.studentsCount })}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <BookOpen className="h-4 w-4" aria-hidden />
            <dt className="sr-only">{t("card.lessons")}</dt>
            <dd data-testid={`text-lessons-${course.id}`}>{t("card.lessonsCount", { n: course.lessonsCount })}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <Clock className="h-4 w-4" aria-hidden />
            <dt className="sr-only">{t("card.duration")}</dt>
            <dd data-testid={`text-duration-${course.id}`}>{formatDuration(course.duration)}</dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t pt-4">
          <CoursePrice price={course.price} originalPrice={course.originalPrice} testId={`text-price-${course.id}`} />
          {onEnroll &&
            (enrolled ? (
              <Button asChild size="sm" variant="outline">
                <Link href={href} data-testid={`button-enroll-${course.id}`}>
                  {t("card.goToCourse")}
                </Link>
              </Button>
            ) : (
              <Button size="sm" onClick={() => onEnroll(course)} disabled={busy} data-testid={`button-enroll-${course.id}`}>
                {busy && <Spinner className="h-4 w-4 text-current" label={t("card.working")} />}
                {t("card.enrollNow")}
              </Button>
            ))}
          {onAffiliate && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => onAffiliate(course)}
              disabled={busy}
              data-testid={`button-affiliate-${course.id}`}
            >
              {busy ? <Spinner className="h-4 w-4 text-current" label={t("card.working")} /> : <Link2 aria-hidden />}
              {t("card.getAffiliateLink")}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}

export function CourseCardSkeleton() {
  return (
    <Card className="overflow-hidden" data-testid="skeleton-course-card" aria-hidden>
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="space-y-3 p-5">
        <div className="flex gap-2">
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <div className="flex justify-between pt-3">
          <Skeleton className="h-6 w-20" />
          <Skeleton className="h-9 w-28" />
        </div>
      </div>
    </Card>
  );
}
