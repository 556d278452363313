import { useEffect, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleCheck, CircleX, Hourglass, SearchX, TriangleAlert } from "lucide-react";
import { Link, useLocation, useSearch } from "wouter";
import { UI } from "@shared/constants";
import type { Payment } from "@shared/schemas/payments";
import { EmptyState } from "@/components/empty-state";
import { QueryFailed } from "@/components/query-view";
import { isNotFoundError } from "@/lib/api-client";
import { usePlatformInfo } from "@/features/auth";
import { courseKeys } from "@/features/catalog";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatDate, formatMoney } from "@/lib/format";
import { parseCourseId } from "../api/checkout-params";
import { DiscountNote } from "../components/discount-note";
import { paymentQueryOptions } from "../api/checkout-queries";
import { Trans, useTranslation } from "@/i18n/react";

/** /payment-success?courseId=&payment_intent= (or &setup_intent= for a Stripe trial) (docs/spec.md §2; docs/product-rules.md §5: the server confirms the payment). */
export default function PaymentSuccessPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(search);
  const courseId = parseCourseId(query.get("courseId"));
  // Stripe names a trial's start by its SetupIntent (the card saved, nothing charged).
  const paymentIntent = query.get("payment_intent")?.trim() || query.get("setup_intent")?.trim() || null;
  const invalid = courseId === null || paymentIntent === null;
  const { t } = useTranslation("checkout");

  useEffect(() => {
    if (!invalid) return;
    const timer = setTimeout(() => navigate("/"), UI.paymentSuccessRedirectMs);
    return () => clearTimeout(timer);
  }, [invalid, navigate]);

  if (invalid) {
    return <EmptyState icon={TriangleAlert} title={t("success.invalid")} testId="payment-invalid" />;
  }
  return <PaymentStatus paymentIntentId={paymentIntent} courseId={courseId} />;
}

function PaymentStatus({ paymentIntentId, courseId }: { paymentIntentId: string; courseId: number }) {
  const [startedAt] = useState(() => Date.now());
  const queryClient = useQueryClient();
  const payment = useQuery(paymentQueryOptions(paymentIntentId, startedAt));
  const succeeded = payment.data?.status === "succeeded";
  const { t } = useTranslation("checkout");

  useEffect(() => {
    // The new enrollment shows up on every learner screen, and the course's chapters unlock.
    if (!succeeded) return;
    void queryClient.invalidateQueries({ queryKey: ["personal"] });
    void queryClient.invalidateQueries({ queryKey: courseKeys.all });
  }, [succeeded, queryClient]);

  if (payment.isLoading) {
    return (
      <div className="flex items-center justify-center gap-3 py-16 text-muted-foreground" data-testid="payment-loading">
        <Spinner className="h-5 w-5" label={t("success.checkingLabel")} />
        {t("success.checking")}
      </div>
    );
  }
  // Only a payment the server does not know is "not found"; any other failure can be retried.
  if (payment.isError && !isNotFoundError(payment.error)) {
    return <QueryFailed what={t("success.what")} onRetry={() => void payment.refetch()} testId="payment-error" />;
  }
  if (!payment.data || payment.data.courseId !== courseId) {
    return <EmptyState icon={SearchX} title={t("success.notFound")} testId="payment-not-found" action={<DashboardButton />} />;
  }
  const data = payment.data;
  if (data.status === "pending") {
    const stillPolling = payment.isFetching || Date.now() - startedAt < 30_000;
    return (
      <EmptyState
        icon={Hourglass}
        title={t("success.confirming")}
        description={stillPolling ? t("success.pendingPolling") : t("success.pendingLater")}
        testId="payment-pending"
        action={<DashboardButton />}
      />
    );
  }
  if (data.status !== "succeeded") {
    return (
      <EmptyState
        icon={CircleX}
        title={data.status === "refunded" ? t("success.refunded") : t("payment.failed")}
        description={data.failureMessage ?? t("success.failedDescription")}
        testId="payment-failed"
        action={
          <Button asChild>
            <Link href={`/checkout/${courseId}?type=${data.type}`} data-testid="link-retry-checkout">
              {t("success.tryAgain")}
            </Link>
          </Button>
        }
      />
    );
  }
  return <SuccessCard payment={data} courseId={courseId} />;
}

function DashboardButton() {
  const { t } = useTranslation("checkout");
  return (
    <Button asChild variant="outline">
      <Link href="/personal" data-testid="link-go-dashboard">
        {t("success.goToDashboard")}
      </Link>
    </Button>
  );
}

function SuccessCard({ payment, courseId }: { payment: Payment; courseId: number }) {
  // The receipt email is written with the payment; it leaves only when a mail server is set up.
  // Without one, the page says nothing of email: the receipt below is the buyer's record.
  const sendsEmail = usePlatformInfo().data?.sendsEmail ?? false;
  const { t } = useTranslation("checkout");
  const trial = Boolean(payment.trialEndsAt);
  return (
    <Card className="mx-auto max-w-2xl" data-testid="payment-success">
      <CardContent className="space-y-6 p-8 text-center">
        <CircleCheck className="mx-auto h-14 w-14 text-green-600" aria-hidden />
        <div className="space-y-2">
          <h1 className="text-2xl font-bold" data-testid="text-success-title">
            {trial ? t("success.trialTitle") : t("success.thanks")}
          </h1>
          <p className="text-muted-foreground">
            <Trans
              t={t}
              i18nKey="success.enrolledIn"
              values={{ title: payment.courseTitle }}
              components={{ course: <span className="font-semibold text-foreground" data-testid="text-enrolled-course" /> }}
            />
          </p>
          <p className="text-sm text-muted-foreground" data-testid="text-payment-amount">
            {payment.trialEndsAt
              ? t("success.trialStarted", { date: formatDate(payment.trialEndsAt) })
              : payment.type === "subscription"
                ? t("success.paidMonthly", { amount: formatMoney(payment.amount) })
                : t("success.paidOnce", { amount: formatMoney(payment.amount) })}
          </p>
          <DiscountNote payment={payment} />
        </div>
        {/* A trial's start charged nothing: there is no purchase to give a receipt for. */}
        {!trial && <Receipt payment={payment} />}
        <div className="rounded-lg bg-muted p-4 text-left text-sm">
          <p className="mb-2 font-semibold">{t("success.nextSteps")}</p>
          <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
            <li>{t("success.step1")}</li>
            <li>{t("success.step2")}</li>
            <li>{t("success.step3")}</li>
          </ol>
        </div>
        {!trial && sendsEmail && (
          <p className="text-xs text-muted-foreground" data-testid="text-receipt-email">
            {t("success.receiptEmail")}
          </p>
        )}
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href={`/course/${courseId}`} data-testid="link-start-learning">
              {t("success.startLearning")}
            </Link>
          </Button>
          <DashboardButton />
        </div>
      </CardContent>
    </Card>
  );
}

/** The receipt, from the server's record of the payment: what was paid, for what, when, and its reference. */
function Receipt({ payment }: { payment: Payment }) {
  const { t } = useTranslation("checkout");
  const rows: { label: string; value: string; testId: string }[] = [
    { label: t("receipt.course"), value: payment.courseTitle, testId: "receipt-course" },
    {
      label: t("receipt.amount"),
      value:
        payment.type === "subscription"
          ? t("receipt.amountMonthly", { amount: formatMoney(payment.amount) })
          : t("receipt.amountOnce", { amount: formatMoney(payment.amount) }),
      testId: "receipt-amount",
    },
    ...(payment.couponCode && payment.discount !== "0.00"
      ? [
          {
            label: t("receipt.discount"),
            value: t("receipt.discountValue", { code: payment.couponCode, amount: formatMoney(payment.discount) }),
            testId: "receipt-discount",
          },
        ]
      : []),
    { label: t("receipt.date"), value: formatDate(payment.succeededAt ?? payment.createdAt), testId: "receipt-date" },
    { label: t("receipt.reference"), value: payment.paymentIntentId, testId: "receipt-reference" },
  ];
  return (
    <section aria-labelledby="receipt-title" className="rounded-lg border p-4 text-left text-sm" data-testid="payment-receipt">
      <h2 id="receipt-title" className="mb-3 font-semibold">
        {t("receipt.title")}
      </h2>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map((row) => (
          <div key={row.testId} className="contents">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="break-words font-medium" data-testid={row.testId}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
