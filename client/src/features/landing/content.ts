// Static marketing copy of the public landing page (docs/spec.md §1, §2 and §9).
// docs/product-rules.md §1.2: landing-page marketing copy stays as written, so these
// figures are deliberately fixed and never computed from the database.
// The words live in the landing catalog (client/src/locales/<locale>/landing.json); the fields
// below are functions so each render reads them in the active language, and figures are
// formatted for it.
import { Award, BarChart3, DollarSign, GraduationCap, Headphones, ShieldCheck, TrendingUp, Users, type LucideIcon } from "lucide-react";
import { i18n } from "@/i18n";
import { formatNumber, formatPercent } from "@/lib/format";

export const PRODUCT_NAME = "GSM Academy";
export const AUTH_PATH = "/auth";
/** The public catalogue (docs/spec.md §2). */
export const BROWSE_PATH = "/browse";
/** How many of the catalogue's most enrolled courses "Popular Courses" shows. */
export const POPULAR_COURSES_SHOWN = 3;
/** A mail to the platform's support address (admin setting supportEmail), the subject in the reader's language. */
export const supportMailto = (email: string, subject?: string) =>
  subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;

/** Ids of the in-page sections the header links scroll to. */
export const SECTION_IDS = {
  features: "features",
  courses: "courses",
  testimonials: "testimonials",
} as const;

// Text is read at render time, in the active language (landing namespace).
export const NAV_LINKS = [
  { label: () => i18n.t("landing:nav.features"), sectionId: SECTION_IDS.features },
  { label: () => i18n.t("landing:nav.courses"), sectionId: SECTION_IDS.courses },
  { label: () => i18n.t("landing:nav.successStories"), sectionId: SECTION_IDS.testimonials },
] as const;

/**
 * Scroll positions (px) at which sections reveal themselves (docs/spec.md §2:
 * "about 50, 200, 300, 800, 1000, 1500 px"). A section is also revealed as
 * soon as it enters the viewport, so tall screens never show blank areas.
 */
export const REVEAL_AT = {
  heroStats: 50,
  pathsHeading: 200,
  pathsCards: 300,
  coursesHeading: 800,
  coursesCards: 1000,
  testimonials: 1500,
  cta: 1500,
} as const;

/** Delay of the hero's initial fade-in (docs/spec.md §2). */
export const HERO_FADE_IN_DELAY_MS = 100;

export interface Stat {
  id: string;
  value: () => string;
  label: () => string;
  icon: LucideIcon;
}

export const HERO_STATS: readonly Stat[] = [
  { id: "learners", value: () => `${formatNumber(10_000)}+`, label: () => i18n.t("landing:hero.stats.learners"), icon: Users },
  { id: "courses", value: () => `${formatNumber(500)}+`, label: () => i18n.t("landing:hero.stats.courses"), icon: GraduationCap },
  { id: "success", value: () => formatPercent(98), label: () => i18n.t("landing:hero.stats.successRate"), icon: Award },
];

export type PathAccent = "brand" | "violet" | "emerald";

export interface SuccessPath {
  key: "learner" | "admin" | "entrepreneur";
  title: () => string;
  description: () => string;
  icon: LucideIcon;
  accent: PathAccent;
  features: () => readonly string[];
  cta: () => string;
  testId: string;
}

export const SUCCESS_PATHS: readonly SuccessPath[] = [
  {
    key: "learner",
    title: () => i18n.t("landing:paths.learner.title"),
    description: () => i18n.t("landing:paths.learner.description"),
    icon: GraduationCap,
    accent: "brand",
    features: () => [
      i18n.t("landing:paths.learner.features.access"),
      i18n.t("landing:paths.learner.features.progress"),
      i18n.t("landing:paths.learner.features.financial"),
      i18n.t("landing:paths.learner.features.notes"),
    ],
    cta: () => i18n.t("landing:paths.learner.cta"),
    testId: "button-start-learning",
  },
  {
    key: "admin",
    title: () => i18n.t("landing:paths.admin.title"),
    description: () => i18n.t("landing:paths.admin.description"),
    icon: ShieldCheck,
    accent: "violet",
    features: () => [
      i18n.t("landing:paths.admin.features.users"),
      i18n.t("landing:paths.admin.features.courses"),
      i18n.t("landing:paths.admin.features.videos"),
      i18n.t("landing:paths.admin.features.analytics"),
    ],
    cta: () => i18n.t("landing:paths.admin.cta"),
    testId: "button-admin-access",
  },
  {
    key: "entrepreneur",
    title: () => i18n.t("landing:paths.entrepreneur.title"),
    description: () => i18n.t("landing:paths.entrepreneur.description"),
    icon: TrendingUp,
    accent: "emerald",
    features: () => [
      i18n.t("landing:paths.entrepreneur.features.commissions"),
      i18n.t("landing:paths.entrepreneur.features.marketing"),
      i18n.t("landing:paths.entrepreneur.features.links"),
      i18n.t("landing:paths.entrepreneur.features.analytics"),
    ],
    cta: () => i18n.t("landing:paths.entrepreneur.cta"),
    testId: "button-start-marketing",
  },
];

export const SUCCESS_FIGURES: readonly Stat[] = [
  { id: "success", value: () => formatPercent(94), label: () => i18n.t("landing:testimonials.figures.successRate"), icon: BarChart3 },
  {
    id: "earnings",
    value: () => `${formatNumber(2_500_000, { style: "currency", currency: "USD", notation: "compact" })}+`,
    label: () => i18n.t("landing:testimonials.figures.earnings"),
    icon: DollarSign,
  },
  { id: "support", value: () => "24/7", label: () => i18n.t("landing:testimonials.figures.support"), icon: Headphones },
];

export interface Testimonial {
  name: string;
  role: () => string;
  quote: () => string;
  initials: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Sarah M.",
    role: () => i18n.t("landing:testimonials.sarah.role"),
    initials: "SM",
    quote: () => i18n.t("landing:testimonials.sarah.quote"),
  },
  {
    name: "James R.",
    role: () => i18n.t("landing:testimonials.james.role"),
    initials: "JR",
    quote: () => i18n.t("landing:testimonials.james.quote"),
  },
  {
    name: "Priya K.",
    role: () => i18n.t("landing:testimonials.priya.role"),
    initials: "PK",
    quote: () => i18n.t("landing:testimonials.priya.quote"),
  },
];
