import type { ReactNode } from "react";
import { Wrench } from "lucide-react";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { PageSpinner } from "@/components/ui/spinner";
import { useCurrentUser, useLogout, usePlatformInfo } from "@/features/auth";
import { DEFAULT_MAINTENANCE_MESSAGE, useMaintenanceNotice } from "@/lib/maintenance-store";
import { LogoutButton } from "./layouts/user-menu";

function MaintenanceScreen({ message }: { message: string }) {
  const { user } = useCurrentUser();
  const { logout, isLoggingOut } = useLogout();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-muted/40 p-6 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-accent">
        <Wrench className="h-8 w-8 text-accent-foreground" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold" data-testid="text-maintenance-title">
        We'll be back soon
      </h1>
      <p className="max-w-lg whitespace-pre-line text-muted-foreground" data-testid="text-maintenance-message">
        {message}
      </p>
      {user ? (
        <LogoutButton onLogout={logout} isLoggingOut={isLoggingOut} />
      ) : (
        <Button asChild variant="link">
          <Link href="/auth" data-testid="link-admin-sign-in">
            Administrator sign in
          </Link>
        </Button>
      )}
    </main>
  );
}

/**
 * PRODUCT §7 maintenance mode: non-admins see only the maintenance message, taken from
 * GET /api/platform or from any 503 answer. /auth stays reachable so an admin can sign in.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const notice = useMaintenanceNotice();
  const { data: platform } = usePlatformInfo();
  const { user, isLoading } = useCurrentUser();

  const platformMessage = platform?.maintenanceMode ? platform.maintenanceMessage || DEFAULT_MAINTENANCE_MESSAGE : null;
  const message = notice ?? platformMessage;

  if (!message || location === "/auth" || user?.role === "admin") return <>{children}</>;
  if (isLoading) return <PageSpinner fullScreen />;
  return <MaintenanceScreen message={message} />;
}
