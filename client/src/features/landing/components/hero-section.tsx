import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import { ArrowDown, ArrowRight, CirclePlay, Sparkles, Star, TrendingUp } from "lucide-react";
import { formatNumber, formatPercent } from "@/lib/format";
import { AUTH_PATH, HERO_FADE_IN_DELAY_MS, HERO_STATS, REVEAL_AT, SECTION_IDS } from "../content";
import { useDelayedFlag } from "../hooks/use-delayed-flag";
import { cx, revealClasses } from "../lib/class-names";
import { handleSectionLinkClick } from "../lib/scroll";
import { Reveal } from "./reveal";

/**
 * The hero title, whose one `<accent>…</accent>` part is drawn in the brand gradient. Split here
 * rather than with Trans (client/src/i18n/react.tsx), which the landing page need not load.
 */
function AccentedTitle({ text }: { text: string }) {
  const parts = /^([\s\S]*)<accent>([\s\S]*)<\/accent>([\s\S]*)$/.exec(text);
  if (!parts) return text;
  return (
    <>
      {parts[1]}
      <span className="bg-gradient-to-r from-brand-600 to-indigo-600 bg-clip-text text-transparent">{parts[2]}</span>
      {parts[3]}
    </>
  );
}

export function HeroSection() {
  const visible = useDelayedFlag(HERO_FADE_IN_DELAY_MS);
  const { t } = useTranslation("landing");

  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white dark:from-slate-900 dark:via-slate-950 dark:to-slate-950 pt-28 pb-20 sm:pt-36 sm:pb-28"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-0">
        <div className="absolute -top-24 -right-24 h-96 w-96 rounded-full bg-brand-500/15 blur-3xl" />
        <div className="absolute top-40 -left-32 h-80 w-80 rounded-full bg-indigo-400/15 blur-3xl" />
      </div>

      <div className="relative mx-auto grid max-w-7xl items-center gap-16 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div data-testid="hero-content" data-visible={visible} className={revealClasses(visible)}>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-100 dark:border-slate-700 bg-white/80 dark:bg-slate-900/80 px-4 py-1.5 text-sm font-medium text-brand-700 dark:text-brand-200 shadow-sm">
            <Sparkles aria-hidden="true" className="h-4 w-4" />
            {t("hero.eyebrow")}
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 dark:text-white sm:text-5xl lg:text-6xl"
          >
            <AccentedTitle text={t("hero.title")} />
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600 dark:text-slate-300">{t("hero.description")}</p>

          {/* Each button keeps its label on one line (German wrapped it); the second goes below when both do not fit. */}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link
              href={AUTH_PATH}
              data-testid="button-start-learning-today"
              className="inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-xl bg-brand-600 px-6 py-3.5 text-base font-semibold text-white shadow-lg shadow-brand-600/30 transition hover:-translate-y-0.5 hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 motion-reduce:hover:translate-y-0"
            >
              {t("hero.startLearning")}
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
            <a
              href={`#${SECTION_IDS.features}`}
              data-testid="button-how-it-works"
              onClick={handleSectionLinkClick(SECTION_IDS.features)}
              className="inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-xl border border-slate-300 dark:border-slate-600 bg-white dark:bg-slate-900 px-6 py-3.5 text-base font-semibold text-slate-800 dark:text-slate-100 shadow-sm transition hover:border-brand-500 hover:text-brand-700 dark:hover:text-brand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              <ArrowDown aria-hidden="true" className="h-5 w-5" />
              {/* It scrolls to the features: named for what it does (there is no demo video). */}
              {t("hero.seeHowItWorks")}
            </a>
          </div>

          <Reveal at={REVEAL_AT.heroStats} delayMs={150}>
            <dl className="mt-12 grid grid-cols-3 gap-4 border-t border-slate-200 dark:border-slate-700 pt-8 sm:gap-8">
              {HERO_STATS.map((stat) => (
                <div key={stat.id} className="flex flex-col">
                  <dt className="text-sm text-slate-500 dark:text-slate-400">{stat.label()}</dt>
                  <dd className="order-first text-2xl font-bold tracking-tight text-slate-900 dark:text-white sm:text-3xl">
                    {stat.value()}
                  </dd>
                </div>
              ))}
            </dl>
          </Reveal>
        </div>

        <HeroVisual visible={visible} />
      </div>
    </section>
  );
}

/** Decorative product preview (hidden from assistive technology). */
function HeroVisual({ visible }: { visible: boolean }) {
  const { t } = useTranslation("landing");
  return (
    <div
      aria-hidden="true"
      className={cx("relative mx-auto hidden w-full max-w-lg lg:block", revealClasses(visible))}
      style={visible ? { transitionDelay: "200ms" } : undefined}
    >
      <div className="rounded-3xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-4 shadow-2xl shadow-brand-900/10">
        <div className="flex aspect-video items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 via-indigo-600 to-violet-600">
          <CirclePlay className="h-16 w-16 text-white/90" strokeWidth={1.5} />
        </div>
        <div className="mt-4 space-y-3 px-1">
          <div className="flex items-center justify-between text-sm">
            <span className="font-semibold text-slate-900 dark:text-white">{t("courses.marketing.title")}</span>
            <span className="text-slate-500 dark:text-slate-400">{t("hero.visual.lesson", { n: 8, total: 24 })}</span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
            <div className="h-full w-1/3 rounded-full bg-gradient-to-r from-brand-500 to-indigo-500" />
          </div>
        </div>
      </div>

      <div className="absolute top-1/2 -left-10 flex -translate-y-1/2 items-center gap-3 rounded-2xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-4 shadow-xl">
        <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-emerald-100 text-emerald-600">
          <TrendingUp className="h-5 w-5" />
        </span>
        <span>
          <span className="block text-xs text-slate-500 dark:text-slate-400">{t("hero.visual.commission")}</span>
          <span className="block text-lg font-bold text-slate-900 dark:text-white">+{formatPercent(15)}</span>
        </span>
      </div>

      <div className="absolute -top-6 -right-6 flex items-center gap-1 rounded-2xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 px-4 py-3 shadow-xl">
        {[0, 1, 2, 3, 4].map((i) => (
          <Star key={i} className="h-4 w-4 fill-amber-400 text-amber-400" />
        ))}
        <span className="ml-1 text-sm font-semibold text-slate-900 dark:text-white">{formatNumber(4.9, { minimumFractionDigits: 1 })}</span>
      </div>
    </div>
  );
}
