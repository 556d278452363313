// The toast UI (Radix Toast and its layers, about 9 KB compressed) downloads with the first toast
// instead of with every first page; the toast store itself is tiny and stays in the entry chunk.
import { lazy, Suspense, useRef } from "react";
import { useToast } from "@/hooks/use-toast";

const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

export function OnDemandToaster() {
  const { toasts } = useToast();
  const needed = useRef(false);
  if (toasts.length > 0) needed.current = true; // once mounted, stays mounted (exit animations, F8)
  if (!needed.current) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
