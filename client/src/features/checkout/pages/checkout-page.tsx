import { ShoppingCart, TriangleAlert } from "lucide-react";
import { Link, useLocation, useParams, useSearch } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { checkoutHref, readCheckoutParams } from "../api/checkout-params";
import { PaymentTypeChoice } from "../components/payment-type-choice";

/** /checkout/{courseId} and /checkout?courseId=&type= (SPEC §2, §4). */
export default function CheckoutPage() {
  const params = useParams<{ courseId?: string }>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const { courseId, paymentType, affiliateCode } = readCheckoutParams(params.courseId, search);

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

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Checkout" description="Choose how you want to pay for this course." />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Payment option</CardTitle>
        </CardHeader>
        <CardContent>
          <PaymentTypeChoice
            value={paymentType}
            onChange={(next) => navigate(checkoutHref({ courseId, paymentType: next, affiliateCode }), { replace: true })}
          />
        </CardContent>
      </Card>
      <EmptyState
        icon={ShoppingCart}
        title="Payments are not available yet"
        description="The course summary and the payment form will appear here."
        testId="checkout-unavailable"
      />
    </div>
  );
}
