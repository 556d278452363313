import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { BookOpen, ChartColumn, Plus, Settings, UserCog } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link, useLocation } from "wouter";
import { UI } from "@shared/constants";
import type { Course } from "@shared/schemas/courses";
import { EmptyState } from "@/components/empty-state";
import { QueryView } from "@/components/query-view";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { adminCourseListQueryOptions } from "../api/admin-queries";
import { AdminCourseCard } from "../components/admin-course-card";
import { AdminStatCards } from "../components/admin-stat-cards";
import { DeleteCourseDialog } from "../components/delete-course-dialog";

const QUICK_ACTIONS = [
  { key: "courses", href: "/admin/courses", icon: BookOpen, testId: "link-quick-courses" },
  { key: "users", href: "/admin/users", icon: UserCog, testId: "link-quick-users" },
  { key: "analytics", href: "/admin/analytics", icon: ChartColumn, testId: "link-quick-analytics" },
  { key: "settings", href: "/admin/settings", icon: Settings, testId: "link-quick-settings" },
] as const;

function RecentCourses() {
  const { t } = useTranslation("admin");
  const [, navigate] = useLocation();
  const courses = useQuery(adminCourseListQueryOptions(UI.dashboard.adminCourses));
  const [deleting, setDeleting] = useState<Course | null>(null);

  return (
    <QueryView
      query={courses}
      what={t("dashboard.what")}
      errorTestId="error-admin-courses"
      loading={
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="skeleton-admin-courses">
          {Array.from({ length: UI.dashboard.adminCourses }, (_, i) => (
            <Skeleton key={i} className="h-64 w-full" />
          ))}
        </div>
      }
      isEmpty={(data) => data.items.length === 0}
      empty={
        <EmptyState
          icon={BookOpen}
          title={t("dashboard.empty.title")}
          description={t("dashboard.empty.description")}
          testId="empty-admin-courses"
          action={
            <Button asChild>
              <Link href="/admin/courses" data-testid="link-create-first-course">
                <Plus aria-hidden /> {t("dashboard.empty.action")}
              </Link>
            </Button>
          }
        />
      }
    >
      {(data) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="list-admin-courses">
            {data.items.map((course) => (
              <AdminCourseCard
                key={course.id}
                course={course}
                layout="tile"
                showPublishSwitch={false}
                onEdit={(c) => navigate(`/admin/courses?edit=${c.id}`)}
                onDelete={setDeleting}
              />
            ))}
          </div>
          <DeleteCourseDialog course={deleting} onClose={() => setDeleting(null)} />
        </>
      )}
    </QueryView>
  );
}

export default function AdminDashboardPage() {
  const { t } = useTranslation("admin");
  const quickLabel = {
    courses: t("dashboard.quick.courses"),
    users: t("dashboard.quick.users"),
    analytics: t("dashboard.quick.analytics"),
    settings: t("dashboard.quick.settings"),
  };
  return (
    <div className="space-y-8">
      <PageHeader title={t("dashboard.title")} description={t("dashboard.description")} />

      <AdminStatCards />

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t("dashboard.quick.title")}</CardTitle>
          <CardDescription>{t("dashboard.quick.description")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {QUICK_ACTIONS.map(({ key, href, icon: Icon, testId }) => (
            <Button key={href} asChild variant="outline" className="h-auto justify-start py-3">
              <Link href={href} data-testid={testId}>
                <Icon aria-hidden />
                {quickLabel[key]}
              </Link>
            </Button>
          ))}
        </CardContent>
      </Card>

      <section aria-labelledby="admin-courses-heading" className="space-y-4">
        <div className="flex items-center justify-between">
          <h2 id="admin-courses-heading" className="text-xl font-semibold">
            {t("dashboard.courses.title")}
          </h2>
          <Button asChild variant="link">
            <Link href="/admin/courses" data-testid="link-view-all-courses">
              {t("dashboard.courses.viewAll")}
            </Link>
          </Button>
        </div>
        <RecentCourses />
      </section>
    </div>
  );
}
