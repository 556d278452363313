import { useEffect, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleCheck, CircleX, Hourglass, SearchX, TriangleAlert } from "lucide-react";
import { Link, useLocation, useSearch } from "wouter";
import { UI } from "@shared/constants";
import type { Payment } from "@shared/schemas/payments";
import { EmptyState } from "@/components/empty-state";
import { usePlatformInfo } from "@/features/auth";
import { courseKeys } from "@/features/catalog";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatDate, formatMoney } from "@/lib/format";
import { parseCourseId } from "../api/checkout-params";
import { DiscountNote } from "../components/discount-note";
import { paymentQueryOptions } from "../api/checkout-queries";

/** /payment-success?courseId=&payment_intent= (or &setup_intent= for a Stripe trial) (SPEC §2; PRODUCT §5: the server confirms the payment). */
export default function PaymentSuccessPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(search);
  const courseId = parseCourseId(query.get("courseId"));
  // Stripe names a trial's start by its SetupIntent (the card saved, nothing charged).
  const paymentIntent = query.get("payment_intent")?.trim() || query.get("setup_intent")?.trim() || null;
  const invalid = courseId === null || paymentIntent === null;

  useEffect(() => {
    if (!invalid) return;
    const timer = setTimeout(() => navigate("/"), UI.paymentSuccessRedirectMs);
    return () => clearTimeout(timer);
  }, [invalid, navigate]);

  if (invalid) {
    return <EmptyState icon={TriangleAlert} title="Invalid payment confirmation. Redirecting to home..." testId="payment-invalid" />;
  }
  return <PaymentStatus paymentIntentId={paymentIntent} courseId={courseId} />;
}

function PaymentStatus({ paymentIntentId, courseId }: { paymentIntentId: string; courseId: number }) {
  const [startedAt] = useState(() => Date.now());
  const queryClient = useQueryClient();
  const payment = useQuery(paymentQueryOptions(paymentIntentId, startedAt));
  const succeeded = payment.data?.status === "succeeded";

  useEffect(() => {
    // The new enrolment shows up on every learner screen, and the course's chapters unlock.
    if (!succeeded) return;
    void queryClient.invalidateQueries({ queryKey: ["personal"] });
    void queryClient.invalidateQueries({ queryKey: courseKeys.all });
  }, [succeeded, queryClient]);

  if (payment.isLoading) {
    return (
      <div className="flex items-center justify-center gap-3 py-16 text-muted-foreground" data-testid="payment-loading">
        <Spinner className="h-5 w-5" label="Checking your payment" />
        Checking your payment...
      </div>
    );
  }
  if (payment.isError || !payment.data || payment.data.courseId !== courseId) {
    return <EmptyState icon={SearchX} title="We could not find this payment." testId="payment-not-found" action={<DashboardButton />} />;
  }
  const data = payment.data;
  if (data.status === "pending") {
    const stillPolling = payment.isFetching || Date.now() - startedAt < 30_000;
    return (
      <EmptyState
        icon={Hourglass}
        title="Confirming your payment..."
        description={
          stillPolling
            ? "Your payment provider has not confirmed the payment yet. This page updates by itself."
            : "Your payment is still being confirmed. Your course will appear in My Courses as soon as it is."
        }
        testId="payment-pending"
        action={<DashboardButton />}
      />
    );
  }
  if (data.status !== "succeeded") {
    return (
      <EmptyState
        icon={CircleX}
        title={data.status === "refunded" ? "This payment was refunded." : "Payment Failed"}
        description={data.failureMessage ?? "The payment did not go through and nothing was charged."}
        testId="payment-failed"
        action={
          <Button asChild>
            <Link href={`/checkout/${courseId}?type=${data.type}`} data-testid="link-retry-checkout">
              Try again
            </Link>
          </Button>
        }
      />
    );
  }
  return <SuccessCard payment={data} courseId={courseId} />;
}

function DashboardButton() {
  return (
    <Button asChild variant="outline">
      <Link href="/personal" data-testid="link-go-dashboard">
        Go to Dashboard
      </Link>
    </Button>
  );
}

function SuccessCard({ payment, courseId }: { payment: Payment; courseId: number }) {
  // The receipt email is written with the payment; it leaves only when a mail server is set up.
  const sendsEmail = usePlatformInfo().data?.sendsEmail ?? false;
  return (
    <Card className="mx-auto max-w-2xl" data-testid="payment-success">
      <CardContent className="space-y-6 p-8 text-center">
        <CircleCheck className="mx-auto h-14 w-14 text-green-600" aria-hidden />
        <div className="space-y-2">
          <h1 className="text-2xl font-bold">Thank you for your purchase!</h1>
          <p className="text-muted-foreground">
            You are now enrolled in{" "}
            <span className="font-semibold text-foreground" data-testid="text-enrolled-course">
              {payment.courseTitle}
            </span>
            .
          </p>
          <p className="text-sm text-muted-foreground" data-testid="text-payment-amount">
            {payment.trialEndsAt
              ? `Your free trial has started: nothing was charged. Your first monthly payment is taken on ${formatDate(payment.trialEndsAt)} unless you cancel before.`
              : payment.type === "subscription"
                ? `${formatMoney(payment.amount)} paid for one month of access, renewed monthly until you cancel.`
                : `${formatMoney(payment.amount)} paid once for lifetime access.`}
          </p>
          <DiscountNote payment={payment} />
        </div>
        <div className="rounded-lg bg-muted p-4 text-left text-sm">
          <p className="mb-2 font-semibold">Next steps</p>
          <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
            <li>Open the course and start with the first lesson.</li>
            <li>Take notes pinned to the video as you watch.</li>
            <li>Complete every lesson to earn your certificate.</li>
          </ol>
        </div>
        <p className="text-xs text-muted-foreground" data-testid="text-receipt">
          Payment reference {payment.paymentIntentId}, {formatDate(payment.succeededAt ?? payment.createdAt)}. The course is listed in My
          Courses.{" "}
          {sendsEmail
            ? "A confirmation email with your receipt is on its way."
            : "Keep this page as your receipt: this platform does not send email yet."}
        </p>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href={`/course/${courseId}`} data-testid="link-start-learning">
              Start Learning Now
            </Link>
          </Button>
          <DashboardButton />
        </div>
      </CardContent>
    </Card>
  );
}
