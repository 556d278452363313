import { BookOpen, SearchX } from "lucide-react";
import { Link, useParams } from "wouter";
import { idParam } from "@shared/schemas/common";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";

function CourseNotFound() {
  return (
    <EmptyState
      icon={SearchX}
      title="Course Not Found"
      description="The course you're looking for doesn't exist."
      testId="course-not-found"
      action={
        <Button asChild variant="outline">
          <Link href="/browse-courses" data-testid="link-browse-courses">
            Browse Courses
          </Link>
        </Button>
      }
    />
  );
}

export default function CourseDetailPage() {
  const params = useParams<{ id: string }>();
  const parsed = idParam.safeParse(params.id);

  if (!parsed.success || !/^\d+$/.test(params.id ?? "")) return <CourseNotFound />;

  return (
    <EmptyState
      icon={BookOpen}
      title="Course details are not available yet"
      description="The lessons, notes and purchase options of this course will appear here."
      testId="course-detail-unavailable"
    />
  );
}
