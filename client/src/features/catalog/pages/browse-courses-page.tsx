import { Search } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";

/** The shared catalogue screen (/browse, /browse-courses, /personal/browse, /entrepreneur/courses). */
export default function BrowseCoursesPage() {
  return (
    <div>
      <PageHeader title="Browse Courses" description="Find your next course by topic, level and popularity." />
      <EmptyState
        icon={Search}
        title="No courses found"
        description="Published courses will be listed here."
        testId="empty-courses"
      />
    </div>
  );
}
