// Per-quiz results of a course for admins (PRODUCT.md §12): attempts, learners who passed, the
// pass rate and the question most often missed, all counted by the server.
import { useQuery } from "@tanstack/react-query";
import { ListChecks } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { quizResultsQueryOptions } from "../api/quiz-admin";

export function QuizResultsCard({ courseId }: { courseId: number }) {
  const results = useQuery(quizResultsQueryOptions(courseId));
  return (
    <Card data-testid="card-quiz-results">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ListChecks className="h-5 w-5" aria-hidden /> Quiz Results
        </CardTitle>
        <CardDescription>How learners do on each chapter quiz.</CardDescription>
      </CardHeader>
      <CardContent>
        {results.isPending ? (
          <Skeleton className="h-24 w-full" aria-label="Loading quiz results" />
        ) : results.isError ? (
          <div role="alert" className="space-y-2 text-sm">
            <p className="text-destructive">Quiz results could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => results.refetch()}>
              Try again
            </Button>
          </div>
        ) : results.data.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground" data-testid="text-no-quizzes">
            No quizzes yet. Add one to a chapter with its Quiz button.
          </p>
        ) : (
          <ul className="divide-y rounded-md border">
            {results.data.map((quiz) => (
              <li key={quiz.chapterId} className="space-y-1 p-3 text-sm" data-testid={`quiz-results-${quiz.chapterId}`}>
                <p className="font-medium [overflow-wrap:anywhere]">{quiz.chapterTitle}</p>
                <p className="text-muted-foreground">
                  {quiz.questionCount} {quiz.questionCount === 1 ? "question" : "questions"} · pass mark {quiz.passMark}% · {quiz.attempts}{" "}
                  {quiz.attempts === 1 ? "attempt" : "attempts"} · {quiz.learnersPassed} of {quiz.learners}{" "}
                  {quiz.learners === 1 ? "learner" : "learners"} passed
                  {quiz.passRate !== null && ` (${quiz.passRate}%)`}
                </p>
                {quiz.mostMissed && (
                  <p className="text-muted-foreground [overflow-wrap:anywhere]">
                    Most missed: question {quiz.mostMissed.index + 1}, “{quiz.mostMissed.prompt}” ({quiz.mostMissed.misses} of{" "}
                    {quiz.mostMissed.attempts} attempts)
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
