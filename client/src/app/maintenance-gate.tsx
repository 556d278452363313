import { Suspense, type ReactNode } from "react";
import { useLocation } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { useCurrentUser, usePlatformInfo } from "@/features/auth/session";
import { useMaintenanceNotice } from "@/lib/maintenance-store";
import { MaintenanceScreen } from "./lazy-pages";

/**
 * docs/product-rules.md §7 maintenance mode: non-admins see only the maintenance message, taken from
 * GET /api/platform or from any 503 answer. /auth stays reachable so an admin can sign in.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const notice = useMaintenanceNotice();
  const { data: platform } = usePlatformInfo();
  const { user, isLoading } = useCurrentUser();

  // "" stands for the default message, which the screen words in the reader's language.
  const platformMessage = platform?.maintenanceMode ? platform.maintenanceMessage || "" : null;
  const message = notice ?? platformMessage;

  if (message === null || location === "/auth" || user?.role === "admin") return <>{children}</>;
  if (isLoading) return <PageSpinner fullScreen />;
  return (
    <Suspense fallback={<PageSpinner fullScreen />}>
      <MaintenanceScreen message={message} />
    </Suspense>
  );
}
