import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import { ArrowRight, BookOpen, Clock, GraduationCap, Star } from "lucide-react";
import type { Course } from "@shared/schemas/courses";
import { parseMoneyToCents } from "@shared/money";
import { courseListQueryOptions } from "@/features/catalog/queries";
import { formatDuration, formatMoney, formatNumber } from "@/lib/format";
import { BROWSE_PATH, POPULAR_COURSES_SHOWN, REVEAL_AT, SECTION_IDS } from "../content";
import { Reveal } from "./reveal";
import { SectionHeading } from "./section-heading";

/** The catalogue's most enrolled published courses, with their real figures (GET /api/courses?sort=popular). */
export const popularCoursesQueryOptions = () => courseListQueryOptions({ sort: "popular", limit: POPULAR_COURSES_SHOWN });

/** "Popular Courses" (section id `courses`): the catalogue's real top courses, never invented ones. */
export function PopularCoursesSection() {
  const { t } = useTranslation("landing");
  const query = useQuery(popularCoursesQueryOptions());
  const total = query.data?.total;
  return (
    <section
      id={SECTION_IDS.courses}
      tabIndex={-1}
      aria-labelledby="courses-heading"
      className="scroll-mt-20 bg-slate-50 py-20 outline-none sm:py-28 dark:bg-slate-900"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Reveal at={REVEAL_AT.coursesHeading}>
          <SectionHeading
            id="courses-heading"
            eyebrow={t("courses.eyebrow")}
            title={t("courses.title")}
            description={t("courses.description")}
          />
        </Reveal>

        <div className="mt-16" aria-busy={query.isPending}>
          {query.isPending ? (
            <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-testid="popular-courses-loading">
              {Array.from({ length: POPULAR_COURSES_SHOWN }, (_, i) => (
                <div key={i} className="h-96 animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
              ))}
            </div>
          ) : query.isError ? (
            <div className="text-center" data-testid="popular-courses-error">
              <p className="text-slate-700 dark:text-slate-300">{t("courses.loadFailed")}</p>
              <button
                type="button"
                onClick={() => void query.refetch()}
                className="mt-4 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
              >
                {t("courses.retry")}
              </button>
            </div>
          ) : query.data.items.length === 0 ? (
            <p className="text-center text-slate-700 dark:text-slate-300" data-testid="popular-courses-empty">
              {t("courses.empty")}
            </p>
          ) : (
            <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-testid="list-popular-courses">
              {query.data.items.map((course, index) => (
                <li key={course.id}>
                  <Reveal at={REVEAL_AT.coursesCards} delayMs={index * 120} className="h-full">
                    <CourseCard course={course} />
                  </Reveal>
                </li>
              ))}
            </ul>
          )}
        </div>

        <Reveal at={REVEAL_AT.coursesCards} delayMs={360} className="mt-12 text-center">
          <Link
            href={BROWSE_PATH}
            data-testid="button-view-all-courses"
            className="inline-flex items-center gap-2 rounded-xl border border-brand-600 bg-white px-6 py-3 font-semibold text-brand-700 shadow-sm transition hover:bg-brand-600 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:bg-slate-900 dark:text-brand-200 dark:hover:bg-brand-600 dark:hover:text-white"
          >
            {/* The catalogue's real count once known, no number before (never an invented one). */}
            {total !== undefined && total > 0 ? t("courses.viewAll", { total: formatNumber(total) }) : t("courses.viewAllNoCount")}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </Reveal>
      </div>
    </section>
  );
}

function CourseCard({ course }: { course: Course }) {
  const { t } = useTranslation("landing");
  const priceCents = parseMoneyToCents(course.price);
  const originalCents = course.originalPrice ? parseMoneyToCents(course.originalPrice) : 0;
  const saving = originalCents > priceCents ? Math.round(((originalCents - priceCents) / originalCents) * 100) : 0;
  return (
    <article
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-1 hover:shadow-xl motion-reduce:hover:translate-y-0 dark:border-slate-700 dark:bg-slate-800"
      data-testid={`popular-course-${course.id}`}
    >
      <div className="relative flex aspect-[16/9] items-center justify-center overflow-hidden bg-gradient-to-br from-brand-500 via-indigo-500 to-violet-500">
        {course.thumbnailUrl ? (
          <img src={course.thumbnailUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <GraduationCap aria-hidden="true" className="h-16 w-16 text-white/90" strokeWidth={1.5} />
        )}
        {saving > 0 && (
          <span className="absolute top-4 right-4 rounded-full bg-white px-3 py-1 text-xs font-bold text-rose-700 shadow">
            {t("courses.save", { percent: saving / 100 })}
          </span>
        )}
      </div>

      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center justify-between gap-3">
          <span className="truncate rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 dark:bg-slate-700 dark:text-brand-200">
            {course.category}
          </span>
          {course.rating !== null ? (
            <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-slate-800 dark:text-slate-100">
              <Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-400" />
              <span className="sr-only">{t("courses.rated", { rating: course.rating })}</span>
              <span aria-hidden="true">{formatNumber(course.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</span>
            </span>
          ) : (
            <span className="shrink-0 text-sm text-slate-600 dark:text-slate-300">{t("courses.noRatings")}</span>
          )}
        </div>

        <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">{course.title}</h3>
        <p className="mt-2 line-clamp-3 flex-1 text-sm text-slate-600 dark:text-slate-300">{course.description}</p>

        <div className="mt-5 flex items-center gap-5 text-sm text-slate-600 dark:text-slate-300">
          <span className="flex items-center gap-1.5">
            <BookOpen aria-hidden="true" className="h-4 w-4" />
            {t("courses.lessons", { n: course.lessonsCount })}
          </span>
          <span className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="h-4 w-4" />
            {formatDuration(course.duration)}
          </span>
        </div>

        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-5 dark:border-slate-700">
          <p className="flex items-baseline gap-2">
            <span className="text-2xl font-bold text-slate-900 dark:text-white">
              {priceCents === 0 ? t("courses.free") : formatMoney(course.price)}
            </span>
            {saving > 0 && course.originalPrice && (
              <span className="text-sm text-slate-600 line-through dark:text-slate-300">
                <span className="sr-only">{t("courses.was")} </span>
                {formatMoney(course.originalPrice)}
              </span>
            )}
          </p>
          <Link
            href={`/course/${course.id}`}
            data-testid={`button-view-course-${course.id}`}
            aria-label={t("courses.viewCourseNamed", { title: course.title })}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            {t("courses.viewCourse")}
          </Link>
        </div>
      </div>
    </article>
  );
}
