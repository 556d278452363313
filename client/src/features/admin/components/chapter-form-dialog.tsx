// Add or Edit Chapter (docs/spec.md §2, §5). A video can be a URL or an upload; the upload shows its
// progress and fills the duration the server read from the file.
import { useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Film, X } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { chapterCreateSchema, type Chapter, type ChapterCreate, type ChapterCreateInput, type Section } from "@shared/schemas/courses";
import { UPLOAD_ACCEPT } from "@shared/schemas/uploads";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { i18n } from "@/i18n";
import { formatClock, formatPercent } from "@/lib/format";
import { useSaveChapter } from "../api/chapter-mutations";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useUploadVideo } from "../api/upload-mutations";
import { availabilityDefaults, ChapterAvailabilityFields } from "./chapter-availability-fields";
import { NO_SECTION } from "./chapter-groups";
import { ChapterCaptionsField } from "./chapter-captions-field";
import { FormTextField, SelectField, SwitchRow } from "@/components/form-controls";
import { TextareaField } from "@/components/form-controls";

const CHAPTER_FIELDS = [
  "title",
  "description",
  "videoUrl",
  "videoFile",
  "duration",
  "sectionId",
  "isPreview",
  "availableAfterDays",
  "availableAt",
] as const;

function defaultsFor(chapter: Chapter | undefined, sectionId: number | null | undefined): ChapterCreateInput {
  const section = chapter ? chapter.sectionId : sectionId;
  return {
    title: chapter?.title ?? "",
    description: chapter?.description ?? "",
    sectionId: section ? String(section) : NO_SECTION,
    videoUrl: chapter?.videoUrl ?? "",
    videoFile: chapter?.videoFile ?? "",
    duration: chapter?.duration != null ? String(chapter.duration) : "",
    isPreview: chapter?.isPreview ?? false,
    ...availabilityDefaults(chapter),
  };
}

/** "20" -> "0:20"; nothing for text that is not whole seconds. */
function clockHint(value: unknown): string | undefined {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  return /^\d+$/.test(text) ? i18n.t("admin:chapterForm.durationClock", { clock: formatClock(Number(text)) }) : undefined;
}

interface ChapterFormProps {
  courseId: number;
  sections: readonly Section[];
  chapter?: Chapter;
  defaultSectionId?: number | null;
  onDone: () => void;
}

function ChapterForm({ courseId, sections, chapter, defaultSectionId, onDone }: ChapterFormProps) {
  const { t } = useTranslation("admin");
  const saveChapter = useSaveChapter(courseId);
  const uploadVideo = useUploadVideo();
  const fileInput = useRef<HTMLInputElement>(null);
  const abortUpload = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(chapter?.videoFile ? t("chapterForm.uploadedVideo") : null);

  const form = useForm<ChapterCreateInput, unknown, ChapterCreate>({
    resolver: zodResolver(chapterCreateSchema),
    defaultValues: defaultsFor(chapter, defaultSectionId),
  });
  const { errors } = form.formState;
  const videoFile = form.watch("videoFile");
  const durationHint = clockHint(form.watch("duration"));

  // Closing the dialog mid-upload cancels the upload (the server keeps nothing of it).
  useEffect(() => () => abortUpload.current?.abort(), []);

  const onVideoFile = (file: File | undefined) => {
    if (!file) return;
    abortUpload.current?.abort();
    const controller = new AbortController();
    abortUpload.current = controller;
    setProgress(0);
    uploadVideo.mutate(
      { file, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: ({ url, duration }) => {
          form.setValue("videoFile", url, { shouldDirty: true });
          setUploadedName(file.name);
          if (duration !== undefined) form.setValue("duration", String(duration), { shouldDirty: true, shouldValidate: true });
        },
        onError: () => setProgress(null),
        onSettled: () => {
          if (fileInput.current) fileInput.current.value = "";
        },
      },
    );
  };

  const removeVideo = () => {
    form.setValue("videoFile", "", { shouldDirty: true });
    setUploadedName(null);
    setProgress(null);
  };

  const onSubmit = form.handleSubmit((submitted) => {
    // The date field holds only the day: resending an untouched availability would cut a time set
    // through the API down to midnight, so an edit sends it only when the admin changed it.
    const before = availabilityDefaults(chapter);
    const same = (a: unknown, b: unknown) => String(a ?? "") === String(b ?? "");
    const untouched =
      chapter &&
      same(form.getValues("availableAfterDays"), before.availableAfterDays) &&
      same(form.getValues("availableAt"), before.availableAt);
    const input = untouched ? { ...submitted, availableAfterDays: undefined, availableAt: undefined } : submitted;
    saveChapter.mutate(
      { id: chapter?.id, input },
      {
        onSuccess: onDone,
        onError: (error) => applyServerFieldErrors(error, CHAPTER_FIELDS, form.setError),
      },
    );
  });

  const hasUploadedVideo = typeof videoFile === "string" && videoFile !== "";
  const sectionOptions = [
    { value: NO_SECTION, label: t("chapterForm.noSection") },
    ...sections.map((section) => ({ value: String(section.id), label: section.title })),
  ];

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="form-chapter">
      <FormTextField form={form} name="title" id="chapter-title" label={t("chapterForm.title")} />
      <TextareaField
        id="chapter-description"
        label={t("chapterForm.description")}
        testId="chapter-description"
        rows={3}
        error={errors.description?.message}
        {...form.register("description")}
      />
      <Controller
        control={form.control}
        name="sectionId"
        render={({ field, fieldState }) => (
          <SelectField
            id="chapter-section"
            label={t("chapterForm.section")}
            testId="chapter-section"
            value={field.value == null ? NO_SECTION : String(field.value)}
            onChange={field.onChange}
            options={sectionOptions}
            error={fieldState.error?.message}
          />
        )}
      />

      <fieldset className="space-y-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">{t("chapterForm.video")}</legend>
        <FormTextField
          form={form}
          name="videoUrl"
          id="chapter-video-url"
          label={t("chapterForm.videoUrl")}
          type="url"
          placeholder={t("actions.urlPlaceholder")}
          disabled={hasUploadedVideo || uploadVideo.isPending}
          hint={hasUploadedVideo ? t("chapterForm.uploadedVideoUsed") : undefined}
        />
        <div className="space-y-2">
          <Label htmlFor="chapter-video-file">{t("chapterForm.uploadVideo")}</Label>
          <Input
            id="chapter-video-file"
            ref={fileInput}
            type="file"
            accept={UPLOAD_ACCEPT.video}
            disabled={uploadVideo.isPending}
            onChange={(event) => onVideoFile(event.target.files?.[0])}
            data-testid="input-chapter-video-file"
            className="cursor-pointer"
          />
          {progress !== null && (
            <div className="space-y-1">
              <Progress value={progress} aria-label={t("chapterForm.uploadProgress")} data-testid="progress-video-upload" />
              <p className="text-xs text-muted-foreground" data-testid="text-video-upload-status">
                {uploadVideo.isPending ? t("chapterForm.uploading", { percent: formatPercent(progress) }) : t("chapterForm.uploadComplete")}
              </p>
            </div>
          )}
          {hasUploadedVideo && !uploadVideo.isPending && (
            <div className="flex items-center justify-between gap-2 rounded bg-muted px-3 py-2 text-sm" data-testid="video-uploaded">
              <span className="flex min-w-0 items-center gap-2">
                <Film className="h-4 w-4 shrink-0" aria-hidden />
                <span className="truncate">{uploadedName ?? t("chapterForm.uploadedVideo")}</span>
              </span>
              <Button type="button" variant="ghost" size="sm" onClick={removeVideo} data-testid="button-remove-video">
                <X aria-hidden /> {t("actions.remove")}
              </Button>
            </div>
          )}
        </div>
      </fieldset>

      <FormTextField
        form={form}
        name="duration"
        id="chapter-duration"
        label={t("chapterForm.duration")}
        inputMode="numeric"
        placeholder={t("chapterForm.durationPlaceholder")}
        hint={durationHint}
      />
      <Controller
        control={form.control}
        name="isPreview"
        render={({ field }) => (
          <SwitchRow
            className="rounded-md border p-3"
            id="chapter-preview"
            label={t("chapterForm.preview")}
            description={t("chapterForm.previewHint")}
            testId="chapter-preview"
            checked={!!field.value}
            onChange={field.onChange}
          />
        )}
      />
      <ChapterAvailabilityFields form={form} chapter={chapter} />
      {chapter && <ChapterCaptionsField chapterId={chapter.id} initial={chapter.captions} />}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t("actions.cancel")}
        </Button>
        <Button type="submit" disabled={saveChapter.isPending || uploadVideo.isPending} data-testid="button-save-chapter">
          {saveChapter.isPending && <Spinner className="h-4 w-4 text-current" label={t("actions.saving")} />}
          {chapter ? t("chapterForm.update") : t("chapterForm.add")}
        </Button>
      </DialogFooter>
    </form>
  );
}

interface ChapterFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  courseId: number;
  sections: readonly Section[];
  chapter?: Chapter;
  /** Preselected section when adding from a section's group. */
  defaultSectionId?: number | null;
}

export function ChapterFormDialog({ open, onOpenChange, courseId, sections, chapter, defaultSectionId }: ChapterFormDialogProps) {
  const { t } = useTranslation("admin");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" data-testid="dialog-chapter">
        <DialogHeader>
          <DialogTitle>{chapter ? t("chapterForm.editTitle") : t("chapterForm.addTitle")}</DialogTitle>
          <DialogDescription>{t("chapterForm.dialogDescription")}</DialogDescription>
        </DialogHeader>
        {open && (
          <ChapterForm
            key={chapter?.id ?? "new"}
            courseId={courseId}
            sections={sections}
            chapter={chapter}
            defaultSectionId={defaultSectionId}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
