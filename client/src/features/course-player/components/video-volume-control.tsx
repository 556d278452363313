import { Volume2, VolumeX } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { formatPercent } from "@/lib/format";
import { ControlButton } from "./video-control-button";

interface VolumeControlProps {
  muted: boolean;
  /** 0 to 1, as the video element has it. */
  volume: number;
  disabled: boolean;
  onToggleMute: () => void;
  /** Called with the chosen volume in percent (1% steps); 0 mutes. */
  onChange: (percent: number) => void;
}

/** The mute button and the volume slider (hidden on narrow screens). */
export function VideoVolumeControl({ muted, volume, disabled, onToggleMute, onChange }: VolumeControlProps) {
  const { t } = useTranslation("player");
  const percent = muted ? 0 : Math.round(volume * 100);
  return (
    <>
      <ControlButton label={muted ? t("video.unmute") : t("video.mute")} onClick={onToggleMute} disabled={disabled} testId="button-mute">
        {muted || volume === 0 ? <VolumeX /> : <Volume2 />}
      </ControlButton>
      <input
        type="range"
        min={0}
        max={100}
        step={1}
        value={percent}
        onChange={(e) => onChange(Number(e.target.value))}
        disabled={disabled}
        aria-label={t("video.volume")}
        aria-valuetext={formatPercent(percent, 0)}
        className="hidden h-1.5 w-20 cursor-pointer accent-white sm:block"
        data-testid="slider-volume"
      />
    </>
  );
}
