import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import { PAYOUT } from "@shared/constants";
import { QueryView } from "@/components/query-view";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCents, formatMoney } from "@/lib/format";
import { payoutPreviewQueryOptions } from "../api/admin-management";

interface PayoutConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/**
 * Before the monthly payout pays anyone: who gets what, by name, and the total, as the server's
 * preview computes them with the run's own code (GET /api/admin/payouts/preview).
 */
export function PayoutConfirmDialog({ open, onOpenChange, onConfirm }: PayoutConfirmDialogProps) {
  const { t } = useTranslation("admin");
  const preview = useQuery({ ...payoutPreviewQueryOptions(), enabled: open });
  const payable = (preview.data?.payouts.length ?? 0) > 0;
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent data-testid="dialog-confirm-payout">
        <AlertDialogHeader>
          <AlertDialogTitle>{t("payouts.confirm.title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("payouts.confirm.description")}</AlertDialogDescription>
        </AlertDialogHeader>
        <QueryView
          query={preview}
          what={t("payouts.confirm.what")}
          compact
          loading={
            <div className="space-y-2" aria-hidden>
              <Skeleton className="h-8 w-full" />
              <Skeleton className="h-8 w-full" />
            </div>
          }
        >
          {(data) => (
            <div className="space-y-3 text-sm">
              {data.payouts.length === 0 ? (
                <p data-testid="text-payout-preview-empty">{t("payouts.confirm.nobody", { period: data.period })}</p>
              ) : (
                <ul className="max-h-64 divide-y overflow-y-auto rounded-md border" data-testid="list-payout-preview">
                  {data.payouts.map((p) => (
                    <li key={p.entrepreneurId} className="flex items-center justify-between gap-3 px-3 py-2">
                      <span className="min-w-0 break-words">{p.name || p.username}</span>
                      <span className="font-semibold tabular-nums">{formatMoney(p.amount)}</span>
                    </li>
                  ))}
                </ul>
              )}
              <p className="flex justify-between font-semibold" data-testid="text-payout-preview-total">
                <span>{t("payouts.confirm.total", { period: data.period })}</span>
                <span className="tabular-nums">{formatMoney(data.total)}</span>
              </p>
              {data.belowMinimum > 0 && (
                <p className="text-muted-foreground">
                  {t("payouts.confirm.belowMinimum", { n: data.belowMinimum, minimum: formatCents(PAYOUT.minimumCents) })}
                </p>
              )}
              {data.heldBack.length > 0 && (
                <p className="text-muted-foreground">{t("payouts.confirm.heldBack", { n: data.heldBack.length })}</p>
              )}
            </div>
          )}
        </QueryView>
        <AlertDialogFooter>
          <AlertDialogCancel data-testid="button-cancel-payout">{t("actions.cancel")}</AlertDialogCancel>
          <AlertDialogAction disabled={!payable} onClick={onConfirm} data-testid="button-confirm-payout">
            {t("payouts.confirm.pay")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
