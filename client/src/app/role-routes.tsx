// Routes whose screen depends on who is signed in (docs/spec.md §2).
import { useTranslation } from "@/i18n/react";
import { Redirect } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/features/auth/session";
import * as Pages from "./lazy-pages";
import { RedirectToAuth } from "./redirect-to-auth";

/** "/": spinner while the session loads, then landing page or the role's dashboard. */
export function HomeRoute() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner fullScreen />;
  if (!user) return <Pages.LandingPage />;
  if (user.role === "admin") return <Redirect to="/admin" replace />;
  if (user.role === "entrepreneur") {
    return (
      <Pages.EntrepreneurLayout>
        <Pages.EntrepreneurDashboardPage />
      </Pages.EntrepreneurLayout>
    );
  }
  return (
    <Pages.PersonalLayout>
      <Pages.PersonalDashboardPage />
    </Pages.PersonalLayout>
  );
}

/** /personal and /entrepreneur: that role's dashboard; other roles go to their own via "/". */
export function RoleDashboardRoute({ role }: { role: "personal" | "entrepreneur" }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner fullScreen />;
  if (!user) return <RedirectToAuth />;
  if (user.role !== role) return <Redirect to="/" replace />;
  return role === "entrepreneur" ? (
    <Pages.EntrepreneurLayout>
      <Pages.EntrepreneurDashboardPage />
    </Pages.EntrepreneurLayout>
  ) : (
    <Pages.PersonalLayout>
      <Pages.PersonalDashboardPage />
    </Pages.PersonalLayout>
  );
}

/** /browse and /browse-courses: the learner sidebar for personal accounts, else a plain catalogue. */
export function CatalogRoute() {
  const { user, isLoading } = useCurrentUser();
  const { t } = useTranslation("common");
  if (isLoading) return <PageSpinner fullScreen />;
  if (user?.role === "personal") {
    return (
      <Pages.PersonalLayout>
        <Pages.BrowseCoursesPage />
      </Pages.PersonalLayout>
    );
  }
  const links = [
    ...(user ? [{ label: t("nav.dashboard"), href: "/", testId: "link-dashboard" }] : []),
    { label: t("nav.browseCourses"), href: "/browse", testId: "link-browse-courses" },
  ];
  return (
    <Pages.TopBarLayout title={t("layout.courseCatalog")} links={links}>
      <Pages.BrowseCoursesPage />
    </Pages.TopBarLayout>
  );
}
