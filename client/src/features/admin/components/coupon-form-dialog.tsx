// New coupon (docs/product-rules.md §11): code, percentage or amount off, courses, payment options, dates, limits.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import { z } from "zod";
import { PAYMENT_TYPES } from "@shared/constants";
import { couponCodeSchema, type CreateCouponInput } from "@shared/schemas/coupons";
import { QueryView } from "@/components/query-view";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { i18n } from "@/i18n";
import { isApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { adminCourseListQueryOptions } from "../api/admin-queries";
import { useCreateCoupon } from "../api/coupon-queries";
import { notifyServerFailure, notifySuccess } from "../api/mutation-feedback";
import { FormTextField } from "@/components/form-controls";

// The messages are looked up when a check fails (zod calls `error` then), in the admin's language.
const wholeNumber = (message: () => string, min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max), { error: message });

/** The form's own shape (text as typed); the server's schema checks the request again. */
const couponFormSchema = z
  .object({
    code: couponCodeSchema,
    kind: z.enum(["percent", "amount"]),
    value: z
      .string()
      .trim()
      .min(1, { error: () => i18n.t("admin:couponForm.errors.discountRequired") }),
    scope: z.enum(["all", "chosen"]),
    courseIds: z.array(z.string()),
    paymentTypes: z.array(z.enum(PAYMENT_TYPES)).min(1, { error: () => i18n.t("admin:couponForm.errors.paymentTypes") }),
    startsAt: z.string(),
    expiresAt: z.string(),
    maxRedemptions: wholeNumber(() => i18n.t("admin:couponForm.errors.maxRedemptions", { min: 1, max: 1_000_000 }), 1, 1_000_000),
    perUserLimit: wholeNumber(() => i18n.t("admin:couponForm.errors.perUserLimit", { min: 1, max: 1000 }), 1, 1000).refine(
      (v) => v !== "",
      {
        error: () => i18n.t("admin:couponForm.errors.required"),
      },
    ),
  })
  .superRefine((f, ctx) => {
    if (f.kind === "percent" && !(/^\d+$/.test(f.value) && Number(f.value) >= 1 && Number(f.value) <= 100)) {
      ctx.addIssue({ code: "custom", path: ["value"], message: i18n.t("admin:couponForm.errors.percent") });
    }
    if (f.kind === "amount" && !(/^\d{1,7}(\.\d{1,2})?$/.test(f.value) && Number(f.value) > 0)) {
      ctx.addIssue({ code: "custom", path: ["value"], message: i18n.t("admin:couponForm.errors.amount") });
    }
    if (f.scope === "chosen" && f.courseIds.length === 0)
      ctx.addIssue({ code: "custom", path: ["courseIds"], message: i18n.t("admin:couponForm.errors.courses") });
    if (f.startsAt && f.expiresAt && new Date(f.expiresAt) <= new Date(f.startsAt)) {
      ctx.addIssue({ code: "custom", path: ["expiresAt"], message: i18n.t("admin:couponForm.errors.endBeforeStart") });
    }
  });
type CouponForm = z.input<typeof couponFormSchema>;
type CouponFormOutput = z.output<typeof couponFormSchema>;

/** A datetime-local value is local time; the server keeps instants. */
const instant = (local: string) => (local ? new Date(local).toISOString() : null);

function toRequest(f: CouponFormOutput): CreateCouponInput {
  return {
    code: f.code,
    percentOff: f.kind === "percent" ? Number(f.value) : null,
    amountOff: f.kind === "amount" ? f.value : null,
    courseIds: f.scope === "chosen" ? f.courseIds.map(Number) : null,
    paymentTypes: f.paymentTypes,
    startsAt: instant(f.startsAt),
    expiresAt: instant(f.expiresAt),
    maxRedemptions: f.maxRedemptions ? Number(f.maxRedemptions) : null,
    perUserLimit: Number(f.perUserLimit),
    active: true,
  };
}

const SERVER_FIELDS = ["code", "courseIds", "paymentTypes", "startsAt", "expiresAt", "maxRedemptions", "perUserLimit"] as const;

function CouponFormBody({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("admin");
  const create = useCreateCoupon();
  const courses = useQuery(adminCourseListQueryOptions(100));
  const form = useForm<CouponForm, unknown, CouponFormOutput>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: {
      code: "",
      kind: "percent",
      value: "",
      scope: "all",
      courseIds: [],
      paymentTypes: ["one_time", "subscription"],
      startsAt: "",
      expiresAt: "",
      maxRedemptions: "",
      perUserLimit: "1",
    },
  });
  const { errors } = form.formState;
  const scope = form.watch("scope");
  const kind = form.watch("kind");

  const onSubmit = form.handleSubmit((values) => {
    create.mutate(toRequest(values), {
      onSuccess: (coupon) => {
        notifySuccess(t("couponForm.created", { code: coupon.code }));
        onDone();
      },
      onError: (error) => {
        applyServerFieldErrors(error, SERVER_FIELDS, form.setError);
        const discount = isApiError(error) ? (error.body?.errors?.percentOff ?? error.body?.errors?.amountOff) : undefined;
        if (discount) form.setError("value", { type: "server", message: discount });
        else if (!isApiError(error) || !error.body?.errors) notifyServerFailure(t("couponForm.createFailed"), error);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="form-coupon">
      <FormTextField
        form={form}
        name="code"
        id="coupon-code"
        label={t("couponForm.code")}
        hint={t("couponForm.codeHint")}
        autoCapitalize="characters"
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("couponForm.discount")}</legend>
        <div className="flex gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" value="percent" {...form.register("kind")} data-testid="radio-coupon-percent" />{" "}
            {t("couponForm.percentOff")}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="amount" {...form.register("kind")} data-testid="radio-coupon-amount" /> {t("couponForm.amountOff")}
          </label>
        </div>
        <FormTextField
          form={form}
          name="value"
          id="coupon-value"
          label={kind === "percent" ? t("couponForm.percentLabel") : t("couponForm.amountLabel")}
          inputMode="decimal"
        />
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("couponForm.courses")}</legend>
        <div className="flex gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" value="all" {...form.register("scope")} /> {t("couponForm.allCourses")}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="chosen" {...form.register("scope")} data-testid="radio-coupon-chosen" />{" "}
            {t("couponForm.chosenCourses")}
          </label>
        </div>
        {scope === "chosen" && (
          <QueryView
            query={courses}
            what={t("couponForm.coursesWhat")}
            errorTestId="error-coupon-courses"
            compact
            loading={<Spinner className="h-4 w-4" label={t("couponForm.loadingCourses")} />}
            isEmpty={(data) => data.items.length === 0}
            empty={<p className="text-sm text-muted-foreground">{t("couponForm.noCourses")}</p>}
          >
            {(data) => (
              <div className="max-h-40 space-y-1 overflow-y-auto rounded-md border p-2 text-sm" data-testid="list-coupon-courses">
                {data.items.map((c) => (
                  <label key={c.id} className="flex items-center gap-2">
                    <input type="checkbox" value={String(c.id)} {...form.register("courseIds")} /> {c.title}
                  </label>
                ))}
              </div>
            )}
          </QueryView>
        )}
        <FieldError id="coupon-courses-error" message={errors.courseIds?.message} />
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("couponForm.paymentOptions")}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" value="one_time" {...form.register("paymentTypes")} /> {t("couponForm.oneTime")}
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" value="subscription" {...form.register("paymentTypes")} /> {t("couponForm.subscription")}
          </label>
        </div>
        <FieldError id="coupon-types-error" message={errors.paymentTypes?.message} />
      </fieldset>
      {/* Inputs share a line even when one label wraps (items-end aligns their bottoms). */}
      <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
        <FormTextField form={form} name="startsAt" id="coupon-starts" label={t("couponForm.starts")} type="datetime-local" />
        <FormTextField form={form} name="expiresAt" id="coupon-expires" label={t("couponForm.expires")} type="datetime-local" />
        <FormTextField form={form} name="maxRedemptions" id="coupon-max" label={t("couponForm.maxRedemptions")} inputMode="numeric" />
        <FormTextField form={form} name="perUserLimit" id="coupon-per-user" label={t("couponForm.perUser")} inputMode="numeric" />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t("actions.cancel")}
        </Button>
        <Button type="submit" disabled={create.isPending} data-testid="button-save-coupon">
          {create.isPending && <Spinner className="h-4 w-4 text-current" label={t("actions.saving")} />}
          {t("couponForm.create")}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function CouponFormDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("admin");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto" data-testid="dialog-coupon">
        <DialogHeader>
          <DialogTitle>{t("couponForm.dialogTitle")}</DialogTitle>
          <DialogDescription>{t("couponForm.dialogDescription")}</DialogDescription>
        </DialogHeader>
        {open && <CouponFormBody onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
