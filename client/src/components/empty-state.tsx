import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  testId?: string;
}

/** What a screen shows when it has nothing to list. */
export function EmptyState({ icon: Icon, title, description, action, testId = "empty-state" }: EmptyStateProps) {
  return (
    <Card data-testid={testId}>
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-muted">
          <Icon className="h-7 w-7 text-muted-foreground" aria-hidden />
        </span>
        <h2 className="text-lg font-semibold" data-testid={`${testId}-title`}>
          {title}
        </h2>
        {description && <p className="max-w-md text-sm text-muted-foreground">{description}</p>}
        {action && <div className="pt-2">{action}</div>}
      </CardContent>
    </Card>
  );
}
