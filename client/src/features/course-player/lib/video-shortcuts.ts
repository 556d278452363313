import type { KeyboardEvent } from "react";
import { UI } from "@shared/constants";
import { i18n } from "@/i18n";

export const SKIP_SECONDS = UI.videoSkipSeconds;

export const PLAYER_SHORTCUTS = "Space K M F ArrowLeft ArrowRight C < > ?";

/** The keys as the shortcuts help (`?`) lists them (docs/decisions/017-captions-and-player.md), in the active language. */
export function shortcutHelp(): { keys: string[]; action: string }[] {
  const t = i18n.t.bind(i18n);
  return [
    { keys: [t("player:shortcuts.keys.space"), "K"], action: t("player:shortcuts.actions.playPause") },
    { keys: ["←"], action: t("player:shortcuts.actions.back", { n: SKIP_SECONDS }) },
    { keys: ["→"], action: t("player:shortcuts.actions.forward", { n: SKIP_SECONDS }) },
    { keys: ["M"], action: t("player:shortcuts.actions.mute") },
    { keys: ["F"], action: t("player:shortcuts.actions.fullscreen") },
    { keys: ["C"], action: t("player:shortcuts.actions.captions") },
    { keys: ["<"], action: t("player:shortcuts.actions.slower") },
    { keys: [">"], action: t("player:shortcuts.actions.faster") },
    { keys: ["?"], action: t("player:shortcuts.actions.help") },
  ];
}

interface ShortcutActions {
  togglePlay: () => void;
  toggleMute: () => void;
  toggleFullscreen: () => void;
  skip: (seconds: number) => void;
  /** Captions on (the last language, else the first) or off. */
  toggleCaptions?: () => void;
  /** One step slower (-1) or faster (+1) among the playback speeds. */
  stepSpeed?: (direction: -1 | 1) => void;
  showHelp?: () => void;
}

/**
 * The focused player's keys: space or k play/pause, m mute, f fullscreen, ← / → skip 10 s,
 * c captions, < / > speed, ? the shortcuts help.
 */
export function handlePlayerKey(event: KeyboardEvent<HTMLElement>, actions: ShortcutActions): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
  const target = event.target as HTMLElement;
  // An open menu of the control bar, or the shortcuts help, takes its own keys.
  if (target.closest?.("[role=menu],[role=dialog]")) return;
  const onSlider = target.tagName === "INPUT";
  const onButton = target.tagName === "BUTTON" || target.tagName === "A";
  const run = (action: (() => void) | undefined) => {
    if (!action) return;
    event.preventDefault();
    action();
  };
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
    case "c":
    case "C":
      run(actions.toggleCaptions);
      break;
    case "<":
      run(actions.stepSpeed && (() => actions.stepSpeed?.(-1)));
      break;
    case ">":
      run(actions.stepSpeed && (() => actions.stepSpeed?.(1)));
      break;
    case "?":
      run(actions.showHelp);
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
