import { useQuery } from "@tanstack/react-query";
import { Landmark } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { EmptyState } from "@/components/empty-state";
import { QueryView } from "@/components/query-view";
import { PageHeader } from "@/components/page-header";
import { financialProductsQueryOptions } from "../api/learning-queries";
import { FinancialDisclaimer, FinancialEducation } from "../components/financial-education";
import { FinancialProductCard, FinancialProductCardSkeleton } from "../components/financial-product-card";

/** docs/spec.md §9: 4 financial-product skeletons. */
const SKELETONS = 4;

export default function FinancialProductsPage() {
  const { t } = useTranslation("learning");
  const productsQuery = useQuery(financialProductsQueryOptions());

  return (
    <div className="space-y-8">
      <PageHeader title={t("financial.title")} description={t("financial.description")} />

      <section aria-label={t("financial.partnerProducts")}>
        <QueryView
          query={productsQuery}
          what={t("financial.what")}
          errorTestId="error-financial-products"
          loading={
            <div className="grid gap-6 lg:grid-cols-2" role="status" aria-busy="true" aria-label={t("financial.loading")}>
              {Array.from({ length: SKELETONS }, (_, i) => (
                <FinancialProductCardSkeleton key={i} />
              ))}
            </div>
          }
          isEmpty={(products) => products.length === 0}
          empty={
            <EmptyState
              icon={Landmark}
              title={t("financial.empty.title")}
              description={t("financial.empty.description")}
              testId="empty-financial-products"
            />
          }
        >
          {(products) => (
            <ul className="grid gap-6 lg:grid-cols-2">
              {products.map((product) => (
                <li key={product.id}>
                  <FinancialProductCard product={product} />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>

      <FinancialEducation />
      <FinancialDisclaimer />
    </div>
  );
}
