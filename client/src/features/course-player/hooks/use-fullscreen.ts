import { useCallback, useEffect, useState, type RefObject } from "react";

/** Safari on iPhone: the video element's own fullscreen, the only one it offers. */
type IosVideoElement = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/** Whether the player fills the screen, and the toggle of its fullscreen button, F key and double click. */
export function useFullscreen(containerRef: RefObject<HTMLElement | null>, videoRef: RefObject<HTMLVideoElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === containerRef.current && !!containerRef.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [containerRef]);

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
  }, [containerRef, videoRef]);

  return { fullscreen, toggleFullscreen };
}
