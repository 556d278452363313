import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Repeat } from "lucide-react";
import { useTranslation } from "@/i18n/react";
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
import { i18n } from "@/i18n";
import { apiJson } from "@/lib/api-client";
import { notifyMutationFailure } from "@/lib/mutation-errors";
import { formatDate } from "@/lib/format";

function useCancelSubscription(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<Enrollment>("POST", `/api/personal/subscriptions/${courseId}/cancel`),
    onSuccess: async (enrollment) => {
      toast({
        title: i18n.t("learning:subscription.cancelled"),
        description: i18n.t("learning:subscription.keepAccess", { date: formatDate(enrollment.accessUntil) }),
      });
      await queryClient.invalidateQueries({ queryKey: ["personal"] });
    },
    onError: (error) =>
      notifyMutationFailure(i18n.t("learning:feedback.updateFailed"), error, i18n.t("learning:subscription.cancelFailed")),
  });
}

/**
 * A monthly subscription on My Courses (docs/product-rules.md §5): when the paid month ends and whether it
 * renews; cancel keeps access to the end of the month; lapsed access offers to subscribe again.
 */
export function SubscriptionStatus({ enrollment }: { enrollment: Enrollment }) {
  const { t } = useTranslation("learning");
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
        <span>{t("subscription.ended", { date: until })}</span>
        <Button asChild size="sm" variant="outline">
          <Link href={`/checkout/${courseId}?type=subscription`} data-testid={`link-renew-${courseId}`}>
            {t("subscription.renew")}
          </Link>
        </Button>
      </div>
    );
  }
  if (subscriptionCancelledAt) {
    return (
      <p className="rounded-md bg-muted px-3 py-2 text-sm" data-testid={`subscription-${courseId}`}>
        {t("subscription.cancelledUntil", { date: until })}
      </p>
    );
  }
  // Still in the free trial (docs/product-rules.md §11): its end is the first charge.
  const inTrial = enrollment.trialEndsAt !== null && enrollment.trialEndsAt === accessUntil;
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted px-3 py-2 text-sm"
      data-testid={`subscription-${courseId}`}
    >
      <span className="flex items-center gap-1.5">
        <Repeat className="h-4 w-4" aria-hidden />
        {inTrial ? t("subscription.trial", { date: until }) : t("subscription.renews", { date: until })}
      </span>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button size="sm" variant="outline" disabled={cancel.isPending} data-testid={`button-cancel-subscription-${courseId}`}>
            {t("subscription.cancel")}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("subscription.confirm.title")}</AlertDialogTitle>
            <AlertDialogDescription>
              {inTrial
                ? t("subscription.confirm.trial", { course: enrollment.course.title, date: until })
                : t("subscription.confirm.paid", { course: enrollment.course.title, date: until })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("subscription.confirm.keep")}</AlertDialogCancel>
            <AlertDialogAction onClick={() => cancel.mutate()} data-testid="button-confirm-cancel-subscription">
              {t("subscription.cancel")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
