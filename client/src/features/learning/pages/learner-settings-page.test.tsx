import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DEFAULT_LEARNER_SETTINGS, learnerSettingsUpdateSchema, type LearnerSettings } from "@shared/schemas/profile";
import { THEME_STORAGE_KEY } from "@/app/theme";
import { i18n } from "@/i18n";
import { missingKeys, resetLocale, strictLocale } from "@/i18n/test-init";
import { hardNavigate } from "@/lib/navigation";
import { polyfillPointerApis, renderWithProviders } from "@/test/render";
import LearnerSettingsPage from "./learner-settings-page";
import { callsTo, fakeApi, type FakeRoutes } from "@/test/fake-api";
import { makeUser } from "@/test/fixtures";

vi.mock("@/lib/navigation", () => ({ hardNavigate: vi.fn() }));

const learner = makeUser("personal", {
  id: 3,
  username: "learner",
  email: "learner@example.test",
  firstName: "Jordan",
  lastName: "Lee",
  createdAt: "2025-01-05T10:00:00.000Z",
});

function serverWith(settings: LearnerSettings = DEFAULT_LEARNER_SETTINGS, extra: FakeRoutes = {}) {
  return fakeApi({
    "GET /api/user": { status: 200, body: learner },
    "GET /api/user/settings": { status: 200, body: settings },
    "GET /api/user/export": { status: 200, body: { latest: null, nextRequestAt: null } },
    ...extra,
  });
}

beforeAll(() => {
  polyfillPointerApis();
  // Radix Switch measures its thumb; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.classList.remove("dark");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(hardNavigate).mockClear();
});

describe("LearnerSettingsPage", () => {
  it("shows the saved settings with the spec option lists", async () => {
    serverWith({ ...DEFAULT_LEARNER_SETTINGS, marketingEmails: true, timezone: "CET", learningGoals: ["Ship a side project"] });
    const user = userEvent.setup();
    renderWithProviders(<LearnerSettingsPage />, { path: "/personal/settings" });

    expect(await screen.findByTestId("switch-marketingEmails")).toHaveAttribute("aria-checked", "true");
    expect(screen.getByTestId("switch-smsNotifications")).toHaveAttribute("aria-checked", "false");
    expect(screen.getByTestId("select-timezone")).toHaveTextContent("CET");
    expect(screen.getByTestId("badge-learning-goal-0")).toHaveTextContent("Ship a side project");

    await user.click(screen.getByTestId("select-emailFrequency"));
    const listbox = await screen.findByRole("listbox");
    const values = within(listbox)
      .getAllByRole("option")
      .map((option) => option.getAttribute("data-testid"));
    expect(values).toEqual(["immediate", "daily", "weekly", "monthly", "never"].map((v) => `option-emailFrequency-${v}`));
  });

  it("applies the dark theme as soon as it is chosen and keeps it when saved", async () => {
    const fetchMock = serverWith(DEFAULT_LEARNER_SETTINGS, {
      "PATCH /api/user/settings": ({ body }) => ({ status: 200, body: JSON.parse(body) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<LearnerSettingsPage />, { path: "/personal/settings" });

    await user.click(await screen.findByTestId("select-theme"));
    await user.click(await screen.findByTestId("option-theme-dark"));

    // Applied before saving.
    await waitFor(() => expect(document.documentElement).toHaveClass("dark"));
    expect(callsTo(fetchMock, "PATCH", "/api/user/settings")).toHaveLength(0);

    await user.click(screen.getByTestId("button-save-settings"));
    expect(await screen.findByTestId("toast-title")).toHaveTextContent("Settings updated");
    const [[, init]] = callsTo(fetchMock, "PATCH", "/api/user/settings");
    expect(JSON.parse(String(init?.body))).toMatchObject({ theme: "dark" });
    expect(document.documentElement).toHaveClass("dark");
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");

    await user.click(screen.getByTestId("select-theme"));
    await user.click(await screen.findByTestId("option-theme-light"));
    await waitFor(() => expect(document.documentElement).not.toHaveClass("dark"));
  });

  it("shows Update failed with the server's message when saving fails", async () => {
    serverWith(DEFAULT_LEARNER_SETTINGS, {
      "PATCH /api/user/settings": { status: 400, body: { message: "Unknown setting: colour" } },
    });
    const user = userEvent.setup();
    renderWithProviders(<LearnerSettingsPage />, { path: "/personal/settings" });

    await user.click(await screen.findByTestId("button-save-settings"));
    expect(await screen.findByTestId("toast-title")).toHaveTextContent("Update failed");
    expect(screen.getByTestId("toast-description")).toHaveTextContent("Unknown setting: colour");
  });

  it("words a refused choice for people, not as the schema's raw values", async () => {
    // What the server answers for a value its list does not have, from the same shared schema.
    const refused = learnerSettingsUpdateSchema.safeParse({ emailFrequency: "hourly" });
    const message = refused.error!.issues[0].message;
    serverWith(DEFAULT_LEARNER_SETTINGS, {
      "PATCH /api/user/settings": { status: 400, body: { code: "VALIDATION_ERROR", message, errors: { emailFrequency: message } } },
    });
    const user = userEvent.setup();
    renderWithProviders(<LearnerSettingsPage />, { path: "/personal/settings" });

    await user.click(await screen.findByTestId("button-save-settings"));
    // (The error's live region is always there, empty until there is something to say.)
    await waitFor(() => expect(screen.getByTestId("error-emailFrequency")).toHaveTextContent("Choose a valid option"));
    expect(screen.getByTestId("error-emailFrequency").textContent).not.toMatch(/daily|weekly|never|hourly|,/);
  });

  it("keeps the final delete button disabled until DELETE is typed exactly, and sends nothing before", async () => {
    // The real answer: 204 with no body.
    const fetchMock = serverWith(DEFAULT_LEARNER_SETTINGS, { "DELETE /api/user/account": { status: 204 } });
    const user = userEvent.setup();
    renderWithProviders(<LearnerSettingsPage />, { path: "/personal/settings" });

    await user.click(await screen.findByTestId("button-delete-account"));
    await user.click(await screen.findByTestId("button-confirm-delete-1"));
    await user.click(await screen.findByTestId("button-confirm-delete-2"));

    const input = await screen.findByTestId("input-delete-confirmation");
    const finalButton = screen.getByTestId("button-final-delete");
    expect(finalButton).toBeDisabled();

    for (const attempt of ["delete", "DELET", "DELETE ", " DELETE", "Delete"]) {
      await user.clear(input);
      await user.type(input, attempt);
      expect(finalButton).toBeDisabled();
      await user.click(finalButton);
      await user.type(input, "{Enter}");
    }
    expect(callsTo(fetchMock, "DELETE", "/api/user/account")).toHaveLength(0);

    await user.clear(input);
    await user.type(input, "DELETE");
    // The current password is asked too: without it nothing can be sent.
    expect(finalButton).toBeDisabled();
    await user.type(screen.getByLabelText("Current password"), "my-password-1");
    expect(finalButton).toBeEnabled();
    await user.click(finalButton);

    await waitFor(() => expect(callsTo(fetchMock, "DELETE", "/api/user/account")).toHaveLength(1));
    const [, init] = callsTo(fetchMock, "DELETE", "/api/user/account")[0];
    expect(JSON.parse(String(init?.body))).toEqual({ password: "my-password-1" });
    expect(await screen.findByTestId("toast-title")).toHaveTextContent("Account deleted");
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith("/"));
  });

  it("cancelling a confirmation dialog starts over and sends nothing", async () => {
    const fetchMock = serverWith();
    const user = userEvent.setup();
    renderWithProviders(<LearnerSettingsPage />, { path: "/personal/settings" });

    await user.click(await screen.findByTestId("button-delete-account"));
    await user.click(await screen.findByTestId("button-confirm-delete-1"));
    await user.click(await screen.findByTestId("button-cancel-confirm-delete-2"));
    await waitFor(() => expect(screen.queryByTestId("button-confirm-delete-2")).not.toBeInTheDocument());

    await user.click(screen.getByTestId("button-delete-account"));
    expect(await screen.findByTestId("button-confirm-delete-1")).toBeVisible();
    expect(screen.queryByTestId("input-delete-confirmation")).not.toBeInTheDocument();
    expect(callsTo(fetchMock, "DELETE", "/api/user/account")).toHaveLength(0);
  });

  it("shows Deletion failed with the server's message when the call fails", async () => {
    serverWith(DEFAULT_LEARNER_SETTINGS, {
      "DELETE /api/user/account": { status: 409, body: { message: "Something blocks the deletion" } },
    });
    const user = userEvent.setup();
    renderWithProviders(<LearnerSettingsPage />, { path: "/personal/settings" });

    await user.click(await screen.findByTestId("button-delete-account"));
    await user.click(await screen.findByTestId("button-confirm-delete-1"));
    await user.click(await screen.findByTestId("button-confirm-delete-2"));
    await user.type(await screen.findByTestId("input-delete-confirmation"), "DELETE");
    await user.type(screen.getByLabelText("Current password"), "my-password-1");
    await user.click(screen.getByTestId("button-final-delete"));

    expect(await screen.findByTestId("toast-title")).toHaveTextContent("Deletion failed");
    expect(screen.getByTestId("toast-description")).toHaveTextContent("Something blocks the deletion");
    expect(hardNavigate).not.toHaveBeenCalled();
  });
});

describe("LearnerSettingsPage in the learner's language", () => {
  afterEach(() => resetLocale());

  it("switches the screen to Spanish as soon as Spanish is saved, without a reload", async () => {
    const fetchMock = serverWith(DEFAULT_LEARNER_SETTINGS, {
      "PATCH /api/user/settings": ({ body }) => ({ status: 200, body: JSON.parse(body) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<LearnerSettingsPage />, { path: "/personal/settings" });

    expect(await screen.findByRole("heading", { name: "Settings" })).toBeInTheDocument();
    await user.click(await screen.findByTestId("select-language"));
    await user.click(await screen.findByTestId("option-language-es"));
    // Picking is not saving: the screen stays in English until the settings are saved.
    expect(screen.getByRole("heading", { name: "Settings" })).toBeInTheDocument();
    await user.click(screen.getByTestId("button-save-settings"));

    expect(await screen.findByRole("heading", { name: "Ajustes" })).toBeInTheDocument();
    expect(screen.getByTestId("button-save-settings")).toHaveTextContent("Guardar ajustes");
    expect(screen.getByText("Preferencias de aprendizaje")).toBeInTheDocument();
    expect(await screen.findByTestId("toast-title")).toHaveTextContent("Ajustes actualizados");
    expect(i18n.language).toBe("es");
    expect(document.documentElement.lang).toBe("es");
    const [[, init]] = callsTo(fetchMock, "PATCH", "/api/user/settings");
    expect(JSON.parse(String(init?.body))).toMatchObject({ language: "es" });
    // The same page, not a new one: the settings were read once and nothing navigated away.
    expect(callsTo(fetchMock, "GET", "/api/user/settings")).toHaveLength(1);
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it("words a refused choice in the learner's language", async () => {
    await strictLocale("es");
    const message = learnerSettingsUpdateSchema.safeParse({ emailFrequency: "hourly" }).error!.issues[0].message;
    serverWith(
      { ...DEFAULT_LEARNER_SETTINGS, language: "es" },
      { "PATCH /api/user/settings": { status: 400, body: { code: "VALIDATION_ERROR", message, errors: { emailFrequency: message } } } },
    );
    const user = userEvent.setup();
    renderWithProviders(<LearnerSettingsPage />, { path: "/personal/settings" });

    await user.click(await screen.findByRole("button", { name: "Guardar ajustes" }));
    await waitFor(() => expect(screen.getByTestId("error-emailFrequency")).toHaveTextContent("Elige una opción válida"));
    expect(missingKeys()).toEqual([]);
  });

  const titles = { es: "Ajustes", fr: "Paramètres", de: "Einstellungen", zh: "设置" } as const;
  const goals = {
    es: "Objetivos de aprendizaje",
    fr: "Objectifs d’apprentissage",
    de: "Lernziele",
    zh: "学习目标",
  } as const;

  it.each(Object.keys(titles) as (keyof typeof titles)[])("has every key in %s", async (locale) => {
    await strictLocale(locale);
    serverWith({ ...DEFAULT_LEARNER_SETTINGS, language: locale, learningGoals: ["Ship a side project"] });
    const user = userEvent.setup();
    renderWithProviders(<LearnerSettingsPage />, { path: "/personal/settings" });

    expect(await screen.findByRole("heading", { name: titles[locale] })).toBeInTheDocument();
    expect(await screen.findByTestId("form-settings")).toBeInTheDocument();
    expect(screen.getByLabelText(goals[locale])).toBeInTheDocument();
    // The danger zone's dialogs too.
    await user.click(screen.getByTestId("button-delete-account"));
    await user.click(await screen.findByTestId("button-confirm-delete-1"));
    await user.click(await screen.findByTestId("button-confirm-delete-2"));
    expect(await screen.findByTestId("dialog-type-delete")).toHaveTextContent("DELETE");
    expect(missingKeys()).toEqual([]);
  });
});
