// Add or edit a partner product of /personal/financial (docs/spec.md §9): the shared schema checks
// every field, the application link must be https.
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "@/i18n/react";
import { financialProductInputSchema, type FinancialProduct, type FinancialProductInput } from "@shared/schemas/learning";
import { FormTextField, SwitchRow, TextareaField } from "@/components/form-controls";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useSaveFinancialProduct } from "../api/admin-content";

/** What the form holds: text as typed; blank optional figures are null. */
interface FormValues {
  name: string;
  type: string;
  provider: string;
  description: string;
  features: string;
  interestRate: string;
  minCreditScore: string;
  minDeposit: string;
  rating: string;
  applicationUrl: string;
  sortOrder: string;
  isDemo: boolean;
}

const blankToNull = (v: string) => (v.trim() === "" ? null : v.trim());
const numberOrNull = (v: string) => (v.trim() === "" ? null : Number(v.replace(",", ".")));

/** The form's values turned into the API's input, then checked by the shared schema itself. */
const formSchema = z
  .object({
    name: z.string(),
    type: z.string(),
    provider: z.string(),
    description: z.string(),
    features: z.string(),
    interestRate: z.string(),
    minCreditScore: z.string(),
    minDeposit: z.string(),
    rating: z.string(),
    applicationUrl: z.string(),
    sortOrder: z.string(),
    isDemo: z.boolean(),
  })
  .transform((v) => ({
    ...v,
    features: v.features
      .split("\n")
      .map((f) => f.trim())
      .filter(Boolean),
    minCreditScore: numberOrNull(v.minCreditScore),
    minDeposit: blankToNull(v.minDeposit),
    rating: numberOrNull(v.rating),
    sortOrder: v.sortOrder.trim() === "" ? 0 : Number(v.sortOrder),
  }))
  .pipe(financialProductInputSchema);

const FIELDS = [
  "name",
  "type",
  "provider",
  "description",
  "features",
  "interestRate",
  "minCreditScore",
  "minDeposit",
  "rating",
  "applicationUrl",
  "sortOrder",
  "isDemo",
] as const;

const TEXT_FIELDS = [
  "name",
  "type",
  "provider",
  "interestRate",
  "applicationUrl",
  "minCreditScore",
  "minDeposit",
  "rating",
  "sortOrder",
] as const;
type TextName = (typeof TEXT_FIELDS)[number];

function ProductForm({ product, nextOrder, onDone }: { product?: FinancialProduct; nextOrder: number; onDone: () => void }) {
  const { t } = useTranslation("admin");
  const save = useSaveFinancialProduct();
  const form = useForm<FormValues, unknown, FinancialProductInput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: product?.name ?? "",
      type: product?.type ?? "",
      provider: product?.provider ?? "",
      description: product?.description ?? "",
      features: product?.features.join("\n") ?? "",
      interestRate: product?.interestRate ?? "",
      minCreditScore: product?.minCreditScore?.toString() ?? "",
      minDeposit: product?.minDeposit ?? "",
      rating: product?.rating?.toString() ?? "",
      applicationUrl: product?.applicationUrl ?? "",
      sortOrder: String(product?.sortOrder ?? nextOrder),
      isDemo: product?.isDemo ?? false,
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: product?.id, input },
      { onSuccess: onDone, onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError) },
    ),
  );
  const fieldProps = (name: TextName) => ({ form, name, id: `product-${name}`, label: t(`financialProducts.field.${name}`) });
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, fieldProps(name)])) as Record<TextName, ReturnType<typeof fieldProps>>;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="form-financial-product">
      <FormTextField {...text.name} />
      <FormTextField {...text.type} />
      <FormTextField {...text.provider} />
      <FormTextField {...text.interestRate} />
      <TextareaField
        id="product-description"
        label={t("financialProducts.field.description")}
        testId="product-description"
        rows={3}
        className="sm:col-span-2"
        error={errors.description?.message}
        {...form.register("description")}
      />
      <TextareaField
        id="product-features"
        label={t("financialProducts.field.features")}
        testId="product-features"
        rows={4}
        className="sm:col-span-2"
        error={errors.features?.message ?? (Array.isArray(errors.features) ? errors.features.find(Boolean)?.message : undefined)}
        {...form.register("features")}
      />
      <FormTextField
        {...text.applicationUrl}
        className="sm:col-span-2"
        inputMode="url"
        placeholder={t("actions.urlPlaceholder")}
        hint={t("financialProducts.field.applicationUrlHint")}
      />
      <FormTextField {...text.minCreditScore} inputMode="numeric" />
      <FormTextField {...text.minDeposit} inputMode="decimal" placeholder="1000.00" />
      <FormTextField {...text.rating} inputMode="decimal" />
      <FormTextField {...text.sortOrder} inputMode="numeric" />
      <Controller
        control={form.control}
        name="isDemo"
        render={({ field: demo }) => (
          <SwitchRow
            id="product-isDemo"
            label={t("financialProducts.field.isDemo")}
            description={t("financialProducts.field.isDemoHint")}
            testId="product-isDemo"
            checked={demo.value}
            onChange={demo.onChange}
            onBlur={demo.onBlur}
            className="rounded-md border p-3 sm:col-span-2"
          />
        )}
      />
      <DialogFooter className="sm:col-span-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t("actions.cancel")}
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="button-save-product">
          {save.isPending && <Spinner className="h-4 w-4 text-current" label={t("actions.saving")} />}
          {product ? t("financialProducts.update") : t("financialProducts.add")}
        </Button>
      </DialogFooter>
    </form>
  );
}

interface FinancialProductFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product?: FinancialProduct;
  nextOrder: number;
}

export function FinancialProductFormDialog({ open, onOpenChange, product, nextOrder }: FinancialProductFormDialogProps) {
  const { t } = useTranslation("admin");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" data-testid="dialog-financial-product">
        <DialogHeader>
          <DialogTitle>{product ? t("financialProducts.editTitle") : t("financialProducts.addTitle")}</DialogTitle>
          <DialogDescription>{t("financialProducts.dialogDescription")}</DialogDescription>
        </DialogHeader>
        {open && <ProductForm key={product?.id ?? "new"} product={product} nextOrder={nextOrder} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
