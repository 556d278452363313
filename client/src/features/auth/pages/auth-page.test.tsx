import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { ADMIN_SIGNUP_CLOSED_MESSAGE, REGISTRATION_CLOSED_MESSAGE, type PlatformInfo } from "@shared/schemas/auth";
import { polyfillPointerApis, renderWithProviders } from "@/test/render";
import { Route, Switch } from "wouter";
import AuthPage from "./auth-page";
import { fakeApi, type FakeRoutes } from "@/test/fake-api";

/** /auth as the app routes it: leaving it unmounts the page. */
function AuthRoute() {
  return (
    <Switch>
      <Route path="/auth">
        <AuthPage />
      </Route>
      <Route>
        <p data-testid="left-auth">left</p>
      </Route>
    </Switch>
  );
}

const platform: PlatformInfo = {
  platformName: "GSM Academy",
  registrationOpen: true,
  adminSignupOpen: true,
  maintenanceMode: false,
  maintenanceMessage: "",
  passwordMinLength: 8,
  requireStrongPasswords: true,
  defaultUserRole: "personal",
  testPayments: true,
  emailVerificationRequired: false,
  sendsEmail: false,
  subscriptionTrialDays: 7,
  supportEmail: "",
};

function serverWith(overrides: Partial<PlatformInfo> = {}, extra: FakeRoutes = {}) {
  return fakeApi({
    "GET /api/user": { status: 401, body: { message: "Not signed in" } },
    "GET /api/platform": { status: 200, body: { ...platform, ...overrides } },
    ...extra,
  });
}

async function openSignUp(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId("tab-sign-up"));
  return screen.findByTestId("form-sign-up");
}

beforeAll(polyfillPointerApis);
afterEach(() => {
  // The client project runs without vitest globals, so Testing Library cannot clean up by itself.
  cleanup();
  vi.unstubAllGlobals();
});

describe("AuthPage", () => {
  it("shows a message under each sign-in field when submitted empty", async () => {
    const fetchMock = serverWith();
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />, { path: "/auth" });

    await user.click(await screen.findByTestId("button-sign-in"));

    expect(await screen.findByTestId("error-username")).toHaveTextContent("Required");
    expect(screen.getByTestId("error-password")).toHaveTextContent("Required");
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/login")).toBe(false);
  });

  it("shows a message under each sign-up field when submitted empty", async () => {
    serverWith();
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />, { path: "/auth" });

    await openSignUp(user);
    await user.click(screen.getByTestId("button-sign-up"));

    for (const field of ["first-name", "last-name", "signup-username", "email", "signup-password"]) {
      expect(await screen.findByTestId(`error-${field}`)).toHaveTextContent("Required");
    }
    expect(screen.getByTestId("input-email")).toHaveAttribute("type", "email");
  });

  it("does not list the admin account type while admin sign-up is closed, and says why", async () => {
    serverWith({ adminSignupOpen: false });
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />, { path: "/auth" });

    await openSignUp(user);
    expect(screen.getByTestId("text-admin-signup-closed")).toHaveTextContent(ADMIN_SIGNUP_CLOSED_MESSAGE);
    const accountType = screen.getByRole("combobox", { name: "Account type" });
    expect(accountType).toHaveDisplayValue("Personal (Learner)");
    expect(within(accountType).queryByTestId("option-role-admin")).toBeNull();
    expect(accountType).not.toHaveTextContent("Admin");
    expect(within(accountType).getByTestId("option-role-entrepreneur")).toBeEnabled();
    // The open ones can be picked.
    await user.selectOptions(accountType, "entrepreneur");
    expect(accountType).toHaveDisplayValue("Entrepreneur (Affiliate)");
  });

  it("starts the account type at the platform's default role", async () => {
    serverWith({ defaultUserRole: "entrepreneur" });
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />, { path: "/auth" });

    await openSignUp(user);
    expect(screen.getByTestId("select-role")).toHaveDisplayValue("Entrepreneur (Affiliate)");
  });

  it("offers no form while registration is closed", async () => {
    serverWith({ registrationOpen: false });
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />, { path: "/auth" });

    await user.click(await screen.findByTestId("tab-sign-up"));

    expect(await screen.findByTestId("text-registration-closed")).toHaveTextContent(REGISTRATION_CLOSED_MESSAGE);
    expect(screen.queryByTestId("form-sign-up")).not.toBeInTheDocument();
  });

  it("applies the platform's password rule before sending", async () => {
    serverWith({ passwordMinLength: 10 });
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />, { path: "/auth" });

    await openSignUp(user);
    await user.type(screen.getByTestId("input-signup-password"), "abc12345");
    await user.click(screen.getByTestId("button-sign-up"));

    expect(await screen.findByTestId("error-signup-password")).toHaveTextContent("Password must be at least 10 characters");
  });

  it("puts a 409 username error under the username field and shows the server message", async () => {
    const fetchMock = serverWith(
      {},
      {
        "POST /api/register": {
          status: 409,
          body: { message: "Username is already taken", errors: { username: "Username is already taken" } },
        },
      },
    );
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />, { path: "/auth" });

    await openSignUp(user);
    await user.type(screen.getByTestId("input-first-name"), "Ada");
    await user.type(screen.getByTestId("input-last-name"), "Lovelace");
    await user.type(screen.getByTestId("input-signup-username"), "ada");
    await user.type(screen.getByTestId("input-email"), "ada@example.com");
    await user.type(screen.getByTestId("input-signup-password"), "analytical1");
    await user.click(screen.getByTestId("button-sign-up"));

    expect(await screen.findByTestId("error-signup-username")).toHaveTextContent("Username is already taken");
    expect(screen.getByTestId("input-signup-username")).toHaveAttribute("aria-invalid", "true");
    expect(await screen.findByTestId("toast-title")).toHaveTextContent("Registration failed");
    expect(screen.getByTestId("toast-description")).toHaveTextContent("Username is already taken");

    const call = fetchMock.mock.calls.find(([url]) => url === "/api/register");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      username: "ada",
      email: "ada@example.com",
      password: "analytical1",
      role: "personal",
      // The visitor's language goes with the sign-up and becomes the account's setting (docs/decisions/019-languages.md).
      language: "en",
    });
  });

  it("says 'Invalid username or password' when sign-in is refused", async () => {
    serverWith({}, { "POST /api/login": { status: 401, body: { message: "Invalid username or password" } } });
    const user = userEvent.setup();
    const { location } = renderWithProviders(<AuthPage />, { path: "/auth" });

    await user.type(await screen.findByTestId("input-username"), "ada");
    await user.type(screen.getByTestId("input-password"), "wrong-password");
    await user.click(screen.getByTestId("button-sign-in"));

    expect(await screen.findByTestId("toast-title")).toHaveTextContent("Login failed");
    expect(screen.getByTestId("toast-description")).toHaveTextContent("Invalid username or password");
    expect(location.history).toEqual(["/auth"]);
  });

  it("stores the user and goes home after signing in", async () => {
    const account = { id: 1, username: "ada", role: "personal" };
    serverWith({}, { "POST /api/login": { status: 200, body: account } });
    const user = userEvent.setup();
    const { location, queryClient } = renderWithProviders(<AuthPage />, { path: "/auth" });

    await user.type(await screen.findByTestId("input-username"), "ada");
    await user.type(screen.getByTestId("input-password"), "analytical1");
    await user.click(screen.getByTestId("button-sign-in"));

    await waitFor(() => expect(location.history).toContain("/"));
    expect(queryClient.getQueryData(["user"])).toEqual(account);
  });

  it("comes back to the checkout it was sent from, with its type and affiliate, after signing in", async () => {
    serverWith({}, { "POST /api/login": { status: 200, body: { id: 1, username: "ada", role: "personal" } } });
    const user = userEvent.setup();
    const next = "/checkout/3?type=subscription&affiliate=GSM000002";
    const { location } = renderWithProviders(<AuthRoute />, { path: `/auth?next=${encodeURIComponent(next)}` });
    await user.type(await screen.findByTestId("input-username"), "ada");
    await user.type(screen.getByTestId("input-password"), "analytical1");
    await user.click(screen.getByTestId("button-sign-in"));
    await waitFor(() => expect(location.history?.at(-1)).toBe(next));
  });

  it("comes back to the course after signing up", async () => {
    serverWith({}, { "POST /api/register": { status: 201, body: { id: 2, username: "newbie", role: "personal" } } });
    const user = userEvent.setup();
    const { location } = renderWithProviders(<AuthRoute />, { path: "/auth?next=%2Fcourse%2F4" });
    await openSignUp(user);
    await user.type(screen.getByTestId("input-first-name"), "Nora");
    await user.type(screen.getByTestId("input-last-name"), "Newbie");
    await user.type(screen.getByTestId("input-signup-username"), "newbie");
    await user.type(screen.getByTestId("input-email"), "newbie@mail.test");
    await user.type(screen.getByTestId("input-signup-password"), "password123");
    await user.click(screen.getByTestId("button-sign-up"));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/course/4"));
  });

  it("never follows a return address to another site", async () => {
    serverWith({}, { "POST /api/login": { status: 200, body: { id: 1, username: "ada", role: "personal" } } });
    const user = userEvent.setup();
    const { location } = renderWithProviders(<AuthRoute />, { path: "/auth?next=%2F%2Fevil.example%2Fsteal" });
    await user.type(await screen.findByTestId("input-username"), "ada");
    await user.type(screen.getByTestId("input-password"), "analytical1");
    await user.click(screen.getByTestId("button-sign-in"));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/"));
  });

  it("dismisses the Login failed notice once signing in succeeds", async () => {
    let attempt = 0;
    serverWith(
      {},
      {
        "POST /api/login": () =>
          ++attempt === 1
            ? { status: 401, body: { message: "Invalid username or password" } }
            : { status: 200, body: { id: 1, username: "ada", role: "personal" } },
      },
    );
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />, { path: "/auth" });
    await user.type(await screen.findByTestId("input-username"), "ada");
    await user.type(screen.getByTestId("input-password"), "wrong-password");
    await user.click(screen.getByTestId("button-sign-in"));
    expect(await screen.findByTestId("toast-title")).toHaveTextContent("Login failed");
    await user.clear(screen.getByTestId("input-password"));
    await user.type(screen.getByTestId("input-password"), "analytical1");
    await user.click(screen.getByTestId("button-sign-in"));
    await waitFor(() => expect(screen.queryByText("Login failed")).toBeNull());
  });
});
