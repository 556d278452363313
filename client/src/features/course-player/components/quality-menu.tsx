// The player's quality menu (docs/product-rules.md §10): Auto, or one rendition of the HLS stream. Built on
// PlayerMenu like the speed and captions menus (Radix menu: arrows, Enter, Escape).
import { Settings } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { HlsSource } from "../hooks/use-hls-source";
import { PlayerMenu } from "./player-menu";

const AUTO = "auto";

export function QualityMenu({ hls, disabled }: { hls: Pick<HlsSource, "levels" | "selected" | "playing" | "select">; disabled?: boolean }) {
  const { t } = useTranslation("player");
  if (hls.levels.length < 2) return null;
  const current = hls.levels.find((l) => l.index === hls.playing);
  const chosen = hls.levels.find((l) => l.index === hls.selected);
  const shown = chosen ? chosen.label : t("quality.auto");
  const options = [
    { value: AUTO, label: current ? t("quality.autoWith", { quality: current.label }) : t("quality.auto") },
    ...[...hls.levels].reverse().map((l) => ({ value: l.label, label: l.label })),
  ];
  return (
    <PlayerMenu
      label={t("quality.current", { quality: shown })}
      title={t("quality.label")}
      icon={
        <>
          <Settings aria-hidden />
          {/* The icon alone on a phone's narrow bar; the menu says which quality plays. */}
          <span className="hidden tabular-nums sm:inline" aria-hidden>
            {shown}
          </span>
        </>
      }
      options={options}
      value={chosen ? chosen.label : AUTO}
      onChange={(value) => hls.select(value === AUTO ? -1 : (hls.levels.find((l) => l.label === value)?.index ?? -1))}
      disabled={disabled}
      testId="quality"
    />
  );
}
