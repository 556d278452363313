// The player's speed and caption language, remembered per learner (docs/decisions/017-captions-and-player.md): in
// the learner settings on the server for a signed-in user, so they follow the learner to every
// device; in this browser's storage for a visitor watching a preview.
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PLAYBACK_RATES, type PlaybackRate } from "@shared/constants";
import type { LearnerSettings } from "@shared/schemas/profile";
import { useCurrentUser } from "@/features/auth";
import { learnerSettingsQueryKey, learnerSettingsQueryOptions } from "@/features/learning";
import { apiJson } from "@/lib/api-client";

export interface PlayerPreferences {
  playbackRate: PlaybackRate;
  /** null: captions off. */
  captionLanguage: string | null;
}

const STORAGE_KEY = "gsm-player-preferences";
const DEFAULTS: PlayerPreferences = { playbackRate: 1, captionLanguage: null };

function readStored(): PlayerPreferences {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "{}") as Partial<PlayerPreferences>;
    return {
      playbackRate: (PLAYBACK_RATES as readonly number[]).includes(stored.playbackRate as number)
        ? (stored.playbackRate as PlaybackRate)
        : DEFAULTS.playbackRate,
      captionLanguage: typeof stored.captionLanguage === "string" ? stored.captionLanguage : null,
    };
  } catch {
    return DEFAULTS;
  }
}

function writeStored(preferences: PlayerPreferences) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // storage full or blocked: the choice lasts for this page only
  }
}

export function usePlayerPreferences() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const settings = useQuery({ ...learnerSettingsQueryOptions, enabled: Boolean(user) });
  const [local, setLocal] = useState(readStored);
  const saved = user && settings.data ? settings.data : null;
  const preferences: PlayerPreferences = saved
    ? { playbackRate: saved.playbackRate as PlaybackRate, captionLanguage: saved.captionLanguage }
    : local;

  const change = (patch: Partial<PlayerPreferences>) => {
    const next = { ...preferences, ...patch };
    setLocal(next);
    writeStored(next);
    if (!user) return;
    // Shown at once; the server merges the change into the stored settings. Best effort: a lost
    // save only means the next visit starts with the previous choice.
    queryClient.setQueryData<LearnerSettings>(learnerSettingsQueryKey, (current) => (current ? { ...current, ...patch } : current));
    void apiJson<LearnerSettings>("PATCH", "/api/user/settings", patch).catch(() => undefined);
  };

  return {
    ...preferences,
    setPlaybackRate: (playbackRate: PlaybackRate) => change({ playbackRate }),
    setCaptionLanguage: (captionLanguage: string | null) => change({ captionLanguage }),
  };
}
