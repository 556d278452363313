import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import { ArrowRight, BookOpen, Clock, Star } from "lucide-react";
import { formatDollars, formatDuration, formatNumber } from "@/lib/format";
import { AUTH_PATH, REVEAL_AT, SAMPLE_COURSES, SECTION_IDS, discountPercent, type SampleCourse } from "../content";
import { Reveal } from "./reveal";
import { SectionHeading } from "./section-heading";

const CATEGORY_STYLES: Record<SampleCourse["category"], { cover: string; badge: string }> = {
  marketing: { cover: "from-brand-500 via-indigo-500 to-violet-500", badge: "bg-brand-50 text-brand-700" },
  finance: { cover: "from-emerald-500 via-teal-500 to-cyan-500", badge: "bg-emerald-50 text-emerald-700" },
  business: { cover: "from-amber-500 via-orange-500 to-rose-500", badge: "bg-amber-50 text-amber-700" },
};

/** "Popular Courses" (section id `courses`): the three fixed sample courses of docs/spec.md §9. */
export function PopularCoursesSection() {
  const { t } = useTranslation("landing");
  return (
    <section
      id={SECTION_IDS.courses}
      tabIndex={-1}
      aria-labelledby="courses-heading"
      className="scroll-mt-20 bg-slate-50 py-20 outline-none sm:py-28"
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

        <div className="mt-16 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {SAMPLE_COURSES.map((course, index) => (
            <Reveal key={course.id} at={REVEAL_AT.coursesCards} delayMs={index * 120} className="h-full">
              <CourseCard course={course} />
            </Reveal>
          ))}
        </div>

        <Reveal at={REVEAL_AT.coursesCards} delayMs={360} className="mt-12 text-center">
          <Link
            href={AUTH_PATH}
            data-testid="button-view-all-courses"
            className="inline-flex items-center gap-2 rounded-xl border border-brand-600 bg-white px-6 py-3 font-semibold text-brand-700 shadow-sm transition hover:bg-brand-600 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            {t("courses.viewAll", { total: `${formatNumber(500)}+` })}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </Reveal>
      </div>
    </section>
  );
}

function CourseCard({ course }: { course: SampleCourse }) {
  const style = CATEGORY_STYLES[course.category];
  const Icon = course.icon;
  const saving = discountPercent(course.price, course.originalPrice);
  const { t } = useTranslation("landing");
  const categories = {
    marketing: t("courses.category.marketing"),
    finance: t("courses.category.finance"),
    business: t("courses.category.business"),
  };
  const title = course.title();
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-1 hover:shadow-xl motion-reduce:hover:translate-y-0">
      <div className={`relative flex aspect-[16/9] items-center justify-center bg-gradient-to-br ${style.cover}`}>
        <Icon
          aria-hidden="true"
          className="h-16 w-16 text-white/90 transition-transform duration-500 group-hover:scale-110 motion-reduce:group-hover:scale-100"
          strokeWidth={1.5}
        />
        {saving > 0 && (
          <span className="absolute top-4 right-4 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-rose-600 shadow">
            {t("courses.save", { percent: saving / 100 })}
          </span>
        )}
      </div>

      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center justify-between">
          <span className={`rounded-full px-3 py-1 text-xs font-semibold ${style.badge}`}>{categories[course.category]}</span>
          <span className="flex items-center gap-1 text-sm font-semibold text-slate-800">
            <Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-400" />
            <span className="sr-only">{t("courses.rated", { rating: course.rating })}</span>
            <span aria-hidden="true">{formatNumber(course.rating, { minimumFractionDigits: 1 })}</span>
          </span>
        </div>

        <h3 className="mt-4 text-lg font-bold text-slate-900">{title}</h3>
        <p className="mt-2 flex-1 text-sm text-slate-600">{course.description()}</p>

        <div className="mt-5 flex items-center gap-5 text-sm text-slate-500">
          <span className="flex items-center gap-1.5">
            <BookOpen aria-hidden="true" className="h-4 w-4" />
            {t("courses.lessons", { n: course.lessons })}
          </span>
          <span className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="h-4 w-4" />
            {formatDuration(course.duration)}
          </span>
        </div>

        <div className="mt-6 flex items-center justify-between border-t border-slate-100 pt-5">
          <p className="flex items-baseline gap-2">
            <span className="text-2xl font-bold text-slate-900">{formatDollars(course.price)}</span>
            <span className="text-sm text-slate-500 line-through">
              <span className="sr-only">{t("courses.was")} </span>
              {formatDollars(course.originalPrice)}
            </span>
          </p>
          <Link
            href={AUTH_PATH}
            data-testid={`button-enroll-now-${course.id}`}
            aria-label={t("courses.enrollIn", { title })}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            {t("courses.enrollNow")}
          </Link>
        </div>
      </div>
    </article>
  );
}
