import { useEffect } from "react";
import { Info, TriangleAlert } from "lucide-react";
import { Link, useLocation, useSearch } from "wouter";
import { UI } from "@shared/constants";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { parseCourseId } from "../api/checkout-params";

/** /payment-success?courseId=&payment_intent= (SPEC §2; PRODUCT §5: the server confirms the payment). */
export default function PaymentSuccessPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(search);
  const courseId = parseCourseId(query.get("courseId"));
  const paymentIntent = query.get("payment_intent")?.trim() || null;
  const invalid = courseId === null || paymentIntent === null;

  useEffect(() => {
    if (!invalid) return;
    const timer = setTimeout(() => navigate("/"), UI.paymentSuccessRedirectMs);
    return () => clearTimeout(timer);
  }, [invalid, navigate]);

  if (invalid) {
    return (
      <EmptyState
        icon={TriangleAlert}
        title="Invalid payment confirmation. Redirecting to home..."
        testId="payment-invalid"
      />
    );
  }

  return (
    <EmptyState
      icon={Info}
      title="Payment confirmation is not available yet"
      description="Once payments are confirmed by the server, your enrolment and next steps will be shown here."
      testId="payment-unconfirmed"
      action={
        <Button asChild variant="outline">
          <Link href="/personal" data-testid="link-go-dashboard">
            Go to Dashboard
          </Link>
        </Button>
      }
    />
  );
}
