import { Captions, CaptionsOff } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { ChapterCaption } from "@shared/schemas/captions";
import { captionLanguageName } from "@/lib/caption-languages";
import { PlayerMenu } from "./player-menu";

const OFF = "off";

interface CaptionsMenuProps {
  captions: readonly ChapterCaption[];
  /** The chosen language; null or one this chapter lacks shows captions off. */
  language: string | null;
  onChange: (language: string | null) => void;
  disabled?: boolean;
}

/** The CC menu (docs/decisions/017-captions-and-player.md): off, or one of the chapter's caption languages. Hidden without captions. */
export function CaptionsMenu({ captions, language, onChange, disabled }: CaptionsMenuProps) {
  const { t } = useTranslation("player");
  if (captions.length === 0) return null;
  const current = captions.find((caption) => caption.language === language);
  return (
    <PlayerMenu
      label={current ? t("captions.label", { language: captionLanguageName(current.language) }) : t("captions.labelOff")}
      title={t("captions.title")}
      icon={current ? <Captions aria-hidden /> : <CaptionsOff aria-hidden />}
      options={[
        { value: OFF, label: t("captions.off") },
        ...captions.map((caption) => ({ value: caption.language, label: captionLanguageName(caption.language) })),
      ]}
      value={current?.language ?? OFF}
      onChange={(value) => onChange(value === OFF ? null : value)}
      disabled={disabled}
      testId="captions"
    />
  );
}
