import { Landmark } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";

export default function FinancialProductsPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Financial Products" description="Partner products and resources to grow your finances." />
      <EmptyState
        icon={Landmark}
        title="No financial products yet"
        description="Partner credit cards, savings accounts, loans and investment products will be listed here."
        testId="empty-financial-products"
      />
      <p className="text-xs text-muted-foreground" data-testid="text-financial-disclaimer">
        Financial products are offered by third-party partners. GSM Academy does not provide financial advice;
        review each provider's terms before applying.
      </p>
    </div>
  );
}
