import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref, type SyntheticEvent } from "react";
import { intervalsOf, type PlayedInterval } from "../lib/played-ranges";

/** What the page may ask of the player (the notes panel reads the time and seeks). */
export interface VideoPlayerHandle {
  /** Seconds into the current video (0 when nothing plays). */
  getCurrentTime(): number;
  /** Jumps to a second of the current video; before its metadata has loaded, as soon as it has. */
  seek(seconds: number): void;
  /** Starts playback of the current video (a no-op without one). */
  play(): void;
  /** The stretches of the current video actually played since it loaded (seeking over a part plays none of it). */
  getPlayedRanges(): PlayedInterval[];
}

interface PlaybackOptions {
  ref?: Ref<VideoPlayerHandle>;
  src: string | null;
  videoKey: string | number;
  startAt?: number;
  knownDuration?: number | null;
  locked: boolean;
  onTimeChange?: (currentTime: number, duration: number) => void;
  onPlayingChange?: (playing: boolean, currentTime: number, ended: boolean) => void;
}

type VideoEvent = SyntheticEvent<HTMLVideoElement>;

/** The playing video's state, the actions of its controls and the handlers of its element. */
export function useVideoPlayback({ ref, src, videoKey, startAt, knownDuration, locked, onTimeChange, onPlayingChange }: PlaybackOptions) {
  const videoRef = useRef<HTMLVideoElement>(null);
  // A seek asked for before the metadata loaded; the start position is read when it does.
  const pendingSeekRef = useRef<number | null>(null);
  const startAtRef = useRef(startAt);
  startAtRef.current = startAt;
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(1);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
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
      getPlayedRanges: () => intervalsOf(videoRef.current?.played),
    }),
    [],
  );

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

  /**
   * Jumps to an exact second (a note marker): not through a percentage, whose rounding would land
   * on 4.999… for 5 s and make the notes' "at 0:04" disagree with the marker. Reports the time at
   * once so that what follows the playhead (the new note's time) shows the marker's second.
   */
  const seekToSeconds = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = clampToVideo(video, seconds);
    setCurrentTime(video.currentTime);
    onTimeChange?.(video.currentTime, finiteDuration(video));
  };

  const seekToPercent = (percent: number) => {
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

  const videoHandlers = {
    onPlay: (e: VideoEvent) => {
      setPlaying(true);
      onPlayingChange?.(true, e.currentTarget.currentTime, false);
    },
    onPause: (e: VideoEvent) => {
      setPlaying(false);
      onPlayingChange?.(false, e.currentTarget.currentTime, e.currentTarget.ended);
    },
    onEnded: (e: VideoEvent) => {
      setPlaying(false);
      onPlayingChange?.(false, e.currentTarget.currentTime, true);
    },
    onTimeUpdate: (e: VideoEvent) => {
      const video = e.currentTarget;
      setCurrentTime(video.currentTime);
      onTimeChange?.(video.currentTime, finiteDuration(video));
    },
    onLoadedMetadata: (e: VideoEvent) => {
      const video = e.currentTarget;
      setDuration(finiteDuration(video));
      const target = pendingSeekRef.current ?? startAtRef.current ?? 0;
      pendingSeekRef.current = null;
      if (target > 0) {
        video.currentTime = clampToVideo(video, target);
        setCurrentTime(video.currentTime);
      }
    },
    onDurationChange: (e: VideoEvent) => setDuration(finiteDuration(e.currentTarget)),
    onVolumeChange: (e: VideoEvent) => {
      setMuted(e.currentTarget.muted);
      setVolume(e.currentTarget.volume);
    },
    onError: () => setFailed(true),
  };

  return {
    videoRef,
    state: { playing, muted, volume, currentTime, shownDuration, failed, canPlay },
    actions: { togglePlay, toggleMute, skip, seekToPercent, seekToSeconds, changeVolume },
    videoHandlers,
  };
}

export type VideoPlayback = ReturnType<typeof useVideoPlayback>;

function finiteDuration(video: HTMLVideoElement): number {
  return Number.isFinite(video.duration) ? video.duration : 0;
}

/** Keeps a seek inside the video (just before its end, so that it does not end at once). */
function clampToVideo(video: HTMLVideoElement, seconds: number): number {
  const end = Number.isFinite(video.duration) && video.duration > 0 ? Math.max(0, video.duration - 0.25) : Infinity;
  return Math.min(Math.max(0, seconds), end);
}
