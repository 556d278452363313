import { useTranslation } from "@/i18n/react";
import type { ReactNode, RefObject } from "react";
import { Maximize, Minimize, Pause, Play, RotateCcw, RotateCw } from "lucide-react";
import { cn } from "@/lib/utils";
import type { VideoPlayback } from "../hooks/use-video-playback";
import { ControlButton } from "./video-control-button";
import { VideoSeekBar, VideoTime, type SeekMarker } from "./video-seek-bar";
import { SKIP_SECONDS } from "../lib/video-shortcuts";
import { VideoVolumeControl } from "./video-volume-control";

interface ControlBarProps {
  state: VideoPlayback["state"];
  actions: VideoPlayback["actions"];
  fullscreen: boolean;
  onToggleFullscreen: () => void;
  /** A locked lesson cannot go fullscreen; the other controls follow `state.canPlay`. */
  locked: boolean;
  /** The learner's notes on the timeline, and a jump to one (docs/decisions/017-captions-and-player.md). */
  markers?: readonly SeekMarker[];
  onSeekTo?: (seconds: number) => void;
  /** More controls before the fullscreen button (quality, speed, captions, picture-in-picture, help). */
  extraControls?: ReactNode;
  /** The bar's element, which the captions keep clear of (hooks/use-cues-clear-of-bar.ts). */
  barRef?: RefObject<HTMLDivElement | null>;
}

/** The bar along the bottom of the picture: seek, play, skip, volume, time and fullscreen. It fades while the video plays. */
export function VideoControlBar({
  state,
  actions,
  fullscreen,
  onToggleFullscreen,
  locked,
  markers,
  onSeekTo,
  extraControls,
  barRef,
}: ControlBarProps) {
  const { t } = useTranslation("player");
  const { playing, canPlay } = state;
  return (
    <div
      ref={barRef}
      data-testid="video-control-bar"
      className={cn(
        "absolute inset-x-0 bottom-0 space-y-1 bg-gradient-to-t from-black/85 via-black/50 to-transparent px-3 pb-2 pt-8 transition-opacity duration-200",
        playing && "opacity-0 group-hover:opacity-100 group-focus-within:opacity-100",
        !canPlay && "pointer-events-none opacity-40",
      )}
    >
      <VideoSeekBar
        currentTime={state.currentTime}
        duration={state.shownDuration}
        disabled={!canPlay}
        onSeek={actions.seekToPercent}
        markers={markers}
        onSeekTo={onSeekTo}
      />
      <div className="flex items-center gap-1">
        <ControlButton
          label={playing ? t("video.pause") : t("video.play")}
          onClick={actions.togglePlay}
          disabled={!canPlay}
          testId="button-play"
        >
          {playing ? <Pause className="fill-current" /> : <Play className="fill-current" />}
        </ControlButton>
        {/* A phone's bar has room for play, sound, time and the menus: skipping is the seek bar's
            job there (and the arrow keys' wherever there is a keyboard). */}
        <span className="hidden sm:contents">
          <ControlButton
            label={t("shortcuts.actions.back", { n: SKIP_SECONDS })}
            onClick={() => actions.skip(-SKIP_SECONDS)}
            disabled={!canPlay}
            testId="button-skip-back"
          >
            <RotateCcw />
          </ControlButton>
          <ControlButton
            label={t("shortcuts.actions.forward", { n: SKIP_SECONDS })}
            onClick={() => actions.skip(SKIP_SECONDS)}
            disabled={!canPlay}
            testId="button-skip-forward"
          >
            <RotateCw />
          </ControlButton>
        </span>
        <VideoVolumeControl
          muted={state.muted}
          volume={state.volume}
          disabled={!canPlay}
          onToggleMute={actions.toggleMute}
          onChange={actions.changeVolume}
        />
        <VideoTime currentTime={state.currentTime} duration={state.shownDuration} />
        <span className="ml-auto" />
        {extraControls}
        <ControlButton
          label={fullscreen ? t("video.exitFullscreen") : t("shortcuts.actions.fullscreen")}
          onClick={onToggleFullscreen}
          disabled={locked}
          testId="button-fullscreen"
        >
          {fullscreen ? <Minimize /> : <Maximize />}
        </ControlButton>
      </div>
    </div>
  );
}
