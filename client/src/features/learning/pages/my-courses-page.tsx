import { BookOpen } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";

export default function MyCoursesPage() {
  return (
    <div>
      <PageHeader title="My Courses" description="The courses you are enrolled in and your progress." />
      <EmptyState
        icon={BookOpen}
        title="No courses yet"
        description="Courses you enrol in will appear here."
        testId="empty-my-courses"
        action={
          <Button asChild>
            <Link href="/personal/browse" data-testid="link-browse-courses">
              Browse Courses
            </Link>
          </Button>
        }
      />
    </div>
  );
}
