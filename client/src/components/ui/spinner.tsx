import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <LoaderCircle role="status" aria-label={label} className={cn("h-8 w-8 animate-spin text-primary", className)} />
  );
}

/** Centred spinner filling the screen or the area it is placed in. */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      data-testid="spinner-page"
      className={cn("flex items-center justify-center", fullScreen ? "min-h-screen" : "min-h-[50vh]")}
    >
      <Spinner />
    </div>
  );
}
