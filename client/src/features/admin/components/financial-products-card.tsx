import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ExternalLink, Landmark, Pencil, Plus, Trash2 } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { FinancialProduct } from "@shared/schemas/learning";
import { EmptyState } from "@/components/empty-state";
import { QueryView } from "@/components/query-view";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { notifyMutationFailure } from "@/lib/mutation-errors";
import { adminFinancialProductsQueryOptions, useDeleteFinancialProduct } from "../api/admin-content";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { FinancialProductFormDialog } from "./financial-product-form-dialog";

/** The partner products learners see under Financial Products, with their application links. */
export function FinancialProductsCard() {
  const { t } = useTranslation("admin");
  const query = useQuery(adminFinancialProductsQueryOptions());
  const remove = useDeleteFinancialProduct();
  const [editing, setEditing] = useState<{ product?: FinancialProduct } | null>(null);
  const [deleting, setDeleting] = useState<FinancialProduct | null>(null);
  const nextOrder = Math.max(0, ...(query.data ?? []).map((p) => p.sortOrder)) + 1;

  const confirmDelete = () => {
    if (!deleting) return;
    const name = deleting.name;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: t("financialProducts.deleted", { name }) }),
      onError: (error) => notifyMutationFailure(t("financialProducts.deleteFailed"), error),
    });
    setDeleting(null);
  };

  return (
    <Card data-testid="card-financial-products">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1.5">
          <CardTitle className="text-lg">{t("financialProducts.title")}</CardTitle>
          <CardDescription>{t("financialProducts.description")}</CardDescription>
        </div>
        <Button onClick={() => setEditing({})} data-testid="button-add-product">
          <Plus aria-hidden />
          {t("financialProducts.add")}
        </Button>
      </CardHeader>
      <CardContent>
        <QueryView
          query={query}
          what={t("financialProducts.what")}
          compact
          loading={<Skeleton className="h-32 w-full" />}
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState icon={Landmark} title={t("financialProducts.empty")} testId="empty-financial-products" />}
        >
          {(products) => (
            <ul className="divide-y rounded-md border" data-testid="list-financial-products">
              {products.map((p) => (
                <li
                  key={p.id}
                  className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
                  data-testid={`admin-product-${p.id}`}
                >
                  <div className="min-w-0 space-y-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {p.name}
                      {p.isDemo && <Badge variant="outline">{t("financialProducts.demo")}</Badge>}
                    </p>
                    {p.applicationUrl && (
                      <a
                        href={p.applicationUrl}
                        target="_blank"
                        rel="noreferrer"
                        className="flex items-center gap-1 text-sm break-all text-muted-foreground underline underline-offset-2"
                      >
                        {p.applicationUrl}
                        <ExternalLink className="h-3 w-3 shrink-0" aria-hidden />
                      </a>
                    )}
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      size="icon"
                      onClick={() => setEditing({ product: p })}
                      aria-label={t("financialProducts.edit", { name: p.name })}
                      title={t("financialProducts.edit", { name: p.name })}
                      data-testid={`button-edit-product-${p.id}`}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="outline"
                      size="icon"
                      onClick={() => setDeleting(p)}
                      aria-label={t("financialProducts.delete", { name: p.name })}
                      title={t("financialProducts.delete", { name: p.name })}
                      data-testid={`button-delete-product-${p.id}`}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </CardContent>
      <FinancialProductFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        product={editing?.product}
        nextOrder={nextOrder}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("financialProducts.deleteTitle")}
        description={t("financialProducts.deleteDescription", { name: deleting?.name ?? "" })}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
