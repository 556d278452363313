import type { RefObject } from "react";
import { Link } from "wouter";
import type { ChapterCaption } from "@shared/schemas/captions";
import type { Chapter, Course } from "@shared/schemas/courses";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { useCoursePlayback } from "../hooks/use-course-playback";
import type { usePlayerPreferences } from "../hooks/use-player-preferences";
import { isScheduleLock, lockMessage } from "../lib/chapter-state";
import { chapterSource } from "../lib/group-chapters";
import type { createTimeSource } from "../lib/time-source";
import { FinishFirstButton } from "./video-overlay";
import { AfterFirstPaint, VideoPlayer } from "./video-player";
import type { SeekMarker } from "./video-seek-bar";

interface CoursePlayerBoxProps {
  course: Course;
  boxRef: RefObject<HTMLDivElement | null>;
  chaptersLoading: boolean;
  chapters: Chapter[];
  playback: ReturnType<typeof useCoursePlayback>;
  theatre: boolean;
  captions: readonly ChapterCaption[];
  preferences: ReturnType<typeof usePlayerPreferences>;
  markers: SeekMarker[];
  playerTime: ReturnType<typeof createTimeSource>;
  free: boolean;
  onEnroll: () => void;
}

/** The selected chapter's video, or over a locked one what opens it. */
export function CoursePlayerBox(props: CoursePlayerBoxProps) {
  const { course, boxRef, chaptersLoading, chapters, playback, theatre, captions, preferences, markers, playerTime, free, onEnroll } =
    props;
  const { t } = useTranslation("player");
  const { selected } = playback;

  const unlockAction = free ? (
    <Button onClick={onEnroll} variant="secondary" data-testid="button-unlock-course">
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
    const chapter = chapters.find((c) => c.id === chapterId);
    if (chapter) playback.selectChapter(chapter);
  };
  const lockedAction = finishFirst ? (
    <FinishFirstButton chapter={finishFirst} onOpen={openChapter} />
  ) : selected && isScheduleLock(selected) ? undefined : (
    unlockAction
  );

  return (
    <div ref={boxRef} className="scroll-mt-24">
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
}
