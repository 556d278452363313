// A course's chapters grouped by section, then Unorganized Chapters (docs/spec.md §2), each with its m:ss
// duration and the Preview marker.
import { useState, type ReactNode } from "react";
import {
  AlertTriangle,
  CalendarClock,
  Captions,
  CheckCircle2,
  ChevronDown,
  Film,
  Link2,
  ListChecks,
  Loader2,
  Pencil,
  Plus,
  RefreshCw,
  Trash2,
  VideoOff,
} from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { Chapter, Section } from "@shared/schemas/courses";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { formatClock, formatOpening, formatPercent } from "@/lib/format";
import { i18n } from "@/i18n";
import { cn } from "@/lib/utils";
import { groupChapters } from "./chapter-groups";

interface ChapterActions {
  onEditChapter: (chapter: Chapter) => void;
  onDeleteChapter: (chapter: Chapter) => void;
  /** Opens the chapter's quiz editor; absent, no quiz button. */
  onEditQuiz?: (chapter: Chapter) => void;
  /** Queues a failed transcode again; absent, no Retry button. */
  onRetryVideo?: (chapter: Chapter) => void;
}

/** "Opens 7 days after enrollment" / "Opens Jan 5, 2027"; null when the chapter opens right away. */
function availabilityText(chapter: Chapter): string | null {
  if (chapter.availableAt) return i18n.t("admin:chapters.opensOn", { date: formatOpening(chapter.availableAt) });
  if (chapter.availableAfterDays != null) return i18n.t("admin:chapters.opensAfterDays", { n: chapter.availableAfterDays });
  return null;
}

interface ChapterListProps extends ChapterActions {
  sections: readonly Section[];
  chapters: readonly Chapter[];
  onEditSection: (section: Section) => void;
  onDeleteSection: (section: Section) => void;
  onAddChapter: (sectionId: number | null) => void;
}

function totalSeconds(chapters: readonly Chapter[]): number {
  return chapters.reduce((sum, chapter) => sum + (chapter.duration ?? 0), 0);
}

function VideoSource({ chapter }: { chapter: Chapter }) {
  const { t } = useTranslation("admin");
  if (chapter.videoFile) {
    return (
      <span className="inline-flex items-center gap-1" title={t("chapters.uploadedVideo")}>
        <Film className="h-3.5 w-3.5" aria-hidden /> {t("chapters.uploadedVideo")}
      </span>
    );
  }
  if (chapter.videoUrl) {
    return (
      <span className="inline-flex items-center gap-1" title={chapter.videoUrl}>
        <Link2 className="h-3.5 w-3.5" aria-hidden /> {t("chapters.videoUrl")}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1">
      <VideoOff className="h-3.5 w-3.5" aria-hidden /> {t("chapters.noVideo")}
    </span>
  );
}

/** The transcode of an uploaded video (docs/product-rules.md §10): queued, processing n %, ready, or failed with the reason and Retry. */
function VideoStatus({ chapter, onRetry }: { chapter: Chapter; onRetry?: (chapter: Chapter) => void }) {
  const { t } = useTranslation("admin");
  const status = chapter.videoStatus;
  if (!status) return null;
  const testId = `status-video-${chapter.id}`;
  if (status === "failed") {
    return (
      <span className="inline-flex flex-wrap items-center gap-1 text-destructive" data-testid={testId} data-status={status}>
        <AlertTriangle className="h-3.5 w-3.5" aria-hidden />
        <span title={chapter.videoError ?? undefined}>
          {chapter.videoError ? t("chapters.stream.failedWhy", { reason: chapter.videoError }) : t("chapters.stream.failed")}
        </span>
        {onRetry && (
          <Button
            variant="outline"
            size="sm"
            className="h-6 px-2 text-xs"
            onClick={() => onRetry(chapter)}
            aria-label={t("chapters.stream.retryOf", { title: chapter.title })}
            data-testid={`button-retry-video-${chapter.id}`}
          >
            <RefreshCw className="h-3 w-3" aria-hidden /> {t("chapters.stream.retry")}
          </Button>
        )}
      </span>
    );
  }
  const text =
    status === "ready"
      ? t("chapters.stream.ready")
      : status === "queued"
        ? t("chapters.stream.queued")
        : t("chapters.stream.processing", { percent: formatPercent(chapter.videoProgress, 0) });
  return (
    <span className="inline-flex items-center gap-1" data-testid={testId} data-status={status} role="status">
      {status === "ready" ? (
        <CheckCircle2 className="h-3.5 w-3.5 text-green-600" aria-hidden />
      ) : (
        <Loader2 className={cn("h-3.5 w-3.5", status === "processing" && "animate-spin")} aria-hidden />
      )}
      {text}
    </span>
  );
}

export function ChapterRow({
  chapter,
  position,
  onEditChapter,
  onDeleteChapter,
  onEditQuiz,
  onRetryVideo,
}: ChapterActions & { chapter: Chapter; position: number }) {
  const { t } = useTranslation("admin");
  const opens = availabilityText(chapter);
  return (
    <li className="flex items-start gap-3 px-3 py-3" data-testid={`chapter-row-${chapter.id}`}>
      <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-medium">{position}</span>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium" data-testid={`text-chapter-title-${chapter.id}`}>
            {chapter.title}
          </span>
          {chapter.isPreview && (
            <Badge variant="secondary" data-testid={`badge-preview-${chapter.id}`}>
              {t("chapters.preview")}
            </Badge>
          )}
          {chapter.hasQuiz && (
            <Badge variant="outline" data-testid={`badge-quiz-${chapter.id}`}>
              {t("chapters.quiz")}
            </Badge>
          )}
        </div>
        {chapter.description && <p className="line-clamp-2 text-sm text-muted-foreground">{chapter.description}</p>}
        <div className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
          <span className="font-mono tabular-nums">
            <span className="sr-only">{t("chapters.duration")} </span>
            <span data-testid={`text-chapter-duration-${chapter.id}`}>
              {chapter.duration != null ? formatClock(chapter.duration) : t("chapters.noDuration")}
            </span>
          </span>
          <VideoSource chapter={chapter} />
          {chapter.captions.length > 0 && (
            <span className="inline-flex items-center gap-1" data-testid={`text-chapter-captions-${chapter.id}`}>
              <Captions className="h-3.5 w-3.5" aria-hidden />
              <span className="sr-only">{t("chapters.captions")}</span> {chapter.captions.map((caption) => caption.language).join(", ")}
            </span>
          )}
          <VideoStatus chapter={chapter} onRetry={onRetryVideo} />
          {opens && (
            <span className="inline-flex items-center gap-1" data-testid={`text-chapter-opens-${chapter.id}`}>
              <CalendarClock className="h-3.5 w-3.5" aria-hidden /> {opens}
            </span>
          )}
        </div>
      </div>
      <div className="flex shrink-0 gap-1">
        {onEditQuiz && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("chapters.quizOf", { title: chapter.title })}
            onClick={() => onEditQuiz(chapter)}
            data-testid={`button-quiz-chapter-${chapter.id}`}
          >
            <ListChecks aria-hidden />
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("chapters.edit", { title: chapter.title })}
          onClick={() => onEditChapter(chapter)}
          data-testid={`button-edit-chapter-${chapter.id}`}
        >
          <Pencil aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("chapters.delete", { title: chapter.title })}
          onClick={() => onDeleteChapter(chapter)}
          data-testid={`button-delete-chapter-${chapter.id}`}
          className="text-destructive hover:text-destructive"
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}

interface ChapterGroupProps extends ChapterActions {
  title: string;
  testId: string;
  chapters: readonly Chapter[];
  firstPosition: number;
  actions?: ReactNode;
  emptyText: string;
}

function ChapterGroup({ title, testId, chapters, firstPosition, actions, emptyText, ...chapterActions }: ChapterGroupProps) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(true);
  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <section className="rounded-md border" data-testid={testId} aria-label={title}>
        <div className="flex items-center gap-2 bg-muted/50 px-3 py-2">
          <CollapsibleTrigger asChild>
            <button
              type="button"
              className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 text-left"
              data-testid={`${testId}-toggle`}
            >
              <ChevronDown className={cn("h-4 w-4 shrink-0 transition-transform", !open && "-rotate-90")} aria-hidden />
              {/* The whole title, wrapping over lines when long, rather than cut with "…". */}
              <span className="min-w-0 font-semibold [overflow-wrap:anywhere]" data-testid={`${testId}-title`}>
                {title}
              </span>
              <span className="shrink-0 text-xs text-muted-foreground">
                {t("chapters.groupSummary", { n: chapters.length, duration: formatClock(totalSeconds(chapters)) })}
              </span>
            </button>
          </CollapsibleTrigger>
          {actions}
        </div>
        <CollapsibleContent>
          {chapters.length > 0 ? (
            <ol className="divide-y">
              {chapters.map((chapter, index) => (
                <ChapterRow key={chapter.id} chapter={chapter} position={firstPosition + index} {...chapterActions} />
              ))}
            </ol>
          ) : (
            <p className="px-3 py-4 text-sm text-muted-foreground">{emptyText}</p>
          )}
        </CollapsibleContent>
      </section>
    </Collapsible>
  );
}

export function ChapterList({ sections, chapters, onEditSection, onDeleteSection, onAddChapter, ...chapterActions }: ChapterListProps) {
  const { t } = useTranslation("admin");
  const { groups, unorganized } = groupChapters(sections, chapters);
  let position = 1;

  return (
    <div className="space-y-3" data-testid="list-chapters">
      {groups.map(({ section, chapters: sectionChapters }) => {
        const first = position;
        position += sectionChapters.length;
        return (
          <ChapterGroup
            key={section.id}
            title={section.title}
            testId={`group-section-${section.id}`}
            chapters={sectionChapters}
            firstPosition={first}
            emptyText={t("chapters.emptySection")}
            {...chapterActions}
            actions={
              <div className="flex shrink-0 gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("chapters.addTo", { title: section.title })}
                  onClick={() => onAddChapter(section.id)}
                  data-testid={`button-add-chapter-to-${section.id}`}
                >
                  <Plus aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("chapters.editSection", { title: section.title })}
                  onClick={() => onEditSection(section)}
                  data-testid={`button-edit-section-${section.id}`}
                >
                  <Pencil aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("chapters.deleteSection", { title: section.title })}
                  onClick={() => onDeleteSection(section)}
                  data-testid={`button-delete-section-${section.id}`}
                  className="text-destructive hover:text-destructive"
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            }
          />
        );
      })}
      {unorganized.length > 0 && (
        <ChapterGroup
          title={t("chapters.unorganized")}
          testId="group-unorganized"
          chapters={unorganized}
          firstPosition={position}
          emptyText=""
          {...chapterActions}
        />
      )}
    </div>
  );
}
