import { RefreshCw, TriangleAlert } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";

/** A list that could not be loaded: says so and offers to try again (the error toast gives the cause). */
export function LoadFailed({ what, onRetry, testId }: { what: string; onRetry?: () => void; testId: string }) {
  return (
    <EmptyState
      icon={TriangleAlert}
      title={`Could not load ${what}`}
      description="Check your connection and try again."
      testId={testId}
      action={
        onRetry && (
          <Button variant="outline" onClick={onRetry} data-testid={`${testId}-retry`}>
            <RefreshCw aria-hidden />
            Try again
          </Button>
        )
      }
    />
  );
}
