import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { GraduationCap, Menu, X } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link, useLocation } from "wouter";
import type { Role } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { PageSpinner } from "@/components/ui/spinner";
import { useCurrentUser, useLogout, VerificationBanner } from "@/features/auth";
import { cn } from "@/lib/utils";
import { RedirectToAuth } from "../redirect-to-auth";
import { isNavItemActive, navTestId, type NavItem } from "./nav-items";
import { LogoutButton, UserIdentity } from "./user-menu";

// Only a user who opened another role's page sees it: not part of everyone's first visit (docs/benchmarks.md).
const AccessDenied = lazy(() => import("../access-denied").then((module) => ({ default: module.AccessDenied })));

interface SidebarShellProps {
  title: string;
  items: readonly NavItem[];
  allowedRoles: readonly Role[];
  children: ReactNode;
}

/**
 * A signed-in area with a role's sidebar. Signed-out visitors go to /auth; other roles get a short
 * explanation (the server refuses their data anyway). On small screens the sidebar slides in.
 */
export function SidebarShell({ title, items, allowedRoles, children }: SidebarShellProps) {
  const { user, isLoading } = useCurrentUser();
  const { logout, isLoggingOut } = useLogout();
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const { t } = useTranslation("common");

  useEffect(() => setOpen(false), [location]);

  if (isLoading) return <PageSpinner fullScreen />;
  if (!user) return <RedirectToAuth />;
  if (!allowedRoles.includes(user.role)) {
    return (
      <Suspense fallback={<PageSpinner fullScreen />}>
        <AccessDenied allowedRoles={allowedRoles} />
      </Suspense>
    );
  }

  return (
    <div className="min-h-screen bg-muted/40 lg:flex">
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b bg-card px-4 lg:hidden">
        <span className="flex items-center gap-2 font-semibold">
          <GraduationCap className="h-5 w-5 text-primary" aria-hidden />
          {title}
        </span>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls="app-sidebar"
          aria-label={open ? t("layout.closeMenu") : t("layout.openMenu")}
          data-testid="button-sidebar-toggle"
        >
          {open ? <X aria-hidden /> : <Menu aria-hidden />}
        </Button>
      </header>

      {open && <div className="fixed inset-0 z-30 bg-black/40 lg:hidden" aria-hidden onClick={() => setOpen(false)} />}

      <aside
        id="app-sidebar"
        data-testid="sidebar"
        className={cn(
          "fixed inset-y-0 left-0 z-40 flex w-64 flex-col border-r bg-card transition-transform duration-200",
          "lg:visible lg:sticky lg:top-0 lg:h-screen lg:translate-x-0",
          open ? "visible translate-x-0" : "invisible -translate-x-full",
        )}
      >
        <div className="flex h-16 items-center gap-2 border-b px-5">
          <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <GraduationCap className="h-5 w-5" aria-hidden />
          </span>
          <span className="font-semibold" data-testid="text-sidebar-title">
            {title}
          </span>
        </div>
        <nav aria-label={title} className="flex-1 space-y-1 overflow-y-auto p-3">
          {items.map((item) => {
            const active = isNavItemActive(item, location);
            const Icon = item.icon;
            return (
              <Link
                key={item.path}
                href={item.path}
                aria-current={active ? "page" : undefined}
                data-active={active}
                data-testid={navTestId(item)}
                className={cn(
                  "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors",
                  active ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
                )}
              >
                <Icon className="h-4 w-4" aria-hidden />
                {item.label()}
              </Link>
            );
          })}
        </nav>
        <div className="space-y-3 border-t p-4">
          <UserIdentity user={user} />
          <LogoutButton onLogout={logout} isLoggingOut={isLoggingOut} className="w-full" />
        </div>
      </aside>

      <main className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
        <VerificationBanner />
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </main>
    </div>
  );
}
