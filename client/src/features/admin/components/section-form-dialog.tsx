// Add or Edit Section (docs/spec.md §2, §5).
import { useForm } from "react-hook-form";
import { useTranslation } from "@/i18n/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { sectionCreateSchema, type Section, type SectionCreate, type SectionCreateInput } from "@shared/schemas/courses";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useSaveSection } from "../api/section-mutations";
import { FormTextField, TextareaField } from "@/components/form-controls";

const SECTION_FIELDS = ["title", "description", "orderIndex"] as const;

interface SectionFormProps {
  courseId: number;
  section?: Section;
  nextOrder: number;
  onDone: () => void;
}

function SectionForm({ courseId, section, nextOrder, onDone }: SectionFormProps) {
  const { t } = useTranslation("admin");
  const saveSection = useSaveSection(courseId);
  const form = useForm<SectionCreateInput, unknown, SectionCreate>({
    resolver: zodResolver(sectionCreateSchema),
    defaultValues: {
      title: section?.title ?? "",
      description: section?.description ?? "",
      orderIndex: String(section?.orderIndex ?? nextOrder),
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) => {
    saveSection.mutate(
      { id: section?.id, input },
      {
        onSuccess: onDone,
        onError: (error) => applyServerFieldErrors(error, SECTION_FIELDS, form.setError),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="form-section">
      <FormTextField form={form} name="title" id="section-title" label={t("sectionForm.title")} />
      <TextareaField
        id="section-description"
        label={t("sectionForm.description")}
        testId="section-description"
        rows={3}
        error={errors.description?.message}
        {...form.register("description")}
      />
      <FormTextField
        form={form}
        name="orderIndex"
        // Blank means "not given": the schema's default of 1 applies.
        registerOptions={{ setValueAs: (value: string) => (value === "" ? undefined : value) }}
        id="section-order"
        label={t("sectionForm.order")}
        inputMode="numeric"
        hint={t("sectionForm.orderHint")}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t("actions.cancel")}
        </Button>
        <Button type="submit" disabled={saveSection.isPending} data-testid="button-save-section">
          {saveSection.isPending && <Spinner className="h-4 w-4 text-current" label={t("actions.saving")} />}
          {section ? t("sectionForm.update") : t("sectionForm.add")}
        </Button>
      </DialogFooter>
    </form>
  );
}

interface SectionFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  courseId: number;
  section?: Section;
  nextOrder: number;
}

export function SectionFormDialog({ open, onOpenChange, courseId, section, nextOrder }: SectionFormDialogProps) {
  const { t } = useTranslation("admin");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="dialog-section">
        <DialogHeader>
          <DialogTitle>{section ? t("sectionForm.editTitle") : t("sectionForm.addTitle")}</DialogTitle>
          <DialogDescription>{t("sectionForm.dialogDescription")}</DialogDescription>
        </DialogHeader>
        {open && (
          <SectionForm
            key={section?.id ?? "new"}
            courseId={courseId}
            section={section}
            nextOrder={nextOrder}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
