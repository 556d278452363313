// A chapter's quiz (docs/product-rules.md §12): questions with 2-8 options, one or several correct, an
// optional explanation, and the pass mark. Saved whole; the loader is split from the form.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Controller, useFieldArray, useForm, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2, X } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { Chapter } from "@shared/schemas/courses";
import {
  QUIZ_ATTEMPTS_PER_DAY_MAX,
  QUIZ_DEFAULT_ATTEMPTS_PER_DAY,
  QUIZ_DEFAULT_PASS_MARK,
  QUIZ_OPTIONS_MAX,
  QUIZ_OPTIONS_MIN,
  quizUpsertSchema,
  type AdminQuiz,
  type QuizUpsert,
  type QuizUpsertInput,
} from "@shared/schemas/quizzes";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { adminQuizQueryOptions, useDeleteQuiz, useSaveQuiz } from "../api/quiz-admin";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { FormTextField, SwitchRow, TextareaField } from "@/components/form-controls";
import { QueryView } from "@/components/query-view";

type QuizForm = UseFormReturn<QuizUpsertInput, unknown, QuizUpsert>;

const blankQuestion = () => ({ prompt: "", options: ["", ""], multiple: false, correct: [0], explanation: "" });

function defaultsFor(quiz: AdminQuiz | null): QuizUpsertInput {
  if (!quiz)
    return {
      passMark: QUIZ_DEFAULT_PASS_MARK,
      maxAttemptsPerDay: QUIZ_DEFAULT_ATTEMPTS_PER_DAY,
      showCorrectness: "after_pass",
      questions: [blankQuestion()],
    };
  return {
    passMark: quiz.passMark,
    maxAttemptsPerDay: quiz.maxAttemptsPerDay,
    showCorrectness: quiz.showCorrectness,
    questions: quiz.questions.map((q) => ({ ...q, explanation: q.explanation ?? "" })),
  };
}

function QuestionEditor({ form, index, onRemove, canRemove }: { form: QuizForm; index: number; onRemove: () => void; canRemove: boolean }) {
  const { t } = useTranslation("admin");
  const path = `questions.${index}` as const;
  const options = form.watch(`${path}.options`) ?? [];
  const multiple = !!form.watch(`${path}.multiple`);
  const errors = form.formState.errors.questions?.[index];

  const setOptions = (next: string[], correct: number[]) => {
    form.setValue(`${path}.options`, next, { shouldDirty: true });
    form.setValue(`${path}.correct`, correct, { shouldDirty: true });
  };
  const removeOption = (at: number) => {
    const correct = (form.getValues(`${path}.correct`) ?? []).filter((c) => c !== at).map((c) => (c > at ? c - 1 : c));
    setOptions(
      options.filter((_, i) => i !== at),
      correct.length > 0 ? correct : [0],
    );
  };

  return (
    <fieldset className="space-y-3 rounded-md border p-3" data-testid={`quiz-editor-question-${index}`}>
      <legend className="px-1 text-sm font-medium">{t("quizForm.questionNumber", { number: index + 1 })}</legend>
      <TextareaField
        id={`quiz-q${index}-prompt`}
        label={t("quizForm.question")}
        testId={`quiz-q${index}-prompt`}
        rows={2}
        error={errors?.prompt?.message}
        {...form.register(`${path}.prompt`)}
      />
      <Controller
        control={form.control}
        name={`${path}.multiple`}
        render={({ field }) => (
          <SwitchRow
            className="rounded-md border p-3"
            id={`quiz-q${index}-multiple`}
            label={t("quizForm.multiple")}
            testId={`quiz-q${index}-multiple`}
            checked={!!field.value}
            onChange={(checked) => {
              field.onChange(checked);
              if (!checked) form.setValue(`${path}.correct`, [(form.getValues(`${path}.correct`) ?? [0])[0] ?? 0]);
            }}
          />
        )}
      />
      <Controller
        control={form.control}
        name={`${path}.correct`}
        render={({ field, fieldState }) => (
          <div className="space-y-2" role="group" aria-label={t("quizForm.optionsOf", { number: index + 1 })}>
            <p className="text-sm font-medium">{multiple ? t("quizForm.optionsMultiple") : t("quizForm.optionsSingle")}</p>
            {options.map((_, oi) => {
              const chosen = field.value ?? [];
              return (
                <div key={oi} className="flex items-center gap-2">
                  <input
                    type={multiple ? "checkbox" : "radio"}
                    name={`quiz-q${index}-correct`}
                    className="h-4 w-4 shrink-0 accent-primary"
                    aria-label={t("quizForm.optionCorrect", { number: oi + 1 })}
                    checked={chosen.includes(oi)}
                    onChange={(event) =>
                      field.onChange(
                        multiple ? (event.target.checked ? [...chosen, oi].sort((a, b) => a - b) : chosen.filter((c) => c !== oi)) : [oi],
                      )
                    }
                    data-testid={`quiz-q${index}-correct-${oi}`}
                  />
                  <Input
                    aria-label={t("quizForm.option", { number: oi + 1 })}
                    aria-invalid={errors?.options?.[oi] ? true : undefined}
                    className="min-w-0 flex-1"
                    data-testid={`input-quiz-q${index}-option-${oi}`}
                    {...form.register(`${path}.options.${oi}`)}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t("quizForm.removeOption", { number: oi + 1 })}
                    disabled={options.length <= QUIZ_OPTIONS_MIN}
                    onClick={() => removeOption(oi)}
                  >
                    <X aria-hidden />
                  </Button>
                </div>
              );
            })}
            <FieldError
              id={`quiz-q${index}-correct-error`}
              testId={`error-quiz-q${index}-correct`}
              message={fieldState.error?.message ?? errors?.options?.message ?? errors?.options?.find?.((e) => e)?.message}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={options.length >= QUIZ_OPTIONS_MAX}
              onClick={() => setOptions([...options, ""], field.value ?? [0])}
              data-testid={`button-quiz-q${index}-add-option`}
            >
              <Plus aria-hidden /> {t("quizForm.addOption")}
            </Button>
          </div>
        )}
      />
      <TextareaField
        id={`quiz-q${index}-explanation`}
        label={t("quizForm.explanation")}
        testId={`quiz-q${index}-explanation`}
        rows={2}
        error={errors?.explanation?.message}
        {...form.register(`${path}.explanation`)}
      />
      {canRemove && (
        <Button type="button" variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={onRemove}>
          <Trash2 aria-hidden /> {t("quizForm.removeQuestion")}
        </Button>
      )}
    </fieldset>
  );
}

function QuizEditor({
  courseId,
  chapter,
  quiz,
  onDone,
}: {
  courseId: number;
  chapter: Chapter;
  quiz: AdminQuiz | null;
  onDone: () => void;
}) {
  const { t } = useTranslation("admin");
  const save = useSaveQuiz(courseId, chapter.id);
  const remove = useDeleteQuiz(courseId, chapter.id);
  const form = useForm<QuizUpsertInput, unknown, QuizUpsert>({ resolver: zodResolver(quizUpsertSchema), defaultValues: defaultsFor(quiz) });
  const questions = useFieldArray({ control: form.control, name: "questions" });
  const { errors } = form.formState;
  const [confirmRemove, setConfirmRemove] = useState(false);

  const onSubmit = form.handleSubmit((input) => save.mutate(input, { onSuccess: onDone }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="form-quiz-editor">
      <FormTextField
        form={form}
        name="passMark"
        registerOptions={{ valueAsNumber: true }}
        id="quiz-pass-mark"
        label={t("quizForm.passMark")}
        type="number"
        min={1}
        max={100}
      />
      <FormTextField
        form={form}
        name="maxAttemptsPerDay"
        registerOptions={{ valueAsNumber: true }}
        id="quiz-attempts-per-day"
        label={t("quizForm.maxAttemptsPerDay")}
        type="number"
        min={1}
        max={QUIZ_ATTEMPTS_PER_DAY_MAX}
      />
      <Controller
        control={form.control}
        name="showCorrectness"
        render={({ field }) => (
          <SwitchRow
            className="rounded-md border p-3"
            id="quiz-show-correctness"
            label={t("quizForm.showCorrectness")}
            description={t("quizForm.showCorrectnessHint")}
            testId="quiz-show-correctness"
            checked={field.value === "always"}
            onChange={(checked) => field.onChange(checked ? "always" : "after_pass")}
            onBlur={field.onBlur}
          />
        )}
      />
      {questions.fields.map((field, index) => (
        <QuestionEditor
          key={field.id}
          form={form}
          index={index}
          canRemove={questions.fields.length > 1}
          onRemove={() => questions.remove(index)}
        />
      ))}
      <FieldError
        id="quiz-questions-error"
        testId="error-quiz-questions"
        message={errors.questions?.message ?? errors.questions?.root?.message}
      />
      <Button type="button" variant="outline" onClick={() => questions.append(blankQuestion())} data-testid="button-quiz-add-question">
        <Plus aria-hidden /> {t("quizForm.addQuestion")}
      </Button>
      <DialogFooter className="gap-2">
        {quiz && (
          <Button
            type="button"
            variant="ghost"
            className="text-destructive hover:text-destructive sm:mr-auto"
            disabled={remove.isPending}
            onClick={() => setConfirmRemove(true)}
            data-testid="button-quiz-delete"
          >
            <Trash2 aria-hidden /> {t("quizForm.removeQuiz")}
          </Button>
        )}
        <Button type="button" variant="outline" onClick={onDone}>
          {t("actions.cancel")}
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="button-quiz-save">
          {save.isPending && <Spinner className="h-4 w-4 text-current" label={t("actions.saving")} />}
          {t("quizForm.save")}
        </Button>
      </DialogFooter>
      <ConfirmDeleteDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={t("quizForm.removeConfirm.title")}
        description={t("quizForm.removeConfirm.description")}
        confirmLabel={t("quizForm.removeQuiz")}
        onConfirm={() => remove.mutate(undefined, { onSuccess: onDone })}
      />
    </form>
  );
}

function QuizLoader({ courseId, chapter, onDone }: { courseId: number; chapter: Chapter; onDone: () => void }) {
  const { t } = useTranslation("admin");
  const quiz = useQuery(adminQuizQueryOptions(courseId, chapter.id));
  return (
    <QueryView
      query={quiz}
      what={t("quizForm.what")}
      errorTestId="error-quiz-load"
      compact
      loading={<Skeleton className="h-64 w-full" aria-label={t("quizForm.loading")} />}
    >
      {(data) => <QuizEditor courseId={courseId} chapter={chapter} quiz={data} onDone={onDone} />}
    </QueryView>
  );
}

interface QuizFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  courseId: number;
  chapter?: Chapter;
}

export function QuizFormDialog({ open, onOpenChange, courseId, chapter }: QuizFormDialogProps) {
  const { t } = useTranslation("admin");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90svh] max-w-2xl overflow-y-auto" data-testid="dialog-quiz">
        <DialogHeader>
          <DialogTitle>{chapter ? t("quizForm.titleOf", { title: chapter.title }) : t("quizForm.title")}</DialogTitle>
          <DialogDescription>{t("quizForm.dialogDescription")}</DialogDescription>
        </DialogHeader>
        {open && chapter && <QuizLoader key={chapter.id} courseId={courseId} chapter={chapter} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
