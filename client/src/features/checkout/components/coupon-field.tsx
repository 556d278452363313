import { useState, type FormEvent } from "react";
import { Tag, X } from "lucide-react";
import type { PaymentType } from "@shared/constants";
import { couponCodeSchema, type CouponPreview } from "@shared/schemas/coupons";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { isApiError, isUnauthorizedError } from "@/lib/api-client";
import { formatMoney } from "@/lib/format";
import { useCouponPreview } from "../api/checkout-queries";
import { Trans, useTranslation } from "@/i18n/react";
import { couponRefusal } from "./payment-feedback";

interface CouponFieldProps {
  courseId: number;
  paymentType: PaymentType;
  applied: CouponPreview | null;
  onApply(preview: CouponPreview): void;
  onRemove(): void;
}

/**
 * "Have a code?" (docs/product-rules.md §11): the server says what the code takes off this checkout or why it
 * does not apply (unknown, expired, not for this course, used up, already used by you).
 */
export function CouponField({ courseId, paymentType, applied, onApply, onRemove }: CouponFieldProps) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const preview = useCouponPreview();
  const { t } = useTranslation("checkout");

  if (applied) {
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-primary/40 bg-primary/5 p-3"
        data-testid="coupon-applied"
      >
        <p className="flex items-center gap-2 text-sm">
          <Tag className="h-4 w-4 text-primary" aria-hidden />
          <span>
            <Trans
              t={t}
              i18nKey="coupon.applied"
              values={{ code: applied.code, description: applied.description, saving: formatMoney(applied.discount) }}
              components={{ code: <strong /> }}
            />
          </span>
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} data-testid="button-remove-coupon">
          <X aria-hidden />
          {t("coupon.remove")}
        </Button>
      </div>
    );
  }
  if (!open) {
    return (
      <Button
        type="button"
        variant="link"
        className="h-auto p-0"
        onClick={() => setOpen(true)}
        aria-expanded={false}
        data-testid="button-have-code"
      >
        {t("coupon.haveCode")}
      </Button>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = couponCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    preview.mutate(
      { code: parsed.data, courseId, paymentType },
      {
        onSuccess: (result) => {
          setCode("");
          setOpen(false);
          onApply(result);
        },
        onError: (err) => {
          if (isUnauthorizedError(err)) return; // handled globally
          setError(isApiError(err) ? couponRefusal(err) : t("coupon.notChecked"));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start" data-testid="form-coupon">
      <TextField
        id="coupon-code"
        label={t("coupon.label")}
        testId="coupon-code"
        className="flex-1"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={32}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
      />
      <Button type="submit" variant="outline" className="sm:mt-8" disabled={preview.isPending} data-testid="button-apply-coupon">
        {preview.isPending ? <Spinner className="h-4 w-4 text-current" label={t("coupon.checking")} /> : null}
        {t("coupon.apply")}
      </Button>
    </form>
  );
}
