import type { Course } from "@shared/schemas/courses";
import { useTranslation } from "@/i18n/react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { CourseStats } from "./course-header";

/** About this course: its description and figures. */
export function CourseAboutCard({ course }: { course: Course }) {
  const { t } = useTranslation("player");
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-lg">{t("page.about")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="whitespace-pre-line text-sm leading-relaxed text-muted-foreground" data-testid="text-course-description">
          {course.description}
        </p>
        <CourseStats course={course} />
      </CardContent>
    </Card>
  );
}
