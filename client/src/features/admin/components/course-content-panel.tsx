// The selected course: its sections and chapters, its study guidelines, and their dialogs (docs/spec.md §2).
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { BookOpen, ExternalLink, FileText, Layers, Pencil, Plus } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import type { Chapter, Course, Guideline, Section } from "@shared/schemas/courses";
import { EmptyState } from "@/components/empty-state";
import { allQueries, QueryView } from "@/components/query-view";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { CourseThumbnail } from "@/features/catalog";
import { isNotFoundError } from "@/lib/api-client";
import { formatDuration, formatMoney } from "@/lib/format";
import {
  adminChaptersQueryOptions,
  adminCourseQueryOptions,
  adminGuidelinesQueryOptions,
  adminSectionsQueryOptions,
} from "../api/admin-queries";
import { useDeleteChapter, useRetryVideo } from "../api/chapter-mutations";
import { useDeleteGuideline } from "../api/guideline-mutations";
import { useDeleteSection } from "../api/section-mutations";
import { ChapterFormDialog } from "./chapter-form-dialog";
import { ChapterList } from "./chapter-list";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { useCourseLabels } from "./course-labels";
import { GuidelineFormDialog } from "./guideline-form-dialog";
import { GuidelineList } from "./guideline-list";
import { QuizFormDialog } from "./quiz-form-dialog";
import { QuizResultsCard } from "./quiz-results-card";
import { SectionFormDialog } from "./section-form-dialog";

type OpenDialog =
  | { kind: "section"; section?: Section }
  | { kind: "chapter"; chapter?: Chapter; sectionId?: number | null }
  | { kind: "guideline"; guideline?: Guideline }
  | { kind: "quiz"; chapter: Chapter }
  | null;

type PendingDelete =
  { kind: "section"; item: Section } | { kind: "chapter"; item: Chapter } | { kind: "guideline"; item: Guideline } | null;

function CourseSummary({ course, onEdit }: { course: Course; onEdit: (course: Course) => void }) {
  const { t } = useTranslation("admin");
  const labels = useCourseLabels();
  return (
    <Card data-testid="panel-course-summary">
      <CardContent className="flex flex-col gap-4 p-4 sm:flex-row">
        <CourseThumbnail course={course} className="w-full shrink-0 rounded-md sm:w-48" />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="min-w-0 text-xl font-semibold [overflow-wrap:anywhere]" data-testid="text-selected-course-title">
              {course.title}
            </h2>
            <div className="flex flex-wrap gap-1.5">
              {course.sequential && (
                <Badge variant="outline" data-testid="badge-sequential">
                  {t("content.sequential")}
                </Badge>
              )}
              <Badge variant={course.isPublished ? "success" : "secondary"}>
                {course.isPublished ? t("courseStatus.published") : t("courseStatus.draft")}
              </Badge>
            </div>
          </div>
          <p className="line-clamp-2 text-sm text-muted-foreground">{course.description}</p>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span>{labels.category(course.category)}</span>
            <span>{labels.level(course.level)}</span>
            <span className="font-medium text-foreground">{formatMoney(course.price)}</span>
            <span>{t("content.students", { n: course.studentsCount })}</span>
            <span>{t("content.lessons", { n: course.lessonsCount })}</span>
            <span>{formatDuration(course.duration)}</span>
          </div>
          <div className="flex flex-wrap gap-2 pt-1">
            <Button size="sm" variant="outline" onClick={() => onEdit(course)} data-testid="button-edit-selected-course">
              <Pencil aria-hidden /> {t("content.editCourse")}
            </Button>
            <Button size="sm" variant="ghost" asChild>
              <Link href={`/course/${course.id}`} data-testid="link-view-course">
                <ExternalLink aria-hidden /> {t("content.viewCoursePage")}
              </Link>
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

function PanelSkeleton() {
  return (
    <div className="space-y-4" data-testid="skeleton-course-content">
      <Skeleton className="h-36 w-full" />
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

interface CourseContentPanelProps {
  courseId: number;
  onEditCourse: (course: Course) => void;
}

export function CourseContentPanel({ courseId, onEditCourse }: CourseContentPanelProps) {
  const { t } = useTranslation("admin");
  const course = useQuery(adminCourseQueryOptions(courseId));
  const sections = useQuery(adminSectionsQueryOptions(courseId));
  const chapters = useQuery(adminChaptersQueryOptions(courseId));
  const guidelines = useQuery(adminGuidelinesQueryOptions(courseId));

  // A stale link or a course deleted elsewhere; any other failure offers to try again.
  if (course.isError && isNotFoundError(course.error)) {
    return (
      <EmptyState
        icon={BookOpen}
        title={t("content.notFound.title")}
        description={t("content.notFound.description")}
        testId="empty-selected-course"
      />
    );
  }
  return (
    <QueryView
      query={allQueries({ course, sections, chapters, guidelines })}
      what={t("content.what")}
      errorTestId="error-course-content"
      errorIcon={BookOpen}
      loading={<PanelSkeleton />}
    >
      {(data) => <CourseContent courseId={courseId} {...data} onEditCourse={onEditCourse} />}
    </QueryView>
  );
}

interface CourseContentProps extends CourseContentPanelProps {
  course: Course;
  sections: Section[];
  chapters: Chapter[];
  guidelines: Guideline[];
}

function CourseContent({
  courseId,
  course,
  sections: sectionList,
  chapters: chapterList,
  guidelines: guidelineList,
  onEditCourse,
}: CourseContentProps) {
  const { t } = useTranslation("admin");
  const deleteSection = useDeleteSection(courseId);
  const deleteChapter = useDeleteChapter();
  const retryVideo = useRetryVideo();
  const deleteGuideline = useDeleteGuideline(courseId);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);

  const nextSectionOrder = sectionList.reduce((max, s) => Math.max(max, s.orderIndex), 0) + 1;
  // The header's Add Chapter adds to the course's last section (where new content usually goes).
  const lastSection = sectionList.reduce<Section | undefined>(
    (last, s) => (!last || s.orderIndex >= last.orderIndex ? s : last),
    undefined,
  );
  const closeDialog = (open: boolean) => !open && setDialog(null);

  const confirmDelete = () => {
    if (!pendingDelete) return;
    if (pendingDelete.kind === "section") deleteSection.mutate(pendingDelete.item.id);
    if (pendingDelete.kind === "chapter") deleteChapter.mutate(pendingDelete.item.id);
    if (pendingDelete.kind === "guideline") deleteGuideline.mutate(pendingDelete.item.id);
  };
  const deleteText = {
    section: {
      title: t("content.deleteSection.title"),
      description: (title: string) => t("content.deleteSection.description", { title }),
    },
    chapter: {
      title: t("content.deleteChapter.title"),
      description: (title: string) => t("content.deleteChapter.description", { title }),
    },
    guideline: {
      title: t("content.deleteGuideline.title"),
      description: (title: string) => t("content.deleteGuideline.description", { title }),
    },
  };

  return (
    <div className="space-y-4" data-testid="panel-course-content">
      <CourseSummary course={course} onEdit={onEditCourse} />

      <Card>
        <CardHeader className="flex flex-col gap-3 space-y-0 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle className="flex items-center gap-2 text-lg">
              <Layers className="h-5 w-5" aria-hidden /> {t("content.title")}
            </CardTitle>
            <CardDescription>{t("content.counts", { sections: sectionList.length, chapters: chapterList.length })}</CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setDialog({ kind: "section" })} data-testid="button-add-section">
              <Plus aria-hidden /> {t("content.addSection")}
            </Button>
            <Button size="sm" onClick={() => setDialog({ kind: "chapter", sectionId: lastSection?.id })} data-testid="button-add-chapter">
              <Plus aria-hidden /> {t("content.addChapter")}
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          {sectionList.length === 0 && chapterList.length === 0 ? (
            <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground" data-testid="text-no-content">
              {t("content.empty")}
            </p>
          ) : (
            <ChapterList
              sections={sectionList}
              chapters={chapterList}
              onEditSection={(section) => setDialog({ kind: "section", section })}
              onDeleteSection={(section) => setPendingDelete({ kind: "section", item: section })}
              onAddChapter={(sectionId) => setDialog({ kind: "chapter", sectionId })}
              onEditChapter={(chapter) => setDialog({ kind: "chapter", chapter })}
              onDeleteChapter={(chapter) => setPendingDelete({ kind: "chapter", item: chapter })}
              onRetryVideo={(chapter) => retryVideo.mutate(chapter.id)}
              onEditQuiz={(chapter) => setDialog({ kind: "quiz", chapter })}
            />
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex flex-col gap-3 space-y-0 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle className="flex items-center gap-2 text-lg">
              <FileText className="h-5 w-5" aria-hidden /> {t("content.guidelines.title")}
            </CardTitle>
            <CardDescription>{t("content.guidelines.description")}</CardDescription>
          </div>
          <Button size="sm" variant="outline" onClick={() => setDialog({ kind: "guideline" })} data-testid="button-add-guideline">
            <Plus aria-hidden /> {t("content.guidelines.add")}
          </Button>
        </CardHeader>
        <CardContent>
          {guidelineList.length === 0 ? (
            <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground" data-testid="text-no-guidelines">
              {t("content.guidelines.empty")}
            </p>
          ) : (
            <GuidelineList
              guidelines={guidelineList}
              sections={sectionList}
              onEdit={(guideline) => setDialog({ kind: "guideline", guideline })}
              onDelete={(guideline) => setPendingDelete({ kind: "guideline", item: guideline })}
            />
          )}
        </CardContent>
      </Card>

      {chapterList.length > 0 && <QuizResultsCard courseId={courseId} />}

      <SectionFormDialog
        open={dialog?.kind === "section"}
        onOpenChange={closeDialog}
        courseId={courseId}
        section={dialog?.kind === "section" ? dialog.section : undefined}
        nextOrder={nextSectionOrder}
      />
      <ChapterFormDialog
        open={dialog?.kind === "chapter"}
        onOpenChange={closeDialog}
        courseId={courseId}
        sections={sectionList}
        chapter={dialog?.kind === "chapter" ? dialog.chapter : undefined}
        defaultSectionId={dialog?.kind === "chapter" ? dialog.sectionId : undefined}
      />
      <QuizFormDialog
        open={dialog?.kind === "quiz"}
        onOpenChange={closeDialog}
        courseId={courseId}
        chapter={dialog?.kind === "quiz" ? dialog.chapter : undefined}
      />
      <GuidelineFormDialog
        open={dialog?.kind === "guideline"}
        onOpenChange={closeDialog}
        courseId={courseId}
        sections={sectionList}
        guideline={dialog?.kind === "guideline" ? dialog.guideline : undefined}
      />
      <ConfirmDeleteDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title={pendingDelete ? deleteText[pendingDelete.kind].title : ""}
        description={pendingDelete ? deleteText[pendingDelete.kind].description(pendingDelete.item.title) : ""}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
