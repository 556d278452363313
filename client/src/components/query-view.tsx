import type { ReactNode } from "react";
import { RefreshCw, TriangleAlert, type LucideIcon } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { useTranslation } from "react-i18next";

/** The part of a React Query result this view reads; `useQuery(...)` returns it as is. */
export interface QueryState<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

interface QueryViewProps<T> {
  query: QueryState<T>;
  /** Finishes "Could not load ..." ("your courses", "the leaderboard"). */
  what: string;
  /** Skeletons shown until the first data arrives. */
  loading: ReactNode;
  /** Shown instead of the data when `isEmpty(data)` holds. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Test id of the error state; its Try again button gets `${errorTestId}-retry`. */
  errorTestId?: string;
  errorIcon?: LucideIcon;
  /** Replaces "Check your connection and try again." (say the cause when the query has no error toast). */
  errorDescription?: ReactNode;
  /** The data, never undefined here. */
  children: (data: T) => ReactNode;
}

/**
 * The one way a screen shows a query's loading, error, empty and data states.
 * Data already on screen stays when a later refetch fails (the error toast says so);
 * the error state appears only when there is nothing to show.
 */
export function QueryView<T>({
  query,
  what,
  loading,
  empty,
  isEmpty,
  errorTestId = "query-error",
  errorIcon,
  errorDescription,
  children,
}: QueryViewProps<T>) {
  const { data } = query;
  if (data === undefined) {
    if (query.isError)
      return (
        <QueryFailed
          what={what}
          onRetry={() => void query.refetch()}
          testId={errorTestId}
          icon={errorIcon}
          description={errorDescription}
        />
      );
    return <>{loading}</>;
  }
  if (empty !== undefined && isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}

/** A query that could not load: says so and offers to try again (the error toast gives the cause). */
interface QueryFailedProps {
  what: string;
  onRetry: () => void;
  testId?: string;
  icon?: LucideIcon;
  description?: ReactNode;
}

export function QueryFailed({ what, onRetry, testId = "query-error", icon = TriangleAlert, description }: QueryFailedProps) {
  const { t } = useTranslation("common");
  return (
    <EmptyState
      icon={icon}
      title={t("query.couldNotLoad", { what })}
      description={description ?? t("query.checkConnection")}
      testId={testId}
      action={
        <Button variant="outline" onClick={onRetry} data-testid={`${testId}-retry`}>
          <RefreshCw aria-hidden />
          {t("query.tryAgain")}
        </Button>
      }
    />
  );
}
