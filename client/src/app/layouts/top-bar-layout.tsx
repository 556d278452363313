import { Suspense, type ReactNode } from "react";
import { GraduationCap } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link, useLocation, useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { PageSpinner } from "@/components/ui/spinner";
import { useCurrentUser, useLogout, VerificationBanner } from "@/features/auth";
import { authHref } from "@/lib/return-to";
import { RedirectToAuth } from "../redirect-to-auth";
import { LogoutButton, UserIdentity } from "./user-menu";

export interface TopBarLink {
  label: string;
  href: string;
  testId: string;
}

interface TopBarLayoutProps {
  /** Shown next to the brand, e.g. "Course Catalog". */
  title?: string;
  links?: readonly TopBarLink[];
  /** Payment screens need a session (docs/spec.md §6); public screens such as the catalogue do not. */
  requireAuth?: boolean;
  children: ReactNode;
}

/** A page without a sidebar: brand, a few links, and the user with Logout (or Sign In). */
export default function TopBarLayout({ title, links = [], requireAuth = false, children }: TopBarLayoutProps) {
  const { user, isLoading } = useCurrentUser();
  const { logout, isLoggingOut } = useLogout();
  const [location] = useLocation();
  const search = useSearch();
  const { t } = useTranslation("common");
  // "/" is the signed-in user's dashboard (Back to Dashboard); a visitor has none, so Sign In instead.
  const shown = user ? links : links.filter((link) => link.href !== "/");

  if (isLoading) return <PageSpinner fullScreen />;
  if (requireAuth && !user) return <RedirectToAuth />;

  return (
    <div className="min-h-screen bg-muted/40">
      <header className="sticky top-0 z-30 border-b bg-card">
        <div className="mx-auto flex max-w-7xl flex-nowrap items-center justify-between gap-2 px-3 py-3 sm:gap-3 sm:px-6">
          <div className="flex shrink-0 items-center gap-3">
            <Link href="/" className="flex items-center gap-2 font-semibold" data-testid="link-brand">
              <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <GraduationCap className="h-5 w-5" aria-hidden />
              </span>
              <span className="sr-only sm:not-sr-only">{t("brand")}</span>
            </Link>
            {title && (
              <span className="hidden border-l pl-3 text-sm font-medium text-muted-foreground sm:inline" data-testid="text-layout-title">
                {title}
              </span>
            )}
          </div>
          <nav aria-label={t("layout.pageNav")} className="flex min-w-0 flex-nowrap items-center gap-0.5 overflow-x-auto sm:gap-1">
            {shown.map((link) => (
              <Button key={link.href} asChild variant="ghost" size="sm" className="whitespace-nowrap px-2 text-xs sm:px-3 sm:text-sm">
                <Link href={link.href} data-testid={link.testId}>
                  {link.label}
                </Link>
              </Button>
            ))}
          </nav>
          <div className="flex shrink-0 items-center gap-3">
            {user ? (
              <>
                <UserIdentity user={user} className="hidden md:flex" />
                <LogoutButton onLogout={logout} isLoggingOut={isLoggingOut} size="sm" compact />
              </>
            ) : (
              <Button asChild size="sm" className="whitespace-nowrap">
                <Link href={authHref(search ? `${location}?${search}` : location)} data-testid="link-sign-in">
                  {t("layout.signIn")}
                </Link>
              </Button>
            )}
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl p-4 sm:p-6 lg:p-8">
        <VerificationBanner />
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </main>
    </div>
  );
}
