import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import { ArrowRight, CalendarDays } from "lucide-react";
import { usePlatformInfo } from "@/features/auth/session";
import { AUTH_PATH, REVEAL_AT, supportMailto } from "../content";
import { Reveal } from "./reveal";

/** Call-to-action band: free trial (→ /auth) and Schedule a Demo (mail to support). */
export function CtaSection() {
  // The trial the platform really gives (subscriptionTrialDays); 0 means none is advertised, and
  // none is promised either until /api/platform has answered (a guess could be wrong).
  const platform = usePlatformInfo().data;
  const trialDays = platform?.subscriptionTrialDays ?? 0;
  // Schedule a Demo mails the platform's real support address (admin settings), shown only when there is one.
  const supportEmail = platform?.supportEmail ?? "";
  const { t } = useTranslation("landing");
  return (
    <section aria-labelledby="cta-heading" className="px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
      <Reveal at={REVEAL_AT.cta} className="mx-auto max-w-6xl">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-indigo-800 px-6 py-16 text-center shadow-2xl shadow-brand-900/20 sm:px-16">
          <div aria-hidden="true" className="pointer-events-none absolute inset-0">
            <div className="absolute -top-20 -left-20 h-72 w-72 rounded-full bg-white/10 blur-3xl" />
            <div className="absolute -right-16 -bottom-24 h-80 w-80 rounded-full bg-indigo-400/20 blur-3xl" />
          </div>
          <div className="relative">
            <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
              {t("cta.title")}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">
              {t("cta.description")}
              {trialDays > 0 && ` ${t("cta.trial", { days: trialDays })}`}
            </p>
            <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
              <Link
                href={AUTH_PATH}
                data-testid="button-start-trial"
                className="inline-flex items-center justify-center gap-2 rounded-xl bg-white px-7 py-3.5 text-base font-semibold text-brand-700 shadow-lg transition hover:-translate-y-0.5 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white motion-reduce:hover:translate-y-0"
              >
                {trialDays > 0 ? t("cta.startTrial", { days: trialDays }) : t("cta.getStarted")}
                <ArrowRight aria-hidden="true" className="h-5 w-5" />
              </Link>
              {supportEmail && (
                <a
                  href={supportMailto(supportEmail, t("cta.demoEmailSubject"))}
                  data-testid="button-schedule-demo"
                  className="inline-flex items-center justify-center gap-2 rounded-xl border border-white/40 px-7 py-3.5 text-base font-semibold text-white transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  <CalendarDays aria-hidden="true" className="h-5 w-5" />
                  {t("cta.scheduleDemo")}
                </a>
              )}
            </div>
          </div>
        </div>
      </Reveal>
    </section>
  );
}
