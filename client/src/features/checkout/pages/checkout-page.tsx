import { lazy, Suspense, useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, CircleCheck, SearchX, TriangleAlert } from "lucide-react";
import { Link, useLocation, useParams, useSearch } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { courseDetailQueryOptions } from "@/features/catalog";
import { isApiError } from "@/lib/api-client";
import { formatMoney } from "@/lib/format";
import { checkoutHref, readCheckoutParams } from "../api/checkout-params";
import { paymentIntentQueryOptions } from "../api/checkout-queries";
import { CheckoutSummary } from "../components/checkout-summary";
import { PaymentTypeChoice } from "../components/payment-type-choice";
import { TestCardForm } from "../components/test-card-form";

const StripePaymentForm = lazy(() => import("../components/stripe-payment-form"));

function Waiting({ text, testId }: { text: string; testId: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-10 text-muted-foreground" data-testid={testId}>
      <Spinner className="h-5 w-5" label={text} />
      <span>{text}</span>
    </div>
  );
}

/** /checkout/{courseId} and /checkout?courseId=&type= (SPEC §2, §4; PRODUCT.md §5). */
export default function CheckoutPage() {
  const params = useParams<{ courseId?: string }>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const { courseId, paymentType, affiliateCode } = readCheckoutParams(params.courseId, search);
  const course = useQuery({ ...courseDetailQueryOptions(courseId ?? 0), enabled: courseId !== null, retry: false });
  const intent = useQuery({
    ...paymentIntentQueryOptions(courseId ?? 0, paymentType, affiliateCode),
    enabled: courseId !== null && course.isSuccess,
  });

  useEffect(() => {
    // SPEC §8: an intent creation failure is logged; the owned-course case is shown below.
    if (intent.error && !(isApiError(intent.error) && (intent.error.status === 409 || intent.error.status === 403))) console.error("create-payment-intent failed", intent.error);
  }, [intent.error]);

  if (courseId === null) {
    return (
      <EmptyState
        icon={TriangleAlert}
        title="Invalid checkout URL. Please select a course to continue."
        testId="checkout-invalid"
        action={
          <Button asChild>
            <Link href="/browse-courses" data-testid="link-browse-courses">
              Browse Courses
            </Link>
          </Button>
        }
      />
    );
  }
  if (course.isLoading) return <Waiting text="Loading course details..." testId="checkout-loading" />;
  if (course.isError || !course.data) {
    return <EmptyState icon={SearchX} title="Course not found. Please try again." testId="checkout-not-found" />;
  }

  const ownedError = isApiError(intent.error) && intent.error.status === 409 ? intent.error : null;
  // 403 here: the email is not verified yet (the banner above offers Resend).
  const refusedError = isApiError(intent.error) && intent.error.status === 403 ? intent.error : null;
  const amountLabel = intent.data ? formatMoney(intent.data.amount) : "";

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="Checkout"
        description="Choose how you want to pay for this course."
        actions={
          <Button asChild variant="outline">
            <Link href={`/course/${courseId}`} data-testid="link-back-to-course">
              <ArrowLeft aria-hidden />
              Back to course
            </Link>
          </Button>
        }
      />
      <CheckoutSummary course={course.data} paymentType={paymentType} />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Payment option</CardTitle>
        </CardHeader>
        <CardContent>
          <PaymentTypeChoice
            price={course.data.price}
            value={paymentType}
            onChange={(next) => navigate(checkoutHref({ courseId, paymentType: next, affiliateCode }), { replace: true })}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Payment details</CardTitle>
        </CardHeader>
        <CardContent>
          {ownedError ? (
            <div className="flex flex-col items-center gap-3 py-6 text-center" data-testid="checkout-owned">
              <CircleCheck className="h-10 w-10 text-primary" aria-hidden />
              <p className="font-medium">{ownedError.serverMessage("You already own this course.")}</p>
              <Button asChild>
                <Link href={`/course/${courseId}`} data-testid="link-owned-course">
                  Go to the course
                </Link>
              </Button>
            </div>
          ) : refusedError ? (
            <p role="alert" className="py-6 text-center font-medium" data-testid="checkout-refused">
              {refusedError.serverMessage("You cannot pay for this course.")}
            </p>
          ) : !intent.data ? (
            <Waiting text="Preparing payment..." testId="checkout-preparing" />
          ) : intent.data.provider === "test" ? (
            <TestCardForm
              courseId={courseId}
              clientSecret={intent.data.clientSecret}
              paymentIntentId={intent.data.paymentIntentId}
              amountLabel={amountLabel}
            />
          ) : (
            <Suspense fallback={<Waiting text="Preparing payment..." testId="checkout-preparing" />}>
              <StripePaymentForm courseId={courseId} clientSecret={intent.data.clientSecret} amountLabel={amountLabel} />
            </Suspense>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
