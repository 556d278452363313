import { useId, useState } from "react";
import {
  ChevronDown,
  CircleCheck,
  CreditCard,
  ExternalLink,
  HandCoins,
  Landmark,
  PiggyBank,
  Star,
  TrendingUp,
  type LucideIcon,
} from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { FinancialProduct } from "@shared/schemas/learning";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatMoney, formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";

const TYPE_ICONS: Record<string, { icon: LucideIcon; tone: string }> = {
  "credit card": { icon: CreditCard, tone: "bg-violet-500/10 text-violet-600" },
  "savings account": { icon: PiggyBank, tone: "bg-emerald-500/10 text-emerald-600" },
  "personal loan": { icon: HandCoins, tone: "bg-blue-500/10 text-blue-600" },
  investment: { icon: TrendingUp, tone: "bg-amber-500/10 text-amber-600" },
};

/** docs/spec.md §2: a card lists the first three features; Learn More shows the rest. */
const FEATURES_SHOWN = 3;

function typeStyle(type: string) {
  return TYPE_ICONS[type.trim().toLowerCase()] ?? { icon: Landmark, tone: "bg-primary/10 text-primary" };
}

/** A partner product. Apply Now appears only when the partner gave an application address (docs/product-rules.md §1.3). */
export function FinancialProductCard({ product }: { product: FinancialProduct }) {
  const { t } = useTranslation("learning");
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const { icon: Icon, tone } = typeStyle(product.type);
  const features = expanded ? product.features : product.features.slice(0, FEATURES_SHOWN);
  const hasMore = product.features.length > FEATURES_SHOWN || product.minCreditScore !== null || product.minDeposit !== null;

  return (
    <Card className="flex h-full flex-col p-6" data-testid={`product-${product.id}`}>
      <div className="flex items-start gap-4">
        <span className={cn("flex h-12 w-12 shrink-0 items-center justify-center rounded-lg", tone)}>
          <Icon className="h-6 w-6" aria-hidden />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold leading-snug" data-testid={`text-product-name-${product.id}`}>
              {product.name}
            </h2>
            <Badge variant="secondary" data-testid={`badge-product-type-${product.id}`}>
              {product.type}
            </Badge>
            {product.isDemo && (
              <Badge variant="outline" data-testid={`badge-product-demo-${product.id}`} title={t("financial.product.demoHint")}>
                {t("financial.product.demo")}
              </Badge>
            )}
          </div>
          <p className="text-sm text-muted-foreground" data-testid={`text-product-provider-${product.id}`}>
            {t("financial.product.by", { provider: product.provider })}
          </p>
        </div>
        {product.rating !== null && (
          <p className="flex shrink-0 items-center gap-1 text-sm font-medium" data-testid={`text-product-rating-${product.id}`}>
            <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden />
            <span aria-hidden>{formatNumber(product.rating, 1)}</span>
            <span className="sr-only">{t("financial.product.rating", { rating: formatNumber(product.rating, 1) })}</span>
          </p>
        )}
      </div>

      <p className="mt-4 text-sm text-muted-foreground">{product.description}</p>

      <div className="mt-4 rounded-lg bg-muted/60 px-4 py-3">
        <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t("financial.product.rate")}</p>
        <p className="text-xl font-bold" data-testid={`text-product-rate-${product.id}`}>
          {product.interestRate}
        </p>
      </div>

      <ul id={detailsId} className="mt-4 space-y-2 text-sm" data-testid={`list-product-features-${product.id}`}>
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
            {feature}
          </li>
        ))}
        {expanded && product.minCreditScore !== null && (
          <li className="flex items-start gap-2 text-muted-foreground" data-testid={`text-product-credit-score-${product.id}`}>
            <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
            {t("financial.product.minCreditScore", { score: product.minCreditScore })}
          </li>
        )}
        {expanded && product.minDeposit !== null && (
          <li className="flex items-start gap-2 text-muted-foreground" data-testid={`text-product-min-deposit-${product.id}`}>
            <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
            {t("financial.product.minDeposit", { amount: formatMoney(product.minDeposit) })}
          </li>
        )}
      </ul>

      <div className="mt-auto flex flex-wrap gap-2 pt-6">
        {product.applicationUrl && (
          <Button asChild>
            <a href={product.applicationUrl} target="_blank" rel="noopener noreferrer" data-testid={`button-apply-${product.id}`}>
              {t("financial.product.apply")}
              <ExternalLink aria-hidden />
            </a>
          </Button>
        )}
        {hasMore && (
          <Button
            variant="outline"
            onClick={() => setExpanded((value) => !value)}
            aria-expanded={expanded}
            aria-controls={detailsId}
            data-testid={`button-learn-more-${product.id}`}
          >
            {expanded ? t("financial.product.showLess") : t("financial.product.learnMore")}
            <ChevronDown className={cn("transition-transform", expanded && "rotate-180")} aria-hidden />
          </Button>
        )}
      </div>
    </Card>
  );
}

export function FinancialProductCardSkeleton() {
  return (
    <Card className="space-y-4 p-6" data-testid="skeleton-financial-product" aria-hidden>
      <div className="flex gap-4">
        <Skeleton className="h-12 w-12 rounded-lg" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-10 w-32" />
    </Card>
  );
}
