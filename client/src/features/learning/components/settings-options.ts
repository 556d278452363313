// Labels for the learner settings of SPEC §3. The values are the shared option lists, in order.
import {
  DIFFICULTIES,
  EMAIL_FREQUENCIES,
  LANGUAGES,
  PROFILE_VISIBILITIES,
  THEMES,
  TIMEZONES,
  type LearnerSettings,
} from "@shared/schemas/profile";

export interface SettingOption<V extends string> {
  value: V;
  label: string;
}

function withLabels<V extends string>(values: readonly V[], labels: Record<V, string>): SettingOption<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export const PROFILE_VISIBILITY_OPTIONS = withLabels(PROFILE_VISIBILITIES, {
  public: "Public: anyone can see your profile",
  students: "Students: only other learners",
  private: "Private: only you",
});

export const LANGUAGE_OPTIONS = withLabels(LANGUAGES, {
  en: "English",
  es: "Español (Spanish)",
  fr: "Français (French)",
  de: "Deutsch (German)",
  zh: "中文 (Chinese)",
});

export const TIMEZONE_OPTIONS = withLabels(TIMEZONES, {
  UTC: "UTC",
  EST: "EST (US Eastern)",
  PST: "PST (US Pacific)",
  GMT: "GMT (Greenwich)",
  CET: "CET (Central Europe)",
});

export const DIFFICULTY_OPTIONS = withLabels(DIFFICULTIES, {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
  all: "All levels",
});

export const EMAIL_FREQUENCY_OPTIONS = withLabels(EMAIL_FREQUENCIES, {
  immediate: "Immediately",
  daily: "Daily digest",
  weekly: "Weekly digest",
  monthly: "Monthly digest",
  never: "Never",
});

export const THEME_OPTIONS = withLabels(THEMES, {
  light: "Light",
  dark: "Dark",
  system: "System",
});

/** The on/off settings. */
export type ToggleSetting = {
  [K in keyof LearnerSettings]: LearnerSettings[K] extends boolean ? K : never;
}[keyof LearnerSettings];

/** The settings chosen from a list. */
export type ChoiceSetting = {
  [K in keyof LearnerSettings]: LearnerSettings[K] extends string ? K : never;
}[keyof LearnerSettings];
