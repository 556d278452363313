import type { ReactNode } from "react";
import { AlertTriangle, Lock, Play, Video, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

interface UnavailableProps {
  locked: boolean;
  lockedAction?: ReactNode;
  /** Why it is locked (not enrolled, a drip date, an earlier chapter to finish). */
  lockedMessage?: string;
  src: string | null;
  failed: boolean;
}

/** What shows instead of a video: the lock message, no video yet, or a video that failed. Null when the video can show. */
export function VideoUnavailable({
  locked,
  lockedAction,
  lockedMessage = "Enroll in this course to watch this lesson",
  src,
  failed,
}: UnavailableProps) {
  if (locked) {
    return (
      <Overlay icon={Lock} testId="text-chapter-locked" message={lockedMessage} tone="lock">
        {lockedAction}
      </Overlay>
    );
  }
  if (!src) return <Overlay icon={Video} testId="text-no-video" message="This lesson has no video yet." />;
  if (!failed) return null;
  return (
    <Overlay icon={AlertTriangle} testId="text-video-error" message="This video could not be played.">
      {/^https?:/i.test(src) && (
        <a href={src} target="_blank" rel="noreferrer noopener" className="text-sm underline underline-offset-4">
          Open the video in a new tab
        </a>
      )}
    </Overlay>
  );
}

/** The large play button over a paused video; mouse only (the control bar has the named one). */
export function BigPlayButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      tabIndex={-1}
      aria-hidden
      className="absolute inset-0 m-auto flex h-16 w-16 items-center justify-center rounded-full bg-white/90 text-black shadow-xl transition hover:scale-105"
    >
      <Play className="ml-1 h-7 w-7 fill-current" />
    </button>
  );
}

interface OverlayProps {
  icon: LucideIcon;
  message: string;
  testId: string;
  tone?: "lock";
  children?: ReactNode;
}

function Overlay({ icon: Icon, message, testId, tone, children }: OverlayProps) {
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
