// Study Guidelines of a course with their downloadable files (docs/spec.md §2).
import { Download, FileText, Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { Guideline, Section } from "@shared/schemas/courses";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatFileSize } from "@/lib/upload";

interface GuidelineListProps {
  guidelines: readonly Guideline[];
  sections: readonly Section[];
  onEdit: (guideline: Guideline) => void;
  onDelete: (guideline: Guideline) => void;
}

export function GuidelineList({ guidelines, sections, onEdit, onDelete }: GuidelineListProps) {
  const { t } = useTranslation("admin");
  const sectionTitle = (id: number | null) => (id === null ? null : (sections.find((s) => s.id === id)?.title ?? null));

  return (
    <ul className="space-y-3" data-testid="list-guidelines">
      {guidelines.map((guideline) => {
        const section = sectionTitle(guideline.sectionId);
        return (
          <li key={guideline.id} className="rounded-md border p-4" data-testid={`guideline-${guideline.id}`}>
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0 space-y-1">
                <h3 className="font-semibold" data-testid={`text-guideline-title-${guideline.id}`}>
                  {guideline.title}
                </h3>
                {section && <Badge variant="outline">{section}</Badge>}
              </div>
              <div className="flex shrink-0 gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("guidelines.edit", { title: guideline.title })}
                  onClick={() => onEdit(guideline)}
                  data-testid={`button-edit-guideline-${guideline.id}`}
                >
                  <Pencil aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("guidelines.delete", { title: guideline.title })}
                  onClick={() => onDelete(guideline)}
                  data-testid={`button-delete-guideline-${guideline.id}`}
                  className="text-destructive hover:text-destructive"
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </div>
            <p className="mt-2 whitespace-pre-line text-sm text-muted-foreground">{guideline.content}</p>
            {guideline.downloadableContent.length > 0 && (
              <ul className="mt-3 space-y-1">
                {guideline.downloadableContent.map((file, index) => (
                  <li key={`${file.url}-${index}`}>
                    <a
                      href={file.url}
                      download={file.name}
                      className="inline-flex items-center gap-2 text-sm text-primary hover:underline"
                      data-testid={`link-guideline-file-${guideline.id}-${index}`}
                    >
                      <FileText className="h-4 w-4" aria-hidden />
                      {file.name}
                      <span className="text-xs text-muted-foreground">({formatFileSize(file.size)})</span>
                      <Download className="h-3.5 w-3.5" aria-hidden />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
