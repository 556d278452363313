import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { TicketPercent } from "lucide-react";
import { z } from "zod";
import { couponCodeSchema } from "@shared/schemas/coupons";
import { EmptyState } from "@/components/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TextField } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { formatMoney } from "@/lib/format";
import { notifyMutationFailure } from "@/lib/mutation-errors";
import { isApiError } from "@/lib/api-client";
import { promoCodesQueryOptions, useCreatePromoCode } from "../api/promo-code-queries";
import { QueryView } from "@/components/query-view";

const promoFormSchema = (max: number) =>
  z.object({
    code: couponCodeSchema,
    percentOff: z
      .string()
      .trim()
      .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= max, `The discount is a whole number from 1 to ${max}`)
      .transform(Number),
  });
type PromoForm = { code: string; percentOff: string };

function NewPromoCodeForm({ maxDiscount }: { maxDiscount: number }) {
  const create = useCreatePromoCode();
  const form = useForm<PromoForm, unknown, { code: string; percentOff: number }>({
    resolver: zodResolver(promoFormSchema(maxDiscount)),
    defaultValues: { code: "", percentOff: String(maxDiscount) },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (created) => {
        toast({ title: `Promo code ${created.code} created` });
        form.reset({ code: "", percentOff: String(maxDiscount) });
      },
      onError: (error) => {
        applyServerFieldErrors(error, ["code", "percentOff"], form.setError);
        if (!isApiError(error) || !error.body?.errors) notifyMutationFailure("Could not create the promo code", error);
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start" data-testid="form-promo-code">
      <TextField
        id="promo-code"
        label="Code"
        testId="promo-code"
        autoCapitalize="characters"
        maxLength={32}
        error={errors.code?.message}
        {...form.register("code")}
      />
      <TextField
        id="promo-percent"
        label={`Discount % (max ${maxDiscount})`}
        testId="promo-percent"
        inputMode="numeric"
        error={errors.percentOff?.message}
        {...form.register("percentOff")}
      />
      <Button type="submit" className="sm:mt-8" disabled={create.isPending} data-testid="button-create-promo">
        {create.isPending && <Spinner className="h-4 w-4 text-current" label="Creating" />}
        Create code
      </Button>
    </form>
  );
}

/**
 * Personal promo codes (PRODUCT.md §11): a buyer who types one gets the discount and the sale is
 * credited to this entrepreneur, with no link or cookie needed.
 */
export function PromoCodesCard() {
  const list = useQuery(promoCodesQueryOptions());
  return (
    <Card data-testid="card-promo-codes">
      <CardHeader>
        <CardTitle className="text-lg">Promo codes</CardTitle>
        <CardDescription>
          Share a code on video or in a podcast: buyers who type it at checkout get the discount, and you earn the commission.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <QueryView query={list} what="your promo codes" loading={<Skeleton className="h-20 w-full" />}>
          {(data) => (
            <>
              {data.maxDiscount > 0 ? (
                <NewPromoCodeForm maxDiscount={data.maxDiscount} />
              ) : (
                <p className="text-sm text-muted-foreground">Promo codes are turned off on this platform.</p>
              )}
              {data.items.length === 0 ? (
                <EmptyState
                  icon={TicketPercent}
                  title="No promo codes yet"
                  description="Create your first code above."
                  testId="empty-promo-codes"
                />
              ) : (
                <ul className="divide-y rounded-md border" data-testid="list-promo-codes">
                  {data.items.map((p) => (
                    <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 p-3" data-testid={`promo-${p.code}`}>
                      <p className="flex items-center gap-2">
                        <span className="font-mono font-medium">{p.code}</span>
                        <Badge variant="secondary">{p.percentOff}% off</Badge>
                        {!p.active && <Badge variant="outline">Inactive</Badge>}
                      </p>
                      <p className="text-sm text-muted-foreground">
                        <span data-testid={`text-promo-uses-${p.id}`}>
                          {p.uses} {p.uses === 1 ? "use" : "uses"}
                        </span>{" "}
                        · {formatMoney(p.sales)} sales ·{" "}
                        <span className="font-semibold text-foreground" data-testid={`text-promo-commissions-${p.id}`}>
                          {formatMoney(p.commissions)} earned
                        </span>
                      </p>
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
