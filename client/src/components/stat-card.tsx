import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

interface StatCardProps {
  label: string;
  /** undefined while loading. */
  value: string | number | undefined;
  hint?: string;
  icon: LucideIcon;
  /** Tailwind classes of the icon badge. */
  tone?: string;
  testId: string;
}

/** One figure of a screen's stat row; a skeleton stands in until the figure is known. */
export function StatCard({ label, value, hint, icon: Icon, tone = "bg-primary/10 text-primary", testId }: StatCardProps) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-4 p-5">
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          {value === undefined ? (
            <Skeleton className="h-8 w-16" data-testid={`${testId}-loading`} />
          ) : (
            <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
              {value}
            </p>
          )}
          {hint && value !== undefined && (
            <p className="text-xs text-muted-foreground" data-testid={`${testId}-hint`}>
              {hint}
            </p>
          )}
        </div>
        <span className={cn("flex h-10 w-10 shrink-0 items-center justify-center rounded-full", tone)}>
          <Icon className="h-5 w-5" aria-hidden />
        </span>
      </CardContent>
    </Card>
  );
}

export function StatGrid({ children, columns = 4 }: { children: ReactNode; columns?: 3 | 4 }) {
  return <div className={cn("grid gap-4 sm:grid-cols-2", columns === 4 ? "xl:grid-cols-4" : "lg:grid-cols-3")}>{children}</div>;
}
