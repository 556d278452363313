import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PASSWORD_CHANGED } from "@shared/schemas/account";
import type { EntrepreneurProfileView } from "@shared/schemas/affiliate";
import { renderWithProviders } from "@/test/render";
import { entrepreneur, stats } from "@/test/fixtures";
import EntrepreneurSettingsPage from "./entrepreneur-settings-page";
import { fakeApi, failsOnce } from "@/test/fake-api";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const profile: EntrepreneurProfileView = {
  firstName: "Ella",
  lastName: "Seller",
  email: "ella@example.com",
  businessName: null,
  website: null,
  bio: null,
  paypalEmail: null,
  bankAccount: null,
  emailNotifications: true,
  smsNotifications: false,
  marketingEmails: true,
  status: "active",
  memberSince: "2026-01-05T00:00:00.000Z",
  affiliateCode: "GSM000007",
};

describe("EntrepreneurSettingsPage", () => {
  it("has the Change password form, which changes the signed-in entrepreneur's password", async () => {
    const sent: unknown[] = [];
    fakeApi({
      "GET /api/user": { status: 200, body: entrepreneur },
      "GET /api/entrepreneur/stats": { status: 200, body: stats },
      "GET /api/entrepreneur/profile": { status: 200, body: profile },
      "POST /api/user/password": ({ body }) => (sent.push(JSON.parse(body)), { status: 200, body: { message: PASSWORD_CHANGED } }),
    });
    renderWithProviders(<EntrepreneurSettingsPage />, { path: "/entrepreneur/settings" });
    const card = await screen.findByTestId("card-change-password");
    expect(within(card).getByRole("heading", { name: "Change password" })).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText("Current password"), "old-password");
    await userEvent.type(within(card).getByLabelText("New password"), "next-password");
    await userEvent.click(within(card).getByRole("button", { name: "Change password" }));
    expect(await within(card).findByTestId("text-password-changed")).toHaveTextContent(
      "Password changed. Your other devices were signed out.",
    );
    expect(sent).toEqual([{ currentPassword: "old-password", newPassword: "next-password" }]);
  });

  it("shows real quick stats and saves payout details and toggles in one call", async () => {
    const sent: unknown[] = [];
    fakeApi({
      "GET /api/user": { status: 200, body: entrepreneur },
      "GET /api/entrepreneur/stats": { status: 200, body: stats },
      "GET /api/entrepreneur/profile": { status: 200, body: profile },
      "PATCH /api/entrepreneur/profile": ({ body: text }) => {
        const body = JSON.parse(text);
        sent.push(body);
        if (body.currentPassword !== "my-password") {
          return { status: 403, body: { code: "WRONG_PASSWORD", message: "The current password is not correct." } };
        }
        return {
          status: 200,
          body: { ...profile, businessName: body.businessName, paypalEmail: body.paypalEmail, bankAccount: "4321", smsNotifications: true },
        };
      },
    });
    renderWithProviders(<EntrepreneurSettingsPage />, { path: "/entrepreneur/settings" });
    expect(await screen.findByTestId("text-quick-referrals")).toHaveTextContent("6");
    expect(screen.getByTestId("text-quick-total")).toHaveTextContent("$132.60");
    expect(screen.getByTestId("text-quick-month")).toHaveTextContent("$44.20");
    expect(screen.getByTestId("input-email")).toHaveValue("ella@example.com");
    expect(screen.getByTestId("input-email")).toBeDisabled();

    await userEvent.type(screen.getByTestId("input-paypal-email"), "not-an-email");
    await userEvent.click(screen.getByTestId("button-save-settings"));
    expect(await screen.findByTestId("error-paypal-email")).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    // A changed payout method asks for the current password; put back, the question goes away.
    expect(screen.getByTestId("input-payout-current-password")).toHaveAttribute("type", "password");
    await userEvent.clear(screen.getByTestId("input-paypal-email"));
    expect(screen.queryByTestId("input-payout-current-password")).not.toBeInTheDocument();

    await userEvent.clear(screen.getByTestId("input-paypal-email"));
    await userEvent.type(screen.getByTestId("input-paypal-email"), "pay@ella.example");
    await userEvent.type(screen.getByTestId("input-business-name"), "Ella Media");
    await userEvent.type(screen.getByTestId("input-bank-account"), "4321");
    await userEvent.click(screen.getByTestId("switch-smsNotifications"));
    await userEvent.click(screen.getByTestId("button-save-settings"));
    expect(await screen.findByTestId("error-payout-current-password")).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.type(screen.getByTestId("input-payout-current-password"), "not-mine");
    await userEvent.click(screen.getByTestId("button-save-settings"));
    expect(await screen.findByText("The password is not correct.")).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    await userEvent.clear(screen.getByTestId("input-payout-current-password"));
    await userEvent.type(screen.getByTestId("input-payout-current-password"), "my-password");
    await userEvent.click(screen.getByTestId("button-save-settings"));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      currentPassword: "my-password",
      businessName: "Ella Media",
      paypalEmail: "pay@ella.example",
      bankAccount: "4321",
      smsNotifications: true,
    });
    expect(await screen.findByText("Profile updated")).toBeInTheDocument();
  });

  it("says it could not load the quick stats and shows them on Try again", async () => {
    fakeApi({
      "GET /api/user": { status: 200, body: entrepreneur },
      "GET /api/entrepreneur/stats": failsOnce({ status: 200, body: stats }),
      "GET /api/entrepreneur/profile": { status: 200, body: profile },
    });
    renderWithProviders(<EntrepreneurSettingsPage />, { path: "/entrepreneur/settings" });
    const card = await screen.findByTestId("card-quick-stats");
    expect(await within(card).findByTestId("error-quick-stats")).toHaveTextContent("Could not load your figures");
    await userEvent.click(within(card).getByTestId("error-quick-stats-retry"));
    expect(await within(card).findByTestId("text-quick-referrals")).toHaveTextContent("6");
  });
});
