// The chapter dialog's captions (docs/decisions/017-captions-and-player.md): the languages the chapter has, each deletable,
// and an upload of a WebVTT or SRT file for a language. It acts at once, apart from Save.
import { useRef, useState } from "react";
import { Captions, Trash2, Upload } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { CAPTION_ACCEPT, captionLanguageSchema, type ChapterCaption } from "@shared/schemas/captions";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { captionLanguageName } from "@/lib/caption-languages";
import { useDeleteCaption, useUploadCaption } from "../api/caption-mutations";

/** The example in the language box: a code, the same in every language. */
const EXAMPLE_LANGUAGE = "en";

interface ChapterCaptionsFieldProps {
  chapterId: number;
  initial: readonly ChapterCaption[];
}

export function ChapterCaptionsField({ chapterId, initial }: ChapterCaptionsFieldProps) {
  const { t } = useTranslation("admin");
  const [captions, setCaptions] = useState<ChapterCaption[]>([...initial]);
  const [language, setLanguage] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadCaption(chapterId);
  const remove = useDeleteCaption(chapterId);

  const submit = () => {
    const parsed = captionLanguageSchema.safeParse(language);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t("captions.enterCode"));
    if (!file) return setError(t("captions.chooseFile"));
    setError(null);
    upload.mutate(
      { language: parsed.data, file },
      {
        onSuccess: (saved) => {
          setCaptions((current) =>
            [...current.filter((c) => c.language !== saved.language), saved].sort((a, b) => a.language.localeCompare(b.language)),
          );
          setLanguage("");
          setFile(null);
          if (fileInput.current) fileInput.current.value = "";
        },
      },
    );
  };

  return (
    <fieldset className="space-y-3 rounded-md border p-3" data-testid="field-chapter-captions">
      <legend className="flex items-center gap-2 px-1 text-sm font-medium">
        <Captions className="h-4 w-4" aria-hidden /> {t("captions.title")}
      </legend>
      {captions.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="empty-captions">
          {t("captions.empty")}
        </p>
      ) : (
        <ul className="space-y-1" aria-label={t("captions.list")} data-testid="list-captions">
          {captions.map((caption) => (
            <li
              key={caption.language}
              className="flex items-center justify-between gap-2 rounded bg-muted px-3 py-1.5 text-sm"
              data-testid={`caption-${caption.language}`}
            >
              <span>
                {captionLanguageName(caption.language)}{" "}
                <span className="font-mono text-xs text-muted-foreground">({caption.language})</span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                aria-label={t("captions.delete", { language: captionLanguageName(caption.language) })}
                onClick={() =>
                  remove.mutate(caption.language, {
                    onSuccess: () => setCaptions((current) => current.filter((c) => c.language !== caption.language)),
                  })
                }
                data-testid={`button-delete-caption-${caption.language}`}
              >
                <Trash2 aria-hidden /> {t("captions.deleteShort")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-3 sm:grid-cols-[8rem_minmax(0,1fr)_auto] sm:items-end">
        <div className="space-y-1">
          <Label htmlFor="caption-language">{t("captions.language")}</Label>
          <Input
            id="caption-language"
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault(); // not the chapter form's Save
                submit();
              }
            }}
            placeholder={EXAMPLE_LANGUAGE}
            aria-describedby="caption-language-hint caption-error"
            aria-invalid={error ? true : undefined}
            data-testid="input-caption-language"
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="caption-file">{t("captions.file")}</Label>
          <Input
            id="caption-file"
            ref={fileInput}
            type="file"
            accept={CAPTION_ACCEPT}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="cursor-pointer"
            data-testid="input-caption-file"
          />
        </div>
        <Button type="button" variant="secondary" onClick={submit} disabled={upload.isPending} data-testid="button-upload-caption">
          {upload.isPending ? <Spinner className="h-4 w-4 text-current" label={t("captions.uploading")} /> : <Upload aria-hidden />}
          {t("captions.upload")}
        </Button>
      </div>
      <p id="caption-language-hint" className="text-xs text-muted-foreground">
        {t("captions.hint")}
      </p>
      <FieldError id="caption-error" testId="error-caption" message={error ?? undefined} />
    </fieldset>
  );
}
