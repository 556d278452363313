import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import { usePlatformInfo } from "@/features/auth/session";
import { AUTH_PATH, NAV_LINKS, PRODUCT_NAME, supportMailto } from "../content";
import { handleSectionLinkClick } from "../lib/scroll";
import { BrandLogo } from "./brand-logo";

const linkClass = "text-sm text-slate-400 transition-colors hover:text-white focus-visible:text-white focus-visible:outline-none";

export function LandingFooter() {
  const year = new Date().getFullYear();
  const { t } = useTranslation("landing");
  // The legal pages' text is the admin's (admin settings); Contact mails the support address, when set.
  const supportEmail = usePlatformInfo().data?.supportEmail ?? "";
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="md:col-span-2">
          <BrandLogo inverted />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-400">{t("footer.tagline")}</p>
        </div>

        <nav aria-label={t("footer.explore")}>
          <h2 className="text-sm font-semibold text-white">{t("footer.explore")}</h2>
          <ul className="mt-4 space-y-3">
            {NAV_LINKS.map((link) => (
              <li key={link.sectionId}>
                <a href={`#${link.sectionId}`} onClick={handleSectionLinkClick(link.sectionId)} className={linkClass}>
                  {link.label()}
                </a>
              </li>
            ))}
            <li>
              <Link href={AUTH_PATH} className={linkClass}>
                {t("footer.signIn")}
              </Link>
            </li>
          </ul>
        </nav>

        <nav aria-label={t("footer.company")}>
          <h2 className="text-sm font-semibold text-white">{t("footer.company")}</h2>
          <ul className="mt-4 space-y-3">
            <li>
              <Link href="/privacy" className={linkClass} data-testid="link-privacy">
                {t("footer.privacy")}
              </Link>
            </li>
            <li>
              <Link href="/terms" className={linkClass} data-testid="link-terms">
                {t("footer.terms")}
              </Link>
            </li>
            {supportEmail && (
              <li>
                <a href={supportMailto(supportEmail)} className={linkClass} data-testid="link-contact">
                  {t("footer.contact")}
                </a>
              </li>
            )}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-slate-400 sm:px-6 lg:px-8">
          {t("footer.copyright", { year: String(year), product: PRODUCT_NAME })}
        </p>
      </div>
    </footer>
  );
}
