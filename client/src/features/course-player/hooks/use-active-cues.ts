// The player draws the captions itself (components/video-captions.tsx) rather than leave them to
// the browser: a browser draws native cues at the bottom of the picture, under our control bar, and
// Chromium cannot be told to lift them by the bar's height (it has no VTTCue.lineAlign, and a
// line number is a share of the picture's height while the bar is a fixed number of pixels).
// The chosen <track> is "hidden" (its cues load and become active, the browser draws nothing);
// this hook reads its active cues. docs/decisions/017-captions-and-player.md.
import { useEffect, useState, type RefObject } from "react";

/** The text of a cue without its WebVTT tags (<i>, <b>, <v Speaker>), entities decoded. */
export function cueText(cue: TextTrackCue): string {
  if ("getCueAsHTML" in cue && typeof cue.getCueAsHTML === "function") return (cue as VTTCue).getCueAsHTML().textContent ?? "";
  return "text" in cue ? String((cue as VTTCue).text).replace(/<[^>]*>/g, "") : "";
}

function sameLines(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((line, i) => line === b[i]);
}

/** The texts of the active cues of `language`'s track on the video (none while `language` is null). */
export function useActiveCues(
  videoRef: RefObject<HTMLVideoElement | null>,
  language: string | null,
  deps: { videoKey: string | number; mounted: boolean },
): string[] {
  const { videoKey, mounted } = deps;
  const [lines, setLines] = useState<string[]>([]);
  useEffect(() => {
    setLines([]);
    const video = videoRef.current;
    if (!video || !language) return;
    const tracks = video.textTracks;
    const read = () => {
      let active: string[] = [];
      for (let i = 0; i < tracks.length; i++) {
        const track = tracks[i];
        if (track.language !== language || track.mode === "disabled" || !track.activeCues) continue;
        active = Array.from({ length: track.activeCues.length }, (_, j) => cueText(track.activeCues![j])).filter(Boolean);
      }
      setLines((current) => (sameLines(current, active) ? current : active));
    };
    read();
    for (let i = 0; i < tracks.length; i++) tracks[i].addEventListener("cuechange", read);
    tracks.addEventListener?.("addtrack", read);
    // A seek while paused changes the active cues too: cuechange says so, seeked is a backstop.
    video.addEventListener("seeked", read);
    return () => {
      for (let i = 0; i < tracks.length; i++) tracks[i].removeEventListener("cuechange", read);
      tracks.removeEventListener?.("addtrack", read);
      video.removeEventListener("seeked", read);
    };
  }, [videoRef, language, videoKey, mounted]);
  return lines;
}
