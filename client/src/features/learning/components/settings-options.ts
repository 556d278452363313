// Labels for the learner settings of docs/spec.md §3. The values are the shared option lists, in order;
// the labels are read in the active language each time the settings screen renders.
import { DIFFICULTIES, EMAIL_FREQUENCIES, LANGUAGES, PROFILE_VISIBILITIES, THEMES, TIMEZONES } from "@shared/schemas/profile";
import { i18n, LOCALE_NAMES } from "@/i18n";

export interface SettingOption<V extends string> {
  value: V;
  label: string;
}

function withLabels<V extends string>(values: readonly V[], labels: Record<V, string>): SettingOption<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export const profileVisibilityOptions = () =>
  withLabels(PROFILE_VISIBILITIES, {
    public: i18n.t("learning:settings.options.visibility.public"),
    students: i18n.t("learning:settings.options.visibility.students"),
    private: i18n.t("learning:settings.options.visibility.private"),
  });

/** Each language named in itself, then in the reader's language ("Deutsch (German)"). */
export const languageOptions = () =>
  withLabels(LANGUAGES, {
    en: LOCALE_NAMES.en,
    es: i18n.t("learning:settings.options.language.es", { name: LOCALE_NAMES.es }),
    fr: i18n.t("learning:settings.options.language.fr", { name: LOCALE_NAMES.fr }),
    de: i18n.t("learning:settings.options.language.de", { name: LOCALE_NAMES.de }),
    zh: i18n.t("learning:settings.options.language.zh", { name: LOCALE_NAMES.zh }),
  });

export const timezoneOptions = () =>
  withLabels(TIMEZONES, {
    UTC: "UTC",
    EST: i18n.t("learning:settings.options.timezone.EST"),
    PST: i18n.t("learning:settings.options.timezone.PST"),
    GMT: i18n.t("learning:settings.options.timezone.GMT"),
    CET: i18n.t("learning:settings.options.timezone.CET"),
  });

export const difficultyOptions = () =>
  withLabels(DIFFICULTIES, {
    beginner: i18n.t("learning:settings.options.difficulty.beginner"),
    intermediate: i18n.t("learning:settings.options.difficulty.intermediate"),
    advanced: i18n.t("learning:settings.options.difficulty.advanced"),
    all: i18n.t("learning:settings.options.difficulty.all"),
  });

export const emailFrequencyOptions = () =>
  withLabels(EMAIL_FREQUENCIES, {
    immediate: i18n.t("learning:settings.options.emailFrequency.immediate"),
    daily: i18n.t("learning:settings.options.emailFrequency.daily"),
    weekly: i18n.t("learning:settings.options.emailFrequency.weekly"),
    monthly: i18n.t("learning:settings.options.emailFrequency.monthly"),
    never: i18n.t("learning:settings.options.emailFrequency.never"),
  });

export const themeOptions = () =>
  withLabels(THEMES, {
    light: i18n.t("learning:settings.options.theme.light"),
    dark: i18n.t("learning:settings.options.theme.dark"),
    system: i18n.t("learning:settings.options.theme.system"),
  });
