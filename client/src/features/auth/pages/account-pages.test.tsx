import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FORGOT_PASSWORD_SENT, PASSWORD_CHANGED, RESET_LINK_INVALID, WRONG_CURRENT_PASSWORD } from "@shared/schemas/account";
import { UNSUBSCRIBED } from "@shared/schemas/email";
import { makeUser } from "@/test/fixtures";
import { FALLBACK_PLATFORM_INFO } from "../api/auth-queries";
import { polyfillPointerApis, renderWithProviders } from "@/test/render";
import { ChangePasswordForm } from "../components/change-password-form";
import { VerificationBanner } from "../components/verification-banner";
import UnsubscribePage from "./unsubscribe-page";
import ForgotPasswordPage from "./forgot-password-page";
import ResetPasswordPage from "./reset-password-page";
import VerifyEmailPage from "./verify-email-page";
import { fakeApi } from "@/test/fake-api";

beforeAll(polyfillPointerApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedOut = {
  "GET /api/user": { status: 401, body: { message: "Not signed in" } },
  "GET /api/platform": { status: 200, body: FALLBACK_PLATFORM_INFO },
};

describe("account pages", () => {
  it("Forgot password sends the email and shows the same answer for every address", async () => {
    const fetchMock = fakeApi({ ...signedOut, "POST /api/password/forgot": { status: 202, body: { message: FORGOT_PASSWORD_SENT } } });
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { path: "/forgot-password" });
    await user.type(await screen.findByTestId("input-email"), "ada@example.test");
    await user.click(screen.getByTestId("button-send-reset-link"));
    expect(await screen.findByTestId("text-forgot-sent")).toHaveTextContent(FORGOT_PASSWORD_SENT);
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/password/forgot")!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ email: "ada@example.test" });
  });

  it("Reset sends the token from the link with the new password, and explains a used link", async () => {
    const fetchMock = fakeApi({ ...signedOut, "POST /api/password/reset": { status: 400, body: { message: RESET_LINK_INVALID } } });
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordPage />, { path: "/reset-password?token=abcdefghijklmnopqrstuvwxyz" });
    await user.type(await screen.findByTestId("input-new-password"), "new-password-1");
    await user.click(screen.getByTestId("button-reset-password"));
    expect(await screen.findByTestId("text-reset-error")).toHaveTextContent(RESET_LINK_INVALID);
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/password/reset")!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ token: "abcdefghijklmnopqrstuvwxyz", password: "new-password-1" });
  });

  it("Verify posts the token once when the page opens", async () => {
    const fetchMock = fakeApi({
      ...signedOut,
      "POST /api/email/verify": { status: 200, body: { message: "Your email address is verified." } },
    });
    renderWithProviders(<VerifyEmailPage />, { path: "/verify-email?token=abcdefghijklmnopqrstuvwxyz" });
    expect(await screen.findByTestId("text-verify-done")).toHaveTextContent("verified");
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === "/api/email/verify")).toHaveLength(1));
  });

  it("the banner shows for an unverified account while verification is required, and Resend sends a link", async () => {
    const fetchMock = fakeApi({
      "GET /api/user": { status: 200, body: { ...makeUser("personal"), emailVerified: false } },
      "GET /api/platform": { status: 200, body: { ...FALLBACK_PLATFORM_INFO, emailVerificationRequired: true } },
      "POST /api/email/verify/resend": { status: 200, body: { message: "We sent a new verification link to your email address." } },
    });
    const user = userEvent.setup();
    renderWithProviders(<VerificationBanner />);
    await user.click(await screen.findByTestId("button-resend-verification"));
    expect(await screen.findByTestId("text-verification-resent")).toHaveTextContent("We sent a new verification link");
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/email/verify/resend")).toBe(true);
  });

  it("Change password shows a wrong current password under its field, then the success", async () => {
    let calls = 0;
    fakeApi({
      ...signedOut,
      "POST /api/user/password": () =>
        ++calls === 1
          ? { status: 403, body: { code: "WRONG_PASSWORD", message: WRONG_CURRENT_PASSWORD } }
          : { status: 200, body: { message: PASSWORD_CHANGED } },
    });
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />);
    await user.type(screen.getByTestId("input-current-password"), "wrong-one");
    await user.type(screen.getByTestId("input-new-password"), "next-password");
    await user.click(screen.getByTestId("button-change-password"));
    expect(await screen.findByTestId("error-current-password")).toHaveTextContent(WRONG_CURRENT_PASSWORD);
    await user.clear(screen.getByTestId("input-current-password"));
    await user.type(screen.getByTestId("input-current-password"), "right-one");
    await user.click(screen.getByTestId("button-change-password"));
    expect(await screen.findByTestId("text-password-changed")).toHaveTextContent(PASSWORD_CHANGED);
  });

  it("Unsubscribe turns the emails off with one visit of the link", async () => {
    const fetchMock = fakeApi({ ...signedOut, "POST /api/email/unsubscribe": { status: 200, body: { message: UNSUBSCRIBED } } });
    renderWithProviders(<UnsubscribePage />, { path: "/unsubscribe?token=abcdefghijklmnopqrstuvwxyz" });
    expect(await screen.findByTestId("text-unsubscribed")).toHaveTextContent(UNSUBSCRIBED);
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/email/unsubscribe")).toHaveLength(1);
  });
});
