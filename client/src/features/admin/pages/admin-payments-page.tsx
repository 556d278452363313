import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import { CreditCard, Undo2, X } from "lucide-react";
import type { PaymentStatus } from "@shared/constants";
import type { AdminPayment } from "@shared/schemas/payments";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Pager } from "@/components/pager";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { notifyMutationFailure } from "@/lib/mutation-errors";
import { formatDate, formatMoney } from "@/lib/format";
import { adminPaymentsQueryOptions, PAYMENTS_PAGE_SIZE, useRefundPayment } from "../api/admin-management";
import { SelectField } from "@/components/form-controls";
import { ConfirmDeleteDialog } from "../components/confirm-delete-dialog";
import { QueryView } from "@/components/query-view";

type StatusFilter = "all" | PaymentStatus;
const VARIANT = { succeeded: "success", pending: "secondary", failed: "destructive", refunded: "outline" } as const;

/** Every payment, newest first, with the refund action (docs/product-rules.md §5). */
export default function AdminPaymentsPage() {
  const { t } = useTranslation("admin");
  const statusText: Record<PaymentStatus, string> = {
    succeeded: t("payments.status.succeeded"),
    pending: t("payments.status.pending"),
    failed: t("payments.status.failed"),
    refunded: t("payments.status.refunded"),
  };
  const statusOptions: { value: StatusFilter; label: string }[] = [
    { value: "all", label: t("payments.status.all") },
    { value: "succeeded", label: statusText.succeeded },
    { value: "pending", label: statusText.pending },
    { value: "failed", label: statusText.failed },
    { value: "refunded", label: statusText.refunded },
  ];
  const [status, setStatus] = useState<StatusFilter>("all");
  // Clicking a buyer or a course in a row narrows the list to them.
  const [buyer, setBuyer] = useState<{ id: number; name: string } | null>(null);
  const [course, setCourse] = useState<{ id: number; title: string } | null>(null);
  const [offset, setOffset] = useState(0);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const list = useQuery(adminPaymentsQueryOptions({ status, userId: buyer?.id ?? null, courseId: course?.id ?? null, offset }));
  const narrow = (change: () => void) => (change(), setOffset(0));
  const refund = useRefundPayment();

  const confirmRefund = () => {
    if (!refunding) return;
    refund.mutate(refunding.id, {
      onSuccess: () => toast({ title: t("payments.refunded"), description: t("payments.refundedDescription") }),
      onError: (error) => notifyMutationFailure(t("payments.refundFailed"), error),
    });
    setRefunding(null);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("payments.title")}
        description={t("payments.description")}
        actions={
          <SelectField
            hideLabel
            value={status}
            options={statusOptions}
            onChange={(v) => narrow(() => setStatus(v))}
            label={t("payments.filterStatus")}
            testId="filter-payment-status"
            className="w-44"
          />
        }
      />
      {(buyer || course) && (
        <div className="flex flex-wrap gap-2" data-testid="payment-filters">
          {buyer && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => narrow(() => setBuyer(null))}
              aria-label={t("payments.clearBuyer", { name: buyer.name })}
              data-testid="button-clear-buyer"
            >
              {t("payments.buyer", { name: buyer.name })}
              <X aria-hidden />
            </Button>
          )}
          {course && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => narrow(() => setCourse(null))}
              aria-label={t("payments.clearCourse", { title: course.title })}
              data-testid="button-clear-course"
            >
              {t("payments.course", { title: course.title })}
              <X aria-hidden />
            </Button>
          )}
        </div>
      )}
      <QueryView
        query={list}
        what={t("payments.what")}
        errorTestId="payments-error"
        errorIcon={CreditCard}
        loading={
          <div className="space-y-2" aria-hidden>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        }
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={CreditCard}
            title={t("payments.empty.title")}
            description={t("payments.empty.description")}
            testId="empty-payments"
          />
        }
      >
        {(data) => (
          <Card>
            <CardContent className="p-0">
              <ul className="divide-y" data-testid="list-payments">
                {data.items.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4" data-testid={`payment-${p.id}`}>
                    <div className="min-w-0">
                      <p className="font-medium">
                        {p.courseId !== null ? (
                          <button
                            type="button"
                            className="hover:underline"
                            title={t("payments.onlyCourse")}
                            onClick={() => narrow(() => setCourse({ id: p.courseId!, title: p.courseTitle }))}
                            data-testid={`button-filter-course-${p.id}`}
                          >
                            {p.courseTitle}
                          </button>
                        ) : (
                          p.courseTitle
                        )}
                      </p>
                      <p className="text-sm text-muted-foreground">
                        {p.userId !== null && p.username ? (
                          <button
                            type="button"
                            className="hover:underline"
                            title={t("payments.onlyBuyer")}
                            onClick={() => narrow(() => setBuyer({ id: p.userId!, name: p.username! }))}
                            data-testid={`button-filter-buyer-${p.id}`}
                          >
                            {p.username}
                          </button>
                        ) : (
                          t("payments.deletedUser")
                        )}{" "}
                        · {formatDate(p.createdAt)} · {p.type === "subscription" ? t("payments.monthly") : t("payments.oneTime")} ·{" "}
                        {p.provider}
                        {p.affiliateCode && t("payments.via", { code: p.affiliateCode })}
                        {p.couponCode &&
                          (p.discount === "0.00"
                            ? t("payments.couponNoDiscount", { code: p.couponCode })
                            : t("payments.coupon", { code: p.couponCode, discount: formatMoney(p.discount) }))}
                      </p>
                    </div>
                    <div className="flex items-center gap-3">
                      <span className="font-semibold tabular-nums">{formatMoney(p.amount)}</span>
                      <Badge variant={VARIANT[p.status]} data-testid={`badge-payment-status-${p.id}`}>
                        {statusText[p.status]}
                      </Badge>
                      {p.status === "succeeded" && (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setRefunding(p)}
                          disabled={refund.isPending}
                          data-testid={`button-refund-${p.id}`}
                        >
                          <Undo2 aria-hidden />
                          {t("payments.refund")}
                        </Button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
              <div className="px-5 pb-3">
                <Pager offset={offset} limit={PAYMENTS_PAGE_SIZE} total={data.total} totalCapped={data.totalCapped} onChange={setOffset} />
              </div>
            </CardContent>
          </Card>
        )}
      </QueryView>
      <ConfirmDeleteDialog
        open={refunding !== null}
        onOpenChange={(open) => !open && setRefunding(null)}
        title={t("payments.refundConfirm.title")}
        description={
          refunding
            ? t("payments.refundConfirm.description", {
                amount: formatMoney(refunding.amount),
                title: refunding.courseTitle,
                buyer: refunding.username ?? t("payments.refundConfirm.theBuyer"),
              })
            : ""
        }
        confirmLabel={t("payments.refund")}
        onConfirm={confirmRefund}
      />
    </div>
  );
}
