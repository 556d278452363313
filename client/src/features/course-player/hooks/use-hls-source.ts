// Adaptive streaming (docs/product-rules.md §10): plays a chapter's HLS stream with hls.js, loaded on demand
// so it never weighs on the landing page; Safari and iOS without Media Source Extensions play HLS
// natively. Without a ready stream, or if the stream fails, the original upload plays.
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type Hls from "hls.js";

export const HLS_MIME = "application/vnd.apple.mpegurl";

/** One rendition of the stream, as the quality menu lists it. */
export interface QualityLevel {
  /** Index in hls.js's level list. */
  index: number;
  height: number;
  label: string;
}

export type HlsMode = "off" | "pending" | "hlsjs" | "native" | "fallback";

export interface HlsSource {
  mode: HlsMode;
  /** What the <video> element's src attribute should be (undefined while hls.js feeds it). */
  videoSrc: string | undefined;
  /** The renditions, lowest first; empty unless hls.js plays (native HLS picks by itself). */
  levels: QualityLevel[];
  /** The chosen rendition, or -1 for automatic. */
  selected: number;
  /** The rendition playing now (what "Auto" currently means); -1 before the first. */
  playing: number;
  select: (index: number) => void;
}

function canPlayNatively(video: HTMLVideoElement): boolean {
  return video.canPlayType(HLS_MIME) !== "";
}

/**
 * Attaches `hlsSrc` to the player's <video> (keyed by `videoKey`) when `active`. hls.js where the
 * browser has Media Source Extensions (automatic quality plus a manual choice); native HLS where
 * it plays HLS itself and has none (iPhone); otherwise, or on a fatal stream error, `src`.
 */
export function useHlsSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  { src, hlsSrc, videoKey, active }: { src: string | null; hlsSrc: string | null | undefined; videoKey: string | number; active: boolean },
): HlsSource {
  const [mode, setMode] = useState<HlsMode>(hlsSrc ? "pending" : "off");
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [selected, setSelected] = useState(-1);
  const [playing, setPlaying] = useState(-1);
  const hlsRef = useRef<Hls | null>(null);

  useEffect(() => {
    setLevels([]);
    setSelected(-1);
    setPlaying(-1);
    const video = videoRef.current;
    if (!hlsSrc || !active || !video) {
      setMode(hlsSrc ? "pending" : "off");
      return;
    }
    let cancelled = false;
    const hasMse = typeof window !== "undefined" && ("MediaSource" in window || "ManagedMediaSource" in window);
    if (!hasMse && canPlayNatively(video)) {
      setMode("native");
      return;
    }
    setMode("pending");
    import("hls.js/light")
      .then(({ default: HlsClass }) => {
        if (cancelled) return;
        if (!HlsClass.isSupported()) {
          setMode(canPlayNatively(video) ? "native" : "fallback");
          return;
        }
        const hls = new HlsClass({ capLevelToPlayerSize: true, startLevel: -1 });
        hlsRef.current = hls;
        let recovered = false;
        hls.on(HlsClass.Events.MANIFEST_PARSED, (_event, data) => {
          setLevels(
            data.levels
              .map((level, index) => ({ index, height: level.height, label: `${level.height}p` }))
              .sort((a, b) => a.height - b.height),
          );
        });
        hls.on(HlsClass.Events.LEVEL_SWITCHED, (_event, data) => setPlaying(data.level));
        hls.on(HlsClass.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR && !recovered) {
            recovered = true;
            hls.recoverMediaError();
            return;
          }
          // The stream cannot play here: the original upload still can.
          hls.destroy();
          hlsRef.current = null;
          setLevels([]);
          setMode("fallback");
        });
        hls.loadSource(hlsSrc);
        hls.attachMedia(video);
        setMode("hlsjs");
      })
      .catch(() => !cancelled && setMode("fallback"));
    return () => {
      cancelled = true;
      hlsRef.current?.destroy();
      hlsRef.current = null;
    };
  }, [videoRef, hlsSrc, videoKey, active]);

  const select = useCallback((index: number) => {
    const hls = hlsRef.current;
    if (!hls) return;
    hls.currentLevel = index; // -1: automatic again
    setSelected(index);
  }, []);

  const videoSrc = mode === "native" ? (hlsSrc ?? undefined) : mode === "off" || mode === "fallback" ? (src ?? undefined) : undefined;
  return { mode, videoSrc, levels, selected, playing, select };
}
