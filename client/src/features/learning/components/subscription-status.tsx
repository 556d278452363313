import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Repeat } from "lucide-react";
import { Link } from "wouter";
import type { Enrollment } from "@shared/schemas/learning";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { apiJson } from "@/lib/api-client";
import { notifyMutationFailure } from "@/lib/mutation-errors";
import { formatDate } from "@/lib/format";

function useCancelSubscription(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<Enrollment>("POST", `/api/personal/subscriptions/${courseId}/cancel`),
    onSuccess: async (enrollment) => {
      toast({ title: "Subscription cancelled", description: `You keep access until ${formatDate(enrollment.accessUntil)}.` });
      await queryClient.invalidateQueries({ queryKey: ["personal"] });
    },
    onError: (error) => notifyMutationFailure("Update failed", error, "Could not cancel the subscription."),
  });
}

/**
 * A monthly subscription on My Courses (PRODUCT.md §5): when the paid month ends and whether it
 * renews; cancel keeps access to the end of the month; lapsed access offers to subscribe again.
 */
export function SubscriptionStatus({ enrollment }: { enrollment: Enrollment }) {
  const { courseId, accessUntil, subscriptionCancelledAt, hasAccess } = enrollment;
  const cancel = useCancelSubscription(courseId);
  if (accessUntil === null) return null;
  const until = formatDate(accessUntil);

  if (!hasAccess) {
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted px-3 py-2 text-sm"
        data-testid={`subscription-${courseId}`}
      >
        <span>Access ended {until}.</span>
        <Button asChild size="sm" variant="outline">
          <Link href={`/checkout/${courseId}?type=subscription`} data-testid={`link-renew-${courseId}`}>
            Renew
          </Link>
        </Button>
      </div>
    );
  }
  if (subscriptionCancelledAt) {
    return (
      <p className="rounded-md bg-muted px-3 py-2 text-sm" data-testid={`subscription-${courseId}`}>
        Cancelled – access until {until}.
      </p>
    );
  }
  // Still in the free trial (PRODUCT.md §11): its end is the first charge.
  const inTrial = enrollment.trialEndsAt !== null && enrollment.trialEndsAt === accessUntil;
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted px-3 py-2 text-sm"
      data-testid={`subscription-${courseId}`}
    >
      <span className="flex items-center gap-1.5">
        <Repeat className="h-4 w-4" aria-hidden />
        {inTrial ? `Free trial, first charge on ${until}.` : `Monthly subscription, renews ${until}.`}
      </span>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button size="sm" variant="outline" disabled={cancel.isPending} data-testid={`button-cancel-subscription-${courseId}`}>
            Cancel subscription
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Cancel your subscription?</AlertDialogTitle>
            <AlertDialogDescription>
              {inTrial ? "Nothing will be charged" : "You will not be charged again"} and you keep access to {enrollment.course.title} until{" "}
              {until}.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep subscription</AlertDialogCancel>
            <AlertDialogAction onClick={() => cancel.mutate()} data-testid="button-confirm-cancel-subscription">
              Cancel subscription
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
