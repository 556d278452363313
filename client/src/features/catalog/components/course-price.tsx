import { parseMoneyToCents } from "@shared/money";
import { formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/i18n/react";

function cents(value: string | null): number | null {
  if (value === null) return null;
  try {
    return parseMoneyToCents(value);
  } catch {
    return null;
  }
}

/** "$129.00", with the original price struck through only when it is higher. */
export function CoursePrice({
  price,
  originalPrice,
  testId,
  className,
  size = "md",
}: {
  price: string;
  originalPrice: string | null;
  testId?: string;
  className?: string;
  size?: "md" | "lg";
}) {
  const now = cents(price);
  const before = cents(originalPrice);
  const showOriginal = now !== null && before !== null && before > now;
  const { t } = useTranslation("catalog");
  return (
    <div className={cn("flex items-baseline gap-2", className)}>
      <span className={cn("font-bold", size === "lg" ? "text-3xl" : "text-xl")} data-testid={testId}>
        {now === 0 ? t("price.free") : formatMoney(price)}
      </span>
      {showOriginal && (
        <span className="text-sm text-muted-foreground line-through" data-testid={testId ? `${testId}-original` : undefined}>
          <span className="sr-only">{t("price.was")} </span>
          {formatMoney(originalPrice!)}
        </span>
      )}
    </div>
  );
}
