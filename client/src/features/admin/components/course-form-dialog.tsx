// Create or Edit Course (docs/spec.md §2, §5): the shared courseCreateSchema validates the form, so the
// browser shows the same messages the server would send.
import { useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ImageUp, X } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { courseCreateSchema, type Course, type CourseCreate, type CourseCreateInput } from "@shared/schemas/courses";
import { UPLOAD_ACCEPT } from "@shared/schemas/uploads";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { useCreateCourse, useUpdateCourse } from "../api/course-mutations";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useUploadImage } from "../api/upload-mutations";
import { useCourseLabels } from "./course-labels";
import { FormTextField, SelectField, SwitchRow, TextareaField } from "@/components/form-controls";
import { capitalise } from "@/features/catalog";

const COURSE_FIELDS = [
  "title",
  "description",
  "category",
  "level",
  "price",
  "originalPrice",
  "thumbnailUrl",
  "guidelines",
  "isPublished",
  "sequential",
] as const;

const isUploadedImage = (url: string | null | undefined): url is string => !!url && url.startsWith("/uploads/images/");

function defaultsFor(course?: Course): CourseCreateInput {
  return {
    title: course?.title ?? "",
    description: course?.description ?? "",
    category: course?.category ?? "",
    level: course?.level ?? "beginner",
    price: course?.price ?? "",
    originalPrice: course?.originalPrice ?? "",
    thumbnailUrl: course?.thumbnailUrl ?? "",
    guidelines: course?.guidelines ?? "",
    isPublished: course?.isPublished ?? false,
    sequential: course?.sequential ?? false,
  };
}

interface CourseFormProps {
  course?: Course;
  onSaved: (course: Course) => void;
  onCancel: () => void;
}

export function CourseForm({ course, onSaved, onCancel }: CourseFormProps) {
  const { t } = useTranslation("admin");
  const { categoryOptions, levelOptions } = useCourseLabels();
  const createCourse = useCreateCourse();
  const updateCourse = useUpdateCourse();
  const uploadImage = useUploadImage();
  const fileInput = useRef<HTMLInputElement>(null);
  // An uploaded image overrides the URL field and disables it (docs/spec.md §5).
  const [uploadedThumbnail, setUploadedThumbnail] = useState<string | null>(
    isUploadedImage(course?.thumbnailUrl) ? course.thumbnailUrl : null,
  );

  const form = useForm<CourseCreateInput, unknown, CourseCreate>({
    resolver: zodResolver(courseCreateSchema),
    defaultValues: defaultsFor(course),
  });
  const { errors } = form.formState;
  const saving = createCourse.isPending || updateCourse.isPending;

  const onThumbnailFile = (file: File | undefined) => {
    if (!file) return;
    uploadImage.mutate(file, {
      onSuccess: ({ url }) => {
        setUploadedThumbnail(url);
        form.setValue("thumbnailUrl", url, { shouldDirty: true });
        form.clearErrors("thumbnailUrl");
      },
      onSettled: () => {
        if (fileInput.current) fileInput.current.value = "";
      },
    });
  };

  const removeUploadedThumbnail = () => {
    setUploadedThumbnail(null);
    form.setValue("thumbnailUrl", "", { shouldDirty: true });
  };

  const onSubmit = form.handleSubmit((values) => {
    const input: CourseCreate = { ...values, thumbnailUrl: uploadedThumbnail ?? values.thumbnailUrl ?? null };
    const callbacks = {
      onSuccess: onSaved,
      onError: (error: unknown) => applyServerFieldErrors(error, COURSE_FIELDS, form.setError),
    };
    if (course) updateCourse.mutate({ id: course.id, input }, callbacks);
    else createCourse.mutate(input, callbacks);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="form-course">
      <FormTextField form={form} name="title" id="course-title" label={t("courseForm.title")} />
      <TextareaField
        id="course-description"
        label={t("courseForm.description")}
        testId="course-description"
        rows={4}
        error={errors.description?.message}
        {...form.register("description")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="category"
          render={({ field, fieldState }) => (
            <SelectField
              id="course-category"
              label={t("courseForm.category")}
              testId="course-category"
              placeholder={t("courseForm.categoryPlaceholder")}
              value={field.value ?? ""}
              onChange={field.onChange}
              options={
                field.value && !categoryOptions.some((o) => o.value === field.value)
                  ? [...categoryOptions, { value: field.value, label: capitalise(field.value) }]
                  : categoryOptions
              }
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="level"
          render={({ field, fieldState }) => (
            <SelectField
              id="course-level"
              label={t("courseForm.level")}
              testId="course-level"
              value={field.value ?? ""}
              onChange={field.onChange}
              options={levelOptions}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField form={form} name="price" id="course-price" label={t("courseForm.price")} inputMode="decimal" placeholder="129.00" />
        <FormTextField
          form={form}
          name="originalPrice"
          id="course-original-price"
          label={t("courseForm.originalPrice")}
          inputMode="decimal"
          placeholder="199.00"
          hint={t("courseForm.originalPriceHint")}
        />
      </div>

      <fieldset className="space-y-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">{t("courseForm.thumbnail")}</legend>
        <FormTextField
          form={form}
          name="thumbnailUrl"
          id="course-thumbnail-url"
          label={t("courseForm.imageUrl")}
          type="url"
          placeholder={t("actions.urlPlaceholder")}
          disabled={!!uploadedThumbnail || uploadImage.isPending}
          hint={uploadedThumbnail ? t("courseForm.uploadedImageUsed") : undefined}
          showError={!uploadedThumbnail}
        />
        <div className="space-y-2">
          <Label htmlFor="course-thumbnail-file">{t("courseForm.uploadImage")}</Label>
          <Input
            id="course-thumbnail-file"
            ref={fileInput}
            type="file"
            accept={UPLOAD_ACCEPT.image}
            disabled={uploadImage.isPending}
            onChange={(event) => onThumbnailFile(event.target.files?.[0])}
            data-testid="input-course-thumbnail-file"
            className="cursor-pointer"
          />
          {uploadImage.isPending && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="text-thumbnail-uploading">
              <Spinner className="h-4 w-4" label={t("courseForm.uploadingImageLabel")} /> {t("courseForm.uploadingImage")}
            </p>
          )}
          {uploadedThumbnail && (
            <div className="flex items-center gap-3" data-testid="thumbnail-uploaded">
              <img src={uploadedThumbnail} alt={t("courseForm.uploadedThumbnail")} className="h-14 w-24 rounded object-cover" />
              <Button type="button" variant="ghost" size="sm" onClick={removeUploadedThumbnail} data-testid="button-remove-thumbnail">
                <X aria-hidden /> {t("courseForm.removeImage")}
              </Button>
            </div>
          )}
          {!uploadedThumbnail && !uploadImage.isPending && (
            <p className="flex items-center gap-1 text-xs text-muted-foreground">
              <ImageUp className="h-3.5 w-3.5" aria-hidden /> {t("courseForm.uploadReplacesUrl")}
            </p>
          )}
        </div>
      </fieldset>

      <TextareaField
        id="course-guidelines"
        label={t("courseForm.guidelines")}
        testId="course-guidelines"
        rows={3}
        error={errors.guidelines?.message}
        // Named as the learners' Study Guidelines panel names it, and where it shows there.
        aria-describedby={errors.guidelines ? "course-guidelines-error course-guidelines-hint" : "course-guidelines-hint"}
        {...form.register("guidelines")}
      />
      <p id="course-guidelines-hint" className="-mt-2 text-xs text-muted-foreground" data-testid="text-course-guidelines-hint">
        {t("courseForm.guidelinesHint")}
      </p>
      <Controller
        control={form.control}
        name="isPublished"
        render={({ field }) => (
          <SwitchRow
            className="rounded-md border p-3"
            id="course-published"
            label={t("courseForm.published")}
            description={t("courseForm.publishedHint")}
            testId="course-published"
            checked={!!field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="sequential"
        render={({ field }) => (
          <SwitchRow
            className="rounded-md border p-3"
            id="course-sequential"
            label={t("courseForm.sequential")}
            description={t("courseForm.sequentialHint")}
            testId="course-sequential"
            checked={!!field.value}
            onChange={field.onChange}
          />
        )}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} data-testid="button-cancel-course">
          {t("actions.cancel")}
        </Button>
        <Button type="submit" disabled={saving || uploadImage.isPending} data-testid="button-save-course">
          {saving && <Spinner className="h-4 w-4 text-current" label={t("actions.saving")} />}
          {course ? t("courseForm.update") : t("courseForm.create")}
        </Button>
      </DialogFooter>
    </form>
  );
}

interface CourseFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit mode when given, else create mode. */
  course?: Course;
  onSaved?: (course: Course) => void;
}

export function CourseFormDialog({ open, onOpenChange, course, onSaved }: CourseFormDialogProps) {
  const { t } = useTranslation("admin");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" data-testid="dialog-course">
        <DialogHeader>
          <DialogTitle>{course ? t("courseForm.editTitle") : t("courseForm.createTitle")}</DialogTitle>
          <DialogDescription>{course ? t("courseForm.editDescription") : t("courseForm.createDescription")}</DialogDescription>
        </DialogHeader>
        {open && (
          <CourseForm
            key={course?.id ?? "new"}
            course={course}
            onCancel={() => onOpenChange(false)}
            onSaved={(saved) => {
              onOpenChange(false);
              onSaved?.(saved);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
