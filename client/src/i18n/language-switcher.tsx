import { useId } from "react";
import { useTranslation } from "./react";
import { changeLocale, isLocale, LOCALE_NAMES, LOCALES } from "./index";

// No cn() here: the switcher is on the landing page, which does not load the class merge (class-merge.ts).
const THEMED = "border-input bg-background text-foreground";

/**
 * The visitor's language (landing header, auth page): switches at once and is remembered in a cookie.
 * `tone="light"` for a page that stays light in the dark theme (the landing page).
 */
export function LanguageSwitcher({ className = "", tone }: { className?: string; tone?: "light" }) {
  const { t, i18n } = useTranslation("common");
  const id = useId();
  const current = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t("language.label")}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => void changeLocale(event.target.value)}
        className={`h-9 rounded-md border px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ${tone === "light" ? "border-slate-300 bg-white text-slate-700" : THEMED}`}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
