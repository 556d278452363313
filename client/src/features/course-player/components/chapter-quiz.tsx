// The chapter's quiz under the player (docs/product-rules.md §12): answer, submit, retake. Which answers were
// right (with the explanations) shows after a pass, or always if the quiz says so; attempts are limited
// per day, and a used-up allowance says when the next attempt is allowed.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, ListChecks, RotateCcw, XCircle } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { LearnerQuiz, QuizAttemptResult } from "@shared/schemas/quizzes";
import { QueryView } from "@/components/query-view";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { formatDateTime, formatPercent } from "@/lib/format";
import { cn } from "@/lib/utils";
import { chapterQuizQueryOptions, useQuizAttempt } from "../api/chapter-quiz";

interface ChapterQuizProps {
  courseId: number;
  chapterId: number;
}

export function ChapterQuiz({ courseId, chapterId }: ChapterQuizProps) {
  const { t } = useTranslation("player");
  const quiz = useQuery(chapterQuizQueryOptions(courseId, chapterId));
  // Set when an attempt found the quiz replaced; the refetched version is shown with this notice.
  const [changed, setChanged] = useState(false);
  return (
    <Card data-testid="card-quiz">
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-lg">
          <ListChecks className="h-5 w-5" aria-hidden /> {t("quiz.title")}
        </CardTitle>
        {quiz.data && <QuizSummary quiz={quiz.data} />}
      </CardHeader>
      <CardContent>
        <QueryView
          query={quiz}
          what={t("quiz.what")}
          errorTestId="error-quiz"
          compact
          // The server says why (a chapter not open yet); the query shows no error toast.
          errorDescription={(isApiError(quiz.error) && quiz.error.serverMessage("")) || undefined}
          loading={
            <div className="space-y-3" role="status" aria-busy="true" aria-label={t("quiz.loading")}>
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-24 w-full" />
            </div>
          }
          isEmpty={(data) => data.questions.length === 0}
          empty={<p className="text-sm text-muted-foreground">{t("quiz.noQuestions")}</p>}
        >
          {(data) => (
            <>
              {changed && (
                <p
                  className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
                  role="alert"
                  data-testid="text-quiz-changed"
                >
                  {t("quiz.changed")}
                </p>
              )}
              <QuizForm key={`${chapterId}:${data.version}`} courseId={courseId} quiz={data} onChanged={() => setChanged(true)} />
            </>
          )}
        </QueryView>
      </CardContent>
    </Card>
  );
}

function QuizSummary({ quiz }: { quiz: LearnerQuiz }) {
  const { t } = useTranslation("player");
  return (
    <CardDescription className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="text-quiz-summary">
      <span>{t("quiz.passMark", { percent: formatPercent(quiz.passMark, 0) })}</span>
      {quiz.bestScore !== null && <span>{t("quiz.bestScore", { percent: formatPercent(quiz.bestScore, 0) })}</span>}
      <span>{t("quiz.attempts", { n: quiz.attempts })}</span>
      <span data-testid="text-quiz-attempts-left">
        {t("quiz.attemptsLeft", { left: quiz.attemptsLeftToday, max: quiz.maxAttemptsPerDay })}
      </span>
      {quiz.passed && (
        <Badge variant="success" data-testid="badge-quiz-passed">
          {t("quiz.passed")}
        </Badge>
      )}
    </CardDescription>
  );
}

function QuizForm({ courseId, quiz, onChanged }: { courseId: number; quiz: LearnerQuiz; onChanged: () => void }) {
  const { t } = useTranslation("player");
  const attempt = useQuizAttempt(courseId, quiz.chapterId);
  const [answers, setAnswers] = useState<number[][]>(() => quiz.questions.map(() => []));
  const [result, setResult] = useState<QuizAttemptResult | null>(null);
  const [missing, setMissing] = useState(false);
  // When the day's attempts are used up: from the quiz, the last answer, or a refused attempt.
  const refusedAt =
    isApiError(attempt.error) && attempt.error.code === "QUIZ_COOL_DOWN" ? attempt.error.body?.details?.nextAttemptAt : null;
  const refusedUntil = typeof refusedAt === "string" ? refusedAt : null;
  const nextAttemptAt = refusedUntil ?? (result ? result.nextAttemptAt : quiz.nextAttemptAt);

  const choose = (question: number, option: number, multiple: boolean, checked: boolean) => {
    setMissing(false);
    setAnswers((current) =>
      current.map((chosen, i) => {
        if (i !== question) return chosen;
        if (!multiple) return [option];
        return checked ? [...chosen, option].sort((a, b) => a - b) : chosen.filter((o) => o !== option);
      }),
    );
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (answers.some((chosen) => chosen.length === 0)) {
      setMissing(true);
      return;
    }
    attempt.mutate(
      { version: quiz.version, answers },
      {
        onSuccess: setResult,
        onError: (error) => {
          if (isApiError(error) && error.code === "QUIZ_CHANGED") onChanged();
        },
      },
    );
  };

  const retake = () => {
    setResult(null);
    setAnswers(quiz.questions.map(() => []));
    attempt.reset();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="form-quiz">
      {result && <ResultBanner result={result} />}
      {nextAttemptAt && (
        <p className="rounded-md border bg-muted p-3 text-sm" role="status" data-testid="text-quiz-cool-down">
          {t("quiz.coolDown", { time: formatDateTime(nextAttemptAt) })}
        </p>
      )}
      {quiz.questions.map((question, qi) => {
        const outcome = result?.results[qi];
        return (
          <fieldset key={qi} className="space-y-2 rounded-md border p-3" data-testid={`quiz-question-${qi}`} disabled={!!result}>
            <legend className="px-1 font-medium">
              {qi + 1}. {question.prompt}
              {question.multiple && <span className="ml-1 text-xs font-normal text-muted-foreground">{t("quiz.multiple")}</span>}
            </legend>
            {question.options.map((option, oi) => {
              const id = `quiz-${quiz.chapterId}-${qi}-${oi}`;
              return (
                <div key={oi} className="flex items-center gap-2">
                  <input
                    id={id}
                    type={question.multiple ? "checkbox" : "radio"}
                    name={`quiz-${quiz.chapterId}-${qi}`}
                    className="h-4 w-4 accent-primary"
                    checked={answers[qi]?.includes(oi) ?? false}
                    onChange={(event) => choose(qi, oi, question.multiple, event.target.checked)}
                    data-testid={`quiz-option-${qi}-${oi}`}
                  />
                  <label htmlFor={id} className="text-sm [overflow-wrap:anywhere]">
                    {option}
                  </label>
                </div>
              );
            })}
            {outcome && (
              <div
                className={cn("mt-2 rounded-md p-2 text-sm", outcome.correct ? "bg-success/10" : "bg-destructive/10")}
                data-testid={`quiz-feedback-${qi}`}
              >
                <p className={cn("flex items-center gap-1.5 font-medium", outcome.correct ? "text-success" : "text-destructive")}>
                  {outcome.correct ? <CheckCircle2 className="h-4 w-4" aria-hidden /> : <XCircle className="h-4 w-4" aria-hidden />}
                  {outcome.correct ? t("quiz.correct") : t("quiz.incorrect")}
                </p>
                {outcome.explanation && <p className="mt-1 text-muted-foreground">{outcome.explanation}</p>}
              </div>
            )}
          </fieldset>
        );
      })}
      {missing && (
        <p className="text-sm text-destructive" role="alert" data-testid="error-quiz-missing">
          {t("quiz.answerAll")}
        </p>
      )}
      {attempt.isError && !refusedUntil && (
        <p className="text-sm text-destructive" role="alert">
          {isApiError(attempt.error) ? attempt.error.serverMessage(t("quiz.sendFailed")) : t("quiz.sendFailed")}
        </p>
      )}
      {result ? (
        <Button type="button" variant="outline" onClick={retake} disabled={!!nextAttemptAt} data-testid="button-quiz-retake">
          <RotateCcw aria-hidden /> {t("quiz.retake")}
        </Button>
      ) : (
        <Button type="submit" disabled={attempt.isPending || !!nextAttemptAt} data-testid="button-quiz-submit">
          {attempt.isPending && <Spinner className="h-4 w-4 text-current" label={t("quiz.sending")} />}
          {t("quiz.submit")}
        </Button>
      )}
    </form>
  );
}

function ResultBanner({ result }: { result: QuizAttemptResult }) {
  const { t } = useTranslation("player");
  const figures = { score: formatPercent(result.score, 0), passMark: formatPercent(result.passMark, 0) };
  return (
    <div
      role="status"
      className={cn(
        "rounded-md border p-3 text-sm",
        result.passed ? "border-success/40 bg-success/10" : "border-destructive/40 bg-destructive/10",
      )}
      data-testid="text-quiz-result"
    >
      <p className="font-semibold">{result.passed ? t("quiz.result.passed", figures) : t("quiz.result.failed", figures)}</p>
      <p className="text-muted-foreground">
        {result.passed
          ? result.chapterCompleted
            ? t("quiz.result.chapterComplete")
            : t("quiz.result.counts")
          : result.results.length > 0
            ? t("quiz.result.retake")
            : t("quiz.result.hidden")}
      </p>
    </div>
  );
}
