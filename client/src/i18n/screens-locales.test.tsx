// The key screens of the shell, sign-in/sign-up, the catalogue and the checkout in every language
// the settings offer (docs/decisions/019-languages.md): rendered with no fallback to English, no key may be missing and
// the screen must speak the language.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Route, Switch } from "wouter";
import type { PlatformInfo } from "@shared/schemas/auth";
import PersonalLayout from "@/app/layouts/personal-layout";
import { MaintenanceGate } from "@/app/maintenance-gate";
import NotFoundPage from "@/app/pages/not-found-page";
import { FALLBACK_PLATFORM_INFO } from "@/features/auth";
import AuthPage from "@/features/auth/pages/auth-page";
import BrowseCoursesPage from "@/features/catalog/pages/browse-courses-page";
import { makeCourse, makeUser } from "@/test/fixtures";
import CheckoutPage from "@/features/checkout/pages/checkout-page";
import { polyfillPointerApis, renderWithProviders } from "@/test/render";
import { missingKeys, resetLocale, strictLocale } from "./test-init";
import { fakeApi } from "@/test/fake-api";

beforeAll(polyfillPointerApis);
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await resetLocale();
});

const LOCALES = ["es", "fr", "de", "zh"] as const;
type Locale = (typeof LOCALES)[number];

const platform: PlatformInfo = { ...FALLBACK_PLATFORM_INFO, passwordMinLength: 8 };

const WORDS: Record<
  Locale,
  { myCourses: string; logout: string; role: string; notFound: string; signIn: string; required: string; browse: string; free: string }
> = {
  es: {
    myCourses: "Mis cursos",
    logout: "Cerrar sesión",
    role: "Personal",
    notFound: "404: página no encontrada",
    signIn: "Iniciar sesión",
    required: "Obligatorio",
    browse: "Explorar cursos",
    free: "Gratis",
  },
  fr: {
    myCourses: "Mes cours",
    logout: "Se déconnecter",
    role: "Personnel",
    notFound: "404 : page introuvable",
    signIn: "Se connecter",
    required: "Obligatoire",
    browse: "Parcourir les cours",
    free: "Gratuit",
  },
  de: {
    myCourses: "Meine Kurse",
    logout: "Abmelden",
    role: "Privat",
    notFound: "404: Seite nicht gefunden",
    signIn: "Anmelden",
    required: "Pflichtfeld",
    browse: "Kurse entdecken",
    free: "Kostenlos",
  },
  zh: {
    myCourses: "我的课程",
    logout: "退出登录",
    role: "个人",
    notFound: "404 页面未找到",
    signIn: "登录",
    required: "必填",
    browse: "浏览课程",
    free: "免费",
  },
};

describe.each(LOCALES)("in %s", (locale) => {
  const words = WORDS[locale];

  it("the learner's sidebar, user menu and a 404 page", async () => {
    fakeApi({ "GET /api/user": { status: 200, body: makeUser("personal") } });
    await strictLocale(locale);
    renderWithProviders(
      <PersonalLayout>
        <p>content</p>
      </PersonalLayout>,
      { path: "/personal/courses" },
    );
    const sidebar = await screen.findByTestId("sidebar");
    expect(within(sidebar).getByTestId("nav-my-courses")).toHaveTextContent(words.myCourses);
    expect(within(sidebar).getByTestId("text-user-role")).toHaveTextContent(words.role);
    expect(within(sidebar).getByTestId("button-logout")).toHaveTextContent(words.logout);
    cleanup();
    renderWithProviders(<NotFoundPage />, { path: "/nowhere" });
    expect(screen.getByTestId("text-not-found")).toHaveTextContent(words.notFound);
    expect(missingKeys()).toEqual([]);
  });

  it("the maintenance screen, with its default message in the language", async () => {
    fakeApi({
      "GET /api/user": { status: 401, body: { message: "Not signed in" } },
      "GET /api/platform": { status: 200, body: { ...platform, maintenanceMode: true, maintenanceMessage: "" } },
    });
    await strictLocale(locale);
    renderWithProviders(
      <MaintenanceGate>
        <p>app</p>
      </MaintenanceGate>,
      { path: "/" },
    );
    const message = await screen.findByTestId("text-maintenance-message");
    expect(message).not.toHaveTextContent("We are performing scheduled maintenance");
    expect(message.textContent).toMatch(/\S/);
    expect(screen.getByTestId("link-admin-sign-in")).not.toHaveTextContent("Administrator sign in");
    expect(missingKeys()).toEqual([]);
  });

  it("sign-in and sign-up, with validation messages in the language, and the sign-up carries the language", async () => {
    const fetchMock = fakeApi({
      "GET /api/user": { status: 401, body: { message: "Not signed in" } },
      "GET /api/platform": { status: 200, body: platform },
      "POST /api/register": { status: 201, body: makeUser("personal") },
    });
    await strictLocale(locale);
    renderWithProviders(
      <Switch>
        <Route path="/auth">
          <AuthPage />
        </Route>
        <Route>
          <p data-testid="left-auth">left</p>
        </Route>
      </Switch>,
      { path: "/auth" },
    );
    expect(await screen.findByTestId("button-sign-in")).toHaveTextContent(words.signIn);
    await userEvent.click(screen.getByTestId("button-sign-in"));
    expect(await screen.findByTestId("error-username")).toHaveTextContent(words.required);

    await userEvent.click(screen.getByTestId("tab-sign-up"));
    const form = await screen.findByTestId("form-sign-up");
    await userEvent.type(within(form).getByTestId("input-first-name"), "Ada");
    await userEvent.type(within(form).getByTestId("input-last-name"), "Lovelace");
    await userEvent.type(within(form).getByTestId("input-signup-username"), "ada");
    await userEvent.type(within(form).getByTestId("input-email"), "ada@example.com");
    await userEvent.type(within(form).getByTestId("input-signup-password"), "analytical1");
    await userEvent.click(within(form).getByTestId("button-sign-up"));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/api/register"))).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/api/register"))!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ username: "ada", language: locale });
    expect(missingKeys()).toEqual([]);
  });

  it("a taken username: the notice points at the fields, the field says why, both in the language", async () => {
    fakeApi({
      "GET /api/user": { status: 401, body: { message: "Not signed in" } },
      "GET /api/platform": { status: 200, body: platform },
      "POST /api/register": {
        status: 409,
        body: { code: "CONFLICT", message: "Username is already taken", errors: { username: "Username is already taken" } },
      },
    });
    await strictLocale(locale);
    renderWithProviders(<AuthPage />, { path: "/auth" });
    await userEvent.click(await screen.findByTestId("tab-sign-up"));
    const form = await screen.findByTestId("form-sign-up");
    await userEvent.type(within(form).getByTestId("input-first-name"), "Ada");
    await userEvent.type(within(form).getByTestId("input-last-name"), "Lovelace");
    await userEvent.type(within(form).getByTestId("input-signup-username"), "ada");
    await userEvent.type(within(form).getByTestId("input-email"), "ada@example.com");
    await userEvent.type(within(form).getByTestId("input-signup-password"), "analytical1");
    await userEvent.click(within(form).getByTestId("button-sign-up"));
    const fieldError = await screen.findByTestId("error-signup-username");
    expect(fieldError).not.toHaveTextContent("Username is already taken");
    expect(fieldError.textContent).toMatch(/\S/);
    expect(await screen.findByTestId("toast-description")).not.toHaveTextContent("Username is already taken");
    expect(missingKeys()).toEqual([]);
  });

  it("the catalogue", async () => {
    fakeApi({
      "GET /api/user": { status: 401, body: { message: "Not signed in" } },
      "GET /api/courses": { status: 200, body: { items: [makeCourse({ id: 1, price: "0.00", originalPrice: null })], total: 1 } },
      "GET /api/courses/facets": { status: 200, body: { total: 1, categories: [{ category: "marketing", count: 1 }] } },
    });
    await strictLocale(locale);
    renderWithProviders(<BrowseCoursesPage />, { path: "/browse" });
    expect(await screen.findByTestId("text-page-title")).toHaveTextContent(words.browse);
    expect(await screen.findByTestId("text-price-1")).toHaveTextContent(words.free);
    expect(missingKeys()).toEqual([]);
  });

  it("the checkout with the test card form, and a server refusal by its code", async () => {
    fakeApi({
      "GET /api/user": { status: 200, body: makeUser("personal") },
      "GET /api/platform": { status: 200, body: platform },
      "GET /api/courses/1": { status: 200, body: makeCourse({ id: 1, price: "129.00" }) },
      "POST /api/create-payment-intent": {
        status: 409,
        body: { code: "ALREADY_OWNED", message: "You already own this course." },
      },
    });
    await strictLocale(locale);
    renderWithProviders(
      <Switch>
        <Route path="/checkout/:courseId">
          <CheckoutPage />
        </Route>
      </Switch>,
      { path: "/checkout/1" },
    );
    const owned = await screen.findByTestId("checkout-owned");
    expect(owned).not.toHaveTextContent("You already own this course.");
    expect(owned.textContent).toMatch(/\S/);
    expect(screen.getByTestId("link-back-to-course")).not.toHaveTextContent("Back to course");
    expect(missingKeys()).toEqual([]);
  });
});
