// One course in the admin lists: status badge, publish switch, edit and delete, students, price.
import { Pencil, Trash2, Users } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { Course } from "@shared/schemas/courses";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SwitchRow } from "@/components/form-controls";
import { CourseThumbnail } from "@/features/catalog";
import { formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useSetCoursePublished } from "../api/course-mutations";
import { useCourseLabels } from "./course-labels";

export function CourseStatusBadge({ course }: { course: Pick<Course, "id" | "isPublished"> }) {
  const { t } = useTranslation("admin");
  return (
    <Badge variant={course.isPublished ? "success" : "secondary"} className="shrink-0" data-testid={`badge-status-${course.id}`}>
      {course.isPublished ? t("courseStatus.published") : t("courseStatus.draft")}
    </Badge>
  );
}

/** The switch sends the change at once (docs/spec.md §4) and shows the new state while it is on its way. */
function PublishSwitch({ course }: { course: Course }) {
  const { t } = useTranslation("admin");
  const publish = useSetCoursePublished();
  const checked = publish.isPending ? publish.variables.isPublished : course.isPublished;
  return (
    <label className="flex items-center gap-2 text-xs text-muted-foreground">
      <SwitchRow
        hideLabel
        id={`publish-${course.id}`}
        checked={checked}
        disabled={publish.isPending}
        onChange={(isPublished) => publish.mutate({ id: course.id, isPublished })}
        label={t("courseCard.publishedSwitch", { title: course.title })}
        testId={`publish-${course.id}`}
      />
      <span className="hidden sm:inline">{checked ? t("courseCard.live") : t("courseCard.hidden")}</span>
    </label>
  );
}

interface AdminCourseCardProps {
  course: Course;
  layout?: "row" | "tile";
  selected?: boolean;
  onSelect?: (course: Course) => void;
  onEdit: (course: Course) => void;
  onDelete: (course: Course) => void;
  showPublishSwitch?: boolean;
}

export function AdminCourseCard({
  course,
  layout = "row",
  selected,
  onSelect,
  onEdit,
  onDelete,
  showPublishSwitch = true,
}: AdminCourseCardProps) {
  const { t } = useTranslation("admin");
  const labels = useCourseLabels();
  const title = onSelect ? (
    <button
      type="button"
      onClick={() => onSelect(course)}
      aria-pressed={selected}
      className="min-w-0 cursor-pointer text-left font-semibold leading-snug [overflow-wrap:anywhere] hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-testid={`button-select-course-${course.id}`}
    >
      {course.title}
    </button>
  ) : (
    <span className="min-w-0 font-semibold leading-snug [overflow-wrap:anywhere]">{course.title}</span>
  );

  const actions = (
    <div className="flex items-center gap-1">
      {showPublishSwitch && <PublishSwitch course={course} />}
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("courseCard.edit", { title: course.title })}
        onClick={() => onEdit(course)}
        data-testid={`button-edit-course-${course.id}`}
      >
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("courseCard.delete", { title: course.title })}
        onClick={() => onDelete(course)}
        data-testid={`button-delete-course-${course.id}`}
        className="text-destructive hover:text-destructive"
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );

  const meta = (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <span className="inline-flex items-center gap-1" data-testid={`text-students-${course.id}`}>
        <Users className="h-3.5 w-3.5" aria-hidden /> {t("courseCard.students", { n: course.studentsCount })}
      </span>
      <span className="font-medium text-foreground" data-testid={`text-price-${course.id}`}>
        {formatMoney(course.price)}
      </span>
      <span>{labels.level(course.level)}</span>
    </div>
  );

  if (layout === "tile") {
    return (
      <Card className="flex flex-col overflow-hidden" data-testid={`card-admin-course-${course.id}`}>
        <CourseThumbnail course={course} />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <div className="flex min-w-0 items-start justify-between gap-2">
            {title}
            <CourseStatusBadge course={course} />
          </div>
          {meta}
          <div className="mt-auto flex justify-end pt-2">{actions}</div>
        </div>
      </Card>
    );
  }

  return (
    <Card
      className={cn("flex gap-3 p-3 transition-colors", selected && "border-primary ring-2 ring-primary/30")}
      data-testid={`card-admin-course-${course.id}`}
      data-selected={selected ? "true" : undefined}
    >
      <CourseThumbnail course={course} className="w-24 shrink-0 self-start rounded" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex min-w-0 items-start justify-between gap-2">
          {title}
          <CourseStatusBadge course={course} />
        </div>
        {meta}
        <div className="flex justify-end">{actions}</div>
      </div>
    </Card>
  );
}
