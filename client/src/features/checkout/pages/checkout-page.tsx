import { lazy, Suspense, useEffect, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ArrowLeft, CircleCheck, SearchX, TriangleAlert } from "lucide-react";
import { Link, useLocation, useParams, useSearch } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { QueryFailed } from "@/components/query-view";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { courseDetailQueryOptions } from "@/features/catalog";
import { isApiError, isNotFoundError } from "@/lib/api-client";
import { formatMoney } from "@/lib/format";
import { checkoutHref, readCheckoutParams } from "../api/checkout-params";
import type { CouponPreview } from "@shared/schemas/coupons";
import { paymentIntentQueryOptions } from "../api/checkout-queries";
import { CheckoutSummary } from "../components/checkout-summary";
import { CouponField } from "../components/coupon-field";
import { FreeCheckout } from "../components/free-checkout";
import { PaymentTypeChoice } from "../components/payment-type-choice";
import { EMPTY_CARD, TestCardForm, type CardInput } from "../components/test-card-form";
import { TrialNotice } from "../components/trial-notice";
import { useTranslation } from "@/i18n/react";
import { couponRefusal } from "../components/payment-feedback";

const StripePaymentForm = lazy(() => import("../components/stripe-payment-form"));

function Waiting({ text, testId }: { text: string; testId: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-10 text-muted-foreground" data-testid={testId}>
      <Spinner className="h-5 w-5" label={text} />
      <span>{text}</span>
    </div>
  );
}

/** /checkout/{courseId} and /checkout?courseId=&type= (docs/spec.md §2, §4; docs/product-rules.md §5). */
export default function CheckoutPage() {
  const params = useParams<{ courseId?: string }>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const { courseId, paymentType, affiliateCode } = readCheckoutParams(params.courseId, search);
  const { t } = useTranslation("checkout");
  const course = useQuery({ ...courseDetailQueryOptions(courseId ?? 0), enabled: courseId !== null, retry: false });
  const [coupon, setCoupon] = useState<CouponPreview | null>(null);
  // The card as typed outlives each payment intent: applying a code asks for a new one.
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  // A code is checked for one payment option; choosing the other asks for it again.
  const applied = coupon && coupon.paymentType === paymentType ? coupon : null;
  // A code covering the whole price waits for the buyer's click: the server fulfils it at once.
  const free = applied?.amount === "0.00";
  const intent = useQuery({
    ...paymentIntentQueryOptions(courseId ?? 0, paymentType, affiliateCode, applied?.code ?? null),
    enabled: courseId !== null && course.isSuccess && !free,
    // While a new intent is asked for (a code applied, the other option chosen), the card form stays
    // as it is, with paying held back until the new intent arrives (`preparing` below).
    placeholderData: keepPreviousData,
  });
  const preparing = intent.isPlaceholderData;

  useEffect(() => {
    // docs/spec.md §8: an intent creation failure is logged; the owned-course case is shown below.
    if (intent.error && !(isApiError(intent.error) && [400, 403, 409].includes(intent.error.status)))
      console.error("create-payment-intent failed", intent.error);
  }, [intent.error]);

  if (courseId === null) {
    return (
      <EmptyState
        icon={TriangleAlert}
        title={t("page.invalid")}
        testId="checkout-invalid"
        action={
          <Button asChild>
            <Link href="/browse-courses" data-testid="link-browse-courses">
              {t("page.browseCourses")}
            </Link>
          </Button>
        }
      />
    );
  }
  if (course.isLoading) return <Waiting text={t("page.loading")} testId="checkout-loading" />;
  // Only a course the server says does not exist is "not found"; any other failure can be retried.
  if (course.isError && !isNotFoundError(course.error)) {
    return <QueryFailed what={t("page.what")} onRetry={() => void course.refetch()} testId="checkout-error" />;
  }
  if (!course.data) {
    return <EmptyState icon={SearchX} title={t("page.notFound")} testId="checkout-not-found" />;
  }

  const ownedError = isApiError(intent.error) && intent.error.status === 409 ? intent.error : null;
  // 403 here: the email is not verified yet (the banner above offers Resend).
  const refusedError = isApiError(intent.error) && intent.error.status === 403 ? intent.error : null;
  // 400 with a couponCode reason: the code stopped applying since it was checked (used up meanwhile).
  const couponError =
    isApiError(intent.error) && intent.error.status === 400 && intent.error.body?.errors?.couponCode ? couponRefusal(intent.error) : null;
  const amountLabel = intent.data ? formatMoney(intent.data.amount) : "";

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title={t("page.title")}
        description={t("page.description")}
        actions={
          <Button asChild variant="outline">
            <Link href={`/course/${courseId}`} data-testid="link-back-to-course">
              <ArrowLeft aria-hidden />
              {t("page.backToCourse")}
            </Link>
          </Button>
        }
      />
      <CheckoutSummary course={course.data} paymentType={paymentType} discounted={applied} />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t("page.paymentOption")}</CardTitle>
        </CardHeader>
        <CardContent>
          <PaymentTypeChoice
            price={course.data.price}
            discounted={applied}
            trialDays={intent.data?.monthlyTrialDays ?? 0}
            value={paymentType}
            onChange={(next) => navigate(checkoutHref({ courseId, paymentType: next, affiliateCode }), { replace: true })}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t("page.paymentDetails")}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <CouponField
            courseId={courseId}
            paymentType={paymentType}
            applied={applied}
            onApply={setCoupon}
            onRemove={() => setCoupon(null)}
          />
          {ownedError ? (
            <div className="flex flex-col items-center gap-3 py-6 text-center" data-testid="checkout-owned">
              <CircleCheck className="h-10 w-10 text-primary" aria-hidden />
              <p className="font-medium">{ownedError.serverMessage(t("page.alreadyOwned"))}</p>
              <Button asChild>
                <Link href={`/course/${courseId}`} data-testid="link-owned-course">
                  {t("page.goToCourse")}
                </Link>
              </Button>
            </div>
          ) : refusedError ? (
            <p role="alert" className="py-6 text-center font-medium" data-testid="checkout-refused">
              {refusedError.serverMessage(t("page.cannotPay"))}
            </p>
          ) : couponError ? (
            <div className="space-y-3 py-4 text-center" data-testid="checkout-coupon-refused">
              <p role="alert" className="font-medium">
                {couponError}
              </p>
              <Button type="button" variant="outline" onClick={() => setCoupon(null)}>
                {t("page.withoutCode")}
              </Button>
            </div>
          ) : free && applied ? (
            <FreeCheckout courseId={courseId} paymentType={paymentType} affiliateCode={affiliateCode} couponCode={applied.code} />
          ) : !intent.data ? (
            <Waiting text={t("page.preparing")} testId="checkout-preparing" />
          ) : intent.data.provider === "test" ? (
            <>
              <TrialNotice intent={intent.data} />
              <TestCardForm
                courseId={courseId}
                clientSecret={intent.data.clientSecret}
                paymentIntentId={intent.data.paymentIntentId}
                amountLabel={amountLabel}
                submitLabel={intent.data.trialEndsAt ? t("page.startTrial") : undefined}
                card={card}
                onCardChange={setCard}
                preparing={preparing}
              />
            </>
          ) : (
            <>
              <TrialNotice intent={intent.data} />
              <Suspense fallback={<Waiting text={t("page.preparing")} testId="checkout-preparing" />}>
                <StripePaymentForm
                  courseId={courseId}
                  clientSecret={intent.data.clientSecret}
                  amountLabel={amountLabel}
                  amount={intent.data.amount}
                  subscription={intent.data.paymentType === "subscription"}
                  trial={intent.data.trialEndsAt !== null}
                  preparing={preparing}
                />
              </Suspense>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
