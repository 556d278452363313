import type { ReactNode } from "react";
import { AlertTriangle, Lock, Play, Video, type LucideIcon } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
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
export function VideoUnavailable({ locked, lockedAction, lockedMessage, src, failed }: UnavailableProps) {
  const { t } = useTranslation("player");
  if (locked) {
    return (
      <Overlay icon={Lock} testId="text-chapter-locked" message={lockedMessage ?? t("lock.enroll")} tone="lock">
        {lockedAction}
      </Overlay>
    );
  }
  if (!src) return <Overlay icon={Video} testId="text-no-video" message={t("video.noVideo")} />;
  if (!failed) return null;
  return (
    <Overlay icon={AlertTriangle} testId="text-video-error" message={t("video.failed")}>
      {/^https?:/i.test(src) && (
        <a href={src} target="_blank" rel="noreferrer noopener" className="text-sm underline underline-offset-4">
          {t("video.openInTab")}
        </a>
      )}
    </Overlay>
  );
}

/** Under "Complete X first" (a chapter locked by the course's order): opens X in the player. */
export function FinishFirstButton({ chapter, onOpen }: { chapter: { id: number; title: string }; onOpen: (chapterId: number) => void }) {
  const { t } = useTranslation("player");
  return (
    <Button variant="secondary" onClick={() => onOpen(chapter.id)} data-testid="button-open-finish-first">
      {t("lock.openChapter", { chapter: chapter.title })}
    </Button>
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
