import type { Chapter, Course, Section } from "@shared/schemas/courses";
import { useTranslation } from "@/i18n/react";
import { QueryView, type QueryState } from "@/components/query-view";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { CourseContentLayout } from "../lib/group-chapters";
import { CourseContentList } from "./course-content-list";

interface CourseContentCardProps {
  course: Course;
  content: QueryState<{ chapters: Chapter[]; sections: Section[] }>;
  layout: CourseContentLayout;
  selectedId: number | null;
  onSelect: (chapter: Chapter) => void;
  completedIds: ReadonlySet<number>;
}

/** The course's sections and chapters, the selected one marked, each opening in the player. */
export function CourseContentCard({ course, content, layout, selectedId, onSelect, completedIds }: CourseContentCardProps) {
  const { t } = useTranslation("player");
  return (
    <Card className="overflow-hidden" data-testid="card-course-content">
      <CardHeader className="border-b pb-3">
        <CardTitle className="text-base">{t("content.title")}</CardTitle>
        <p className="text-xs text-muted-foreground">{t("lessons", { n: course.lessonsCount })}</p>
      </CardHeader>
      <QueryView
        query={content}
        what={t("content.what")}
        errorTestId="error-course-content"
        compact
        errorClassName="p-4"
        loading={
          <div className="space-y-2 p-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        }
      >
        {() => (
          <CourseContentList key={layout.kind} layout={layout} selectedId={selectedId} onSelect={onSelect} completedIds={completedIds} />
        )}
      </QueryView>
    </Card>
  );
}
