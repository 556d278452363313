import { cn } from "@/lib/utils";

interface VideoCaptionsProps {
  /** The active cues' texts, one block each. */
  lines: readonly string[];
  /**
   * Pixels from the bottom of the player to the top of the control bar's controls while the bar
   * shows, else null (the captions sit near the bottom of the picture).
   */
  barHeight: number | null;
  fullscreen: boolean;
}

/**
 * The captions over the picture, drawn by the player (hooks/use-active-cues.ts says why): centred,
 * white on a dark box, above the control bar while it shows and near the bottom when it fades.
 * Hidden from screen readers, which have the transcript (the same lines, searchable).
 */
export function VideoCaptions({ lines, barHeight, fullscreen }: VideoCaptionsProps) {
  if (lines.length === 0) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="video-captions"
      className="pointer-events-none absolute inset-x-0 flex flex-col items-center gap-1 px-4 transition-[bottom] duration-200"
      style={{ bottom: barHeight === null ? "4%" : `${barHeight + 6}px` }}
    >
      {lines.map((line, i) => (
        <p
          key={i}
          className={cn(
            "max-w-[90%] whitespace-pre-line rounded bg-black/80 px-2 py-0.5 text-center font-medium leading-snug text-white",
            fullscreen ? "text-2xl md:text-3xl" : "text-sm sm:text-base lg:text-lg",
          )}
        >
          {line}
        </p>
      ))}
    </div>
  );
}
