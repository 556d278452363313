import type { ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { LocaleSync } from "@/i18n/locale-sync";
import { queryClient as defaultQueryClient } from "@/lib/query-client";
import { OnDemandToaster } from "./on-demand-toaster";
import { ThemeProvider } from "./theme";

/**
 * App-wide providers; tests pass their own QueryClient, and the eager `<Toaster />` so that a
 * toast is on screen in the same render as its cause.
 */
export function AppProviders({
  children,
  queryClient = defaultQueryClient,
  toaster = <OnDemandToaster />,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  toaster?: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <LocaleSync />
        {children}
        {toaster}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
