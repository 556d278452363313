import { Suspense } from "react";
import { PageSpinner } from "@/components/ui/spinner";
import { useReportAffiliateVisit } from "@/features/affiliate";
import { MaintenanceGate } from "./maintenance-gate";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";

/** Reports a ?ref=CODE arrival once (docs/product-rules.md §6). */
function AffiliateVisitReporter() {
  useReportAffiliateVisit();
  return null;
}

export function App() {
  return (
    // The outer boundary waits for the first catalog (client/src/i18n) of a screen outside the router.
    <Suspense fallback={<PageSpinner fullScreen />}>
      <AppProviders>
        <AffiliateVisitReporter />
        <MaintenanceGate>
          <Suspense fallback={<PageSpinner fullScreen />}>
            <AppRouter />
          </Suspense>
        </MaintenanceGate>
      </AppProviders>
    </Suspense>
  );
}
