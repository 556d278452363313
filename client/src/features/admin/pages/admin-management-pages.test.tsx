import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MAIL_SERVER_REQUIRED, type AdminSettings } from "@shared/schemas/admin";
import type { PayoutRunResult } from "@shared/schemas/payments";
import type { Analytics } from "@shared/schemas/analytics";
import { DEFAULT_PLATFORM_SETTINGS } from "@shared/schemas/settings";
import { makePlatform, makeUser } from "@/test/fixtures";
import { makeAdminPayment } from "@/test/fixtures";
import { polyfillPointerApis, renderWithProviders } from "@/test/render";
import AdminAnalyticsPage from "./admin-analytics-page";
import AdminPaymentsPage from "./admin-payments-page";
import AdminPayoutsPage from "./admin-payouts-page";
import AdminSettingsPage from "./admin-settings-page";
import AdminUsersPage from "./admin-users-page";
import { fakeApi } from "@/test/fake-api";

beforeAll(() => polyfillPointerApis());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = { ...makeUser("admin"), id: 1, username: "boss" };
const person = (id: number, over: Record<string, unknown> = {}) => ({
  ...makeUser("personal"),
  id,
  username: `user${id}`,
  email: `user${id}@x.test`,
  ...over,
});
const counts = { total: 12, active: 10, entrepreneurs: 3, personal: 8 };

describe("AdminUsersPage", () => {
  it("shows real counts, searches on the server, sends a status change at once and hides delete for oneself", async () => {
    const urls: URL[] = [];
    const patches: unknown[] = [];
    fakeApi({
      "GET /api/user": { status: 200, body: me },
      "GET /api/admin/users": ({ url }) => {
        urls.push(url);
        const items =
          url.searchParams.get("search") === "ada" ? [person(2, { firstName: "Ada" })] : [me, person(2, { firstName: "Ada" }), person(3)];
        return { status: 200, body: { items, total: items.length, totalCapped: false, counts } };
      },
      "PATCH /api/admin/users/2": ({ body }) => {
        patches.push(JSON.parse(body));
        return { status: 200, body: person(2, { status: "suspended" }) };
      },
    });
    renderWithProviders(<AdminUsersPage />, { path: "/admin/users" });
    expect(screen.getAllByTestId("skeleton-admin-user")).toHaveLength(5);
    expect(await screen.findByTestId("stat-total-users")).toHaveTextContent("12");
    expect(screen.getByTestId("stat-entrepreneurs")).toHaveTextContent("3");
    expect(screen.queryByTestId("button-delete-user-1")).toBeNull();
    expect(screen.getByTestId("button-delete-user-2")).toBeInTheDocument();
    expect(screen.getByTestId("link-email-3")).toHaveAttribute("href", "mailto:user3@x.test");

    await userEvent.type(screen.getByTestId("input-search-users"), "ada");
    await waitFor(() => expect(urls.at(-1)?.searchParams.get("search")).toBe("ada"));
    await waitFor(() => expect(screen.queryByTestId("user-3")).toBeNull());

    await userEvent.click(screen.getByTestId("select-status-2"));
    await userEvent.click(await screen.findByTestId("option-status-2-suspended"));
    await waitFor(() => expect(patches).toEqual([{ status: "suspended" }]));
    expect(await screen.findByText("Status updated")).toBeInTheDocument();
  });

  it("says Role updated for a role change, and keeps the current admin's row in line with a placeholder", async () => {
    const patches: unknown[] = [];
    fakeApi({
      "GET /api/user": { status: 200, body: me },
      "GET /api/admin/users": { status: 200, body: { items: [me, person(2)], total: 2, totalCapped: false, counts } },
      "PATCH /api/admin/users/2": ({ body }) => {
        patches.push(JSON.parse(body));
        return { status: 200, body: person(2, { role: "entrepreneur" }) };
      },
    });
    renderWithProviders(<AdminUsersPage />, { path: "/admin/users" });
    const spacer = await screen.findByTestId("spacer-delete-user-1");
    // Same box as the delete button of the other rows, so the selectors line up.
    expect(spacer.className).toContain("h-10 w-10");
    expect(screen.getByTestId("button-delete-user-2").className).toContain("h-10 w-10");
    expect(spacer).toHaveAttribute("aria-hidden");

    await userEvent.click(screen.getByTestId("select-role-2"));
    await userEvent.click(await screen.findByTestId("option-role-2-entrepreneur"));
    await waitFor(() => expect(patches).toEqual([{ role: "entrepreneur" }]));
    expect(await screen.findByText("Role updated")).toBeInTheDocument();
    expect(screen.queryByText("Status updated")).toBeNull();
  });

  it("asks with the spec text before deleting, and offers Clear Filters when nothing matches", async () => {
    const deleted: string[] = [];
    fakeApi({
      "GET /api/user": { status: 200, body: me },
      "GET /api/admin/users": ({ url }) =>
        url.searchParams.get("role") === "admin"
          ? { status: 200, body: { items: [], total: 0, totalCapped: false, counts } }
          : { status: 200, body: { items: [person(5)], total: 1, totalCapped: false, counts } },
      "DELETE /api/admin/users/5": () => {
        deleted.push("5");
        return { status: 204 };
      },
    });
    renderWithProviders(<AdminUsersPage />, { path: "/admin/users" });
    await userEvent.click(await screen.findByTestId("button-delete-user-5"));
    expect(screen.getByTestId("dialog-confirm-delete")).toHaveTextContent(
      'Are you sure you want to delete user "user5"? This action cannot be undone.',
    );
    await userEvent.click(screen.getByTestId("button-confirm-delete"));
    await waitFor(() => expect(deleted).toEqual(["5"]));

    await userEvent.click(screen.getByTestId("select-filter-role"));
    await userEvent.click(await screen.findByTestId("option-filter-role-admin"));
    expect(await screen.findByTestId("empty-users")).toBeInTheDocument();
    await userEvent.click(screen.getByTestId("button-clear-filters"));
    expect(await screen.findByTestId("user-5")).toBeInTheDocument();
  });
});

const analytics: Analytics = {
  overview: { totalUsers: 42, totalRevenue: "1234.50", enrollments: 17, totalCourses: 6 },
  trends: { userGrowth: 12.5, revenueGrowth: -20, enrollmentGrowth: 0, completionRate: 35.3 },
  userActivity: ["2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"].map((month, i) => ({
    month,
    users: [0, 250, 500, 900, 3, 10][i],
  })),
  revenueData: ["2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"].map((month, i) => ({
    month,
    revenue: ["0.00", "20000.00", "40000.00", "99.00", "0.00", "1135.50"][i],
  })),
  topCourses: [{ id: 4, name: "Growth Marketing", enrollments: 9, completions: 3, revenue: "999.00" }],
  engagement: { activeToday: 2, active30Days: 11, averageProgress: 47.2, retention30Days: 58.8 },
  summary: {
    publishedCourses: 5,
    averageRating: 4.4,
    videoHours: 3.5,
    averageOrderValue: "88.18",
    commissionsPaid: "45.00",
    discountsGiven: "12.00",
    refundRate: 7.1,
    completionRate: 35.3,
    completionGrowth: 50,
  },
  generatedAt: "2026-11-23T10:00:00.000Z",
};

describe("AdminAnalyticsPage", () => {
  it("shows the computed figures, charts scaled to the data with exact values, and exports the CSV", async () => {
    fakeApi({ "GET /api/user": { status: 200, body: me }, "GET /api/admin/analytics": { status: 200, body: analytics } });
    renderWithProviders(<AdminAnalyticsPage />, { path: "/admin/analytics" });
    expect(screen.getByText("Loading analytics data...")).toBeInTheDocument();
    expect(await screen.findByTestId("stat-total-revenue")).toHaveTextContent("$1,234.50");
    expect(screen.getByTestId("stat-total-users")).toHaveTextContent("42");
    // An all-time total is not compared with last month: the hint says which monthly figure changed.
    expect(screen.getByText("Sign-ups this month: +12.5% vs last month")).toBeInTheDocument();
    expect(screen.getByText("Revenue this month: -20% vs last month")).toBeInTheDocument();
    expect(screen.getByText("Enrollments this month: 0% vs last month")).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent("+12.5% from last month");
    expect(screen.getByTestId("text-refund-rate")).toHaveTextContent("7.1%");
    expect(screen.getByTestId("text-average-rating")).toHaveTextContent("4.4/5");
    expect(screen.getByTestId("text-commissions-paid")).toHaveTextContent("$45.00");
    expect(screen.getByTestId("text-active-30")).toHaveTextContent("11");
    // Recharts charts (loaded lazily): each labelled, the axis scaled to the data, exact values listed.
    const users = await screen.findByTestId("chart-users");
    expect(users).toHaveAccessibleName("New users per month");
    expect(users).toHaveAttribute("data-axis-max", "1000"); // 900 is the largest month
    expect(screen.getByTestId("chart-revenue")).toHaveAttribute("data-axis-max", "50000"); // $40,000
    expect(screen.getByTestId("chart-users-value-2026-09")).toHaveTextContent("900");
    // Months read with their full year.
    expect(within(screen.getByTestId("chart-users")).getAllByText("Sep 2026").length).toBeGreaterThan(0);
    expect(screen.getByTestId("chart-revenue-value-2026-11")).toHaveTextContent("$1,135.50");
    expect(screen.getByTestId("top-course-4")).toHaveTextContent("$999.00");
    expect(screen.getByTestId("link-export-report")).toHaveAttribute("href", "/api/admin/analytics.csv");
  });

  it("says it could not load the analytics data when the call fails", async () => {
    fakeApi({ "GET /api/user": { status: 200, body: me }, "GET /api/admin/analytics": { status: 500, body: { message: "boom" } } });
    renderWithProviders(<AdminAnalyticsPage />, { path: "/admin/analytics" });
    expect(await screen.findByText("Could not load the analytics data")).toBeInTheDocument();
  });
});

describe("AdminSettingsPage", () => {
  it("shows the maintenance message field only when on, fills in SendGrid's relay when chosen, and saves from the top button", async () => {
    const saved: Record<string, unknown>[] = [];
    const settings: AdminSettings = { ...DEFAULT_PLATFORM_SETTINGS, smtpPasswordSet: true, smtpUrlSet: false };
    fakeApi({
      "GET /api/user": { status: 200, body: me },
      "GET /api/platform": { status: 200, body: makePlatform({ adminSignupOpen: false }) },
      "GET /api/admin/settings": { status: 200, body: settings },
      "PATCH /api/admin/settings": ({ body: sent }) => {
        const body = JSON.parse(sent);
        saved.push(body);
        const { smtpPassword: _p, ...rest } = body;
        return { status: 200, body: { ...rest, smtpPasswordSet: true, smtpUrlSet: false } };
      },
    });
    renderWithProviders(<AdminSettingsPage />, { path: "/admin/settings" });
    expect(await screen.findByTestId("input-smtpHost")).toBeInTheDocument();
    expect(screen.queryByTestId("input-maintenanceMessage")).toBeNull();
    await userEvent.click(screen.getByTestId("switch-maintenanceMode"));
    const message = screen.getByTestId("input-maintenanceMessage");
    await userEvent.clear(message);
    await userEvent.type(message, "Back soon");
    await userEvent.click(screen.getByTestId("select-emailProvider"));
    await userEvent.click(await screen.findByTestId("option-emailProvider-sendgrid"));
    // The relay's host, port and username are filled in, and the fields stay for the API key.
    expect(screen.getByTestId("input-smtpHost")).toHaveValue("smtp.sendgrid.net");
    expect(screen.getByTestId("input-smtpHost")).toHaveAccessibleDescription(
      "SendGrid's SMTP relay: the username is apikey and the password is one of your SendGrid API keys.",
    );
    expect(screen.getByTestId("input-smtpPort")).toHaveValue(587);
    expect(screen.getByTestId("input-smtpUsername")).toHaveValue("apikey");
    await userEvent.type(screen.getByTestId("input-smtpPassword"), "SG.key");

    const rate = screen.getByTestId("input-commissionRate");
    await userEvent.clear(rate);
    await userEvent.type(rate, "101");
    await userEvent.click(screen.getByTestId("button-save-settings-top"));
    expect(await screen.findByTestId("error-commissionRate")).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    await userEvent.clear(rate);
    await userEvent.type(rate, "20");
    await userEvent.click(screen.getByTestId("button-save-settings"));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      maintenanceMode: true,
      maintenanceMessage: "Back soon",
      emailProvider: "sendgrid",
      smtpHost: "smtp.sendgrid.net",
      smtpPort: 587,
      smtpUsername: "apikey",
      commissionRate: 20,
      smtpPassword: "SG.key",
    });
    expect(await screen.findByText("Settings updated")).toBeInTheDocument();
  });
});

describe("AdminSettingsPage email providers", () => {
  const render = (saved: Partial<AdminSettings>, patch: (body: Record<string, unknown>) => { status: number; body: unknown }) => {
    const settings: AdminSettings = {
      ...DEFAULT_PLATFORM_SETTINGS,
      adminEmail: "owner@gsm.test",
      smtpPasswordSet: false,
      smtpUrlSet: false,
      ...saved,
    };
    fakeApi({
      "GET /api/user": { status: 200, body: me },
      "GET /api/admin/settings": { status: 200, body: settings },
      "PATCH /api/admin/settings": ({ body }) => patch(JSON.parse(body)),
    });
    renderWithProviders(<AdminSettingsPage />, { path: "/admin/settings" });
  };

  it("fills in Amazon SES's relay with the region to complete, and will not save until the region is in the host", async () => {
    const saved: Record<string, unknown>[] = [];
    render(
      {},
      (body) => (
        saved.push(body),
        { status: 200, body: { ...DEFAULT_PLATFORM_SETTINGS, ...body, smtpPasswordSet: true, smtpUrlSet: false } }
      ),
    );
    await userEvent.click(await screen.findByTestId("select-emailProvider"));
    await userEvent.click(await screen.findByTestId("option-emailProvider-aws-ses"));
    const host = screen.getByTestId("input-smtpHost");
    expect(host).toHaveValue("email-smtp.<region>.amazonaws.com");
    expect(host).toHaveAccessibleDescription(
      "Put your Amazon SES region in the host, such as email-smtp.eu-west-1.amazonaws.com, and use your SES SMTP username and password.",
    );
    expect(screen.getByTestId("input-smtpPort")).toHaveValue(587);
    expect(screen.getByTestId("input-smtpUsername")).toHaveValue("");

    await userEvent.click(screen.getByTestId("button-save-settings"));
    expect(await screen.findByTestId("error-smtpHost")).toHaveTextContent(
      "Enter the SMTP endpoint of your Amazon SES region, such as email-smtp.eu-west-1.amazonaws.com",
    );
    expect(screen.getByTestId("error-smtpUsername")).toHaveTextContent("Enter the SMTP username of your email provider account");
    expect(saved).toHaveLength(0);

    await userEvent.clear(host);
    await userEvent.paste("email-smtp.eu-west-1.amazonaws.com"); // into the focused host field
    await userEvent.click(screen.getByTestId("input-smtpUsername"));
    await userEvent.paste("AKIAEXAMPLE");
    await userEvent.click(screen.getByTestId("input-smtpPassword"));
    await userEvent.paste("ses-pass");
    await userEvent.click(screen.getByTestId("button-save-settings"));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      emailProvider: "aws-ses",
      smtpHost: "email-smtp.eu-west-1.amazonaws.com",
      smtpPort: 587,
      smtpUsername: "AKIAEXAMPLE",
      smtpPassword: "ses-pass",
    });
  });

  it("shows the server's refusal under the field it names (a relay without a password)", async () => {
    const message = "Enter the SMTP password of your email provider account (SendGrid: an API key)";
    render({}, () => ({ status: 400, body: { code: "INVALID_INPUT", message, errors: { smtpPassword: message } } }));
    await userEvent.click(await screen.findByTestId("select-emailProvider"));
    await userEvent.click(await screen.findByTestId("option-emailProvider-mailgun"));
    expect(screen.getByTestId("input-smtpHost")).toHaveValue("smtp.mailgun.org");
    await userEvent.click(screen.getByTestId("input-smtpUsername"));
    await userEvent.paste("postmaster@mg.gsm.test");
    await userEvent.click(screen.getByTestId("button-save-settings"));
    expect(await screen.findByTestId("error-smtpPassword")).toHaveTextContent(message);
  });

  it("saves other settings of an install whose relay was saved before its fields were shown", async () => {
    const saved: Record<string, unknown>[] = [];
    render({ emailProvider: "sendgrid", smtpHost: "", smtpUsername: "" }, (body) => {
      saved.push(body);
      return { status: 200, body: { ...DEFAULT_PLATFORM_SETTINGS, ...body, smtpPasswordSet: false, smtpUrlSet: false } };
    });
    const name = await screen.findByTestId("input-platformName");
    await userEvent.clear(name);
    await userEvent.type(name, "GSM Academy Pro");
    await userEvent.click(screen.getByTestId("button-save-settings"));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ platformName: "GSM Academy Pro", emailProvider: "sendgrid" });
    expect(screen.queryByTestId("error-smtpHost")).not.toBeInTheDocument();
  });

  it("lets a saved relay send the test email", async () => {
    render({ emailProvider: "sendgrid", smtpHost: "smtp.sendgrid.net", smtpUsername: "apikey", smtpPasswordSet: true }, () => ({
      status: 200,
      body: {},
    }));
    const button = await screen.findByTestId("button-test-email");
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription("Sends a test email to owner@gsm.test through the saved SMTP server.");
  });
});

describe("AdminSettingsPage email verification", () => {
  const render = (saved: Partial<AdminSettings>, patch?: (body: Record<string, unknown>) => { status: number; body: unknown }) => {
    const settings: AdminSettings = { ...DEFAULT_PLATFORM_SETTINGS, smtpPasswordSet: false, smtpUrlSet: false, ...saved };
    fakeApi({
      "GET /api/user": { status: 200, body: me },
      "GET /api/admin/settings": { status: 200, body: settings },
      "PATCH /api/admin/settings": ({ body }) => patch!(JSON.parse(body)),
    });
    renderWithProviders(<AdminSettingsPage />, { path: "/admin/settings" });
  };
  const NEEDS = "Needs a mail server to send the verification links: save an SMTP server below (or set SMTP_URL), then turn this on.";

  it("cannot be turned on without a mail server and says why; an SMTP host typed in the form makes it available, saved together", async () => {
    const saved: Record<string, unknown>[] = [];
    render({}, (body) => {
      saved.push(body);
      const { smtpPassword: _p, ...rest } = body;
      return { status: 200, body: { ...DEFAULT_PLATFORM_SETTINGS, ...rest, smtpPasswordSet: false, smtpUrlSet: false } };
    });
    const toggle = await screen.findByRole("switch", { name: "Require email verification" });
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(NEEDS);

    await userEvent.type(screen.getByTestId("input-smtpHost"), "mail.gsm.test");
    expect(toggle).toBeEnabled();
    expect(toggle).toHaveAccessibleDescription("Accounts that have not opened their verification link cannot buy courses or be paid out.");
    await userEvent.click(toggle);
    await userEvent.click(screen.getByTestId("button-save-settings"));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ smtpHost: "mail.gsm.test", requireEmailVerification: true });
    expect(screen.queryByTestId("text-verification-no-mail-server")).toBeNull();
  });

  it("warns while it is on and no mail server is set up, and can still be turned off", async () => {
    render({ requireEmailVerification: true, smtpHost: "" });
    const toggle = await screen.findByRole("switch", { name: "Require email verification" });
    expect(toggle).toBeChecked();
    expect(toggle).toBeEnabled();
    expect(screen.getByTestId("text-verification-no-mail-server")).toHaveTextContent(
      "No mail server is set up: new accounts cannot receive their verification link",
    );
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(screen.queryByTestId("text-verification-no-mail-server")).toBeNull();
    expect(toggle).toBeDisabled(); // and off, it cannot come back without a mail server
  });

  it("counts SMTP_URL as a mail server: available with no SMTP host saved, no warning", async () => {
    render({ requireEmailVerification: true, smtpHost: "", smtpUrlSet: true });
    const toggle = await screen.findByRole("switch", { name: "Require email verification" });
    expect(toggle).toBeEnabled();
    expect(screen.queryByTestId("text-verification-no-mail-server")).toBeNull();
  });

  it("shows the server's refusal when it is turned on and the server has no mail server", async () => {
    render({ smtpHost: "" }, () => ({
      status: 400,
      body: { code: "MAIL_SERVER_REQUIRED", message: MAIL_SERVER_REQUIRED, errors: { requireEmailVerification: MAIL_SERVER_REQUIRED } },
    }));
    // Whatever the form believed, the server has the last word.
    await userEvent.type(await screen.findByTestId("input-smtpHost"), "mail.gsm.test");
    await userEvent.click(screen.getByRole("switch", { name: "Require email verification" }));
    await userEvent.click(screen.getByTestId("button-save-settings"));
    expect(await screen.findByText(MAIL_SERVER_REQUIRED)).toBeInTheDocument();
  });
});

describe("AdminSettingsPage test email", () => {
  it("sends a test email through the saved settings, and waits while changes are unsaved", async () => {
    let sent = 0;
    const settings: AdminSettings = {
      ...DEFAULT_PLATFORM_SETTINGS,
      adminEmail: "owner@gsm.test",
      smtpHost: "mail.gsm.test",
      smtpPasswordSet: true,
      smtpUrlSet: false,
    };
    fakeApi({
      "GET /api/user": { status: 200, body: me },
      "GET /api/admin/settings": { status: 200, body: settings },
      "POST /api/admin/settings/test-email": () => (
        sent++,
        sent === 1
          ? { status: 200, body: { to: "owner@gsm.test" } }
          : { status: 502, body: { message: "Could not send the test email: connection refused" } }
      ),
    });
    renderWithProviders(<AdminSettingsPage />, { path: "/admin/settings" });
    const button = await screen.findByTestId("button-test-email");
    await userEvent.click(button);
    expect(await screen.findByText("Test email sent")).toBeInTheDocument();
    expect(screen.getByText("Sent to owner@gsm.test.")).toBeInTheDocument();

    await userEvent.click(screen.getByTestId("button-test-email"));
    expect(await screen.findByText("Test email failed")).toBeInTheDocument();
    expect(screen.getByText("Could not send the test email: connection refused")).toBeInTheDocument();

    await userEvent.type(screen.getByTestId("input-smtpHost"), "x");
    expect(screen.getByTestId("button-test-email")).toBeDisabled();
    expect(screen.getByText("The host changed: saving forgets the saved password. Enter it again to keep one.")).toBeInTheDocument();
    expect(screen.getByTestId("text-test-email-hint")).toHaveTextContent("Save your changes first");
    expect(sent).toBe(2);
  });
});

describe("AdminSettingsPage errors", () => {
  it("says what is wrong in words: Commission rate must be between 0 and 100", async () => {
    const saved: unknown[] = [];
    fakeApi({
      "GET /api/user": { status: 200, body: me },
      "GET /api/admin/settings": { status: 200, body: { ...DEFAULT_PLATFORM_SETTINGS, smtpPasswordSet: false, smtpUrlSet: false } },
      "PATCH /api/admin/settings": ({ body }) => (saved.push(body), { status: 200, body: {} }),
    });
    renderWithProviders(<AdminSettingsPage />, { path: "/admin/settings" });
    const rate = await screen.findByTestId("input-commissionRate");
    await userEvent.clear(rate);
    await userEvent.type(rate, "101");
    const port = screen.getByTestId("input-smtpPort");
    await userEvent.clear(port);
    await userEvent.click(screen.getByTestId("button-save-settings"));
    expect(await screen.findByTestId("error-commissionRate")).toHaveTextContent("Commission rate must be between 0 and 100");
    expect(screen.getByTestId("error-smtpPort")).toHaveTextContent("SMTP port must be a number");
    expect(saved).toHaveLength(0);
  });
});

describe("AdminSettingsPage test email without what it needs", () => {
  it.each([
    [{ adminEmail: "", smtpHost: "mail.gsm.test" }, "Save an admin email first: the test email is sent there."],
    [{ adminEmail: "owner@gsm.test", smtpHost: "" }, "Save the SMTP host first."],
  ])("disables the button and says why before any click (%o)", async (saved, reason) => {
    const settings: AdminSettings = { ...DEFAULT_PLATFORM_SETTINGS, ...saved, smtpPasswordSet: false, smtpUrlSet: false };
    const fetchMock = fakeApi({
      "GET /api/user": { status: 200, body: me },
      "GET /api/admin/settings": { status: 200, body: settings },
    });
    renderWithProviders(<AdminSettingsPage />, { path: "/admin/settings" });
    const button = await screen.findByTestId("button-test-email");
    expect(button).toBeDisabled();
    expect(screen.getByTestId("text-test-email-hint")).toHaveTextContent(reason);
    expect(button).toHaveAccessibleDescription(reason);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("test-email"))).toBe(false);
  });
});

describe("AdminPaymentsPage and AdminPayoutsPage", () => {
  it("refunds a succeeded payment after a confirmation", async () => {
    const refunds: number[] = [];
    const payment = makeAdminPayment({ affiliateCode: "GSM000002" });
    fakeApi({
      "GET /api/user": { status: 200, body: me },
      "GET /api/admin/payments": () => ({
        status: 200,
        body: { items: [refunds.length ? { ...payment, status: "refunded" } : payment], total: 1, totalCapped: false },
      }),
      "POST /api/admin/payments/9/refund": () => {
        refunds.push(9);
        return { status: 200, body: { ...payment, status: "refunded", refundedAmount: "99.00" } };
      },
    });
    renderWithProviders(<AdminPaymentsPage />, { path: "/admin/payments" });
    await userEvent.click(await screen.findByTestId("button-refund-9"));
    expect(screen.getByTestId("dialog-confirm-delete")).toHaveTextContent("$99.00");
    await userEvent.click(screen.getByTestId("button-confirm-delete"));
    await waitFor(() => expect(refunds).toEqual([9]));
    await waitFor(() => expect(screen.getByTestId("badge-payment-status-9")).toHaveTextContent(/^Refunded$/));
    expect(screen.queryByTestId("button-refund-9")).toBeNull();
  });

  it("shows a coupon's discount on the charge that took it, and none on a trial's $0 start", async () => {
    const subscription = { type: "subscription", couponCode: "HALF" } as const;
    const trialStart = makeAdminPayment({ ...subscription, id: 1, amount: "0.00", trialEndsAt: "2026-11-27T00:00:00.000Z" });
    const firstInstalment = makeAdminPayment({ ...subscription, id: 2, amount: "5.00", discount: "5.00" });
    fakeApi({
      "GET /api/user": { status: 200, body: me },
      "GET /api/admin/payments": { status: 200, body: { items: [firstInstalment, trialStart], total: 2 } },
    });
    renderWithProviders(<AdminPaymentsPage />, { path: "/admin/payments" });
    const row = (id: number) => screen.findByTestId(`payment-${id}`);
    expect(await row(2)).toHaveTextContent("code HALF (-$5.00)");
    expect(await row(1)).toHaveTextContent("code HALF");
    expect(await row(1)).not.toHaveTextContent("(-$");
  });

  it("narrows the list to a buyer or a course clicked in a row, and clears it again", async () => {
    const row = makeAdminPayment();
    const asked: URLSearchParams[] = [];
    fakeApi({
      "GET /api/user": { status: 200, body: me },
      "GET /api/admin/payments": ({ url }) => (
        asked.push(url.searchParams),
        { status: 200, body: { items: [row], total: 1, totalCapped: false } }
      ),
    });
    renderWithProviders(<AdminPaymentsPage />, { path: "/admin/payments" });
    await userEvent.click(await screen.findByTestId("button-filter-buyer-9"));
    await waitFor(() => expect(asked.at(-1)?.get("userId")).toBe("5"));
    expect(screen.getByTestId("button-clear-buyer")).toHaveTextContent("Buyer: user5");
    await userEvent.click(screen.getByTestId("button-filter-course-9"));
    await waitFor(() => expect(asked.at(-1)?.get("courseId")).toBe("4"));
    expect(asked.at(-1)?.get("userId")).toBe("5");
    await userEvent.click(screen.getByTestId("button-clear-buyer"));
    await waitFor(() => expect(asked.at(-1)?.has("userId")).toBe(false));
    expect(asked.at(-1)?.get("courseId")).toBe("4");
  });

  it("shows a total the server stopped counting as 1,000+ and pages on past it", async () => {
    const row = (id: number) => ({
      id,
      paymentIntentId: `test_pi_${id}`,
      status: "refunded",
      courseId: 4,
      courseTitle: "Growth Marketing",
      amount: "99.00",
      type: "one_time",
      failureMessage: null,
      createdAt: "2026-11-20T00:00:00.000Z",
      succeededAt: "2026-11-20T00:00:00.000Z",
      provider: "test",
      userId: 5,
      username: "user5",
      refundedAmount: "99.00",
      refundedAt: "2026-11-21T00:00:00.000Z",
      affiliateCode: null,
    });
    const asked: URLSearchParams[] = [];
    fakeApi({
      "GET /api/user": { status: 200, body: me },
      "GET /api/admin/payments": ({ url }) => {
        asked.push(url.searchParams);
        const offset = Number(url.searchParams.get("offset"));
        const items = Array.from({ length: 20 }, (_, i) => row(offset + i + 1));
        return { status: 200, body: { items, total: offset + 1_000, totalCapped: true } };
      },
    });
    renderWithProviders(<AdminPaymentsPage />, { path: "/admin/payments" });
    const pager = await screen.findByTestId("pager");
    expect(pager).toHaveTextContent("1–20 of 1,000+");
    await userEvent.click(within(pager).getByTestId("button-page-next"));
    await waitFor(() => expect(screen.getByTestId("pager")).toHaveTextContent("21–40 of 1,020+"));
    expect(asked.at(-1)?.get("offset")).toBe("20");
    expect(within(screen.getByTestId("pager")).getByTestId("button-page-next")).toBeEnabled();
  });

  it("runs the monthly payout and lists what was paid", async () => {
    let ran = false;
    const payout = {
      id: 1,
      entrepreneurId: 2,
      username: "ella",
      period: "2026-11",
      amount: "26.00",
      commissionCount: 3,
      status: "paid",
      createdAt: "2026-11-23T00:00:00.000Z",
    };
    fakeApi({
      "GET /api/user": { status: 200, body: me },
      "GET /api/admin/payouts": () => ({ status: 200, body: ran ? { items: [payout], total: 1 } : { items: [], total: 0 } }),
      "GET /api/admin/payouts/preview": {
        status: 200,
        body: {
          period: "2026-11",
          payouts: [{ entrepreneurId: 2, name: "Ella Stone", username: "ella", amount: "26.00", commissionCount: 3 }],
          total: "26.00",
          belowMinimum: 1,
          heldBack: [],
        },
      },
      "POST /api/admin/payouts/run": () => {
        ran = true;
        return { status: 200, body: { period: "2026-11", payouts: [payout], belowMinimum: 1, heldBack: [] } };
      },
    });
    renderWithProviders(<AdminPayoutsPage />, { path: "/admin/payouts" });
    expect(await screen.findByTestId("empty-payouts")).toBeInTheDocument();
    await userEvent.click(screen.getByTestId("button-run-payouts"));
    // Nothing runs until the admin has seen who gets what and the total.
    const dialog = await screen.findByTestId("dialog-confirm-payout");
    expect(await within(dialog).findByTestId("list-payout-preview")).toHaveTextContent("Ella Stone$26.00");
    expect(within(dialog).getByTestId("text-payout-preview-total")).toHaveTextContent("Total for 2026-11$26.00");
    expect(ran).toBe(false);
    await userEvent.click(within(dialog).getByTestId("button-confirm-payout"));
    expect(await screen.findByText("Paid 1 entrepreneur")).toBeInTheDocument();
    expect(await screen.findByTestId("payout-1")).toHaveTextContent("$26.00");
    expect(within(screen.getByTestId("payout-1")).getByText("ella")).toBeInTheDocument();
    expect(screen.queryByTestId("card-payout-held-back")).toBeNull();
  });

  it("names the entrepreneurs a run held back and why, and keeps them on screen after the notice", async () => {
    const result: PayoutRunResult = {
      period: "2026-11",
      payouts: [],
      belowMinimum: 0,
      heldBack: [
        { entrepreneurId: 7, username: "nora", name: "Nora Unverified", amount: "50.00", reason: "EMAIL_NOT_VERIFIED" },
        { entrepreneurId: 8, username: "omar", name: "Omar Later", amount: "1234.50", reason: "EMAIL_NOT_VERIFIED" },
      ],
    };
    fakeApi({
      "GET /api/user": { status: 200, body: me },
      "GET /api/admin/payouts": { status: 200, body: { items: [], total: 0 } },
      "GET /api/admin/payouts/preview": {
        status: 200,
        body: {
          period: "2026-11",
          payouts: [{ entrepreneurId: 9, name: "Paid Person", username: "paid", amount: "30.00", commissionCount: 1 }],
          total: "30.00",
          belowMinimum: 0,
          heldBack: result.heldBack,
        },
      },
      "POST /api/admin/payouts/run": { status: 200, body: result },
    });
    renderWithProviders(<AdminPayoutsPage />, { path: "/admin/payouts" });
    await userEvent.click(await screen.findByTestId("button-run-payouts"));
    const dialog = await screen.findByTestId("dialog-confirm-payout");
    expect(await within(dialog).findByText("2 entrepreneurs are held back until their email address is verified.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId("button-confirm-payout"));
    expect(await screen.findByText("Nothing to pay")).toBeInTheDocument();
    expect(screen.getByText("Payout for 2026-11. 2 entrepreneurs held back: see below.")).toBeInTheDocument();
    const card = screen.getByTestId("card-payout-held-back");
    expect(within(card).getByRole("heading")).toHaveTextContent("2 entrepreneurs were held back in the 2026-11 run");
    expect(screen.getByTestId("held-back-7")).toHaveTextContent("Nora Unverified");
    expect(screen.getByTestId("held-back-7")).toHaveTextContent("@nora · Email address not verified");
    expect(screen.getByTestId("held-back-7")).toHaveTextContent("$50.00 waiting");
    expect(screen.getByTestId("held-back-8")).toHaveTextContent("$1,234.50 waiting");
  });
});
