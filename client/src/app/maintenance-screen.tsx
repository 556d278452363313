// The maintenance screen (docs/product-rules.md §7), its own chunk: maintenance-gate.tsx, in the entry chunk,
// loads it only while the platform is in maintenance.
import { Wrench } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useCurrentUser, useLogout } from "@/features/auth/session";
import { LogoutButton } from "./layouts/user-menu";

/** `message` is the admin's text, or "" for the default one. */
export default function MaintenanceScreen({ message }: { message: string }) {
  const { user } = useCurrentUser();
  const { logout, isLoggingOut } = useLogout();
  const { t } = useTranslation("common");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-muted/40 p-6 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-accent">
        <Wrench className="h-8 w-8 text-accent-foreground" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold" data-testid="text-maintenance-title">
        {t("maintenance.title")}
      </h1>
      <p className="max-w-lg whitespace-pre-line text-muted-foreground" data-testid="text-maintenance-message">
        {message || t("maintenance.defaultMessage")}
      </p>
      {user ? (
        <LogoutButton onLogout={logout} isLoggingOut={isLoggingOut} />
      ) : (
        <Button asChild variant="link">
          <Link href="/auth" data-testid="link-admin-sign-in">
            {t("maintenance.adminSignIn")}
          </Link>
        </Button>
      )}
    </main>
  );
}
