// Starts the chunks of the page being opened together with the entry chunk. Without it they load
// as a waterfall: entry, then GET /api/user (which of landing page or dashboard?), then the page.
// The signed-in role is remembered in localStorage only as that hint; it decides no access.
// A course page's translations and data start then too: else each waits for the screen that asks
// for it to render (session, layout, page, then the course's lessons).
import type { QueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@shared/schemas/auth";
import { courseDetailPreload } from "@/features/course-player/lazy-pages";
import { i18n } from "@/i18n";
import { CURRENT_USER_QUERY_KEY } from "@/lib/query-client";
import { load } from "./lazy-pages";

type Role = PublicUser["role"];
type Chunk = () => Promise<unknown>;
const ROLE_HINT_KEY = "gsm.role-hint";
const COURSE_PATH = /^\/course\/([^/]+)$/;

/** The chunks router.tsx and role-routes.tsx render for a path, for this role (undefined: signed out). */
export function chunksFor(pathname: string, role: Role | undefined): Chunk[] {
  const dashboards: Record<Role, Chunk[]> = {
    personal: [load.PersonalLayout, load.PersonalDashboardPage],
    entrepreneur: [load.EntrepreneurLayout, load.EntrepreneurDashboardPage],
    admin: [load.AdminLayout, load.AdminDashboardPage],
  };
  if (pathname === "/") return role ? dashboards[role] : [load.LandingPage];
  if (pathname === "/auth") return [load.AuthPage];
  if (pathname === "/browse" || pathname === "/browse-courses") {
    return [role === "personal" ? load.PersonalLayout : load.TopBarLayout, load.BrowseCoursesPage];
  }
  if (COURSE_PATH.test(pathname)) return [load.TopBarLayout, load.CourseDetailPage];
  if (pathname === "/admin") return dashboards.admin;
  if (pathname === "/personal") return dashboards.personal;
  if (pathname === "/entrepreneur") return dashboards.entrepreneur;
  return [];
}

/** The translations the screens of a path ask for beyond `common` and `errors` (loaded first by initI18n). */
export function namespacesFor(pathname: string): string[] {
  // Not `auth`: of the top bar, only the verification banner uses it, and it loads (with its
  // translations) only for a user who must verify.
  if (COURSE_PATH.test(pathname)) return courseDetailPreload.namespaces;
  return [];
}

/**
 * Starts what the page at `pathname` needs; resolves once its data requests, if any, have started.
 * Data first, chunks last: over HTTP/1.1 the browser has six connections per server, and requests
 * go out in the order they are made.
 */
export function preloadRoute(pathname: string, queryClient: QueryClient): Promise<void> {
  const course = COURSE_PATH.exec(pathname);
  const data = course ? courseDetailPreload.data(queryClient, course[1]).catch(() => undefined) : Promise.resolve();
  // A screen loads what failed here when it renders (React.lazy retries a chunk, and reports it).
  const namespaces = namespacesFor(pathname);
  if (namespaces.length > 0) void i18n.loadNamespaces(namespaces);
  for (const chunk of chunksFor(pathname, readRoleHint())) chunk().catch(() => undefined);
  return data;
}

/** Keeps the role hint in step with the session as the app learns it (sign-in, sign-out). */
export function rememberSignedInRole(queryClient: QueryClient) {
  let last: string | undefined;
  return queryClient.getQueryCache().subscribe(() => {
    const state = queryClient.getQueryState<PublicUser | null>(CURRENT_USER_QUERY_KEY);
    if (!state || state.status !== "success") return;
    const role = state.data?.role ?? "";
    if (role === last) return;
    last = role;
    try {
      if (role) localStorage.setItem(ROLE_HINT_KEY, role);
      else localStorage.removeItem(ROLE_HINT_KEY);
    } catch {
      // Storage disabled: preloading falls back to the signed-out guess.
    }
  });
}

function readRoleHint(): Role | undefined {
  try {
    const role = localStorage.getItem(ROLE_HINT_KEY);
    return role === "personal" || role === "entrepreneur" || role === "admin" ? role : undefined;
  } catch {
    return undefined;
  }
}
