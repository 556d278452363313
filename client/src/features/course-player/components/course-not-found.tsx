import { SearchX } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

export function CourseNotFound() {
  const { t } = useTranslation("player");
  return (
    <Card data-testid="course-not-found">
      <CardContent className="flex flex-col items-center gap-3 py-16 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-muted">
          <SearchX className="h-7 w-7 text-muted-foreground" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold" data-testid="text-course-not-found">
          {t("notFound.title")}
        </h1>
        <p className="max-w-md text-muted-foreground">{t("notFound.description")}</p>
        <Button asChild variant="outline" className="mt-2">
          <Link href="/browse-courses" data-testid="link-not-found-browse">
            {t("browseCourses")}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
