import { useEffect, useState } from "react";
import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import { ArrowRight, Menu, X } from "lucide-react";
import { UI } from "@shared/constants";
import { LanguageSwitcher } from "@/i18n/language-switcher";
import { AUTH_PATH, NAV_LINKS, PRODUCT_NAME } from "../content";
import { useScrolledPast } from "../hooks/use-scrolled-past";
import { cx } from "../lib/class-names";
import { handleSectionLinkClick, scrollToTop } from "../lib/scroll";
import { BrandLogo } from "./brand-logo";

const MOBILE_MENU_ID = "landing-mobile-menu";

/** Fixed header; translucent (blurred, semi-transparent) once scrolled past UI.landingHeaderThresholdPx. */
export function LandingHeader() {
  const scrolled = useScrolledPast(UI.landingHeaderThresholdPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const { t } = useTranslation("landing");

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header
      data-testid="landing-header"
      data-scrolled={scrolled}
      className={cx(
        "fixed inset-x-0 top-0 z-50 transition-all duration-300 motion-reduce:transition-none",
        scrolled || menuOpen
          ? "border-b border-slate-200/70 bg-white/80 dark:bg-slate-900/80 shadow-sm backdrop-blur-md supports-[backdrop-filter]:bg-white/70 dark:border-slate-700/70 dark:supports-[backdrop-filter]:bg-slate-900/70"
          : "border-b border-transparent bg-transparent",
      )}
    >
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-brand-700 focus:shadow"
      >
        {t("header.skipToContent")}
      </a>
      <nav aria-label={t("header.mainNav")} className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <a
          href="/"
          aria-label={t("header.backToTop", { product: PRODUCT_NAME })}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
          onClick={(event) => {
            event.preventDefault();
            closeMenu();
            scrollToTop();
          }}
        >
          <BrandLogo />
        </a>

        <ul className="hidden items-center gap-8 md:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.sectionId}>
              <a
                href={`#${link.sectionId}`}
                onClick={handleSectionLinkClick(link.sectionId)}
                className="text-sm font-medium text-slate-600 dark:text-slate-300 transition-colors hover:text-brand-600 focus-visible:text-brand-600 dark:hover:text-brand-200 dark:focus-visible:text-brand-200 focus-visible:outline-none"
              >
                {link.label()}
              </a>
            </li>
          ))}
        </ul>

        <div className="flex items-center gap-2">
          {/* On a phone the switcher sits in the menu: the header row keeps the brand, Get Started and the menu button. */}
          <LanguageSwitcher className="hidden md:flex" />
          <Link
            href={AUTH_PATH}
            data-testid="button-get-started"
            className="inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-sm shadow-brand-600/30 transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:px-4"
          >
            {t("header.getStarted")}
            <ArrowRight aria-hidden="true" className="hidden h-4 w-4 sm:block" />
          </Link>
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 dark:text-slate-200 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? t("header.closeMenu") : t("header.openMenu")}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="h-5 w-5" /> : <Menu aria-hidden="true" className="h-5 w-5" />}
          </button>
        </div>
      </nav>

      {menuOpen && (
        <div
          id={MOBILE_MENU_ID}
          className="border-t border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 px-4 pb-4 pt-2 shadow-lg md:hidden"
        >
          <ul className="flex flex-col">
            {NAV_LINKS.map((link) => (
              <li key={link.sectionId}>
                <a
                  href={`#${link.sectionId}`}
                  onClick={handleSectionLinkClick(link.sectionId, closeMenu)}
                  className="block rounded-lg px-3 py-3 text-base font-medium text-slate-700 dark:text-slate-200 hover:bg-slate-50 hover:text-brand-600"
                >
                  {link.label()}
                </a>
              </li>
            ))}
          </ul>
          <LanguageSwitcher className="px-3 pt-2" />
        </div>
      )}
    </header>
  );
}
