import { formatClock } from "@/lib/format";

interface SeekBarProps {
  currentTime: number;
  duration: number;
  disabled: boolean;
  /** Called with the chosen position in percent (0.1% steps). */
  onSeek: (percent: number) => void;
}

/** The progress bar, which is also the seek slider. */
export function VideoSeekBar({ currentTime, duration, disabled, onSeek }: SeekBarProps) {
  const progress = duration > 0 ? Math.min(100, (currentTime / duration) * 100) : 0;
  return (
    <input
      type="range"
      min={0}
      max={100}
      step={0.1}
      value={progress}
      onChange={(e) => onSeek(Number(e.target.value))}
      disabled={disabled}
      aria-label="Seek"
      aria-valuetext={`${formatClock(currentTime)} of ${formatClock(duration)}`}
      className="h-1.5 w-full cursor-pointer accent-primary"
      data-testid="slider-seek"
    />
  );
}

/** Elapsed and total time, m:ss. */
export function VideoTime({ currentTime, duration }: { currentTime: number; duration: number }) {
  return (
    <span className="ml-2 text-xs tabular-nums text-white/90" data-testid="text-video-time">
      <span className="sr-only">Time </span>
      {formatClock(currentTime)} / {formatClock(duration)}
    </span>
  );
}
