import { Gauge } from "lucide-react";
import { PLAYBACK_RATES, type PlaybackRate } from "@shared/schemas/captions";
import { PlayerMenu } from "./player-menu";

/** "1.5×", "Normal" for 1. */
export function speedLabel(rate: number): string {
  return rate === 1 ? "Normal" : `${rate}×`;
}

interface SpeedMenuProps {
  rate: PlaybackRate;
  onChange: (rate: PlaybackRate) => void;
  disabled?: boolean;
}

/** Playback speed 0.5×–2× (issue 15 item 10). */
export function SpeedMenu({ rate, onChange, disabled }: SpeedMenuProps) {
  return (
    <PlayerMenu
      label={`Playback speed: ${speedLabel(rate)}`}
      title="Speed"
      icon={
        <>
          <Gauge aria-hidden />
          {rate !== 1 && <span aria-hidden>{rate}×</span>}
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
