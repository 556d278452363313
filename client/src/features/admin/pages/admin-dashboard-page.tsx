import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { BookOpen, ChartColumn, Plus, Settings, UserCog } from "lucide-react";
import { Link, useLocation } from "wouter";
import { UI } from "@shared/constants";
import type { Course } from "@shared/schemas/courses";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { adminCourseListQueryOptions } from "../api/admin-queries";
import { AdminCourseCard } from "../components/admin-course-card";
import { AdminStatCards } from "../components/admin-stat-cards";
import { DeleteCourseDialog } from "../components/delete-course-dialog";

const QUICK_ACTIONS = [
  { label: "Manage Courses", href: "/admin/courses", icon: BookOpen, testId: "link-quick-courses" },
  { label: "Manage Users", href: "/admin/users", icon: UserCog, testId: "link-quick-users" },
  { label: "View Analytics", href: "/admin/analytics", icon: ChartColumn, testId: "link-quick-analytics" },
  { label: "Platform Settings", href: "/admin/settings", icon: Settings, testId: "link-quick-settings" },
] as const;

function RecentCourses() {
  const [, navigate] = useLocation();
  const { data, isPending } = useQuery(adminCourseListQueryOptions(UI.dashboard.adminCourses));
  const [deleting, setDeleting] = useState<Course | null>(null);

  if (isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="skeleton-admin-courses">
        {Array.from({ length: UI.dashboard.adminCourses }, (_, i) => (
          <Skeleton key={i} className="h-64 w-full" />
        ))}
      </div>
    );
  }

  const courses = data?.items ?? [];
  if (courses.length === 0) {
    return (
      <EmptyState
        icon={BookOpen}
        title="No courses yet"
        description="Courses you create will appear here."
        testId="empty-admin-courses"
        action={
          <Button asChild>
            <Link href="/admin/courses" data-testid="link-create-first-course">
              <Plus aria-hidden /> Create a course
            </Link>
          </Button>
        }
      />
    );
  }

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="list-admin-courses">
        {courses.map((course) => (
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
  );
}

export default function AdminDashboardPage() {
  return (
    <div className="space-y-8">
      <PageHeader title="Admin Dashboard" description="Manage courses, users and the platform." />

      <AdminStatCards />

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Quick Actions</CardTitle>
          <CardDescription>Jump to the admin screens.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {QUICK_ACTIONS.map(({ label, href, icon: Icon, testId }) => (
            <Button key={href} asChild variant="outline" className="h-auto justify-start py-3">
              <Link href={href} data-testid={testId}>
                <Icon aria-hidden />
                {label}
              </Link>
            </Button>
          ))}
        </CardContent>
      </Card>

      <section aria-labelledby="admin-courses-heading" className="space-y-4">
        <div className="flex items-center justify-between">
          <h2 id="admin-courses-heading" className="text-xl font-semibold">
            Your Courses
          </h2>
          <Button asChild variant="link">
            <Link href="/admin/courses" data-testid="link-view-all-courses">
              View All
            </Link>
          </Button>
        </div>
        <RecentCourses />
      </section>
    </div>
  );
}
