// The other learner screens in each language the settings offer: every key present (no English
// fallback, see client/src/i18n/test-init.ts) and the screen's own words translated.
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "wouter";
import type { Enrollment, FinancialProduct } from "@shared/schemas/learning";
import { DEFAULT_LEARNER_SETTINGS, type LearnerSettings } from "@shared/schemas/profile";
import { missingKeys, resetLocale, strictLocale } from "@/i18n/test-init";
import { renderWithProviders } from "@/test/render";
import CertificatePage from "./certificate-page";
import CertificatesPage from "./certificates-page";
import FinancialProductsPage from "./financial-products-page";
import MyCoursesPage from "./my-courses-page";
import ProfilePage from "./profile-page";
import { fakeApi } from "@/test/fake-api";
import { makeUser } from "@/test/fixtures";

const learner = makeUser("personal", {
  id: 3,
  username: "jlee",
  email: "jlee@example.test",
  firstName: "Jordan",
  lastName: "Lee",
  createdAt: "2025-01-05T10:00:00.000Z",
  bio: "Learning to sell online.",
  location: "Lisbon",
});

function enrollment(courseId: number, progress: number, overrides: Partial<Enrollment> = {}): Enrollment {
  return {
    id: courseId * 10,
    courseId,
    course: {
      id: courseId,
      title: `Course ${courseId}`,
      description: "About the course",
      thumbnailUrl: null,
      category: "business",
      level: "advanced",
      price: "49.00",
      lessonsCount: 4,
    },
    progress,
    completedChapters: progress >= 100 ? [1, 2, 3, 4] : [],
    enrolledAt: "2025-02-01T00:00:00.000Z",
    completedAt: null,
    accessUntil: null,
    hasAccess: true,
    refunded: false,
    subscriptionCancelledAt: null,
    trialEndsAt: null,
    ...overrides,
  };
}

const product: FinancialProduct = {
  id: 1,
  name: "Everyday Card",
  type: "Credit Card",
  description: "A partner product.",
  features: ["First", "Second", "Third", "Fourth"],
  interestRate: "18.99% APR",
  minCreditScore: 650,
  minDeposit: "500.00",
  provider: "Partner Bank",
  rating: 4.5,
  applicationUrl: "https://partner.example/apply",
  isDemo: false,
  sortOrder: 1,
};

function serverFor(locale: LearnerSettings["language"]) {
  return fakeApi({
    "GET /api/user": { status: 200, body: learner },
    "GET /api/user/settings": { status: 200, body: { ...DEFAULT_LEARNER_SETTINGS, language: locale } },
    "GET /api/personal/enrollments": {
      status: 200,
      body: [
        enrollment(1, 100),
        enrollment(2, 40, { accessUntil: "2030-01-15T00:00:00.000Z" }),
        enrollment(3, 0, { accessUntil: "2030-01-15T00:00:00.000Z", trialEndsAt: "2030-01-15T00:00:00.000Z" }),
        enrollment(4, 10, { accessUntil: "2025-01-15T00:00:00.000Z", hasAccess: false }),
        enrollment(5, 0, { refunded: true, hasAccess: false }),
      ],
    },
    "GET /api/personal/certificates": {
      status: 200,
      body: [
        {
          certificateId: "GSM-1-3",
          courseId: 1,
          courseTitle: "Course 1",
          studentName: "Jordan Lee",
          completionDate: "2025-03-01T12:00:00.000Z",
        },
      ],
    },
    "GET /api/financial-products": { status: 200, body: [product] },
    "GET /api/certificates/1/3": {
      status: 200,
      body: { certificateId: "GSM-1-3", studentName: "Jordan Lee", courseTitle: "Course 1", completionDate: "2025-03-01T12:00:00.000Z" },
    },
  });
}

const words = {
  es: {
    myCourses: "Mis cursos",
    trial: "Prueba gratuita",
    certificates: "Certificados",
    profile: "Perfil",
    financial: "Productos financieros",
    verification: "Verificación de certificado",
    labels: ["Negocios", "Avanzado"],
  },
  fr: {
    myCourses: "Mes cours",
    trial: "Essai gratuit",
    certificates: "Certificats",
    profile: "Profil",
    financial: "Produits financiers",
    verification: "Vérification du certificat",
    labels: ["Entrepreneuriat", "Avancé"],
  },
  de: {
    myCourses: "Meine Kurse",
    trial: "Kostenlose Testphase",
    certificates: "Zertifikate",
    profile: "Profil",
    financial: "Finanzprodukte",
    verification: "Zertifikatsprüfung",
    labels: ["Business", "Experte"],
  },
  zh: {
    myCourses: "我的课程",
    trial: "免费试用中",
    certificates: "证书",
    profile: "个人资料",
    financial: "金融产品",
    verification: "证书验证",
    labels: ["商业", "高级"],
  },
} as const;
type Locale = keyof typeof words;

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await resetLocale();
});

describe.each(Object.keys(words) as Locale[])("the learner screens in %s", (locale) => {
  it("My Courses has every key, with statuses and subscriptions", async () => {
    await strictLocale(locale);
    serverFor(locale);
    const user = userEvent.setup();
    renderWithProviders(<MyCoursesPage />, { path: "/personal/courses" });

    expect(await screen.findByRole("heading", { name: words[locale].myCourses })).toBeInTheDocument();
    expect(await screen.findByTestId("my-course-5")).toBeInTheDocument();
    expect(screen.getByTestId("subscription-3")).toHaveTextContent(words[locale].trial);
    // The category and level in the catalogue's words, the same on every screen.
    expect([screen.getByTestId("badge-category-1"), screen.getByTestId("badge-level-1")].map((b) => b.textContent)).toEqual(
      words[locale].labels,
    );
    await user.click(screen.getByTestId("button-cancel-subscription-2"));
    expect(await screen.findByTestId("button-confirm-cancel-subscription")).toBeInTheDocument();
    expect(missingKeys()).toEqual([]);
  });

  it("Certificates has every key", async () => {
    await strictLocale(locale);
    serverFor(locale);
    renderWithProviders(<CertificatesPage />, { path: "/personal/certificates" });

    expect(await screen.findByRole("heading", { name: words[locale].certificates, level: 1 })).toBeInTheDocument();
    expect(await screen.findByTestId("certificate-1")).toBeInTheDocument();
    expect(await screen.findByTestId("card-certificate-info")).toBeInTheDocument();
    expect(missingKeys()).toEqual([]);
  });

  it("Profile has every key", async () => {
    await strictLocale(locale);
    serverFor(locale);
    renderWithProviders(<ProfilePage />, { path: "/personal/profile" });

    expect(await screen.findByRole("heading", { name: words[locale].profile, level: 1 })).toBeInTheDocument();
    expect(await screen.findByTestId("card-profile-form")).toBeInTheDocument();
    expect(within(screen.getByTestId("badge-certificates")).getByText("1")).toBeInTheDocument();
    expect(missingKeys()).toEqual([]);
  });

  it("Financial Products has every key, details included", async () => {
    await strictLocale(locale);
    serverFor(locale);
    const user = userEvent.setup();
    renderWithProviders(<FinancialProductsPage />, { path: "/personal/financial" });

    expect(await screen.findByRole("heading", { name: words[locale].financial, level: 1 })).toBeInTheDocument();
    await user.click(await screen.findByTestId("button-learn-more-1"));
    expect(screen.getByTestId("text-product-min-deposit-1")).toHaveTextContent("500");
    expect(missingKeys()).toEqual([]);
  });

  it("the public certificate page has every key", async () => {
    await strictLocale(locale);
    serverFor(locale);
    renderWithProviders(<Route path="/certificate/:courseId/:userId" component={CertificatePage} />, { path: "/certificate/1/3" });

    expect(await screen.findByRole("heading", { name: words[locale].verification })).toBeInTheDocument();
    expect(await screen.findByTestId("badge-certificate-verified")).toBeInTheDocument();
    expect(missingKeys()).toEqual([]);
  });
});
