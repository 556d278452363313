import type { HTMLAttributes } from "react";
import { cn } from "@/lib/utils";

/**
 * A loading placeholder. Given an `aria-label` it announces itself as a status
 * ("Loading quiz…"); a bare div may not carry a name (axe: aria-prohibited-attr).
 */
export function Skeleton({ className, role, ...props }: HTMLAttributes<HTMLDivElement>) {
  const named = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
  return <div role={role ?? (named ? "status" : undefined)} className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
}
