import { lazy, Suspense, useMemo, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { useParams } from "wouter";
import type { Chapter, Course, Guideline, Review, Section } from "@shared/schemas/courses";
import { allQueries, QueryFailed, QueryView, type QueryState } from "@/components/query-view";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/features/auth";
import { isFreeCourse, useCourseEnrollment, useEnrollAction } from "@/features/catalog";
import { isApiError } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { CourseAboutCard } from "../components/course-about-card";
import { CourseActionButton, type CourseStage } from "../components/course-action-button";
import { CourseContentCard } from "../components/course-content-card";
import { CourseDetailSkeleton } from "../components/course-detail-skeleton";
import { CourseHeader } from "../components/course-header";
import { CourseHeaderActions } from "../components/course-header-actions";
import { CourseNotFound } from "../components/course-not-found";
import { CoursePlayerBox } from "../components/course-player-box";
import { CourseReviews } from "../components/course-reviews";
import { CurrentLessonCard } from "../components/current-lesson-card";
import { LessonCompletion } from "../components/lesson-completion";
import { CourseDetailsCard, PurchaseCard } from "../components/purchase-card";
import { StudyGuidelines } from "../components/study-guidelines";
import { createTimeSource } from "../lib/time-source";
import { coursePageQueries, parseCourseId } from "../api/course-page-data";
import { courseNotesQueryOptions } from "../api/learner-course";
import { usePlayerPreferences } from "../hooks/use-player-preferences";
import { captionLanguageName } from "@/lib/caption-languages";
import { useCoursePlayback } from "../hooks/use-course-playback";
import { groupChapters } from "../lib/group-chapters";

// What only an enrolled learner sees (docs/benchmarks.md): a visitor's first visit downloads none of it,
// nor the zod schemas and react-hook-form of its forms.
const ChapterQuiz = lazy(() => import("../components/chapter-quiz").then((m) => ({ default: m.ChapterQuiz })));
const NotesPanel = lazy(() => import("../components/notes-panel").then((m) => ({ default: m.NotesPanel })));
const LeaveReviewForm = lazy(() => import("../components/leave-review-form").then((m) => ({ default: m.LeaveReviewForm })));
// Shown when the learner opens it.
const TranscriptPanel = lazy(() => import("../components/transcript-panel").then((m) => ({ default: m.TranscriptPanel })));

export default function CourseDetailPage() {
  const params = useParams<{ id: string }>();
  const id = parseCourseId(params.id);
  if (id === null) return <CourseNotFound />;
  return <CourseDetail key={id} id={id} />;
}

function CourseDetail({ id }: { id: number }) {
  const { t } = useTranslation("player");
  const queries = coursePageQueries(id);
  const course = useQuery(queries.course);
  const chapters = useQuery(queries.chapters);
  const sections = useQuery(queries.sections);
  const guidelines = useQuery(queries.guidelines);
  const reviews = useQuery(queries.reviews);
  const content = allQueries({ chapters, sections });

  // The lessons decide what sits above the description (the player, the current lesson): the page
  // waits for them too, rather than push the description down when they arrive (layout shift).
  const contentSettled = content.data !== undefined || content.isError;
  if (course.isPending || (course.isSuccess && !contentSettled)) return <CourseDetailSkeleton />;
  if (course.isError) {
    const status = isApiError(course.error) ? course.error.status : 0;
    if (status === 404 || status === 400) return <CourseNotFound />;
    return <QueryFailed what={t("page.what")} onRetry={() => void course.refetch()} testId="error-course" />;
  }

  return <CourseDetailView course={course.data} content={content} guidelines={guidelines} reviews={reviews} />;
}

interface CourseDetailViewProps {
  course: Course;
  /** The chapters and sections, which the player and the content list need together. */
  content: QueryState<{ chapters: Chapter[]; sections: Section[] }>;
  guidelines: QueryState<Guideline[]>;
  reviews: QueryState<Review[]>;
}

function CourseDetailView({ course, content, guidelines, reviews }: CourseDetailViewProps) {
  const { t } = useTranslation("player");
  const { user } = useCurrentUser();
  const { enrollment, isLearner, isLoading: enrollmentLoading } = useCourseEnrollment(course.id);
  const enrollAction = useEnrollAction();
  const [theatre, setTheatre] = useState(false);
  const [transcriptOpen, setTranscriptOpen] = useState(false);
  const playerBoxRef = useRef<HTMLDivElement>(null);
  const preferences = usePlayerPreferences();
  const playerTime = useMemo(createTimeSource, []);

  const chapters = content.data?.chapters;
  const sections = content.data?.sections;
  const chaptersLoading = content.data === undefined && !content.isError;
  const layout = useMemo(() => groupChapters(sections ?? [], chapters ?? []), [sections, chapters]);
  const enrolled = !!enrollment;
  const playback = useCoursePlayback({
    courseId: course.id,
    layout,
    enrolled,
    userId: user?.id ?? null,
    reveal: () => playerBoxRef.current?.scrollIntoView?.({ behavior: "smooth", block: "center" }),
  });
  const { progress, selected, completedIds } = playback;
  const free = isFreeCourse(course);
  const resources = (guidelines.data ?? []).reduce((sum, g) => sum + g.downloadableContent.length, 0);
  const percent = progress?.progress ?? enrollment?.progress ?? 0;
  // Start before the first chapter, Continue midway, Review once finished (100 only with every
  // chapter complete, docs/product-rules.md §4).
  const stage: CourseStage = progress?.completedAt || percent >= 100 ? "finished" : percent > 0 ? "started" : "new";
  const allChapters = chapters ?? [];

  // docs/decisions/017-captions-and-player.md: the learner's notes on this chapter as seek-bar markers, and the transcript of the
  // chosen caption language (else the first one the chapter has).
  const notes = useQuery({ ...courseNotesQueryOptions(course.id), enabled: enrolled });
  const markers = useMemo(
    () =>
      (notes.data ?? [])
        .filter((note) => selected && note.chapterId === selected.id)
        .map((note) => ({ id: note.id, seconds: note.timestamp, text: note.content })),
    [notes.data, selected],
  );
  const captions = selected && !selected.locked ? selected.captions : [];
  const transcriptCaption = captions.find((caption) => caption.language === preferences.captionLanguage) ?? captions[0];

  const startCourse = () => {
    playback.startOrContinue(stage);
    playerBoxRef.current?.querySelector<HTMLElement>("[data-testid=video-player]")?.focus({ preventScroll: true });
  };
  const changeTheatre = (next: boolean) => {
    setTheatre(next);
    // Theatre mode puts the player at the top of the screen, controls in view.
    if (next) requestAnimationFrame(() => playerBoxRef.current?.scrollIntoView?.({ block: "start" }));
  };

  // Learners (and visitors, who are sent to sign in) get the enrollment button; staff see content unlocked.
  const showCourseAction = !user || isLearner;
  const player = (
    <CoursePlayerBox
      course={course}
      boxRef={playerBoxRef}
      chaptersLoading={chaptersLoading}
      chapters={allChapters}
      playback={playback}
      theatre={theatre}
      captions={captions}
      preferences={preferences}
      markers={markers}
      playerTime={playerTime}
      free={free}
      onEnroll={() => enrollAction.enroll(course)}
    />
  );

  return (
    <div className="space-y-6">
      <CourseHeader
        course={course}
        actions={
          <CourseHeaderActions
            theatre={theatre}
            onTheatreChange={changeTheatre}
            hasTranscript={!!transcriptCaption}
            transcriptOpen={transcriptOpen}
            onTranscriptToggle={() => setTranscriptOpen((open) => !open)}
            courseAction={
              showCourseAction && (
                <CourseActionButton
                  course={course}
                  enrolled={enrolled}
                  checking={enrollmentLoading}
                  stage={stage}
                  onStart={startCourse}
                  enrollAction={enrollAction}
                />
              )
            }
          />
        }
      />

      {theatre && player}

      <div className={cn("grid gap-6", "lg:grid-cols-[minmax(0,1fr)_380px]")}>
        <div className="min-w-0 space-y-6">
          {!theatre && player}

          {selected && <CurrentLessonCard chapter={selected} actions={<LessonCompletion enrolled={enrolled} playback={playback} />} />}

          {enrolled && selected?.hasQuiz && !selected.locked && (
            <Suspense fallback={<Skeleton className="h-48 w-full" />}>
              <ChapterQuiz courseId={course.id} chapterId={selected.id} />
            </Suspense>
          )}

          {enrolled && (
            <Suspense fallback={<Skeleton className="h-48 w-full" />}>
              <NotesPanel
                courseId={course.id}
                chapters={allChapters}
                currentChapter={selected}
                player={{ getCurrentTime: playback.getCurrentTime, seekTo: playback.seekTo }}
                clock={playback.clock}
              />
            </Suspense>
          )}

          <CourseAboutCard course={course} />

          <QueryView
            query={guidelines}
            what={t("guidelines.what")}
            errorTestId="error-guidelines"
            errorIcon={FileText}
            loading={<StudyGuidelines courseGuidelines={course.guidelines} guidelines={[]} sections={[]} />}
          >
            {(list) => <StudyGuidelines courseGuidelines={course.guidelines} guidelines={list} sections={sections ?? []} />}
          </QueryView>
        </div>

        {/* Beside the column on a wide screen, spanning the reviews' row too; on a phone, before the
            reviews, so that the lessons are not below every review. */}
        <aside className="space-y-6 lg:row-span-2" aria-label={t("page.aside")}>
          {transcriptOpen && transcriptCaption && selected && (
            <Suspense fallback={<Skeleton className="h-48 w-full" />}>
              <TranscriptPanel
                url={transcriptCaption.url}
                languageName={captionLanguageName(transcriptCaption.language)}
                time={playerTime}
                // The transcript sits beside the player: seek without scrolling the page to it.
                onSeek={(seconds) => playback.playerRef.current?.seek(seconds)}
              />
            </Suspense>
          )}
          <PurchaseCard
            course={course}
            enrollment={
              enrollment
                ? {
                    percent,
                    completed: progress ? allChapters.filter((chapter) => completedIds.has(chapter.id)).length : undefined,
                    total: allChapters.length,
                  }
                : undefined
            }
            free={free}
          />
          <CourseContentCard
            course={course}
            content={content}
            layout={layout}
            selectedId={selected?.id ?? null}
            onSelect={playback.selectChapter}
            completedIds={completedIds}
          />
          <CourseDetailsCard course={course} resources={resources} />
        </aside>

        <div className="min-w-0 lg:col-start-1">
          <CourseReviews
            reviews={reviews}
            form={
              enrolled ? (
                <Suspense fallback={<Skeleton className="h-32 w-full" />}>
                  <LeaveReviewForm courseId={course.id} />
                </Suspense>
              ) : undefined
            }
          />
        </div>
      </div>
    </div>
  );
}
