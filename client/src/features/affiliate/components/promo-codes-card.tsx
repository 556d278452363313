import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { TicketPercent } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { z } from "zod";
import { i18n } from "@/i18n";
import { couponCodeSchema } from "@shared/schemas/coupons";
import { EmptyState } from "@/components/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormTextField } from "@/components/form-controls";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { formatMoney, formatPercent } from "@/lib/format";
import { notifyMutationFailure } from "@/lib/mutation-errors";
import { isApiError } from "@/lib/api-client";
import { promoCodesQueryOptions, useCreatePromoCode, useSetPromoCodeActive } from "../api/promo-code-queries";
import { QueryView } from "@/components/query-view";

const promoFormSchema = (max: number) =>
  z.object({
    code: couponCodeSchema,
    percentOff: z
      .string()
      .trim()
      // The message is written when the form is checked, in the language of that moment.
      .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= max, {
        error: () => i18n.t("affiliate:promo.percentInvalid", { max }),
      })
      .transform(Number),
  });
type PromoForm = { code: string; percentOff: string };

function NewPromoCodeForm({ maxDiscount }: { maxDiscount: number }) {
  const { t } = useTranslation("affiliate");
  const create = useCreatePromoCode();
  const form = useForm<PromoForm, unknown, { code: string; percentOff: number }>({
    resolver: zodResolver(promoFormSchema(maxDiscount)),
    defaultValues: { code: "", percentOff: String(maxDiscount) },
  });
  const onSubmit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (created) => {
        toast({ title: t("promo.created", { code: created.code }) });
        form.reset({ code: "", percentOff: String(maxDiscount) });
      },
      onError: (error) => {
        applyServerFieldErrors(error, ["code", "percentOff"], form.setError);
        if (!isApiError(error) || !error.body?.errors) notifyMutationFailure(t("promo.createFailed"), error);
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start" data-testid="form-promo-code">
      <FormTextField form={form} name="code" id="promo-code" label={t("promo.code")} autoCapitalize="characters" maxLength={32} />
      <FormTextField
        form={form}
        name="percentOff"
        id="promo-percent"
        label={t("promo.percent", { max: maxDiscount })}
        inputMode="numeric"
      />
      <Button type="submit" className="sm:mt-8" disabled={create.isPending} data-testid="button-create-promo">
        {create.isPending && <Spinner className="h-4 w-4 text-current" label={t("promo.creating")} />}
        {t("promo.create")}
      </Button>
    </form>
  );
}

/** Deactivate (buyers can no longer use the code; its history stays) or activate it again. */
function PromoActiveButton({ id, code, active }: { id: number; code: string; active: boolean }) {
  const { t } = useTranslation("affiliate");
  const setActive = useSetPromoCodeActive();
  const onClick = () =>
    setActive.mutate(
      { id, active: !active },
      {
        onSuccess: () => toast({ title: active ? t("promo.deactivated", { code }) : t("promo.activated", { code }) }),
        onError: (error) => notifyMutationFailure(t("promo.toggleFailed"), error),
      },
    );
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      onClick={onClick}
      disabled={setActive.isPending}
      aria-label={active ? t("promo.deactivateCode", { code }) : t("promo.activateCode", { code })}
      data-testid={`button-toggle-promo-${id}`}
    >
      {active ? t("promo.deactivate") : t("promo.activate")}
    </Button>
  );
}

/**
 * Personal promo codes (docs/product-rules.md §11): a buyer who types one gets the discount and the sale is
 * credited to this entrepreneur, with no link or cookie needed.
 */
export function PromoCodesCard() {
  const { t } = useTranslation("affiliate");
  const list = useQuery(promoCodesQueryOptions());
  return (
    <Card data-testid="card-promo-codes">
      <CardHeader>
        <CardTitle className="text-lg">{t("promo.title")}</CardTitle>
        <CardDescription>{t("promo.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <QueryView query={list} what={t("what.promoCodes")} loading={<Skeleton className="h-20 w-full" />}>
          {(data) => (
            <>
              {data.maxDiscount > 0 ? (
                <NewPromoCodeForm maxDiscount={data.maxDiscount} />
              ) : (
                <p className="text-sm text-muted-foreground">{t("promo.off")}</p>
              )}
              {data.items.length === 0 ? (
                <EmptyState
                  icon={TicketPercent}
                  title={t("promo.empty.title")}
                  description={t("promo.empty.description")}
                  testId="empty-promo-codes"
                />
              ) : (
                <ul className="divide-y rounded-md border" data-testid="list-promo-codes">
                  {data.items.map((p) => (
                    <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 p-3" data-testid={`promo-${p.code}`}>
                      <div className="flex items-center gap-2">
                        <span className="font-mono font-medium">{p.code}</span>
                        <Badge variant="secondary">{t("promo.percentOff", { percent: formatPercent(p.percentOff) })}</Badge>
                        {!p.active && <Badge variant="outline">{t("status.inactive")}</Badge>}
                      </div>
                      <div className="flex flex-wrap items-center gap-3">
                        <p className="text-sm text-muted-foreground">
                          <span data-testid={`text-promo-uses-${p.id}`}>{t("promo.uses", { n: p.uses })}</span> ·{" "}
                          {t("promo.sales", { amount: formatMoney(p.sales) })} ·{" "}
                          <span className="font-semibold text-foreground" data-testid={`text-promo-commissions-${p.id}`}>
                            {t("promo.earned", { amount: formatMoney(p.commissions) })}
                          </span>
                        </p>
                        <PromoActiveButton id={p.id} code={p.code} active={p.active} />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </QueryView>
      </CardContent>
    </Card>
  );
}
