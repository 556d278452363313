import { BookOpen } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";

export default function CourseManagementPage() {
  return (
    <div>
      <PageHeader
        title="Course Management"
        description="Create and organise courses, sections, chapters and study guidelines."
      />
      <EmptyState
        icon={BookOpen}
        title="No courses yet"
        description="Courses, their sections and chapters will be listed here."
        testId="empty-course-management"
      />
    </div>
  );
}
