import type { PaymentType } from "@shared/constants";
import { centsToString, monthlyPriceCents, parseMoneyToCents } from "@shared/money";
import type { Course } from "@shared/schemas/courses";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { categoryLabel, CourseThumbnail, levelLabel } from "@/features/catalog";
import { formatMoney } from "@/lib/format";
import { useTranslation } from "@/i18n/react";

/** What the buyer pays now for this choice: the price, or price / 12 each month (docs/spec.md §9). */
export function chargeFor(course: Pick<Course, "price">, paymentType: PaymentType): string {
  const cents = parseMoneyToCents(course.price);
  return centsToString(paymentType === "subscription" ? monthlyPriceCents(cents) : cents);
}

interface CheckoutSummaryProps {
  course: Course;
  paymentType: PaymentType;
  /** An applied code: the price struck through and what is charged instead (docs/product-rules.md §11). */
  discounted?: { originalAmount: string; discount: string; amount: string; description: string } | null;
}

export function CheckoutSummary({ course, paymentType, discounted }: CheckoutSummaryProps) {
  const charge = discounted ? discounted.amount : chargeFor(course, paymentType);
  // The catalogue's words for category and level (categoryLabel, levelLabel) load with its namespace.
  const { t } = useTranslation(["checkout", "catalog"]);
  return (
    <Card data-testid="card-checkout-summary">
      <CardContent className="flex flex-col gap-4 p-4 sm:flex-row">
        <CourseThumbnail course={course} className="aspect-video w-full rounded-md sm:w-48" />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary">{categoryLabel(course.category)}</Badge>
            <Badge variant="outline">{levelLabel(course.level)}</Badge>
            <Badge data-testid="badge-payment-type">{paymentType === "subscription" ? t("type.subscription") : t("type.oneTime")}</Badge>
          </div>
          <h2 className="text-lg font-semibold" data-testid="text-checkout-title">
            {course.title}
          </h2>
          <p className="line-clamp-2 text-sm text-muted-foreground">{course.description}</p>
          <p className="text-2xl font-bold" data-testid="text-checkout-amount">
            {discounted && (
              <>
                <s className="mr-2 text-base font-normal text-muted-foreground" data-testid="text-checkout-original-amount">
                  <span className="sr-only">{t("summary.was")} </span>
                  {formatMoney(discounted.originalAmount)}
                </s>
                <span className="sr-only">{t("summary.now")} </span>
              </>
            )}
            {formatMoney(charge)}
            {paymentType === "subscription" && <span className="text-base font-normal text-muted-foreground">{t("type.perMonth")}</span>}
          </p>
          {discounted && (
            <p className="text-sm text-primary" data-testid="text-checkout-discount">
              {t("summary.discount", { description: discounted.description, amount: formatMoney(discounted.discount) })}
            </p>
          )}
          <p className="text-xs text-muted-foreground">
            {paymentType === "subscription" && discounted
              ? t("summary.firstMonth", { amount: formatMoney(chargeFor(course, paymentType)) })
              : paymentType === "subscription"
                ? t("summary.billedMonthly", { price: formatMoney(course.price) })
                : t("type.oneTimeText")}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
