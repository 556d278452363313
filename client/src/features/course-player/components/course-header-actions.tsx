import type { ReactNode } from "react";
import { FileText, Maximize2, Minimize2 } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";

interface CourseHeaderActionsProps {
  theatre: boolean;
  onTheatreChange: (theatre: boolean) => void;
  /** Offered when the chapter has captions to read. */
  hasTranscript: boolean;
  transcriptOpen: boolean;
  onTranscriptToggle: () => void;
  /** Enroll, start or continue (none for staff). */
  courseAction: ReactNode;
}

/** The buttons beside the course's title: theatre mode, the transcript, and the course action. */
export function CourseHeaderActions({
  theatre,
  onTheatreChange,
  hasTranscript,
  transcriptOpen,
  onTranscriptToggle,
  courseAction,
}: CourseHeaderActionsProps) {
  const { t } = useTranslation("player");
  return (
    <>
      <Button
        variant="outline"
        size="lg"
        onClick={() => onTheatreChange(!theatre)}
        aria-pressed={theatre}
        data-testid="button-theatre-mode"
      >
        {theatre ? <Minimize2 aria-hidden /> : <Maximize2 aria-hidden />}
        {theatre ? t("page.exitTheatre") : t("page.theatre")}
      </Button>
      {hasTranscript && (
        <Button variant="outline" size="lg" onClick={onTranscriptToggle} aria-pressed={transcriptOpen} data-testid="button-transcript">
          <FileText aria-hidden />
          {t("transcript.button")}
        </Button>
      )}
      {courseAction}
    </>
  );
}
