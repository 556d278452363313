import { LoaderCircle } from "lucide-react";
import { i18n } from "@/i18n";

// No cn() here: the spinner is in the entry chunk, and the class merge (class-merge.ts, 1.7 KB) would come
// with it to the landing page. A caller's size or colour replaces the default one instead.
// No hook either: a spinner is the fallback while a catalog loads, so it must not wait for one.
export function Spinner({ className = "", label }: { className?: string; label?: string }) {
  label ??= i18n.t("common:loading", { defaultValue: "Loading" });
  const size = /(^|\s)(h|w|size)-/.test(className) ? "" : "h-8 w-8";
  const colour = /(^|\s)text-/.test(className) ? "" : "text-primary";
  return <LoaderCircle role="status" aria-label={label} className={["animate-spin", size, colour, className].filter(Boolean).join(" ")} />;
}

/** Centred spinner filling the screen or the area it is placed in. */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div data-testid="spinner-page" className={`flex items-center justify-center ${fullScreen ? "min-h-screen" : "min-h-[50vh]"}`}>
      <Spinner />
    </div>
  );
}
