// Static marketing copy of the public landing page (SPEC §1, §2 and §9).
// PRODUCT.md §1.2: landing-page marketing copy stays as written, so these
// figures are deliberately fixed and never computed from the database.
import {
  Award,
  BarChart3,
  Briefcase,
  DollarSign,
  GraduationCap,
  Headphones,
  Megaphone,
  ShieldCheck,
  TrendingUp,
  Users,
  type LucideIcon,
} from "lucide-react";

export const PRODUCT_NAME = "GSM Academy";
export const AUTH_PATH = "/auth";
export const SUPPORT_EMAIL = "support@gsm-academy.example";
export const SCHEDULE_DEMO_HREF = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent("Schedule a Demo")}`;

/** Ids of the in-page sections the header links scroll to. */
export const SECTION_IDS = {
  features: "features",
  courses: "courses",
  testimonials: "testimonials",
} as const;

export const NAV_LINKS = [
  { label: "Features", sectionId: SECTION_IDS.features },
  { label: "Courses", sectionId: SECTION_IDS.courses },
  { label: "Success Stories", sectionId: SECTION_IDS.testimonials },
] as const;

/**
 * Scroll positions (px) at which sections reveal themselves (SPEC §2:
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

/** Delay of the hero's initial fade-in (SPEC §2). */
export const HERO_FADE_IN_DELAY_MS = 100;

export interface Stat {
  value: string;
  label: string;
  icon: LucideIcon;
}

export const HERO_STATS: readonly Stat[] = [
  { value: "10,000+", label: "Active Learners", icon: Users },
  { value: "500+", label: "Expert Courses", icon: GraduationCap },
  { value: "98%", label: "Success Rate", icon: Award },
];

export type PathAccent = "brand" | "violet" | "emerald";

export interface SuccessPath {
  key: "learner" | "admin" | "entrepreneur";
  title: string;
  description: string;
  icon: LucideIcon;
  accent: PathAccent;
  features: readonly string[];
  cta: string;
  testId: string;
}

export const SUCCESS_PATHS: readonly SuccessPath[] = [
  {
    key: "learner",
    title: "Personal Learner",
    description: "Learn at your own pace with expert-led video courses and earn certificates as you grow.",
    icon: GraduationCap,
    accent: "brand",
    features: ["Unlimited course access", "Progress tracking & certificates", "Financial product subscriptions", "Notes & reviews"],
    cta: "Start Learning",
    testId: "button-start-learning",
  },
  {
    key: "admin",
    title: "Administrator",
    description: "Run the whole academy: curate content, manage people and follow every result.",
    icon: ShieldCheck,
    accent: "violet",
    features: ["User management", "Course creation", "Video upload & organization", "Analytics & reporting"],
    cta: "Admin Access",
    testId: "button-admin-access",
  },
  {
    key: "entrepreneur",
    title: "Entrepreneur",
    description: "Promote courses you believe in with your own affiliate link and earn commission on every sale.",
    icon: TrendingUp,
    accent: "emerald",
    features: ["Commission tracking dashboard", "Digital marketing tools", "Affiliate link management", "Performance analytics"],
    cta: "Start Marketing",
    testId: "button-start-marketing",
  },
];

export interface SampleCourse {
  id: number;
  title: string;
  description: string;
  category: "Marketing" | "Finance" | "Business";
  icon: LucideIcon;
  price: number;
  originalPrice: number;
  rating: number;
  lessons: number;
  duration: string;
}

/** The three fixed sample courses of SPEC §9 (titles are marketing copy). */
export const SAMPLE_COURSES: readonly SampleCourse[] = [
  {
    id: 1,
    title: "Digital Marketing Mastery",
    description: "Social media, SEO, paid ads and email funnels that turn audiences into customers.",
    category: "Marketing",
    icon: Megaphone,
    price: 129,
    originalPrice: 199,
    rating: 4.9,
    lessons: 24,
    duration: "12h 30m",
  },
  {
    id: 2,
    title: "Personal Finance & Investing Essentials",
    description: "Budgeting, credit, saving and investing fundamentals to build lasting wealth.",
    category: "Finance",
    icon: DollarSign,
    price: 99,
    originalPrice: 149,
    rating: 4.8,
    lessons: 18,
    duration: "8h 45m",
  },
  {
    id: 3,
    title: "Launch & Scale Your Online Business",
    description: "Validate an idea, build a brand and grow a profitable business online.",
    category: "Business",
    icon: Briefcase,
    price: 179,
    originalPrice: 249,
    rating: 4.7,
    lessons: 32,
    duration: "15h 20m",
  },
];

export const SUCCESS_FIGURES: readonly Stat[] = [
  { value: "94%", label: "Student success rate", icon: BarChart3 },
  { value: "$2.5M+", label: "Student earnings", icon: DollarSign },
  { value: "24/7", label: "Expert support", icon: Headphones },
];

export interface Testimonial {
  name: string;
  role: string;
  quote: string;
  initials: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Sarah M.",
    role: "Digital Marketer",
    initials: "SM",
    quote: "The marketing course gave me a clear, practical plan. Within a few months I had landed my first agency clients.",
  },
  {
    name: "James R.",
    role: "Affiliate Entrepreneur",
    initials: "JR",
    quote: "The affiliate dashboard shows me exactly which links convert. Promoting courses I actually took feels natural.",
  },
  {
    name: "Priya K.",
    role: "Finance Learner",
    initials: "PK",
    quote: "Short lessons, timestamped notes and a certificate at the end. I finally understand budgeting and investing.",
  },
];

/** Whole-percent saving of a sample course, e.g. 199 → 129 is 35%. */
export function discountPercent(price: number, originalPrice: number): number {
  if (originalPrice <= 0 || price >= originalPrice) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
