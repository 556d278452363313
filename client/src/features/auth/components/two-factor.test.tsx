import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { callsTo, fakeApi, type FakeRoutes } from "@/test/fake-api";
import { makePlatform, makeUser } from "@/test/fixtures";
import { polyfillPointerApis, renderWithProviders } from "@/test/render";
import AuthPage from "../pages/auth-page";
import { TwoFactorCard } from "./two-factor-card";

// The sign-in second step and the profile's two-factor card (docs/product-rules.md §15).

const platform = makePlatform();
const account = makeUser("personal", { id: 1, username: "ada", twoFactorEnabled: true });

beforeAll(polyfillPointerApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function passwordStep(extra: FakeRoutes) {
  const requests = fakeApi({
    "GET /api/user": { status: 401, body: { message: "Not signed in" } },
    "GET /api/platform": { status: 200, body: platform },
    "POST /api/login": { status: 200, body: { twoFactorRequired: true, methods: ["totp", "recovery"] } },
    ...extra,
  });
  const user = userEvent.setup();
  const rendered = renderWithProviders(<AuthPage />, { path: "/auth" });
  await user.type(await screen.findByTestId("input-username"), "ada");
  await user.type(screen.getByTestId("input-password"), "analytical1");
  await user.click(screen.getByTestId("button-sign-in"));
  await screen.findByTestId("form-two-factor-step");
  return { ...rendered, user, requests };
}

describe("sign-in second step", () => {
  it("asks for the app's code after the password, then signs in and goes home", async () => {
    const sent: unknown[] = [];
    const { user, location, queryClient } = await passwordStep({
      "POST /api/login/2fa": ({ json }) => {
        sent.push(json);
        return { status: 200, body: account };
      },
    });
    expect(queryClient.getQueryData(["user"])).toBeNull(); // not signed in until the second step
    await waitFor(() => expect(screen.getByTestId("input-two-factor-code")).toHaveFocus());
    await user.type(screen.getByTestId("input-two-factor-code"), "123 456");
    await user.click(screen.getByTestId("button-two-factor-verify"));
    await waitFor(() => expect(location.history).toContain("/"));
    expect(sent).toEqual([{ code: "123 456" }]);
    expect(queryClient.getQueryData(["user"])).toEqual(account);
  });

  it("checks the code's shape before sending it", async () => {
    const { user, requests } = await passwordStep({});
    await user.type(screen.getByTestId("input-two-factor-code"), "12ab");
    await user.click(screen.getByTestId("button-two-factor-verify"));
    expect(await screen.findByTestId("error-two-factor-code")).toHaveTextContent("Enter the 6-digit code from your authenticator app");
    expect(callsTo(requests, "POST", "/api/login/2fa")).toHaveLength(0);
  });

  it("shows the server's refusal under the field, and the lock", async () => {
    let calls = 0;
    const { user } = await passwordStep({
      "POST /api/login/2fa": () =>
        ++calls === 1
          ? {
              status: 400,
              body: { code: "INVALID_TWO_FACTOR_CODE", message: "That code is not right. Check your authenticator app and try again." },
            }
          : { status: 429, body: { code: "TWO_FACTOR_LOCKED", message: "Too many wrong codes. Try again in 15 minutes." } },
    });
    await user.type(screen.getByTestId("input-two-factor-code"), "000000");
    await user.click(screen.getByTestId("button-two-factor-verify"));
    expect(await screen.findByTestId("error-two-factor-code")).toHaveTextContent("That code is not right");
    await user.click(screen.getByTestId("button-two-factor-verify"));
    expect(await screen.findByTestId("text-two-factor-error")).toHaveTextContent("Try again in 15 minutes");
  });

  it("takes a recovery code instead, and says when the password step expired", async () => {
    const sent: unknown[] = [];
    const { user } = await passwordStep({
      "POST /api/login/2fa": ({ json }) => {
        sent.push(json);
        return { status: 401, body: { code: "NOT_SIGNED_IN", message: "Sign in again: the password step has expired." } };
      },
    });
    await user.click(screen.getByTestId("button-two-factor-switch"));
    await user.type(screen.getByTestId("input-recovery-code"), "abcde-fghjk");
    await user.click(screen.getByTestId("button-two-factor-verify"));
    expect(await screen.findByTestId("text-two-factor-expired")).toHaveTextContent("Start again with your password");
    expect(sent).toEqual([{ recoveryCode: "abcde-fghjk" }]);
    await user.click(screen.getByTestId("button-two-factor-restart"));
    expect(await screen.findByTestId("form-sign-in")).toBeInTheDocument();
  });
});

describe("TwoFactorCard", () => {
  const me = { ...account, twoFactorEnabled: false };

  it("sets up the app: QR code, key, code, then the recovery codes once", async () => {
    const sent: unknown[] = [];
    fakeApi({
      "GET /api/user": { status: 200, body: me },
      "POST /api/user/2fa/totp/setup": {
        status: 200,
        body: { secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", otpauthUrl: "otpauth://totp/x", qrSvg: '<svg data-testid="qr-svg"></svg>' },
      },
      "POST /api/user/2fa/totp/enable": ({ json }) => {
        sent.push(json);
        return { status: 200, body: { recoveryCodes: ["aaaaa-bbbbb", "ccccc-ddddd"] } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<TwoFactorCard />);
    expect(await screen.findByTestId("text-two-factor-status")).toHaveTextContent("Two-factor sign-in is off.");
    await user.click(screen.getByTestId("button-two-factor-start"));
    expect(await screen.findByTestId("text-two-factor-secret")).toHaveTextContent("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
    expect(screen.getByRole("img", { name: /QR code/ })).toContainElement(screen.getByTestId("qr-svg"));
    await user.type(screen.getByTestId("input-two-factor-setup-code"), "654321");
    await user.click(screen.getByTestId("button-two-factor-enable"));
    const list = await screen.findByTestId("list-recovery-codes");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["aaaaa-bbbbb", "ccccc-ddddd"]);
    expect(sent).toEqual([{ code: "654321" }]);
    expect(screen.getByTestId("button-recovery-download")).toBeInTheDocument();
  });

  it("says why the setup cannot start", async () => {
    fakeApi({
      "GET /api/user": { status: 200, body: me },
      "POST /api/user/2fa/totp/setup": {
        status: 503,
        body: { code: "ENCRYPTION_KEY_MISSING", message: "Two-factor sign-in is not available: the server has no DATA_ENCRYPTION_KEY." },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<TwoFactorCard />);
    await user.click(await screen.findByTestId("button-two-factor-start"));
    expect(await screen.findByTestId("text-two-factor-setup-error")).toBeInTheDocument();
  });

  it("turns off with the password and a code, showing a wrong password under its field", async () => {
    const sent: unknown[] = [];
    fakeApi({
      "GET /api/user": { status: 200, body: account },
      "DELETE /api/user/2fa": ({ json }) => {
        sent.push(json);
        return { status: 403, body: { code: "WRONG_PASSWORD", message: "Current password is incorrect" } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<TwoFactorCard />);
    expect(await screen.findByTestId("text-two-factor-status")).toHaveTextContent("Two-factor sign-in is on.");
    await user.click(screen.getByTestId("button-two-factor-disable"));
    expect(await screen.findByTestId("error-two-factor-disable-password")).toHaveTextContent("Enter your password");
    await user.type(screen.getByTestId("input-two-factor-disable-password"), "not-it");
    await user.type(screen.getByTestId("input-two-factor-disable-code"), "111222");
    await user.click(screen.getByTestId("button-two-factor-disable"));
    expect(await screen.findByTestId("error-two-factor-disable-password")).toHaveTextContent("Current password is incorrect");
    expect(sent).toEqual([{ password: "not-it", code: "111222" }]);
  });
});
