import { useCallback, useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from "react";
import { AlertTriangle, Lock, Maximize, Minimize, Pause, Play, RotateCcw, RotateCw, Video, Volume2, VolumeX } from "lucide-react";
import { UI } from "@shared/constants";
import { formatClock } from "@/lib/format";
import { cn } from "@/lib/utils";

/** What the page may ask of the player (the notes panel reads the time and seeks). */
export interface VideoPlayerHandle {
  /** Seconds into the current video (0 when nothing plays). */
  getCurrentTime(): number;
  /** Jumps to a second of the current video; before its metadata has loaded, as soon as it has. */
  seek(seconds: number): void;
  /** Starts playback of the current video (a no-op without one). */
  play(): void;
  /** Seconds of the current video actually played since it loaded (seeking over a part plays none of it). */
  getPlayedSeconds(): number;
}

/** The length covered by a video's played ranges (the browser merges overlapping ones). */
export function playedSeconds(ranges: Pick<TimeRanges, "length" | "start" | "end"> | null | undefined): number {
  if (!ranges) return 0;
  let total = 0;
  for (let i = 0; i < ranges.length; i++) total += Math.max(0, ranges.end(i) - ranges.start(i));
  return total;
}

export interface VideoPlayerProps {
  ref?: Ref<VideoPlayerHandle>;
  /** Uploaded stream URL or external video URL; null when there is nothing to play. */
  src: string | null;
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
  /** Buttons shown under the lock message (buy, enrol). */
  lockedAction?: ReactNode;
  /** Start playing as soon as the video can (the visitor just chose this lesson). */
  autoPlay?: boolean;
  /** Duration in seconds known before the file's metadata loads. */
  knownDuration?: number | null;
  theatre?: boolean;
  className?: string;
}

const SKIP = UI.videoSkipSeconds;

/**
 * HTML5 video with its own controls (SPEC §2, §9): play/pause, mute, volume (1% steps), seek
 * (0.1% steps), skip ±10 s, fullscreen and m:ss times. Keyboard, while the player has focus:
 * space or k play/pause, m mute, f fullscreen, ← / → skip 10 s.
 */
export function VideoPlayer({
  ref,
  src,
  sourceKey,
  startAt,
  onTimeChange,
  onPlayingChange,
  title,
  locked = false,
  lockedAction,
  autoPlay = false,
  knownDuration,
  theatre,
  className,
}: VideoPlayerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  // A seek asked for before the metadata loaded; the start position is read when it does.
  const pendingSeekRef = useRef<number | null>(null);
  const startAtRef = useRef(startAt);
  startAtRef.current = startAt;
  const videoKey = sourceKey ?? src ?? "";
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(1);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const [failed, setFailed] = useState(false);

  // A new lesson starts from zero (or from startAt once its metadata is in).
  useEffect(() => {
    pendingSeekRef.current = null;
    setPlaying(false);
    setCurrentTime(0);
    setDuration(0);
    setFailed(false);
  }, [src, videoKey]);

  useImperativeHandle(
    ref,
    () => ({
      getCurrentTime: () => videoRef.current?.currentTime ?? 0,
      seek: (seconds: number) => {
        const video = videoRef.current;
        const target = Math.max(0, seconds);
        if (!video || video.readyState < 1 /* HAVE_METADATA */) {
          pendingSeekRef.current = target;
          return;
        }
        video.currentTime = clampToVideo(video, target);
        setCurrentTime(video.currentTime);
      },
      play: () => {
        const video = videoRef.current;
        if (video && video.paused) video.play()?.catch(() => setPlaying(false));
      },
      getPlayedSeconds: () => playedSeconds(videoRef.current?.played),
    }),
    [],
  );

  const onLoadedMetadata = (video: HTMLVideoElement) => {
    setDuration(Number.isFinite(video.duration) ? video.duration : 0);
    const target = pendingSeekRef.current ?? startAtRef.current ?? 0;
    pendingSeekRef.current = null;
    if (target > 0) {
      video.currentTime = clampToVideo(video, target);
      setCurrentTime(video.currentTime);
    }
  };

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === containerRef.current && !!containerRef.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  const shownDuration = duration || knownDuration || 0;
  const canPlay = !locked && !!src && !failed;

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video || !canPlay) return;
    if (video.paused || video.ended) {
      video.play()?.catch(() => setPlaying(false));
    } else {
      video.pause();
    }
  }, [canPlay]);

  const toggleMute = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    if (!video.muted && video.volume === 0) video.volume = 1;
  }, []);

  const skip = useCallback((seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    const end = Number.isFinite(video.duration) ? video.duration : Infinity;
    video.currentTime = Math.min(Math.max(0, video.currentTime + seconds), end);
    setCurrentTime(video.currentTime);
  }, []);

  const toggleFullscreen = useCallback(() => {
    const container = containerRef.current;
    if (!container) return;
    if (document.fullscreenElement) {
      void document.exitFullscreen?.().catch(() => undefined);
    } else if (typeof container.requestFullscreen === "function") {
      void container.requestFullscreen().catch(() => undefined);
    } else {
      // iPhone Safari has no element fullscreen: only the video itself goes fullscreen, with the
      // system's own controls (it leaves by its Done button).
      (videoRef.current as IosVideoElement | null)?.webkitEnterFullscreen?.();
    }
  }, []);

  const seekTo = (percent: number) => {
    const video = videoRef.current;
    if (!video || !shownDuration) return;
    video.currentTime = (percent / 100) * shownDuration;
    setCurrentTime(video.currentTime);
  };

  const changeVolume = (percent: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = percent / 100;
    video.muted = percent === 0;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const onSlider = target.tagName === "INPUT";
    const onButton = target.tagName === "BUTTON" || target.tagName === "A";
    switch (event.key) {
      case " ":
      case "Spacebar":
        if (onButton || onSlider) return; // the focused control's own action
        event.preventDefault();
        togglePlay();
        break;
      case "k":
      case "K":
        event.preventDefault();
        togglePlay();
        break;
      case "m":
      case "M":
        event.preventDefault();
        toggleMute();
        break;
      case "f":
      case "F":
        event.preventDefault();
        toggleFullscreen();
        break;
      case "ArrowLeft":
        if (onSlider) return; // the slider moves itself
        event.preventDefault();
        skip(-SKIP);
        break;
      case "ArrowRight":
        if (onSlider) return;
        event.preventDefault();
        skip(SKIP);
        break;
    }
  };

  const progress = shownDuration > 0 ? Math.min(100, (currentTime / shownDuration) * 100) : 0;
  const volumePercent = muted ? 0 : Math.round(volume * 100);

  return (
    <div
      ref={containerRef}
      tabIndex={0}
      role="region"
      aria-label={`Video player: ${title}`}
      aria-keyshortcuts="Space K M F ArrowLeft ArrowRight"
      onKeyDown={onKeyDown}
      data-testid="video-player"
      data-state={playing ? "playing" : "paused"}
      className={cn(
        "group relative overflow-hidden rounded-xl bg-black text-white shadow-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        fullscreen ? "flex h-full w-full items-center rounded-none" : "aspect-video w-full",
        // Theatre: as wide as the page allows while the whole player, controls included, fits the
        // screen under the top bar (the width follows the height so the picture keeps 16:9).
        theatre && !fullscreen && "mx-auto max-w-[calc((100svh-8rem)*16/9)]",
        className,
      )}
    >
      {locked ? (
        <Overlay icon={Lock} testId="text-chapter-locked" message="Enroll in this course to watch this lesson" tone="lock">
          {lockedAction}
        </Overlay>
      ) : !src ? (
        <Overlay icon={Video} testId="text-no-video" message="This lesson has no video yet." />
      ) : failed ? (
        <Overlay icon={AlertTriangle} testId="text-video-error" message="This video could not be played.">
          {/^https?:/i.test(src) && (
            <a href={src} target="_blank" rel="noreferrer noopener" className="text-sm underline underline-offset-4">
              Open the video in a new tab
            </a>
          )}
        </Overlay>
      ) : (
        <>
          <video
            key={videoKey}
            ref={videoRef}
            src={src}
            autoPlay={autoPlay}
            preload="metadata"
            playsInline
            className="h-full w-full cursor-pointer bg-black object-contain"
            onClick={togglePlay}
            onDoubleClick={toggleFullscreen}
            onPlay={(e) => {
              setPlaying(true);
              onPlayingChange?.(true, e.currentTarget.currentTime, false);
            }}
            onPause={(e) => {
              setPlaying(false);
              onPlayingChange?.(false, e.currentTarget.currentTime, e.currentTarget.ended);
            }}
            onEnded={(e) => {
              setPlaying(false);
              onPlayingChange?.(false, e.currentTarget.currentTime, true);
            }}
            onTimeUpdate={(e) => {
              const video = e.currentTarget;
              setCurrentTime(video.currentTime);
              onTimeChange?.(video.currentTime, Number.isFinite(video.duration) ? video.duration : 0);
            }}
            onLoadedMetadata={(e) => onLoadedMetadata(e.currentTarget)}
            onDurationChange={(e) => setDuration(Number.isFinite(e.currentTarget.duration) ? e.currentTarget.duration : 0)}
            onVolumeChange={(e) => {
              setMuted(e.currentTarget.muted);
              setVolume(e.currentTarget.volume);
            }}
            onError={() => setFailed(true)}
            data-testid="video-element"
          >
            <track kind="captions" />
          </video>
          {!playing && (
            <button
              type="button"
              onClick={togglePlay}
              tabIndex={-1}
              aria-hidden
              className="absolute inset-0 m-auto flex h-16 w-16 items-center justify-center rounded-full bg-white/90 text-black shadow-xl transition hover:scale-105"
            >
              <Play className="ml-1 h-7 w-7 fill-current" />
            </button>
          )}
        </>
      )}

      <div
        className={cn(
          "absolute inset-x-0 bottom-0 space-y-1 bg-gradient-to-t from-black/85 via-black/50 to-transparent px-3 pb-2 pt-8 transition-opacity duration-200",
          playing && "opacity-0 group-hover:opacity-100 group-focus-within:opacity-100",
          !canPlay && "pointer-events-none opacity-40",
        )}
      >
        <input
          type="range"
          min={0}
          max={100}
          step={0.1}
          value={progress}
          onChange={(e) => seekTo(Number(e.target.value))}
          disabled={!canPlay}
          aria-label="Seek"
          aria-valuetext={`${formatClock(currentTime)} of ${formatClock(shownDuration)}`}
          className="h-1.5 w-full cursor-pointer accent-primary"
          data-testid="slider-seek"
        />
        <div className="flex items-center gap-1">
          <ControlButton label={playing ? "Pause" : "Play"} onClick={togglePlay} disabled={!canPlay} testId="button-play">
            {playing ? <Pause className="fill-current" /> : <Play className="fill-current" />}
          </ControlButton>
          <ControlButton label={`Back ${SKIP} seconds`} onClick={() => skip(-SKIP)} disabled={!canPlay} testId="button-skip-back">
            <RotateCcw />
          </ControlButton>
          <ControlButton label={`Forward ${SKIP} seconds`} onClick={() => skip(SKIP)} disabled={!canPlay} testId="button-skip-forward">
            <RotateCw />
          </ControlButton>
          <ControlButton label={muted ? "Unmute" : "Mute"} onClick={toggleMute} disabled={!canPlay} testId="button-mute">
            {muted || volume === 0 ? <VolumeX /> : <Volume2 />}
          </ControlButton>
          <input
            type="range"
            min={0}
            max={100}
            step={1}
            value={volumePercent}
            onChange={(e) => changeVolume(Number(e.target.value))}
            disabled={!canPlay}
            aria-label="Volume"
            aria-valuetext={`${volumePercent}%`}
            className="hidden h-1.5 w-20 cursor-pointer accent-white sm:block"
            data-testid="slider-volume"
          />
          <span className="ml-2 text-xs tabular-nums text-white/90" data-testid="text-video-time">
            <span className="sr-only">Time </span>
            {formatClock(currentTime)} / {formatClock(shownDuration)}
          </span>
          <span className="ml-auto" />
          <ControlButton
            label={fullscreen ? "Exit fullscreen" : "Fullscreen"}
            onClick={toggleFullscreen}
            disabled={locked}
            testId="button-fullscreen"
          >
            {fullscreen ? <Minimize /> : <Maximize />}
          </ControlButton>
        </div>
      </div>
    </div>
  );
}

/** Safari on iPhone: the video element's own fullscreen, the only one it offers. */
type IosVideoElement = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/** Keeps a seek inside the video (just before its end, so that it does not end at once). */
function clampToVideo(video: HTMLVideoElement, seconds: number): number {
  const end = Number.isFinite(video.duration) && video.duration > 0 ? Math.max(0, video.duration - 0.25) : Infinity;
  return Math.min(Math.max(0, seconds), end);
}

function ControlButton({
  label,
  onClick,
  disabled,
  testId,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      data-testid={testId}
      className="flex h-9 w-9 items-center justify-center rounded-md text-white transition hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:h-5 [&_svg]:w-5"
    >
      {children}
    </button>
  );
}

function Overlay({
  icon: Icon,
  message,
  testId,
  tone,
  children,
}: {
  icon: typeof Lock;
  message: string;
  testId: string;
  tone?: "lock";
  children?: ReactNode;
}) {
  return (
    <div
      className={cn(
        "absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 pb-16 text-center",
        tone === "lock" ? "bg-gradient-to-br from-slate-900 via-slate-800 to-slate-900" : "bg-slate-900",
      )}
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white/10">
        <Icon className="h-7 w-7" aria-hidden />
      </span>
      <p className="max-w-sm text-base font-medium" data-testid={testId} role="status">
        {message}
      </p>
      {children && <div className="flex flex-wrap justify-center gap-2">{children}</div>}
    </div>
  );
}
