import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import { Plus, TicketPercent } from "lucide-react";
import type { Coupon } from "@shared/schemas/coupons";
import { EmptyState } from "@/components/empty-state";
import { SwitchRow } from "@/components/form-controls";
import { PageHeader } from "@/components/page-header";
import { QueryView } from "@/components/query-view";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { i18n } from "@/i18n";
import { formatDate, formatMoney, formatPercent } from "@/lib/format";
import { couponsQueryOptions, useUpdateCoupon } from "../api/coupon-queries";
import { notifyServerFailure, notifySuccess } from "../api/mutation-feedback";
import { CouponFormDialog } from "../components/coupon-form-dialog";

// Called while rendering, so the text follows the active language.
function discountText(c: Coupon): string {
  return c.percentOff !== null
    ? i18n.t("admin:coupons.off", { amount: formatPercent(c.percentOff) })
    : i18n.t("admin:coupons.off", { amount: formatMoney(c.amountOff ?? "0.00") });
}

function rulesText(c: Coupon): string {
  const parts = [
    c.courseIds ? i18n.t("admin:coupons.rules.courses", { n: c.courseIds.length }) : i18n.t("admin:coupons.rules.allCourses"),
    c.paymentTypes.length === 2
      ? i18n.t("admin:coupons.rules.both")
      : c.paymentTypes[0] === "one_time"
        ? i18n.t("admin:coupons.rules.oneTimeOnly")
        : i18n.t("admin:coupons.rules.firstMonthOnly"),
    c.maxRedemptions !== null
      ? i18n.t("admin:coupons.rules.usedOf", { used: c.redemptions, max: c.maxRedemptions })
      : i18n.t("admin:coupons.rules.used", { used: c.redemptions }),
    i18n.t("admin:coupons.rules.perCustomer", { n: c.perUserLimit }),
  ];
  if (c.startsAt) parts.push(i18n.t("admin:coupons.rules.from", { date: formatDate(c.startsAt) }));
  if (c.expiresAt) parts.push(i18n.t("admin:coupons.rules.until", { date: formatDate(c.expiresAt) }));
  return parts.join(" · ");
}

/** /admin/coupons (docs/product-rules.md §11): every coupon with its uses and revenue; activate or deactivate. */
export default function AdminCouponsPage() {
  const { t } = useTranslation("admin");
  const list = useQuery(couponsQueryOptions());
  const update = useUpdateCoupon();
  const [creating, setCreating] = useState(false);

  const setActive = (c: Coupon, active: boolean) =>
    update.mutate(
      { id: c.id, input: { active } },
      {
        onSuccess: () => notifySuccess(active ? t("coupons.activated", { code: c.code }) : t("coupons.deactivated", { code: c.code })),
        onError: (error) => notifyServerFailure(t("coupons.updateFailed"), error),
      },
    );

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("coupons.title")}
        description={t("coupons.description")}
        actions={
          <Button onClick={() => setCreating(true)} data-testid="button-new-coupon">
            <Plus aria-hidden />
            {t("coupons.new")}
          </Button>
        }
      />
      <QueryView
        query={list}
        what={t("coupons.what")}
        errorTestId="coupons-error"
        errorIcon={TicketPercent}
        loading={
          <div className="space-y-2" aria-hidden>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        }
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={TicketPercent}
            title={t("coupons.empty.title")}
            description={t("coupons.empty.description")}
            testId="empty-coupons"
          />
        }
      >
        {(data) => (
          <Card>
            <CardContent className="p-0">
              <ul className="divide-y" data-testid="list-coupons">
                {data.items.map((c) => (
                  <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4" data-testid={`coupon-${c.code}`}>
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-2 font-medium">
                        <span className="font-mono">{c.code}</span>
                        <Badge variant="secondary">{discountText(c)}</Badge>
                        {!c.active && <Badge variant="outline">{t("coupons.inactive")}</Badge>}
                      </div>
                      <p className="text-sm text-muted-foreground">{rulesText(c)}</p>
                    </div>
                    <div className="flex items-center gap-4">
                      <div className="text-right text-sm">
                        <p className="font-semibold tabular-nums" data-testid={`text-coupon-revenue-${c.id}`}>
                          {/* Labelled: a bare "$0.00" did not say it was the revenue. */}
                          {t("coupons.revenue", { amount: formatMoney(c.revenue) })}
                        </p>
                        <p className="text-muted-foreground" data-testid={`text-coupon-redemptions-${c.id}`}>
                          {t("coupons.redemptions", { n: c.redemptions, discount: formatMoney(c.discountGiven) })}
                        </p>
                      </div>
                      <SwitchRow
                        hideLabel
                        id={`coupon-active-${c.id}`}
                        checked={c.active}
                        onChange={(active) => setActive(c, active)}
                        disabled={update.isPending}
                        label={t("coupons.activeSwitch", { code: c.code })}
                        testId={`coupon-active-${c.id}`}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        )}
      </QueryView>
      <CouponFormDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
