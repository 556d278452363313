// Create or Edit Guidelines & Materials (docs/spec.md §2, §5): text for the learners plus downloadable files.
import { useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FileText, Trash2 } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import {
  guidelineCreateSchema,
  type Guideline,
  type GuidelineCreate,
  type GuidelineCreateInput,
  type Section,
} from "@shared/schemas/courses";
import { UPLOAD_ACCEPT } from "@shared/schemas/uploads";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { formatFileSize } from "@/lib/upload";
import { useSaveGuideline } from "../api/guideline-mutations";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useUploadDocument } from "../api/upload-mutations";
import { NO_SECTION } from "./chapter-groups";
import { FormTextField, SelectField } from "@/components/form-controls";
import { TextareaField } from "@/components/form-controls";

const GUIDELINE_FIELDS = ["title", "content", "sectionId", "downloadableContent"] as const;

type GuidelineFile = NonNullable<GuidelineCreateInput["downloadableContent"]>[number];

interface GuidelineFormProps {
  courseId: number;
  sections: readonly Section[];
  guideline?: Guideline;
  onDone: () => void;
}

function GuidelineForm({ courseId, sections, guideline, onDone }: GuidelineFormProps) {
  const { t } = useTranslation("admin");
  const saveGuideline = useSaveGuideline(courseId);
  const uploadDocument = useUploadDocument();
  const fileInput = useRef<HTMLInputElement>(null);

  const form = useForm<GuidelineCreateInput, unknown, GuidelineCreate>({
    resolver: zodResolver(guidelineCreateSchema),
    defaultValues: {
      // The suggested title, in the admin's language ("Course Guidelines" in English).
      title: guideline?.title ?? t("guidelineForm.defaultTitle"),
      content: guideline?.content ?? "",
      sectionId: guideline?.sectionId ? String(guideline.sectionId) : NO_SECTION,
      downloadableContent: guideline?.downloadableContent ?? [],
    },
  });
  const { errors } = form.formState;
  const files: GuidelineFile[] = form.watch("downloadableContent") ?? [];

  const setFiles = (next: GuidelineFile[]) => form.setValue("downloadableContent", next, { shouldDirty: true, shouldValidate: true });

  const onFile = (file: File | undefined) => {
    if (!file) return;
    uploadDocument.mutate(file, {
      onSuccess: (uploaded) => {
        const current = form.getValues("downloadableContent") ?? [];
        setFiles([...current, { name: uploaded.name || file.name, url: uploaded.url, type: uploaded.type, size: uploaded.size }]);
      },
      onSettled: () => {
        if (fileInput.current) fileInput.current.value = "";
      },
    });
  };

  const onSubmit = form.handleSubmit((input) => {
    saveGuideline.mutate(
      { id: guideline?.id, input },
      {
        onSuccess: onDone,
        onError: (error) => applyServerFieldErrors(error, GUIDELINE_FIELDS, form.setError),
      },
    );
  });

  const sectionOptions = [
    { value: NO_SECTION, label: t("guidelineForm.wholeCourse") },
    ...sections.map((section) => ({ value: String(section.id), label: section.title })),
  ];

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="form-guideline">
      <FormTextField form={form} name="title" id="guideline-title" label={t("guidelineForm.title")} />
      <TextareaField
        id="guideline-content"
        label={t("guidelineForm.content")}
        testId="guideline-content"
        rows={6}
        placeholder={t("guidelineForm.contentPlaceholder")}
        error={errors.content?.message}
        {...form.register("content")}
      />
      <Controller
        control={form.control}
        name="sectionId"
        render={({ field, fieldState }) => (
          <SelectField
            id="guideline-section"
            label={t("guidelineForm.section")}
            testId="guideline-section"
            value={field.value == null ? NO_SECTION : String(field.value)}
            onChange={field.onChange}
            options={sectionOptions}
            error={fieldState.error?.message}
          />
        )}
      />

      <fieldset className="space-y-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">{t("guidelineForm.materials")}</legend>
        <div className="space-y-2">
          <Label htmlFor="guideline-file">{t("guidelineForm.addFile")}</Label>
          <Input
            id="guideline-file"
            ref={fileInput}
            type="file"
            accept={UPLOAD_ACCEPT.document}
            disabled={uploadDocument.isPending}
            onChange={(event) => onFile(event.target.files?.[0])}
            data-testid="input-guideline-file"
            className="cursor-pointer"
          />
          {uploadDocument.isPending && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner className="h-4 w-4" label={t("guidelineForm.uploadingFileLabel")} /> {t("guidelineForm.uploadingFile")}
            </p>
          )}
        </div>
        {files.length > 0 ? (
          <ul className="divide-y rounded-md border" data-testid="list-guideline-files">
            {files.map((file, index) => (
              <li
                key={`${file.url}-${index}`}
                className="flex items-center justify-between gap-2 px-3 py-2 text-sm"
                data-testid={`guideline-file-${index}`}
              >
                <span className="flex min-w-0 items-center gap-2">
                  <FileText className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
                  <span className="truncate" data-testid={`text-guideline-file-name-${index}`}>
                    {file.name}
                  </span>
                  <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(Number(file.size ?? 0))}</span>
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t("guidelineForm.removeFile", { name: file.name })}
                  onClick={() => setFiles(files.filter((_, i) => i !== index))}
                  data-testid={`button-remove-guideline-file-${index}`}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-xs text-muted-foreground">{t("guidelineForm.noFiles")}</p>
        )}
        <FieldError testId="error-guideline-files" message={errors.downloadableContent?.message} />
      </fieldset>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t("actions.cancel")}
        </Button>
        <Button type="submit" disabled={saveGuideline.isPending || uploadDocument.isPending} data-testid="button-save-guideline">
          {saveGuideline.isPending && <Spinner className="h-4 w-4 text-current" label={t("actions.saving")} />}
          {guideline ? t("guidelineForm.update") : t("guidelineForm.create")}
        </Button>
      </DialogFooter>
    </form>
  );
}

interface GuidelineFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  courseId: number;
  sections: readonly Section[];
  guideline?: Guideline;
}

export function GuidelineFormDialog({ open, onOpenChange, courseId, sections, guideline }: GuidelineFormDialogProps) {
  const { t } = useTranslation("admin");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" data-testid="dialog-guideline">
        <DialogHeader>
          <DialogTitle>{guideline ? t("guidelineForm.editTitle") : t("guidelineForm.createTitle")}</DialogTitle>
          <DialogDescription>{t("guidelineForm.dialogDescription")}</DialogDescription>
        </DialogHeader>
        {open && (
          <GuidelineForm
            key={guideline?.id ?? "new"}
            courseId={courseId}
            sections={sections}
            guideline={guideline}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
