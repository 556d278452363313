import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { CreditCard, Undo2, X } from "lucide-react";
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
import { formatDate, formatMoney, statusLabel } from "@/lib/format";
import { adminPaymentsQueryOptions, PAYMENTS_PAGE_SIZE, useRefundPayment } from "../api/admin-management";
import { SelectField } from "@/components/form-controls";
import { ConfirmDeleteDialog } from "../components/confirm-delete-dialog";
import { QueryView } from "@/components/query-view";

const STATUS = [
  { value: "all", label: "All payments" },
  { value: "succeeded", label: "Succeeded" },
  { value: "pending", label: "Pending" },
  { value: "failed", label: "Failed" },
  { value: "refunded", label: "Refunded" },
] as const;
const VARIANT = { succeeded: "success", pending: "secondary", failed: "destructive", refunded: "outline" } as const;

/** Every payment, newest first, with the refund action (PRODUCT.md §5). */
export default function AdminPaymentsPage() {
  const [status, setStatus] = useState<(typeof STATUS)[number]["value"]>("all");
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
      onSuccess: () => toast({ title: "Payment refunded", description: "Access was revoked and the commission reversed." }),
      onError: (error) => notifyMutationFailure("Refund failed", error),
    });
    setRefunding(null);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Payments"
        description="Course purchases and subscription instalments."
        actions={
          <SelectField
            hideLabel
            value={status}
            options={STATUS}
            onChange={(v) => narrow(() => setStatus(v))}
            label="Filter by status"
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
              aria-label={`Show every buyer, not only ${buyer.name}`}
              data-testid="button-clear-buyer"
            >
              Buyer: {buyer.name}
              <X aria-hidden />
            </Button>
          )}
          {course && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => narrow(() => setCourse(null))}
              aria-label={`Show every course, not only ${course.title}`}
              data-testid="button-clear-course"
            >
              Course: {course.title}
              <X aria-hidden />
            </Button>
          )}
        </div>
      )}
      <QueryView
        query={list}
        what="the payments"
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
            title="No payments yet"
            description="Payments appear here as soon as someone checks out."
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
                            title="Only this course's payments"
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
                            title="Only this buyer's payments"
                            onClick={() => narrow(() => setBuyer({ id: p.userId!, name: p.username! }))}
                            data-testid={`button-filter-buyer-${p.id}`}
                          >
                            {p.username}
                          </button>
                        ) : (
                          "Deleted user"
                        )}{" "}
                        · {formatDate(p.createdAt)} · {p.type === "subscription" ? "Monthly" : "One-time"} · {p.provider}
                        {p.affiliateCode && ` · via ${p.affiliateCode}`}
                        {p.couponCode && ` · code ${p.couponCode} (-${formatMoney(p.discount)})`}
                      </p>
                    </div>
                    <div className="flex items-center gap-3">
                      <span className="font-semibold tabular-nums">{formatMoney(p.amount)}</span>
                      <Badge variant={VARIANT[p.status]} data-testid={`badge-payment-status-${p.id}`}>
                        {statusLabel(p.status)}
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
                          Refund
                        </Button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
              <div className="px-5 pb-3">
                <Pager offset={offset} limit={PAYMENTS_PAGE_SIZE} total={data.total} onChange={setOffset} />
              </div>
            </CardContent>
          </Card>
        )}
      </QueryView>
      <ConfirmDeleteDialog
        open={refunding !== null}
        onOpenChange={(open) => !open && setRefunding(null)}
        title="Refund this payment?"
        description={
          refunding
            ? `${formatMoney(refunding.amount)} for "${refunding.courseTitle}" goes back to ${refunding.username ?? "the buyer"}, who loses the access it gave. The affiliate's commission is reversed.`
            : ""
        }
        confirmLabel="Refund"
        onConfirm={confirmRefund}
      />
    </div>
  );
}
