import { useTranslation } from "@/i18n/react";
import { formatClock } from "@/lib/format";

/** A point on the timeline: the learner's note at a second of this video (docs/decisions/017-captions-and-player.md). */
export interface SeekMarker {
  id: number;
  seconds: number;
  text: string;
}

interface SeekBarProps {
  currentTime: number;
  duration: number;
  disabled: boolean;
  /** Called with the chosen position in percent (0.1% steps). */
  onSeek: (percent: number) => void;
  markers?: readonly SeekMarker[];
  /** A marker was chosen: jump to its second. */
  onSeekTo?: (seconds: number) => void;
}

/** The progress bar, which is also the seek slider, with the learner's notes as markers above it. */
export function VideoSeekBar({ currentTime, duration, disabled, onSeek, markers = [], onSeekTo }: SeekBarProps) {
  const { t } = useTranslation("player");
  const progress = duration > 0 ? Math.min(100, (currentTime / duration) * 100) : 0;
  const placed = duration > 0 ? markers.filter((marker) => marker.seconds <= duration) : [];
  return (
    <div className="relative">
      <input
        type="range"
        min={0}
        max={100}
        step={0.1}
        value={progress}
        onChange={(e) => onSeek(Number(e.target.value))}
        disabled={disabled}
        aria-label={t("video.seek")}
        aria-valuetext={t("video.seekValue", { current: formatClock(currentTime), total: formatClock(duration) })}
        className="h-1.5 w-full cursor-pointer accent-primary"
        data-testid="slider-seek"
      />
      {placed.length > 0 && (
        <ul
          className="pointer-events-none absolute inset-x-0 top-1/2 h-0"
          aria-label={t("video.noteMarkers")}
          data-testid="list-note-markers"
        >
          {placed.map((marker) => (
            <NoteMarker key={marker.id} marker={marker} left={(marker.seconds / duration) * 100} disabled={disabled} onSeekTo={onSeekTo} />
          ))}
        </ul>
      )}
    </div>
  );
}

function NoteMarker({
  marker,
  left,
  disabled,
  onSeekTo,
}: {
  marker: SeekMarker;
  left: number;
  disabled: boolean;
  onSeekTo?: (seconds: number) => void;
}) {
  const { t } = useTranslation("player");
  const time = formatClock(marker.seconds);
  const tooltipId = `note-marker-${marker.id}`;
  return (
    <li className="group/marker pointer-events-auto absolute top-0 -translate-x-1/2 -translate-y-1/2" style={{ left: `${left}%` }}>
      <button
        type="button"
        onClick={() => onSeekTo?.(marker.seconds)}
        disabled={disabled}
        aria-label={t("video.noteAt", { time })}
        aria-describedby={tooltipId}
        className="block h-3 w-3 rounded-full border-2 border-white bg-amber-400 shadow transition hover:scale-125 focus-visible:scale-125 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        data-testid={`marker-note-${marker.id}`}
      />
      <span
        id={tooltipId}
        role="tooltip"
        className="invisible absolute bottom-full left-1/2 mb-2 w-max max-w-[16rem] -translate-x-1/2 rounded-md bg-black/90 px-2 py-1 text-xs text-white opacity-0 shadow-lg transition group-focus-within/marker:visible group-focus-within/marker:opacity-100 group-hover/marker:visible group-hover/marker:opacity-100"
        data-testid={`tooltip-note-${marker.id}`}
      >
        <span className="font-semibold tabular-nums">{time}</span>{" "}
        <span className="line-clamp-3 whitespace-pre-line break-words">{marker.text}</span>
      </span>
    </li>
  );
}

/** Elapsed and total time, m:ss. */
export function VideoTime({ currentTime, duration }: { currentTime: number; duration: number }) {
  const { t } = useTranslation("player");
  return (
    <span className="ml-1 shrink-0 whitespace-nowrap text-xs tabular-nums text-white/90 sm:ml-2" data-testid="text-video-time">
      <span className="sr-only">{t("video.time")} </span>
      {formatClock(currentTime)} / {formatClock(duration)}
    </span>
  );
}
