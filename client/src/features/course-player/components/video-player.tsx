import { forwardRef, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "@/i18n/react";
import type { ChapterCaption } from "@shared/schemas/captions";
import { cn } from "@/lib/utils";
import { useFullscreen } from "../hooks/use-fullscreen";
import { useVideoPlayback, type VideoPlayerHandle } from "../hooks/use-video-playback";
import { usePlayerExtras, type PlayerPreferenceControls } from "../hooks/use-player-extras";
import { VideoControlBar } from "./video-control-bar";
import { PlayerExtraControls } from "./player-extra-controls";
import type { SeekMarker } from "./video-seek-bar";
import { BigPlayButton, VideoUnavailable } from "./video-overlay";
import { handlePlayerKey, PLAYER_SHORTCUTS } from "../lib/video-shortcuts";
import { captionLanguageName } from "@/lib/caption-languages";
import { useHlsSource } from "../hooks/use-hls-source";
import { useMountedAfterPaint } from "../hooks/use-mounted-after-paint";
import { useActiveCues } from "../hooks/use-active-cues";
import { VideoCaptions } from "./video-captions";
import { QualityMenu } from "./quality-menu";

// The shortcuts dialog (Radix Dialog, focus trap, scroll lock) loads when first opened, not with the course page.
const ShortcutsHelp = lazy(() => import("./shortcuts-help").then((module) => ({ default: module.ShortcutsHelp })));

export type { VideoPlayerHandle } from "../hooks/use-video-playback";

export interface VideoPlayerProps {
  /** Uploaded stream URL or external video URL; null when there is nothing to play. */
  src: string | null;
  /** The chapter's HLS stream once transcoded (docs/product-rules.md §10); `src` plays until then, or if it fails. */
  hlsSrc?: string | null;
  /** The stream's poster image. */
  poster?: string | null;
  /** Identifies the lesson: a new key reloads the video even when two lessons share one URL. */
  sourceKey?: string | number;
  /** Second to start at once the video's metadata has loaded (resume position, a note's time). */
  startAt?: number;
  /** Every time update of the playing video (about four times a second). */
  onTimeChange?: (currentTime: number, duration: number) => void;
  /** Playback started or stopped; `ended` when it stopped at the end of the video. */
  onPlayingChange?: (playing: boolean, currentTime: number, ended: boolean) => void;
  title: string;
  /** The lesson is locked for this visitor: show the lock message instead of a video. */
  locked?: boolean;
  /** Buttons shown under the lock message (buy, enroll). */
  lockedAction?: ReactNode;
  /** Why it is locked (not enrolled, a drip date, an earlier chapter to finish). */
  lockedMessage?: string;
  /** Start playing as soon as the video can (the visitor just chose this lesson). */
  autoPlay?: boolean;
  /** Duration in seconds known before the file's metadata loads. */
  knownDuration?: number | null;
  theatre?: boolean;
  className?: string;
  /** The chapter's caption tracks (docs/decisions/017-captions-and-player.md). */
  captions?: readonly ChapterCaption[];
  /** Speed and caption language, remembered per learner; without them they last for this player. */
  preferences?: PlayerPreferenceControls;
  /** The learner's notes on this video, shown on the seek bar (docs/decisions/017-captions-and-player.md). */
  markers?: readonly SeekMarker[];
}

const NO_CAPTIONS: readonly ChapterCaption[] = [];

/** The player's box: 16:9 across the column, the whole screen in fullscreen. */
function playerBoxClass({ theatre, fullscreen = false }: { theatre?: boolean; fullscreen?: boolean }) {
  return cn(
    "relative overflow-hidden rounded-xl bg-black shadow-lg",
    fullscreen ? "flex h-full w-full items-center rounded-none" : "aspect-video w-full",
    // Theatre: as wide as the page allows while the whole player, controls included, fits the
    // screen under the top bar (the width follows the height so the picture keeps 16:9).
    theatre && !fullscreen && "mx-auto max-w-[calc((100svh-8rem)*16/9)]",
  );
}

/**
 * The player's box, empty, in the page's first render; `children` (the player) just after the page
 * has painted. Its controls are about half of the course page's first render, which held up the
 * course's title and description on a phone (docs/benchmarks.md). Only this component renders again.
 */
export function AfterFirstPaint({ theatre, children }: { theatre?: boolean; children: ReactNode }) {
  const mounted = useMountedAfterPaint();
  if (mounted) return children;
  return <div className={playerBoxClass({ theatre })} data-testid="video-player-placeholder" />;
}

/**
 * HTML5 video with its own controls (docs/spec.md §2, §9): play/pause, mute, volume (1% steps), seek
 * (0.1% steps), skip ±10 s, fullscreen and m:ss times; speed, captions, note markers,
 * picture-in-picture and a shortcuts help (docs/decisions/017-captions-and-player.md). Keyboard, while the player has focus:
 * space or k play/pause, m mute, f fullscreen, ← / → skip 10 s, c captions, < / > speed, ? help
 * (lib/video-shortcuts.ts).
 */
export const VideoPlayer = forwardRef<VideoPlayerHandle, VideoPlayerProps>(function VideoPlayer(
  {
    src,
    hlsSrc,
    poster,
    sourceKey,
    startAt,
    onTimeChange,
    onPlayingChange,
    title,
    locked = false,
    lockedAction,
    lockedMessage,
    autoPlay = false,
    knownDuration,
    theatre,
    className,
    captions = NO_CAPTIONS,
    preferences,
    markers,
  },
  ref,
) {
  const { t } = useTranslation("player");
  const containerRef = useRef<HTMLDivElement>(null);
  const videoKey = sourceKey ?? src ?? "";
  const playback = useVideoPlayback({ ref, src, videoKey, startAt, knownDuration, locked, onTimeChange, onPlayingChange });
  const { videoRef, state, actions, videoHandlers } = playback;
  const { fullscreen, toggleFullscreen } = useFullscreen(containerRef, videoRef);
  const mounted = !locked && !!src && !state.failed;
  // iPhone's own video fullscreen (not the player's element): only the browser can draw cues there.
  const systemCaptions = fullscreen && typeof document !== "undefined" && !document.fullscreenElement;
  const extras = usePlayerExtras({ videoRef, videoKey, mounted, captions, preferences, systemCaptions });
  // Once opened, the dialog stays mounted, so that closing it returns the focus as Radix does.
  const [helpMounted, setHelpMounted] = useState(false);
  if (extras.helpOpen && !helpMounted) setHelpMounted(true);
  const hls = useHlsSource(videoRef, { src, hlsSrc, videoKey, active: mounted });

  // The control bar shows while paused, or while the pointer is over the player or the focus in
  // it (CSS :hover and :focus-within, read back after the browser has updated them).
  const barRef = useRef<HTMLDivElement>(null);
  const [engaged, setEngaged] = useState(false);
  const frameRef = useRef(0);
  const readEngaged = () => {
    cancelAnimationFrame(frameRef.current);
    frameRef.current = requestAnimationFrame(() => {
      const box = containerRef.current;
      setEngaged(!!box && (box.matches(":hover") || box.matches(":focus-within")));
    });
  };
  useEffect(() => () => cancelAnimationFrame(frameRef.current), []);
  const barShown = !state.playing || engaged;
  const cueLines = useActiveCues(videoRef, extras.shownLanguage, { videoKey, mounted });

  // How far the bar's controls reach up from the bottom (its top padding is only a gradient).
  const [barHeight, setBarHeight] = useState(0);
  useEffect(() => {
    const bar = barRef.current;
    const box = containerRef.current;
    if (!bar || !box) return;
    const measure = () => {
      const top = bar.getBoundingClientRect().top + (parseFloat(getComputedStyle(bar).paddingTop) || 0);
      setBarHeight(Math.max(0, Math.round(box.getBoundingClientRect().bottom - top)));
    };
    measure();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(bar);
    observer?.observe(box);
    return () => observer?.disconnect();
  }, [mounted, fullscreen]);

  return (
    // The focused player takes its keyboard shortcuts (Space, K, M, F, arrows), as players on the
    // web do; every control inside is also a real button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the player region takes the shortcuts while focused (see above)
    <div
      ref={containerRef}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so the keyboard shortcuts reach it; announced as a named region
      tabIndex={0}
      role="region"
      aria-label={t("video.playerOf", { title })}
      aria-keyshortcuts={PLAYER_SHORTCUTS}
      onKeyDown={(event) => handlePlayerKey(event, { ...actions, toggleFullscreen, ...extras.shortcutActions })}
      onPointerEnter={readEngaged}
      onPointerLeave={readEngaged}
      onPointerUp={readEngaged}
      onFocus={readEngaged}
      onBlur={readEngaged}
      data-testid="video-player"
      data-state={state.playing ? "playing" : "paused"}
      className={cn(
        "group text-white outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        playerBoxClass({ theatre, fullscreen }),
        className,
      )}
    >
      {locked || !src || state.failed ? (
        <VideoUnavailable locked={locked} lockedAction={lockedAction} lockedMessage={lockedMessage} src={src} failed={state.failed} />
      ) : (
        <>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the caption <track>s are listed below, one per language */}
          <video
            key={videoKey}
            ref={videoRef}
            src={hls.videoSrc}
            poster={poster ?? undefined}
            data-hls={hls.mode}
            autoPlay={autoPlay}
            preload="metadata"
            playsInline
            className="h-full w-full cursor-pointer bg-black object-contain"
            onClick={actions.togglePlay}
            onDoubleClick={toggleFullscreen}
            {...videoHandlers}
            data-testid="video-element"
          >
            {captions.length === 0 ? (
              <track kind="captions" />
            ) : (
              captions.map((caption) => (
                <track
                  key={caption.language}
                  kind="captions"
                  src={caption.url}
                  srcLang={caption.language}
                  label={captionLanguageName(caption.language)}
                  default={caption.language === extras.shownLanguage}
                />
              ))
            )}
          </video>
          <VideoCaptions lines={cueLines} barHeight={barShown ? barHeight : null} fullscreen={fullscreen} />
          {!state.playing && <BigPlayButton onClick={actions.togglePlay} />}
        </>
      )}
      <VideoControlBar
        state={state}
        actions={actions}
        fullscreen={fullscreen}
        onToggleFullscreen={toggleFullscreen}
        locked={locked}
        markers={markers}
        onSeekTo={actions.seekToSeconds}
        barRef={barRef}
        extraControls={
          <>
            <QualityMenu hls={hls} disabled={!state.canPlay} />
            <PlayerExtraControls extras={extras} captions={captions} canPlay={state.canPlay} />
          </>
        }
      />
      {(extras.helpOpen || helpMounted) && (
        <Suspense fallback={null}>
          <ShortcutsHelp open={extras.helpOpen} onOpenChange={extras.setHelpOpen} />
        </Suspense>
      )}
    </div>
  );
});
