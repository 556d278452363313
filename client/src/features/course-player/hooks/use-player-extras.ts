// What docs/decisions/017-captions-and-player.md adds to the player: the playback speed and the caption track
// applied to the video element, picture-in-picture, and the shortcuts help's open state.
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { PLAYBACK_RATES, type PlaybackRate } from "@shared/constants";
import type { ChapterCaption } from "@shared/schemas/captions";
import type { PlayerPreferences } from "./use-player-preferences";

export interface PlayerPreferenceControls extends PlayerPreferences {
  setPlaybackRate: (rate: PlaybackRate) => void;
  setCaptionLanguage: (language: string | null) => void;
}

interface ExtrasOptions {
  videoRef: RefObject<HTMLVideoElement | null>;
  videoKey: string | number;
  /** The video element is on screen (not locked, a source, not failed). */
  mounted: boolean;
  captions: readonly ChapterCaption[];
  /** Remembered per learner (use-player-preferences); without it the choices last for this player. */
  preferences?: PlayerPreferenceControls;
  /**
   * The system draws the video (iPhone's own fullscreen): the browser shows the cues itself.
   * Otherwise the track is "hidden" and the player draws them (use-active-cues.ts).
   */
  systemCaptions?: boolean;
}

function pictureInPictureEnabled(): boolean {
  return typeof document !== "undefined" && document.pictureInPictureEnabled === true;
}

export function usePlayerExtras({ videoRef, videoKey, mounted, captions, preferences, systemCaptions = false }: ExtrasOptions) {
  const [own, setOwn] = useState<PlayerPreferences>({ playbackRate: 1, captionLanguage: null });
  const prefs: PlayerPreferenceControls = preferences ?? {
    ...own,
    setPlaybackRate: (playbackRate) => setOwn((current) => ({ ...current, playbackRate })),
    setCaptionLanguage: (captionLanguage) => setOwn((current) => ({ ...current, captionLanguage })),
  };
  const rate = prefs.playbackRate;
  // The chosen language when this chapter has it, else captions off.
  const shownLanguage = captions.some((caption) => caption.language === prefs.captionLanguage) ? prefs.captionLanguage : null;

  // The speed survives a new source (the load algorithm starts from defaultPlaybackRate).
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = rate;
    video.playbackRate = rate;
  }, [videoRef, rate, videoKey, mounted]);

  // One caption track on (or none); tracks added later (a new chapter) follow too. "hidden": its
  // cues load and turn active, and the player draws them clear of its control bar.
  useEffect(() => {
    const tracks = videoRef.current?.textTracks;
    if (!tracks) return;
    const apply = () => {
      for (let i = 0; i < tracks.length; i++) {
        const track = tracks[i];
        if (track.kind !== "captions" && track.kind !== "subtitles") continue;
        track.mode = shownLanguage && track.language === shownLanguage ? (systemCaptions ? "showing" : "hidden") : "disabled";
      }
    };
    apply();
    tracks.addEventListener?.("addtrack", apply);
    return () => tracks.removeEventListener?.("addtrack", apply);
  }, [videoRef, shownLanguage, videoKey, mounted, captions, systemCaptions]);

  // Picture-in-picture where the browser offers it (docs/decisions/017-captions-and-player.md).
  const [pictureInPicture, setPictureInPicture] = useState(false);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const enter = () => setPictureInPicture(true);
    const leave = () => setPictureInPicture(false);
    video.addEventListener("enterpictureinpicture", enter);
    video.addEventListener("leavepictureinpicture", leave);
    return () => {
      video.removeEventListener("enterpictureinpicture", enter);
      video.removeEventListener("leavepictureinpicture", leave);
    };
  }, [videoRef, videoKey, mounted]);

  const togglePictureInPicture = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    const request = document.pictureInPictureElement ? document.exitPictureInPicture() : video.requestPictureInPicture();
    void Promise.resolve(request).catch(() => undefined);
  }, [videoRef]);

  const [helpOpen, setHelpOpen] = useState(false);
  const showHelp = useCallback(() => {
    // The dialog lives over the page: leave fullscreen first so that it can be seen.
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    setHelpOpen(true);
  }, []);

  // C turns captions back on in the language last used, else the first.
  const lastLanguage = useRef<string | null>(null);
  if (shownLanguage) lastLanguage.current = shownLanguage;
  const toggleCaptions = () => {
    if (captions.length === 0) return;
    if (shownLanguage) return prefs.setCaptionLanguage(null);
    const again = captions.find((caption) => caption.language === lastLanguage.current) ?? captions[0];
    prefs.setCaptionLanguage(again.language);
  };

  const stepSpeed = (direction: -1 | 1) => {
    const at = PLAYBACK_RATES.indexOf(rate);
    const next = PLAYBACK_RATES[Math.min(PLAYBACK_RATES.length - 1, Math.max(0, at + direction))];
    if (next !== rate) prefs.setPlaybackRate(next);
  };

  return {
    rate,
    setRate: prefs.setPlaybackRate,
    shownLanguage,
    setCaptionLanguage: prefs.setCaptionLanguage,
    pictureInPictureSupported: pictureInPictureEnabled(),
    pictureInPicture,
    togglePictureInPicture,
    helpOpen,
    setHelpOpen,
    shortcutActions: { toggleCaptions, stepSpeed, showHelp },
  };
}

export type PlayerExtras = ReturnType<typeof usePlayerExtras>;
