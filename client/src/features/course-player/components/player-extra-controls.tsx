import { Keyboard, PictureInPicture2 } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { ChapterCaption } from "@shared/schemas/captions";
import type { PlayerExtras } from "../hooks/use-player-extras";
import { CaptionsMenu } from "./captions-menu";
import { SpeedMenu } from "./speed-menu";
import { ControlButton } from "./video-control-button";

interface ExtraControlsProps {
  extras: PlayerExtras;
  captions: readonly ChapterCaption[];
  canPlay: boolean;
}

/** Speed, captions, picture-in-picture and the shortcuts help, at the right of the control bar (docs/decisions/017-captions-and-player.md). */
export function PlayerExtraControls({ extras, captions, canPlay }: ExtraControlsProps) {
  const { t } = useTranslation("player");
  return (
    <>
      <SpeedMenu rate={extras.rate} onChange={extras.setRate} disabled={!canPlay} />
      <CaptionsMenu captions={captions} language={extras.shownLanguage} onChange={extras.setCaptionLanguage} disabled={!canPlay} />
      {extras.pictureInPictureSupported && (
        // Not on a phone's narrow bar: phones offer picture-in-picture from their own fullscreen player.
        <span className="hidden sm:contents">
          <ControlButton
            label={extras.pictureInPicture ? t("video.exitPictureInPicture") : t("video.pictureInPicture")}
            onClick={extras.togglePictureInPicture}
            disabled={!canPlay}
            testId="button-picture-in-picture"
          >
            <PictureInPicture2 />
          </ControlButton>
        </span>
      )}
      {/* Phones seldom have a keyboard, and their control bar has no room to spare. */}
      <span className="hidden sm:contents">
        <ControlButton label={t("shortcuts.title")} onClick={extras.shortcutActions.showHelp} testId="button-shortcuts">
          <Keyboard />
        </ControlButton>
      </span>
    </>
  );
}
