// Per-quiz results of a course for admins (docs/product-rules.md §12): attempts, learners who passed, the
// pass rate and the question most often missed, all counted by the server.
import { useQuery } from "@tanstack/react-query";
import { ListChecks } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { QueryView } from "@/components/query-view";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatPercent } from "@/lib/format";
import { quizResultsQueryOptions } from "../api/quiz-admin";

export function QuizResultsCard({ courseId }: { courseId: number }) {
  const { t } = useTranslation("admin");
  const results = useQuery(quizResultsQueryOptions(courseId));
  return (
    <Card data-testid="card-quiz-results">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ListChecks className="h-5 w-5" aria-hidden /> {t("quizResults.title")}
        </CardTitle>
        <CardDescription>{t("quizResults.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView
          query={results}
          what={t("quizResults.what")}
          errorTestId="error-quiz-results"
          compact
          loading={<Skeleton className="h-24 w-full" aria-label={t("quizResults.loading")} />}
          isEmpty={(list) => list.length === 0}
          empty={
            <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground" data-testid="text-no-quizzes">
              {t("quizResults.empty")}
            </p>
          }
        >
          {(list) => (
            <ul className="divide-y rounded-md border">
              {list.map((quiz) => (
                <li key={quiz.chapterId} className="space-y-1 p-3 text-sm" data-testid={`quiz-results-${quiz.chapterId}`}>
                  <p className="font-medium [overflow-wrap:anywhere]">{quiz.chapterTitle}</p>
                  <p className="text-muted-foreground">
                    {t("quizResults.summary", {
                      questions: quiz.questionCount,
                      passMark: formatPercent(quiz.passMark),
                      attempts: quiz.attempts,
                      passed: quiz.learnersPassed,
                      learners: quiz.learners,
                    })}
                    {quiz.passRate !== null && t("quizResults.passRate", { rate: formatPercent(quiz.passRate) })}
                  </p>
                  {quiz.mostMissed && (
                    <p className="text-muted-foreground [overflow-wrap:anywhere]">
                      {t("quizResults.mostMissed", {
                        number: quiz.mostMissed.index + 1,
                        prompt: quiz.mostMissed.prompt,
                        misses: quiz.mostMissed.misses,
                        attempts: quiz.mostMissed.attempts,
                      })}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </CardContent>
    </Card>
  );
}
