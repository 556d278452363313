// Which chapter plays and where, and the enrolled learner's progress around it (docs/product-rules.md §4):
// resume at the saved position, save the position while watching (about every 10 s, on pause,
// when leaving a chapter or the page), complete a chapter automatically at 90 % watched (over
// every visit: lib/played-ranges.ts), and Start / Continue Course.
import { useEffect, useMemo, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Chapter } from "@shared/schemas/courses";
import type { CourseProgress } from "@shared/schemas/learning";
import { courseProgressQueryOptions, saveChapterPosition, useChapterCompletion } from "../api/learner-course";
import type { VideoPlayerHandle } from "../components/video-player";
import { chaptersInDisplayOrder, initialChapter, type CourseContentLayout } from "../lib/group-chapters";
import { createPlaybackClock } from "../lib/playback-clock";
import { clearPlayed, coveredSeconds, mergeIntervals, readPlayed, writePlayed, type PlayedInterval } from "../lib/played-ranges";

/** Seconds of playback between two position saves. */
export const POSITION_SAVE_INTERVAL_MS = 10_000;
/** Share of a chapter's video that must actually have been played to count as watched. */
export const AUTO_COMPLETE_RATIO = 0.9;

/** Watched enough to complete: played seconds (not the playhead, which a drag moves) over the length. */
export function hasWatchedEnough(playedSeconds: number, duration: number): boolean {
  return duration > 0 && playedSeconds / duration >= AUTO_COMPLETE_RATIO;
}

/** The chapter a course opens on: for a returning learner the last one watched, else the first one open. */
export function arrivalChapter(
  layout: CourseContentLayout,
  ordered: readonly Chapter[],
  progress: CourseProgress | null | undefined,
): Chapter | undefined {
  const last = progress?.lastChapterId ? ordered.find((chapter) => chapter.id === progress.lastChapterId && !chapter.locked) : undefined;
  return last ?? initialChapter(layout);
}

interface Opened {
  id: number;
  startAt: number;
  autoPlay: boolean;
}

interface UseCoursePlaybackOptions {
  courseId: number;
  layout: CourseContentLayout;
  /** The learner is enrolled: progress is read and written. */
  enrolled: boolean;
  /** The signed-in user, whose viewing of each chapter is remembered in this browser. */
  userId: number | null;
  /** Brings the player into view when a chapter is opened. */
  reveal?: () => void;
}

/** Where a chapter resumes: its saved second, unless that was (almost) its end. */
export function resumePosition(progress: CourseProgress | null | undefined, chapter: Pick<Chapter, "id" | "duration">): number {
  const saved = progress?.lastPositions[String(chapter.id)] ?? 0;
  if (saved <= 0) return 0;
  if (chapter.duration && saved >= chapter.duration - 1) return 0;
  return saved;
}

/** Continue Course: the last chapter watched, else the first one not completed, else the first. */
export function continueChapter(ordered: readonly Chapter[], progress: CourseProgress | null | undefined): Chapter | undefined {
  const unlocked = ordered.filter((chapter) => !chapter.locked);
  const last = progress?.lastChapterId ? unlocked.find((chapter) => chapter.id === progress.lastChapterId) : undefined;
  const completed = new Set(progress?.completedChapters ?? []);
  return last ?? unlocked.find((chapter) => !completed.has(chapter.id)) ?? unlocked[0] ?? ordered[0];
}

export function useCoursePlayback({ courseId, layout, enrolled, userId, reveal }: UseCoursePlaybackOptions) {
  const queryClient = useQueryClient();
  const progressQuery = useQuery({ ...courseProgressQueryOptions(courseId), enabled: enrolled });
  const progress = enrolled ? (progressQuery.data ?? null) : null;
  const completion = useChapterCompletion(courseId);

  const playerRef = useRef<VideoPlayerHandle>(null);
  const clock = useMemo(createPlaybackClock, []);
  const [opened, setOpened] = useState<Opened | null>(null);

  const ordered = useMemo(() => chaptersInDisplayOrder(layout), [layout]);
  const selected = ordered.find((chapter) => chapter.id === opened?.id) ?? arrivalChapter(layout, ordered, progress) ?? null;
  const completedIds = useMemo(() => new Set(progress?.completedChapters ?? []), [progress]);
  const isOpened = opened !== null && selected?.id === opened.id;

  // What the video events need, current at every render.
  const playingRef = useRef(false);
  const positionRef = useRef<{ chapterId: number; seconds: number } | null>(null);
  const sentRef = useRef(new Map<number, number>());
  const lastSaveAtRef = useRef(0);
  const autoCompletedRef = useRef(new Set<number>());
  const resumedRef = useRef(false);
  // Saves go out one after the other, so that the server keeps the latest position.
  const saveQueueRef = useRef<Promise<void>>(Promise.resolve());
  // Per chapter: everything known to be played (earlier visits and this one), and how many
  // seconds of it were last written to storage.
  const playedRef = useRef(new Map<number, PlayedInterval[]>());
  const playedSavedRef = useRef(new Map<number, number>());

  /**
   * Adds what the video on screen (the selected chapter's) has played to that chapter's viewing,
   * saves it when it grew by a second (always when `save`), and answers the seconds played in all.
   * A completed chapter (or one with a quiz, which decides it) keeps no count.
   */
  const recordPlayed = (chapter: Chapter, save = false): number => {
    if (userId === null || !enrolled || !progress || chapter.hasQuiz) return 0;
    if (completedIds.has(chapter.id) || autoCompletedRef.current.has(chapter.id)) return 0;
    const known = playedRef.current.get(chapter.id) ?? readPlayed(userId, chapter.id);
    const all = mergeIntervals([...known, ...(playerRef.current?.getPlayedRanges() ?? [])]);
    playedRef.current.set(chapter.id, all);
    const seconds = coveredSeconds(all);
    const saved = playedSavedRef.current.get(chapter.id) ?? coveredSeconds(known);
    if (seconds > saved && (save || seconds - saved >= 1)) {
      writePlayed(userId, chapter.id, all);
      playedSavedRef.current.set(chapter.id, seconds);
    }
    return seconds;
  };

  const forgetPlayed = (chapterId: number) => {
    playedRef.current.delete(chapterId);
    playedSavedRef.current.delete(chapterId);
    if (userId !== null) clearPlayed(userId, chapterId);
  };

  const persist = (chapterId: number, seconds: number, leaving = false) => {
    if (!enrolled || !progress) return;
    const known = sentRef.current.get(chapterId) ?? progress.lastPositions[String(chapterId)];
    if (known === seconds) return;
    sentRef.current.set(chapterId, seconds);
    // A page being closed does not wait for the queue: keepalive lets the save outlive the page.
    if (leaving) void saveChapterPosition(queryClient, courseId, chapterId, seconds, { keepalive: true });
    else saveQueueRef.current = saveQueueRef.current.then(() => saveChapterPosition(queryClient, courseId, chapterId, seconds));
  };

  const flushPosition = (leaving = false) => {
    if (selected) recordPlayed(selected, true);
    const position = positionRef.current;
    if (!position) return;
    // A playing video may have moved on since its last time update; while it is on screen, ask it.
    // (A paused one was recorded on pause, an ended one as 0.)
    const live = playingRef.current && position.chapterId === selected?.id ? playerRef.current : null;
    persist(position.chapterId, live ? Math.floor(live.getCurrentTime()) : position.seconds, leaving);
  };
  const flushRef = useRef(flushPosition);
  flushRef.current = flushPosition;

  // Leaving the page (closing it, hiding the tab, or going elsewhere in the app) keeps the place.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flushRef.current(true);
    };
    const onPageHide = () => flushRef.current(true);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
      flushRef.current(true);
    };
  }, []);

  // The chapter shown on arrival resumes too: at load through startAt, or here when its video was
  // already loaded before the saved positions came in.
  useEffect(() => {
    if (resumedRef.current || !progress || !selected || opened || !playerRef.current) return;
    resumedRef.current = true;
    const at = resumePosition(progress, selected);
    if (at > 0 && !playingRef.current) {
      playerRef.current?.seek(at);
      clock.set(at);
    }
  }, [progress, selected, opened, clock]);

  const open = (chapter: Chapter, startAt: number, autoPlay: boolean) => {
    if (chapter.id === selected?.id) {
      // Its video is already loaded: the autoplay attribute would not start it again.
      if (autoPlay && !chapter.locked) playerRef.current?.play();
      reveal?.();
      return;
    }
    flushPosition();
    positionRef.current = null;
    playingRef.current = false;
    clock.set(startAt);
    setOpened({ id: chapter.id, startAt, autoPlay: autoPlay && !chapter.locked });
    reveal?.();
  };

  const selectChapter = (chapter: Chapter) => open(chapter, resumePosition(progress, chapter), true);

  /** Start Course and Review Course (a finished course) open the first chapter; Continue Course the one to go on with. */
  const startOrContinue = (stage: "new" | "started" | "finished") => {
    const target = stage === "started" ? continueChapter(ordered, progress) : initialChapter(layout);
    if (target) open(target, resumePosition(progress, target), true);
  };

  /** A note: its chapter opens (playing on if the video played) and the video jumps to its second. */
  const seekTo = (seconds: number, chapterId: number | null) => {
    const target = chapterId === null ? undefined : ordered.find((chapter) => chapter.id === chapterId);
    if (!target || target.id === selected?.id) {
      playerRef.current?.seek(seconds);
      clock.set(seconds);
      reveal?.();
      return;
    }
    open(target, seconds, playingRef.current);
  };

  const setCompleted = (chapter: Chapter, complete: boolean) => {
    if (!enrolled) return;
    completion.mutate({ chapterId: chapter.id, complete }, { onSuccess: () => complete && forgetPlayed(chapter.id) });
  };

  const onTimeChange = (currentTime: number, duration: number) => {
    if (!selected) return;
    const seconds = Math.floor(currentTime);
    positionRef.current = { chapterId: selected.id, seconds };
    clock.set(seconds);
    const played = recordPlayed(selected);
    if (!enrolled || !progress || !playingRef.current) return;

    // (At the very end the pause that follows saves the position.)
    const atEnd = duration > 0 && duration - currentTime < 1;
    if (!atEnd && Date.now() - lastSaveAtRef.current >= POSITION_SAVE_INTERVAL_MS) {
      lastSaveAtRef.current = Date.now();
      persist(selected.id, seconds);
    }
    if (
      !selected.hasQuiz && // a quiz decides that chapter's completion (docs/product-rules.md §12)
      hasWatchedEnough(played, duration) &&
      !completedIds.has(selected.id) &&
      !autoCompletedRef.current.has(selected.id)
    ) {
      // Once per chapter and visit: marking it incomplete afterwards is the learner's choice.
      autoCompletedRef.current.add(selected.id);
      const chapterId = selected.id;
      completion.mutate({ chapterId, complete: true }, { onSuccess: () => forgetPlayed(chapterId) });
    }
  };

  const onPlayingChange = (playing: boolean, currentTime: number, ended: boolean) => {
    playingRef.current = playing;
    if (!selected) return;
    if (playing) {
      lastSaveAtRef.current = Date.now();
      // Keep this chapter even if the default one changes (enrolling unlocks the first chapter).
      if (!isOpened) setOpened({ id: selected.id, startAt: 0, autoPlay: false });
      return;
    }
    recordPlayed(selected, true);
    // A finished video starts from the beginning next time.
    const seconds = ended ? 0 : Math.floor(currentTime);
    positionRef.current = { chapterId: selected.id, seconds };
    persist(selected.id, seconds);
  };

  return {
    progress,
    progressLoading: enrolled && progressQuery.isPending,
    selected,
    completedIds,
    playerRef,
    clock,
    playerProps: {
      sourceKey: selected?.id,
      startAt: isOpened ? opened.startAt : selected ? resumePosition(progress, selected) : undefined,
      autoPlay: isOpened ? opened.autoPlay : false,
      onTimeChange,
      onPlayingChange,
    },
    selectChapter,
    startOrContinue,
    seekTo,
    getCurrentTime: () => playerRef.current?.getCurrentTime() ?? 0,
    setCompleted,
    completionPending: completion.isPending,
  };
}
