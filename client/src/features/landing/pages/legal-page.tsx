import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { useTranslation } from "@/i18n/react";
import type { LegalKind } from "@shared/schemas/legal";
import { formatDate } from "@/lib/format";
import { legalDocumentQueryOptions } from "../api/legal-queries";
import { BrandLogo } from "../components/brand-logo";
import { LandingFooter } from "../components/landing-footer";

/** The admin's text as paragraphs (blank lines part them); text, never HTML. */
function paragraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** /privacy and /terms: the text an admin keeps in the admin settings, or the default one. */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const { t } = useTranslation("landing");
  const query = useQuery(legalDocumentQueryOptions(kind));
  const title = kind === "privacy" ? t("footer.privacy") : t("footer.terms");
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
      <header className="border-b border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-3xl items-center px-4 py-4 sm:px-6">
          <Link href="/" className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500">
            <BrandLogo />
          </Link>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 outline-none sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight" data-testid="text-legal-title">
          {title}
        </h1>
        {query.isPending ? (
          <p className="mt-6 text-slate-600 dark:text-slate-300" role="status">
            {t("legal.loading")}
          </p>
        ) : query.isError ? (
          <div className="mt-6" data-testid="legal-error">
            <p className="text-slate-700 dark:text-slate-300">{t("legal.loadFailed")}</p>
            <button
              type="button"
              onClick={() => void query.refetch()}
              className="mt-4 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600"
            >
              {t("courses.retry")}
            </button>
          </div>
        ) : (
          <>
            {query.data.updatedAt && (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" data-testid="text-legal-updated">
                {t("legal.updated", { date: formatDate(query.data.updatedAt) })}
              </p>
            )}
            <div className="mt-8 space-y-4 leading-relaxed break-words text-slate-700 dark:text-slate-200" data-testid="text-legal-body">
              {paragraphs(query.data.body).map((p, i) => (
                <p key={i} className="whitespace-pre-line">
                  {p}
                </p>
              ))}
            </div>
          </>
        )}
      </main>
      <LandingFooter />
    </div>
  );
}
