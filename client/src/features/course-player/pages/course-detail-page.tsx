import { lazy, Suspense, useMemo, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { FileText, Maximize2, Minimize2, PlayCircle } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link, useParams } from "wouter";
import type { Chapter, Course, Guideline, Review, Section } from "@shared/schemas/courses";
import { allQueries, QueryFailed, QueryView, type QueryState } from "@/components/query-view";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/features/auth";
import { isFreeCourse, useCourseEnrollment, useEnrollAction } from "@/features/catalog";
import { isApiError } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { CourseContentList } from "../components/course-content-list";
import { CourseHeader, CourseStats } from "../components/course-header";
import { CourseNotFound } from "../components/course-not-found";
import { CourseReviews } from "../components/course-reviews";
import { CurrentLessonCard, MarkCompleteButton } from "../components/current-lesson-card";
import { CourseDetailsCard, PurchaseCard } from "../components/purchase-card";
import { StudyGuidelines } from "../components/study-guidelines";
import { FinishFirstButton } from "../components/video-overlay";
import { AfterFirstPaint, VideoPlayer } from "../components/video-player";
import { createTimeSource } from "../lib/time-source";
import { coursePageQueries, parseCourseId } from "../api/course-page-data";
import { courseNotesQueryOptions } from "../api/learner-course";
import { usePlayerPreferences } from "../hooks/use-player-preferences";
import { captionLanguageName } from "@/lib/caption-languages";
import { useCoursePlayback } from "../hooks/use-course-playback";
import { isScheduleLock, lockMessage } from "../lib/chapter-state";
import { chapterSource, groupChapters } from "../lib/group-chapters";

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
  const { enroll, pendingCourseId } = useEnrollAction();
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
  const stage = progress?.completedAt || percent >= 100 ? "finished" : percent > 0 ? "started" : "new";
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

  // Learners (and visitors, who are sent to sign in) get the enrollment button; staff see content unlocked.
  const showCourseAction = !user || isLearner;
  const courseAction = !showCourseAction ? null : enrollmentLoading ? (
    <Button size="lg" disabled data-testid="button-course-action">
      <Spinner className="h-4 w-4 text-current" label={t("page.checkingEnrollment")} />
    </Button>
  ) : enrollment ? (
    <Button onClick={startCourse} size="lg" data-testid="button-course-action">
      <PlayCircle aria-hidden />
      {stage === "finished" ? t("page.reviewCourse") : stage === "started" ? t("page.continueCourse") : t("page.startCourse")}
    </Button>
  ) : (
    <Button onClick={() => enroll(course)} disabled={pendingCourseId === course.id} size="lg" data-testid="button-course-action">
      {pendingCourseId === course.id && <Spinner className="h-4 w-4 text-current" label={t("page.enrolling")} />}
      {t("page.enrollNow")}
    </Button>
  );

  const unlockAction = free ? (
    <Button onClick={() => enroll(course)} variant="secondary" data-testid="button-unlock-course">
      {t("page.enrollFree")}
    </Button>
  ) : (
    <Button asChild variant="secondary" data-testid="button-unlock-course">
      <Link href={`/checkout/${course.id}?type=one_time`}>{t("page.buyToUnlock")}</Link>
    </Button>
  );

  // Over a chapter locked by order: a way to the chapter to finish first; a drip date has no action;
  // a viewer without access gets the enrollment or purchase.
  const finishFirst = selected?.lockReason === "COMPLETE_PREVIOUS" ? selected.finishFirst : null;
  const openChapter = (chapterId: number) => {
    const chapter = allChapters.find((c) => c.id === chapterId);
    if (chapter) playback.selectChapter(chapter);
  };
  const lockedAction = finishFirst ? (
    <FinishFirstButton chapter={finishFirst} onOpen={openChapter} />
  ) : selected && isScheduleLock(selected) ? undefined : (
    unlockAction
  );

  const player = (
    <div ref={playerBoxRef} className="scroll-mt-24">
      {chaptersLoading ? (
        <Skeleton className="aspect-video w-full rounded-xl" />
      ) : (
        <AfterFirstPaint theatre={theatre}>
          <VideoPlayer
            ref={playback.playerRef}
            src={selected ? chapterSource(selected) : null}
            hlsSrc={selected && !selected.locked ? selected.hlsUrl : null}
            poster={selected && !selected.locked ? selected.posterUrl : null}
            title={selected?.title ?? course.title}
            locked={selected?.locked}
            lockedAction={lockedAction}
            lockedMessage={selected ? lockMessage(selected) : undefined}
            knownDuration={selected?.duration}
            theatre={theatre}
            captions={captions}
            preferences={preferences}
            markers={markers}
            {...playback.playerProps}
            onTimeChange={(currentTime, duration) => {
              playerTime.set(currentTime);
              playback.playerProps.onTimeChange(currentTime, duration);
            }}
          />
        </AfterFirstPaint>
      )}
    </div>
  );

  // A chapter with a quiz completes when the quiz is passed (docs/product-rules.md §12), not by a click; once
  // passed, the learner may untick and tick it again like any chapter.
  const quizDecides = !!selected?.hasQuiz && !selected.quizPassed && !completedIds.has(selected.id);
  const markComplete =
    enrolled && progress && selected && !selected.locked && quizDecides ? (
      <p className="text-sm text-muted-foreground" data-testid="text-pass-quiz-to-complete">
        {t("page.passQuizToComplete")}
      </p>
    ) : enrolled && progress && selected && !selected.locked ? (
      <MarkCompleteButton
        completed={completedIds.has(selected.id)}
        pending={playback.completionPending}
        onToggle={(complete) => playback.setCompleted(selected, complete)}
      />
    ) : null;

  return (
    <div className="space-y-6">
      <CourseHeader
        course={course}
        actions={
          <>
            <Button
              variant="outline"
              size="lg"
              onClick={() => {
                const next = !theatre;
                setTheatre(next);
                // Theatre mode puts the player at the top of the screen, controls in view.
                if (next) requestAnimationFrame(() => playerBoxRef.current?.scrollIntoView?.({ block: "start" }));
              }}
              aria-pressed={theatre}
              data-testid="button-theatre-mode"
            >
              {theatre ? <Minimize2 aria-hidden /> : <Maximize2 aria-hidden />}
              {theatre ? t("page.exitTheatre") : t("page.theatre")}
            </Button>
            {transcriptCaption && (
              <Button
                variant="outline"
                size="lg"
                onClick={() => setTranscriptOpen((open) => !open)}
                aria-pressed={transcriptOpen}
                data-testid="button-transcript"
              >
                <FileText aria-hidden />
                {t("transcript.button")}
              </Button>
            )}
            {courseAction}
          </>
        }
      />

      {theatre && player}

      <div className={cn("grid gap-6", "lg:grid-cols-[minmax(0,1fr)_380px]")}>
        <div className="min-w-0 space-y-6">
          {!theatre && player}

          {selected && <CurrentLessonCard chapter={selected} actions={markComplete} />}

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
          <Card className="overflow-hidden" data-testid="card-course-content">
            <CardHeader className="border-b pb-3">
              <CardTitle className="text-base">{t("content.title")}</CardTitle>
              <p className="text-xs text-muted-foreground">{t("lessons", { n: course.lessonsCount })}</p>
            </CardHeader>
            <QueryView
              query={content}
              what={t("content.what")}
              errorTestId="error-course-content"
              compact
              errorClassName="p-4"
              loading={
                <div className="space-y-2 p-4">
                  {Array.from({ length: 4 }, (_, i) => (
                    <Skeleton key={i} className="h-10 w-full" />
                  ))}
                </div>
              }
            >
              {() => (
                <CourseContentList
                  key={layout.kind}
                  layout={layout}
                  selectedId={selected?.id ?? null}
                  onSelect={playback.selectChapter}
                  completedIds={completedIds}
                />
              )}
            </QueryView>
          </Card>
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

function CourseDetailSkeleton() {
  const { t } = useTranslation("player");
  return (
    <div className="space-y-6" role="status" aria-busy="true" aria-label={t("page.loading")} data-testid="skeleton-course-detail">
      <div className="space-y-3">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-4 w-56" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <Skeleton className="aspect-video w-full rounded-xl" />
        <div className="space-y-4">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      </div>
    </div>
  );
}
