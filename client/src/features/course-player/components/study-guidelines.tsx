import { Download, FileText, Lock } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { Guideline, Section } from "@shared/schemas/courses";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatNumber } from "@/lib/format";

/** 993 -> "993 B", 2_400_000 -> "2.3 MB" ("2,3 MB" in French: the figure is written the reader's way). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "";
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, 1)} KB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}

/** The course's study guidelines text and its guideline entries with their downloadable files. */
export function StudyGuidelines({
  courseGuidelines,
  guidelines,
  sections,
}: {
  courseGuidelines: string | null;
  guidelines: Guideline[];
  sections: Section[];
}) {
  const { t } = useTranslation("player");
  if (!courseGuidelines && guidelines.length === 0) return null;
  const sectionTitle = (id: number | null) => (id === null ? null : (sections.find((s) => s.id === id)?.title ?? null));

  return (
    <Card data-testid="card-study-guidelines">
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">{t("guidelines.title")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        {courseGuidelines && (
          <p className="whitespace-pre-line text-sm leading-relaxed text-muted-foreground" data-testid="text-course-guidelines">
            {courseGuidelines}
          </p>
        )}
        {guidelines.map((guideline) => {
          const section = sectionTitle(guideline.sectionId);
          return (
            <section key={guideline.id} className="space-y-2 rounded-lg border p-4" data-testid={`guideline-${guideline.id}`}>
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold">{guideline.title}</h3>
                {section && <Badge variant="outline">{section}</Badge>}
              </div>
              {guideline.locked ? (
                <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid={`text-guideline-locked-${guideline.id}`}>
                  <Lock className="h-4 w-4 shrink-0" aria-hidden />
                  {t("guidelines.locked")}
                </p>
              ) : (
                <p className="whitespace-pre-line text-sm leading-relaxed text-muted-foreground">{guideline.content}</p>
              )}
              {guideline.downloadableContent.length > 0 && (
                <ul className="space-y-2 pt-1" aria-label={t("guidelines.downloads")}>
                  {guideline.downloadableContent.map((file, index) => (
                    <li key={`${file.url}-${index}`}>
                      <a
                        href={file.url}
                        download={file.name}
                        className="flex items-center gap-3 rounded-md border bg-muted/30 px-3 py-2 text-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                        data-testid={`link-download-${guideline.id}-${index}`}
                      >
                        <FileText className="h-4 w-4 shrink-0 text-primary" aria-hidden />
                        <span className="min-w-0 flex-1 truncate font-medium">{file.name}</span>
                        {file.size > 0 && <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(file.size)}</span>}
                        <Download className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </CardContent>
    </Card>
  );
}
