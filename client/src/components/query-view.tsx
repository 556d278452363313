import type { ReactNode } from "react";
import { RefreshCw, TriangleAlert, type LucideIcon } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useTranslation } from "@/i18n/react";

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
  /** The error state as a few lines inside a card, a panel or a dialog, instead of a card of its own. */
  compact?: boolean;
  /** Classes of the compact error state (padding where the data brings its own). */
  errorClassName?: string;
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
  compact,
  errorClassName,
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
          compact={compact}
          className={errorClassName}
        />
      );
    return <>{loading}</>;
  }
  if (empty !== undefined && isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}

/**
 * Several queries as one for QueryView: the data once every query has its data, the error state when
 * one of them failed with nothing to show, and Try again refetches the ones that failed.
 */
export function allQueries<Q extends Record<string, QueryState<unknown>>>(
  queries: Q,
): QueryState<{ [K in keyof Q]: Exclude<Q[K]["data"], undefined> }> {
  const list = Object.values(queries);
  const failed = list.filter((q) => q.isError && q.data === undefined);
  const complete = list.every((q) => q.data !== undefined);
  return {
    data: complete
      ? (Object.fromEntries(Object.entries(queries).map(([key, q]) => [key, q.data])) as {
          [K in keyof Q]: Exclude<Q[K]["data"], undefined>;
        })
      : undefined,
    isError: failed.length > 0,
    refetch: () => Promise.all(failed.map((q) => q.refetch())),
  };
}

/** A query that could not load: says so and offers to try again (the error toast gives the cause). */
interface QueryFailedProps {
  what: string;
  onRetry: () => void;
  testId?: string;
  icon?: LucideIcon;
  description?: ReactNode;
  /** A few lines for inside a card, a panel or a dialog. */
  compact?: boolean;
  /** Classes of the compact state. */
  className?: string;
}

export function QueryFailed({
  what,
  onRetry,
  testId = "query-error",
  icon: Icon = TriangleAlert,
  description,
  compact,
  className,
}: QueryFailedProps) {
  const { t } = useTranslation("common");
  const retry = (
    <Button variant="outline" size={compact ? "sm" : "default"} onClick={onRetry} data-testid={`${testId}-retry`}>
      <RefreshCw aria-hidden />
      {t("query.tryAgain")}
    </Button>
  );
  if (compact) {
    return (
      <div className={cn("flex flex-col items-start gap-2 text-sm", className)} role="alert" data-testid={testId}>
        <p className="flex items-center gap-2 font-medium" data-testid={`${testId}-title`}>
          <Icon className="h-4 w-4 shrink-0 text-destructive" aria-hidden />
          {t("query.couldNotLoad", { what })}
        </p>
        <p className="text-muted-foreground">{description ?? t("query.checkConnection")}</p>
        {retry}
      </div>
    );
  }
  return (
    <EmptyState
      icon={Icon}
      title={t("query.couldNotLoad", { what })}
      description={description ?? t("query.checkConnection")}
      testId={testId}
      action={retry}
    />
  );
}
