// The landing page in every language the settings offer (docs/decisions/019-languages.md): no missing key, the visitor's
// language on screen, figures and prices written the way that language writes them.
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Course } from "@shared/schemas/courses";
import { FALLBACK_PLATFORM_INFO } from "@/features/auth";
import { missingKeys, resetLocale, strictLocale } from "@/i18n/test-init";
import { renderWithProviders } from "@/test/render";
import LandingPage from "./pages/landing-page";
import { fakeApi } from "@/test/fake-api";

/** A course of the catalogue as GET /api/courses?sort=popular answers it. */
const POPULAR: Course = {
  id: 7,
  title: "Course",
  description: "A real course.",
  category: "marketing",
  level: "beginner",
  price: "129.00",
  originalPrice: null,
  thumbnailUrl: null,
  guidelines: null,
  isPublished: true,
  sequential: false,
  studentsCount: 3,
  lessonsCount: 24,
  duration: 60,
  rating: 4.5,
  reviewCount: 2,
  createdAt: "2026-11-01T00:00:00.000Z",
};

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await resetLocale();
});

const EXPECTED = {
  es: {
    heading: "Domina nuevas habilidades y construye tu futuro",
    cta: "Empezar",
    price: "129,00 US$",
    lessons: "24 lecciones",
    demoSubject: "Solicitud de demostración",
  },
  fr: {
    heading: "Maîtrisez de nouvelles compétences et construisez votre avenir",
    cta: "Commencer",
    price: "129,00 $US",
    lessons: "24 leçons",
    demoSubject: "Demande de démo",
  },
  de: {
    heading: "Neue Fähigkeiten meistern und die Zukunft gestalten",
    cta: "Loslegen",
    price: "129,00 $",
    lessons: "24 Lektionen",
    demoSubject: "Demo-Anfrage",
  },
  zh: { heading: "掌握新技能，成就你的未来", cta: "立即开始", price: "US$129.00", lessons: "24 节课", demoSubject: "预约演示" },
} as const;

describe("the landing page in each language", () => {
  it.each(Object.entries(EXPECTED))("%s: every key present, the page in that language", async (locale, expected) => {
    fakeApi({
      "GET /api/platform": { status: 200, body: { ...FALLBACK_PLATFORM_INFO, supportEmail: "help@academy.test" } },
      "GET /api/courses?sort=popular&limit=3": { status: 200, body: { items: [POPULAR], total: 1 } },
    });
    await strictLocale(locale);
    renderWithProviders(<LandingPage />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(expected.heading);
    expect(screen.getByTestId("button-get-started")).toHaveTextContent(expected.cta);
    expect(await screen.findByTestId("popular-course-7")).toHaveTextContent(expected.lessons);
    // Prices stay US dollars, written the reader's way (non-breaking spaces normalised).
    expect(document.body.textContent?.replace(/\s/g, " ")).toContain(expected.price);
    expect(screen.getByLabelText(locale === "zh" ? "语言" : /Idioma|Langue|Sprache/)).toHaveValue(locale);
    // The demo request mails support with a subject in the visitor's language.
    const demo = new URL((await screen.findByTestId("button-schedule-demo")).getAttribute("href")!);
    expect(demo.searchParams.get("subject")).toBe(expected.demoSubject);
    expect(missingKeys()).toEqual([]);
  });
});
