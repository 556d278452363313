import { GraduationCap } from "lucide-react";
import { PRODUCT_NAME } from "../content";
import { cx } from "../lib/class-names";

export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className="flex h-9 w-9 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-indigo-600 text-white shadow-md shadow-brand-500/30"
      >
        <GraduationCap className="h-5 w-5" />
      </span>
      <span className={cx("text-lg font-bold tracking-tight", inverted ? "text-white" : "text-slate-900 dark:text-white")}>
        {PRODUCT_NAME}
      </span>
    </span>
  );
}
