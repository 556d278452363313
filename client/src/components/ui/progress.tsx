// A progress bar (role progressbar, 0 to `max`; no value: indeterminate). Our own rather than Radix
// Progress, which brought four shared Radix chunks (3 KB compressed) to the learner's dashboard, a
// first visit (docs/benchmarks.md). Same attributes as the Radix one it replaces.
import * as React from "react";
import { cn } from "@/lib/utils";

export interface ProgressProps extends React.HTMLAttributes<HTMLDivElement> {
  value?: number | null;
  max?: number;
}

export const Progress = React.forwardRef<HTMLDivElement, ProgressProps>(({ className, value, max = 100, ...props }, ref) => {
  const known = typeof value === "number" && Number.isFinite(value);
  const clamped = known ? Math.min(max, Math.max(0, value)) : 0;
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div
      ref={ref}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={known ? clamped : undefined}
      aria-valuetext={known ? `${Math.round(percent)}%` : undefined}
      data-state={!known ? "indeterminate" : clamped === max ? "complete" : "loading"}
      data-value={known ? clamped : undefined}
      data-max={max}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-secondary", className)}
      {...props}
    >
      <div
        data-state={!known ? "indeterminate" : clamped === max ? "complete" : "loading"}
        className="h-full w-full flex-1 bg-primary transition-all"
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  );
});
Progress.displayName = "Progress";
