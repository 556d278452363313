import { toast } from "@/hooks/use-toast";

/** Where a confirmed payment lands (SPEC §4): the success page, which asks the server. */
export function paymentSuccessHref(courseId: number, paymentIntentId: string): string {
  const query = new URLSearchParams({ courseId: String(courseId), payment_intent: paymentIntentId });
  return `/payment-success?${query.toString()}`;
}

/** SPEC §8: an unexpected exception while paying. */
export function reportPaymentError(error: unknown) {
  console.error("payment error", error);
  toast({ title: "Payment Error", description: "An unexpected error occurred. Please try again.", variant: "destructive" });
}
