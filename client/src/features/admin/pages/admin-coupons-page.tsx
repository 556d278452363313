import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Plus, TicketPercent } from "lucide-react";
import type { Coupon } from "@shared/schemas/coupons";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { QueryView } from "@/components/query-view";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { formatDate, formatMoney } from "@/lib/format";
import { couponsQueryOptions, useUpdateCoupon } from "../api/coupon-queries";
import { notifyServerFailure, notifySuccess } from "../api/mutation-feedback";
import { CouponFormDialog } from "../components/coupon-form-dialog";

function discountText(c: Coupon): string {
  return c.percentOff !== null ? `${c.percentOff}% off` : `${formatMoney(c.amountOff ?? "0.00")} off`;
}

function rulesText(c: Coupon): string {
  const parts = [
    c.courseIds ? `${c.courseIds.length} ${c.courseIds.length === 1 ? "course" : "courses"}` : "All courses",
    c.paymentTypes.length === 2 ? "one-time and first month" : c.paymentTypes[0] === "one_time" ? "one-time only" : "first month only",
    c.maxRedemptions !== null ? `${c.redemptions}/${c.maxRedemptions} used` : `${c.redemptions} used`,
    `${c.perUserLimit} per customer`,
  ];
  if (c.startsAt) parts.push(`from ${formatDate(c.startsAt)}`);
  if (c.expiresAt) parts.push(`until ${formatDate(c.expiresAt)}`);
  return parts.join(" · ");
}

/** /admin/coupons (issue 16): every coupon with its uses and revenue; activate or deactivate. */
export default function AdminCouponsPage() {
  const list = useQuery(couponsQueryOptions());
  const update = useUpdateCoupon();
  const [creating, setCreating] = useState(false);

  const setActive = (c: Coupon, active: boolean) =>
    update.mutate(
      { id: c.id, input: { active } },
      {
        onSuccess: () => notifySuccess(`${c.code} ${active ? "activated" : "deactivated"}`),
        onError: (error) => notifyServerFailure("Failed to update the coupon. Please try again.", error),
      },
    );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Coupons"
        description="Codes customers type at checkout. A redemption counts when its payment succeeds; a full refund gives it back."
        actions={
          <Button onClick={() => setCreating(true)} data-testid="button-new-coupon">
            <Plus aria-hidden />
            New coupon
          </Button>
        }
      />
      <QueryView
        query={list}
        what="the coupons"
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
            title="No coupons yet"
            description="Create a coupon to offer a discount at checkout."
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
                      <p className="flex flex-wrap items-center gap-2 font-medium">
                        <span className="font-mono">{c.code}</span>
                        <Badge variant="secondary">{discountText(c)}</Badge>
                        {!c.active && <Badge variant="outline">Inactive</Badge>}
                      </p>
                      <p className="text-sm text-muted-foreground">{rulesText(c)}</p>
                    </div>
                    <div className="flex items-center gap-4">
                      <div className="text-right text-sm">
                        <p className="font-semibold tabular-nums" data-testid={`text-coupon-revenue-${c.id}`}>
                          {formatMoney(c.revenue)}
                        </p>
                        <p className="text-muted-foreground" data-testid={`text-coupon-redemptions-${c.id}`}>
                          {c.redemptions} {c.redemptions === 1 ? "redemption" : "redemptions"} · {formatMoney(c.discountGiven)} off
                        </p>
                      </div>
                      <Switch
                        checked={c.active}
                        onCheckedChange={(active) => setActive(c, active)}
                        disabled={update.isPending}
                        aria-label={`${c.code} active`}
                        data-testid={`switch-coupon-active-${c.id}`}
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
