import type { KeyboardEvent } from "react";
import { UI } from "@shared/constants";

export const SKIP_SECONDS = UI.videoSkipSeconds;

export const PLAYER_SHORTCUTS = "Space K M F ArrowLeft ArrowRight";

interface ShortcutActions {
  togglePlay: () => void;
  toggleMute: () => void;
  toggleFullscreen: () => void;
  skip: (seconds: number) => void;
}

/** The focused player's keys: space or k play/pause, m mute, f fullscreen, ← / → skip 10 s. */
export function handlePlayerKey(event: KeyboardEvent<HTMLElement>, actions: ShortcutActions): void {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target as HTMLElement;
  const onSlider = target.tagName === "INPUT";
  const onButton = target.tagName === "BUTTON" || target.tagName === "A";
  switch (event.key) {
    case " ":
    case "Spacebar":
      if (onButton || onSlider) return; // the focused control's own action
      event.preventDefault();
      actions.togglePlay();
      break;
    case "k":
    case "K":
      event.preventDefault();
      actions.togglePlay();
      break;
    case "m":
    case "M":
      event.preventDefault();
      actions.toggleMute();
      break;
    case "f":
    case "F":
      event.preventDefault();
      actions.toggleFullscreen();
      break;
    case "ArrowLeft":
      if (onSlider) return; // the slider moves itself
      event.preventDefault();
      actions.skip(-SKIP_SECONDS);
      break;
    case "ArrowRight":
      if (onSlider) return;
      event.preventDefault();
      actions.skip(SKIP_SECONDS);
      break;
  }
}
