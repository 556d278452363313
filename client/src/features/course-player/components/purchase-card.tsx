import { Award, BookOpen, CalendarClock, Clock, Download, Infinity as InfinityIcon, ShoppingCart } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import { centsToString, monthlyPriceCents, parseMoneyToCents } from "@shared/money";
import type { Course } from "@shared/schemas/courses";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { CoursePrice } from "@/features/catalog";
import { formatDuration, formatMoney } from "@/lib/format";
import { CourseProgressSummary, type CourseProgressFigures } from "./course-progress-summary";

/** price / 12 with 2 decimals (docs/spec.md §9), e.g. "10.75". */
export function monthlyPrice(price: string): string {
  try {
    return centsToString(monthlyPriceCents(parseMoneyToCents(price)));
  } catch {
    return "0.00";
  }
}

interface PurchaseCardProps {
  course: Course;
  /** Enrolled learners see their progress instead of the purchase options. */
  enrollment?: CourseProgressFigures;
  free: boolean;
}

/** Buy Now (one-time, lifetime access) and the monthly option, or the learner's progress. */
export function PurchaseCard({ course, enrollment, free }: PurchaseCardProps) {
  const { t } = useTranslation("player");
  const monthly = monthlyPrice(course.price);
  return (
    <Card className="overflow-hidden" data-testid="card-purchase">
      <CardContent className="space-y-4 p-6">
        <CoursePrice price={course.price} originalPrice={course.originalPrice} testId="text-course-price" size="lg" />
        {enrollment ? (
          <div className="space-y-2" data-testid="text-enrolled">
            <p className="text-sm font-medium">{t("purchase.enrolled")}</p>
            <CourseProgressSummary {...enrollment} />
          </div>
        ) : free ? (
          <p className="text-sm text-muted-foreground">{t("purchase.free")}</p>
        ) : (
          <div className="space-y-3">
            <Button asChild className="w-full" size="lg">
              <Link href={`/checkout/${course.id}?type=one_time`} data-testid="button-buy-now">
                <ShoppingCart aria-hidden />
                {t("purchase.buyNow")}
              </Link>
            </Button>
            <Button asChild variant="outline" className="h-auto w-full flex-col gap-0.5 py-2.5">
              <Link href={`/checkout/${course.id}?type=subscription`} data-testid="button-monthly">
                <span className="font-semibold" data-testid="text-monthly-price">
                  {t("purchase.perMonth", { price: formatMoney(monthly) })}
                </span>
                <span className="text-xs font-normal text-muted-foreground">{t("purchase.billedMonthly")}</span>
              </Link>
            </Button>
            <p className="text-center text-xs text-muted-foreground">{t("purchase.lifetime")}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** What the course includes. */
export function CourseDetailsCard({ course, resources }: { course: Course; resources: number }) {
  const { t } = useTranslation("player");
  const rows = [
    { icon: BookOpen, label: t("lessons", { n: course.lessonsCount }) },
    { icon: Clock, label: t("includes.video", { duration: formatDuration(course.duration) }) },
    // No files, no line: "0 downloadable resources" promises nothing.
    ...(resources > 0 ? [{ icon: Download, label: t("includes.resources", { n: resources }) }] : []),
    { icon: InfinityIcon, label: t("includes.lifetime") },
    { icon: CalendarClock, label: t("includes.monthly") },
    { icon: Award, label: t("includes.certificate") },
  ];
  return (
    <Card data-testid="card-course-details">
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{t("includes.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2.5 text-sm">
          {rows.map(({ icon: Icon, label }) => (
            <li key={label} className="flex items-center gap-2.5 text-muted-foreground">
              <Icon className="h-4 w-4 shrink-0 text-primary" aria-hidden />
              {label}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
