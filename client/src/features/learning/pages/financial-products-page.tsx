import { useQuery } from "@tanstack/react-query";
import { Landmark } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { QueryView } from "@/components/query-view";
import { PageHeader } from "@/components/page-header";
import { financialProductsQueryOptions } from "../api/learning-queries";
import { FinancialDisclaimer, FinancialEducation } from "../components/financial-education";
import { FinancialProductCard, FinancialProductCardSkeleton } from "../components/financial-product-card";

/** SPEC §9: 4 financial-product skeletons. */
const SKELETONS = 4;

export default function FinancialProductsPage() {
  const productsQuery = useQuery(financialProductsQueryOptions());

  return (
    <div className="space-y-8">
      <PageHeader title="Financial Products" description="Partner products and resources to grow your finances." />

      <section aria-label="Partner products">
        <QueryView
          query={productsQuery}
          what="the financial products"
          errorTestId="error-financial-products"
          loading={
            <div className="grid gap-6 lg:grid-cols-2" aria-busy="true" aria-label="Loading financial products">
              {Array.from({ length: SKELETONS }, (_, i) => (
                <FinancialProductCardSkeleton key={i} />
              ))}
            </div>
          }
          isEmpty={(products) => products.length === 0}
          empty={
            <EmptyState
              icon={Landmark}
              title="No financial products yet"
              description="Partner credit cards, savings accounts, loans and investment products will be listed here."
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
