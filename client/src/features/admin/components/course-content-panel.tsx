// The selected course: its sections and chapters, its study guidelines, and their dialogs (SPEC §2).
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { BookOpen, ExternalLink, FileText, Layers, Pencil, Plus } from "lucide-react";
import { Link } from "wouter";
import type { Chapter, Course, Guideline, Section } from "@shared/schemas/courses";
import { EmptyState } from "@/components/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { CourseThumbnail } from "@/features/catalog";
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
import { capitalize } from "./form-controls";
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

const DELETE_TEXT = {
  section: {
    title: "Delete section?",
    description: (name: string) => `"${name}" will be deleted. Its chapters are kept and move to Unorganized Chapters.`,
  },
  chapter: {
    title: "Delete chapter?",
    description: (name: string) => `"${name}" and its uploaded video will be deleted. This action cannot be undone.`,
  },
  guideline: {
    title: "Delete guideline?",
    description: (name: string) => `"${name}" and its downloadable files will be deleted. This action cannot be undone.`,
  },
} as const;

function CourseSummary({ course, onEdit }: { course: Course; onEdit: (course: Course) => void }) {
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
                  Chapters in order
                </Badge>
              )}
              <Badge variant={course.isPublished ? "success" : "secondary"}>{course.isPublished ? "Published" : "Draft"}</Badge>
            </div>
          </div>
          <p className="line-clamp-2 text-sm text-muted-foreground">{course.description}</p>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span>{capitalize(course.category)}</span>
            <span>{capitalize(course.level)}</span>
            <span className="font-medium text-foreground">{formatMoney(course.price)}</span>
            <span>
              {course.studentsCount} {course.studentsCount === 1 ? "student" : "students"}
            </span>
            <span>
              {course.lessonsCount} {course.lessonsCount === 1 ? "lesson" : "lessons"}
            </span>
            <span>{formatDuration(course.duration)}</span>
          </div>
          <div className="flex flex-wrap gap-2 pt-1">
            <Button size="sm" variant="outline" onClick={() => onEdit(course)} data-testid="button-edit-selected-course">
              <Pencil aria-hidden /> Edit Course
            </Button>
            <Button size="sm" variant="ghost" asChild>
              <Link href={`/course/${course.id}`} data-testid="link-view-course">
                <ExternalLink aria-hidden /> View course page
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
  const course = useQuery(adminCourseQueryOptions(courseId));
  const sections = useQuery(adminSectionsQueryOptions(courseId));
  const chapters = useQuery(adminChaptersQueryOptions(courseId));
  const guidelines = useQuery(adminGuidelinesQueryOptions(courseId));
  const deleteSection = useDeleteSection(courseId);
  const deleteChapter = useDeleteChapter();
  const retryVideo = useRetryVideo();
  const deleteGuideline = useDeleteGuideline(courseId);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);

  if (course.isError) {
    return (
      <EmptyState
        icon={BookOpen}
        title="Course not found"
        description="It may have been deleted. Choose another course from the list."
        testId="empty-selected-course"
      />
    );
  }
  if (course.isPending || sections.isPending || chapters.isPending || guidelines.isPending) return <PanelSkeleton />;

  const sectionList = sections.data ?? [];
  const chapterList = chapters.data ?? [];
  const guidelineList = guidelines.data ?? [];
  const nextSectionOrder = sectionList.reduce((max, s) => Math.max(max, s.orderIndex), 0) + 1;
  const closeDialog = (open: boolean) => !open && setDialog(null);

  const confirmDelete = () => {
    if (!pendingDelete) return;
    if (pendingDelete.kind === "section") deleteSection.mutate(pendingDelete.item.id);
    if (pendingDelete.kind === "chapter") deleteChapter.mutate(pendingDelete.item.id);
    if (pendingDelete.kind === "guideline") deleteGuideline.mutate(pendingDelete.item.id);
  };

  return (
    <div className="space-y-4" data-testid="panel-course-content">
      <CourseSummary course={course.data} onEdit={onEditCourse} />

      <Card>
        <CardHeader className="flex flex-col gap-3 space-y-0 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle className="flex items-center gap-2 text-lg">
              <Layers className="h-5 w-5" aria-hidden /> Course Content
            </CardTitle>
            <CardDescription>
              {sectionList.length} {sectionList.length === 1 ? "section" : "sections"} · {chapterList.length}{" "}
              {chapterList.length === 1 ? "chapter" : "chapters"}
            </CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setDialog({ kind: "section" })} data-testid="button-add-section">
              <Plus aria-hidden /> Add Section
            </Button>
            <Button size="sm" onClick={() => setDialog({ kind: "chapter" })} data-testid="button-add-chapter">
              <Plus aria-hidden /> Add Chapter
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          {sectionList.length === 0 && chapterList.length === 0 ? (
            <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground" data-testid="text-no-content">
              No sections or chapters yet. Add a section, then its chapters.
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
              <FileText className="h-5 w-5" aria-hidden /> Study Guidelines
            </CardTitle>
            <CardDescription>Guidance and downloadable materials for learners.</CardDescription>
          </div>
          <Button size="sm" variant="outline" onClick={() => setDialog({ kind: "guideline" })} data-testid="button-add-guideline">
            <Plus aria-hidden /> Add Guidelines
          </Button>
        </CardHeader>
        <CardContent>
          {guidelineList.length === 0 ? (
            <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground" data-testid="text-no-guidelines">
              No study guidelines yet.
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
        title={pendingDelete ? DELETE_TEXT[pendingDelete.kind].title : ""}
        description={pendingDelete ? DELETE_TEXT[pendingDelete.kind].description(pendingDelete.item.title) : ""}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
