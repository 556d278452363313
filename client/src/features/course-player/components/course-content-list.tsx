import { useId, useState } from "react";
import { CheckCircle2, ChevronDown, Lock, PlayCircle } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { Chapter } from "@shared/schemas/courses";
import { Badge } from "@/components/ui/badge";
import { formatClock, formatDuration } from "@/lib/format";
import { cn } from "@/lib/utils";
import { listLockReason } from "../lib/chapter-state";
import { totalSeconds, type ChapterGroup, type CourseContentLayout } from "../lib/group-chapters";

interface CourseContentListProps {
  layout: CourseContentLayout;
  selectedId: number | null;
  onSelect: (chapter: Chapter) => void;
  /** The enrolled learner's completed chapters: shown with a check. */
  completedIds?: ReadonlySet<number>;
}

const NONE: ReadonlySet<number> = new Set();

/**
 * "Course Content": sections as disclosures (the first open), Other Chapters, or a flat list. A
 * button with aria-expanded and the list it shows, not Radix Collapsible: its presence check reads
 * each section's computed style while the page first renders, a style recalculation per section
 * on a phone's busiest moment (docs/benchmarks.md).
 */
export function CourseContentList({ layout, selectedId, onSelect, completedIds = NONE }: CourseContentListProps) {
  const { t } = useTranslation("player");
  const idPrefix = useId();
  const firstKey = layout.kind === "sections" ? layout.groups[0]?.key : undefined;
  const [open, setOpen] = useState<Set<ChapterGroup["key"]>>(() => new Set(firstKey === undefined ? [] : [firstKey]));

  if (layout.kind === "flat") {
    if (layout.chapters.length === 0) {
      return (
        <p className="px-4 py-6 text-center text-sm text-muted-foreground" data-testid="empty-chapters">
          {t("content.empty")}
        </p>
      );
    }
    return (
      <ol className="divide-y" data-testid="list-chapters">
        {layout.chapters.map((chapter, index) => (
          <ChapterRow
            key={chapter.id}
            chapter={chapter}
            number={index + 1}
            selected={chapter.id === selectedId}
            completed={completedIds.has(chapter.id)}
            onSelect={onSelect}
          />
        ))}
      </ol>
    );
  }

  let number = 0;
  return (
    <div className="divide-y" data-testid="list-sections">
      {layout.groups.map((group) => {
        const isOpen = open.has(group.key);
        const start = number;
        number += group.chapters.length;
        const minutes = Math.ceil(totalSeconds(group.chapters) / 60);
        const contentId = `${idPrefix}-section-${group.key}`;
        return (
          <div key={group.key} data-state={isOpen ? "open" : "closed"} data-testid={`section-${group.key}`}>
            <button
              type="button"
              aria-expanded={isOpen}
              aria-controls={isOpen ? contentId : undefined}
              onClick={() =>
                setOpen((current) => {
                  const copy = new Set(current);
                  if (isOpen) copy.delete(group.key);
                  else copy.add(group.key);
                  return copy;
                })
              }
              className="flex w-full items-center gap-3 bg-muted/40 px-4 py-3 text-left transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
              data-testid={`button-section-${group.key}`}
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium leading-snug" data-testid={`text-section-title-${group.key}`}>
                  {group.title}
                </p>
                <p className="text-xs text-muted-foreground">
                  {t("lessons", { n: group.chapters.length })}
                  {minutes > 0 && ` · ${formatDuration(minutes)}`}
                </p>
              </div>
              <ChevronDown
                className={cn("h-4 w-4 shrink-0 text-muted-foreground transition-transform", isOpen && "rotate-180")}
                aria-hidden
              />
            </button>
            {isOpen && (
              <div id={contentId}>
                {group.chapters.length === 0 ? (
                  <p className="px-4 py-3 text-sm text-muted-foreground">{t("content.sectionEmpty")}</p>
                ) : (
                  <ol className="divide-y border-t" start={start + 1}>
                    {group.chapters.map((chapter, index) => (
                      <ChapterRow
                        key={chapter.id}
                        chapter={chapter}
                        number={start + index + 1}
                        selected={chapter.id === selectedId}
                        completed={completedIds.has(chapter.id)}
                        onSelect={onSelect}
                      />
                    ))}
                  </ol>
                )}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}

function ChapterRow({
  chapter,
  number,
  selected,
  completed,
  onSelect,
}: {
  chapter: Chapter;
  number: number;
  selected: boolean;
  completed: boolean;
  onSelect: (chapter: Chapter) => void;
}) {
  const { t } = useTranslation("player");
  // Locked wins over done: a completed chapter the learner cannot open now (order taken back by
  // unticking an earlier one, access ended) shows the lock, its reason, and says it was completed.
  const state = chapter.locked ? "locked" : completed ? "done" : "open";
  const reason = listLockReason(chapter);
  return (
    <li>
      <button
        type="button"
        onClick={() => onSelect(chapter)}
        aria-current={selected ? "true" : undefined}
        data-testid={`chapter-${chapter.id}`}
        data-locked={chapter.locked ? "true" : "false"}
        data-completed={completed ? "true" : "false"}
        data-state={state}
        className={cn(
          "flex w-full items-center gap-3 px-4 py-3 text-left text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring",
          selected ? "bg-primary/10" : "hover:bg-muted/60",
        )}
      >
        <span
          className={cn(
            "flex h-8 w-8 shrink-0 items-center justify-center rounded-full",
            state === "locked"
              ? "bg-muted text-muted-foreground"
              : state === "done"
                ? "bg-success/15 text-success"
                : selected
                  ? "bg-primary text-primary-foreground"
                  : "bg-primary/10 text-primary",
          )}
        >
          {state === "locked" ? (
            <Lock className="h-4 w-4" aria-hidden data-testid={`icon-locked-${chapter.id}`} />
          ) : state === "done" ? (
            <CheckCircle2 className="h-4 w-4" aria-hidden data-testid={`icon-completed-${chapter.id}`} />
          ) : (
            <PlayCircle className="h-4 w-4" aria-hidden />
          )}
        </span>
        <span className="min-w-0 flex-1">
          {/* The name read out holds the visible label (WCAG 2.5.3): number, title, time, Preview, state. */}
          <span className={cn("block truncate", selected && "font-semibold")} title={chapter.title}>
            <span className="sr-only">{number}. </span>
            {chapter.title}
          </span>
          <span className="flex items-center gap-2 text-xs text-muted-foreground">
            <span data-testid={`text-chapter-duration-${chapter.id}`}>{formatClock(chapter.duration ?? 0)}</span>
            {chapter.isPreview && (
              <Badge
                variant="success"
                className="px-1.5 py-0 text-[10px] uppercase tracking-wide"
                data-testid={`badge-preview-${chapter.id}`}
              >
                {t("content.preview")}
              </Badge>
            )}
            {chapter.hasQuiz && (
              <Badge
                variant={chapter.quizPassed ? "success" : "secondary"}
                className="px-1.5 py-0 text-[10px]"
                data-testid={`badge-quiz-${chapter.id}`}
              >
                {chapter.quizPassed ? t("content.quizPassed") : t("content.quiz")}
              </Badge>
            )}
            {completed && <span className="sr-only">{t("content.completed")}</span>}
            {chapter.locked && <span className="sr-only">{t("content.locked")}</span>}
          </span>
          {reason && (
            <span className="block text-xs text-muted-foreground" data-testid={`text-chapter-lock-${chapter.id}`}>
              {reason}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}
