import { BookOpen, ChartColumn, Settings, UserCog } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const QUICK_ACTIONS = [
  { label: "Manage Courses", href: "/admin/courses", icon: BookOpen, testId: "link-quick-courses" },
  { label: "Manage Users", href: "/admin/users", icon: UserCog, testId: "link-quick-users" },
  { label: "View Analytics", href: "/admin/analytics", icon: ChartColumn, testId: "link-quick-analytics" },
  { label: "Platform Settings", href: "/admin/settings", icon: Settings, testId: "link-quick-settings" },
] as const;

export default function AdminDashboardPage() {
  return (
    <div className="space-y-8">
      <PageHeader title="Admin Dashboard" description="Manage courses, users and the platform." />

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
        <EmptyState
          icon={BookOpen}
          title="No courses yet"
          description="Courses you create will appear here."
          testId="empty-admin-courses"
        />
      </section>
    </div>
  );
}
