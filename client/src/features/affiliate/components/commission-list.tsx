import type { Commission } from "@shared/schemas/affiliate";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { useTranslation } from "@/i18n/react";
import { formatDate, formatMoney, formatPercent } from "@/lib/format";
import { useStatusText } from "./status-text";

const STATUS_VARIANT = { pending: "secondary", paid: "success" } as const;

/** docs/spec.md §4: pending and paid are told apart; any other status (reversed) is destructive. */
export function CommissionStatusBadge({ status, id }: { status: Commission["status"]; id: number }) {
  const statusText = useStatusText();
  const variant = status === "pending" || status === "paid" ? STATUS_VARIANT[status] : "destructive";
  return (
    <Badge variant={variant} data-testid={`badge-commission-status-${id}`}>
      {statusText(status)}
    </Badge>
  );
}

export function CommissionRow({ commission }: { commission: Commission }) {
  const { t } = useTranslation("affiliate");
  const adjustment = commission.kind === "adjustment";
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid={`commission-${commission.id}`}>
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium" data-testid={`text-commission-product-${commission.id}`}>
          {commission.productName || t("commissions.productSale")}
          {adjustment && <span className="text-muted-foreground"> {t("commissions.refundAdjustment")}</span>}
        </p>
        <p className="text-xs text-muted-foreground">
          {t("commissions.dateAndNumber", { date: formatDate(commission.createdAt), id: String(commission.id) })}
        </p>
      </div>
      <div className="flex items-center gap-3 text-right">
        <div>
          <p className="font-semibold tabular-nums" data-testid={`text-commission-amount-${commission.id}`}>
            {formatMoney(commission.amount)}
          </p>
          <p className="text-xs text-muted-foreground" data-testid={`text-commission-rate-${commission.id}`}>
            {t("commissions.rate", { rate: formatPercent(commission.commissionRate, 2) })}
          </p>
        </div>
        <CommissionStatusBadge status={commission.status} id={commission.id} />
      </div>
    </li>
  );
}

export function CommissionList({ items }: { items: Commission[] }) {
  return (
    <ul className="divide-y" data-testid="list-commissions">
      {items.map((c) => (
        <CommissionRow key={c.id} commission={c} />
      ))}
    </ul>
  );
}

export function CommissionListSkeleton({ rows }: { rows: number }) {
  return (
    <ul className="divide-y" aria-hidden>
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex items-center justify-between py-3" data-testid="skeleton-commission">
          <div className="space-y-2">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-3 w-32" />
          </div>
          <Skeleton className="h-6 w-20" />
        </li>
      ))}
    </ul>
  );
}
