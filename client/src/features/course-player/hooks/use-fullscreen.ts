import { useCallback, useEffect, useState, type RefObject } from "react";

/** Safari on iPhone: the video element's own fullscreen, the only one it offers. */
type IosVideoElement = HTMLVideoElement & {
  webkitEnterFullscreen?: () => void;
  webkitExitFullscreen?: () => void;
  webkitDisplayingFullscreen?: boolean;
};

/** Whether the player fills the screen, and the toggle of its fullscreen button, F key and double click. */
export function useFullscreen(containerRef: RefObject<HTMLElement | null>, videoRef: RefObject<HTMLVideoElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === containerRef.current && !!containerRef.current);
    // iPhone Safari announces the video's own fullscreen on the video element, and it is left by
    // the system's Done button, not ours. Those events do not bubble: listened for in the capture
    // phase, they are heard from whichever <video> the player shows (a new one per chapter).
    const inPlayer = (event: Event) => event.target instanceof Node && !!containerRef.current?.contains(event.target);
    const onVideoBegin = (event: Event) => inPlayer(event) && setFullscreen(true);
    const onVideoEnd = (event: Event) => inPlayer(event) && setFullscreen(false);
    document.addEventListener("fullscreenchange", onChange);
    document.addEventListener("webkitbeginfullscreen", onVideoBegin, true);
    document.addEventListener("webkitendfullscreen", onVideoEnd, true);
    return () => {
      document.removeEventListener("fullscreenchange", onChange);
      document.removeEventListener("webkitbeginfullscreen", onVideoBegin, true);
      document.removeEventListener("webkitendfullscreen", onVideoEnd, true);
    };
  }, [containerRef]);

  const toggleFullscreen = useCallback(() => {
    const container = containerRef.current;
    if (!container) return;
    const video = videoRef.current as IosVideoElement | null;
    if (video?.webkitDisplayingFullscreen) {
      video.webkitExitFullscreen?.();
    } else if (document.fullscreenElement) {
      void document.exitFullscreen?.().catch(() => undefined);
    } else if (typeof container.requestFullscreen === "function") {
      void container.requestFullscreen().catch(() => undefined);
    } else {
      // iPhone Safari has no element fullscreen: only the video itself goes fullscreen, with the
      // system's own controls (it leaves by its Done button).
      video?.webkitEnterFullscreen?.();
    }
  }, [containerRef, videoRef]);

  return { fullscreen, toggleFullscreen };
}
