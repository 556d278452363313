// When a chapter opens to learners (docs/product-rules.md §12): right away, some days after each learner's
// enrollment, or on a date. Setting one clears the other.
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "@/i18n/react";
import type { Chapter, ChapterCreate, ChapterCreateInput } from "@shared/schemas/courses";
import { FormTextField, SelectField } from "@/components/form-controls";

type Mode = "now" | "days" | "date";

export function availabilityDefaults(chapter?: Chapter): Pick<ChapterCreateInput, "availableAfterDays" | "availableAt"> {
  return {
    availableAfterDays: chapter?.availableAfterDays != null ? String(chapter.availableAfterDays) : null,
    // <input type="date"> holds "YYYY-MM-DD" (the day in UTC, as the server stores midnight UTC)
    availableAt: chapter?.availableAt ? chapter.availableAt.slice(0, 10) : null,
  };
}

function initialMode(chapter?: Chapter): Mode {
  if (chapter?.availableAt) return "date";
  if (chapter?.availableAfterDays != null) return "days";
  return "now";
}

export function ChapterAvailabilityFields({
  form,
  chapter,
}: {
  form: UseFormReturn<ChapterCreateInput, unknown, ChapterCreate>;
  chapter?: Chapter;
}) {
  const { t } = useTranslation("admin");
  const [mode, setMode] = useState<Mode>(() => initialMode(chapter));
  const modeOptions: { value: Mode; label: string }[] = [
    { value: "now", label: t("availability.now") },
    { value: "days", label: t("availability.days") },
    { value: "date", label: t("availability.date") },
  ];

  const changeMode = (next: string) => {
    const value = next as Mode;
    setMode(value);
    if (value !== "days") form.setValue("availableAfterDays", null, { shouldDirty: true });
    if (value !== "date") form.setValue("availableAt", null, { shouldDirty: true });
    if (value === "days") form.setValue("availableAfterDays", "7", { shouldDirty: true });
  };

  return (
    <fieldset className="space-y-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">{t("availability.title")}</legend>
      <SelectField
        id="chapter-availability"
        label={t("availability.opens")}
        testId="chapter-availability"
        value={mode}
        onChange={changeMode}
        options={modeOptions}
      />
      {mode === "days" && (
        <FormTextField
          form={form}
          name="availableAfterDays"
          id="chapter-available-after-days"
          label={t("availability.daysAfter")}
          inputMode="numeric"
        />
      )}
      {mode === "date" && (
        <FormTextField form={form} name="availableAt" id="chapter-available-at" label={t("availability.opensOn")} type="date" />
      )}
    </fieldset>
  );
}
