import { Gauge } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { i18n } from "@/i18n";
import { PLAYBACK_RATES, type PlaybackRate } from "@shared/constants";
import { PlayerMenu } from "./player-menu";

/** "1.5×" ("1,5×" in French), "Normal" for 1. */
export function speedLabel(rate: number): string {
  return rate === 1 ? i18n.t("player:speed.normal") : rateLabel(rate);
}

function rateLabel(rate: number): string {
  return i18n.t("player:speed.rate", { rate });
}

interface SpeedMenuProps {
  rate: PlaybackRate;
  onChange: (rate: PlaybackRate) => void;
  disabled?: boolean;
}

/** Playback speed 0.5×–2× (docs/decisions/017-captions-and-player.md). */
export function SpeedMenu({ rate, onChange, disabled }: SpeedMenuProps) {
  const { t } = useTranslation("player");
  return (
    <PlayerMenu
      label={t("speed.label", { speed: speedLabel(rate) })}
      title={t("speed.title")}
      icon={
        <>
          <Gauge aria-hidden />
          {rate !== 1 && <span aria-hidden>{rateLabel(rate)}</span>}
        </>
      }
      options={PLAYBACK_RATES.map((value) => ({ value: String(value), label: speedLabel(value) }))}
      value={String(rate)}
      onChange={(value) => onChange(Number(value) as PlaybackRate)}
      disabled={disabled}
      testId="speed"
    />
  );
}
