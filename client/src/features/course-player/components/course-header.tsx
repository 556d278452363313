import type { ReactNode } from "react";
import { BookOpen, Clock, Star, Users } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { Course } from "@shared/schemas/courses";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { categoryLabel, levelLabel } from "@/features/catalog";

import { formatDuration, formatNumber } from "@/lib/format";

/** Title, category, level, rating and student count, with the page's actions on the right. */
export function CourseHeader({ course, actions }: { course: Course; actions: ReactNode }) {
  // The catalogue's words for category and level (categoryLabel, levelLabel) load with its namespace.
  const { t } = useTranslation(["player", "catalog"]);
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" data-testid="badge-course-category">
            {categoryLabel(course.category)}
          </Badge>
          <Badge variant="outline" data-testid="badge-course-level">
            {levelLabel(course.level)}
          </Badge>
          {!course.isPublished && <Badge variant="destructive">{t("header.draft")}</Badge>}
        </div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="text-course-title">
          {course.title}
        </h1>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted-foreground">
          <span className="flex items-center gap-1.5" data-testid="text-course-rating">
            <Star className={course.rating !== null ? "h-4 w-4 fill-amber-400 text-amber-400" : "h-4 w-4"} aria-hidden />
            {course.rating !== null ? (
              <>
                <span className="font-semibold text-foreground">{formatNumber(course.rating, 1)}</span>
                {t("header.reviewCount", { n: course.reviewCount })}
              </>
            ) : (
              t("header.noRatings")
            )}
          </span>
          <span className="flex items-center gap-1.5" data-testid="text-course-students">
            <Users className="h-4 w-4" aria-hidden />
            {t("header.students", { n: course.studentsCount })}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </div>
  );
}

/** Lessons, duration and rating as three tiles. */
export function CourseStats({ course }: { course: Course }) {
  // The catalogue's words for category and level (categoryLabel, levelLabel) load with its namespace.
  const { t } = useTranslation(["player", "catalog"]);
  const stats = [
    { icon: BookOpen, label: t("stats.lessons"), value: formatNumber(course.lessonsCount), testId: "stat-lessons" },
    { icon: Clock, label: t("stats.duration"), value: formatDuration(course.duration), testId: "stat-duration" },
    { icon: Star, label: t("stats.rating"), value: course.rating !== null ? formatNumber(course.rating, 1) : "—", testId: "stat-rating" },
  ];
  return (
    <div className="grid grid-cols-3 gap-3">
      {stats.map(({ icon: Icon, label, value, testId }) => (
        <Card key={label} className="flex flex-col items-center gap-1 p-4 text-center">
          <Icon className="h-5 w-5 text-primary" aria-hidden />
          <span className="text-lg font-bold" data-testid={testId}>
            {value}
          </span>
          <span className="text-xs text-muted-foreground">{label}</span>
        </Card>
      ))}
    </div>
  );
}
