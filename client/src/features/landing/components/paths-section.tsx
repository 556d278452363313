import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import { ArrowRight, Check } from "lucide-react";
import { AUTH_PATH, REVEAL_AT, SECTION_IDS, SUCCESS_PATHS, type PathAccent, type SuccessPath } from "../content";
import { Reveal } from "./reveal";
import { SectionHeading } from "./section-heading";

const ACCENTS: Record<PathAccent, { icon: string; check: string; button: string; ring: string }> = {
  brand: {
    icon: "bg-brand-100 text-brand-600",
    check: "text-brand-600 dark:text-brand-300",
    button: "bg-brand-600 hover:bg-brand-700 shadow-brand-600/30 focus-visible:outline-brand-500",
    ring: "hover:border-brand-500/50",
  },
  violet: {
    icon: "bg-violet-100 text-violet-600",
    check: "text-violet-600 dark:text-violet-300",
    button: "bg-violet-600 hover:bg-violet-700 shadow-violet-600/30 focus-visible:outline-violet-500",
    ring: "hover:border-violet-500/50",
  },
  emerald: {
    icon: "bg-emerald-100 text-emerald-600",
    check: "text-emerald-600 dark:text-emerald-300",
    button: "bg-emerald-700 hover:bg-emerald-800 shadow-emerald-700/30 focus-visible:outline-emerald-500",
    ring: "hover:border-emerald-500/50",
  },
};

/** "Three Paths to Success" (section id `features`). */
export function PathsSection() {
  const { t } = useTranslation("landing");
  return (
    <section
      id={SECTION_IDS.features}
      tabIndex={-1}
      aria-labelledby="paths-heading"
      className="scroll-mt-20 bg-white dark:bg-slate-900 py-20 outline-none sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Reveal at={REVEAL_AT.pathsHeading}>
          <SectionHeading id="paths-heading" eyebrow={t("paths.eyebrow")} title={t("paths.title")} description={t("paths.description")} />
        </Reveal>

        <div className="mt-16 grid gap-8 md:grid-cols-3">
          {SUCCESS_PATHS.map((path, index) => (
            <Reveal key={path.key} at={REVEAL_AT.pathsCards} delayMs={index * 120} className="h-full">
              <PathCard path={path} />
            </Reveal>
          ))}
        </div>
      </div>
    </section>
  );
}

function PathCard({ path }: { path: SuccessPath }) {
  const accent = ACCENTS[path.accent];
  const Icon = path.icon;
  return (
    <article
      className={`flex h-full flex-col rounded-2xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-8 shadow-sm transition hover:-translate-y-1 hover:shadow-xl motion-reduce:hover:translate-y-0 ${accent.ring}`}
    >
      <span className={`flex h-14 w-14 items-center justify-center rounded-2xl ${accent.icon}`}>
        <Icon aria-hidden="true" className="h-7 w-7" />
      </span>
      <h3 className="mt-6 text-xl font-bold text-slate-900 dark:text-white">{path.title()}</h3>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{path.description()}</p>
      <ul className="mt-6 flex-1 space-y-3">
        {path.features().map((feature) => (
          <li key={feature} className="flex items-start gap-3 text-slate-700 dark:text-slate-200">
            <Check aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${accent.check}`} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Link
        href={AUTH_PATH}
        data-testid={path.testId}
        className={`mt-8 inline-flex items-center justify-center gap-2 rounded-xl px-5 py-3 font-semibold text-white shadow-md transition focus-visible:outline-2 focus-visible:outline-offset-2 ${accent.button}`}
      >
        {path.cta()}
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </Link>
    </article>
  );
}
