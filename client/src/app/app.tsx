import { Suspense } from "react";
import { PageSpinner } from "@/components/ui/spinner";
import { MaintenanceGate } from "./maintenance-gate";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";

export function App() {
  return (
    <AppProviders>
      <MaintenanceGate>
        <Suspense fallback={<PageSpinner fullScreen />}>
          <AppRouter />
        </Suspense>
      </MaintenanceGate>
    </AppProviders>
  );
}
