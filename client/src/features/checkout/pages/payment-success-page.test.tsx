import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FALLBACK_PLATFORM_INFO } from "@/features/auth/api/auth-queries";
import { makeUser } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { missingKeys, resetLocale, strictLocale } from "@/i18n/test-init";
import PaymentSuccessPage from "./payment-success-page";
import { fakeApi } from "@/test/fake-api";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const payment = (over: Record<string, unknown> = {}) => ({
  id: 4,
  paymentIntentId: "test_pi_9",
  status: "succeeded",
  courseId: 3,
  courseTitle: "Personal Finance 101",
  amount: "99.00",
  type: "one_time",
  failureMessage: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  succeededAt: "2026-11-20T10:00:05.000Z",
  ...over,
});

function render(path: string, reply: { status: number; body?: unknown }, platform?: { sendsEmail: boolean }, ref = "test_pi_9") {
  fakeApi({
    "GET /api/user": { status: 200, body: makeUser("personal") },
    [`GET /api/payments/${ref}`]: reply,
    ...(platform ? { "GET /api/platform": { status: 200, body: { ...FALLBACK_PLATFORM_INFO, ...platform } } } : {}),
  });
  return renderWithProviders(<PaymentSuccessPage />, { path });
}

describe("PaymentSuccessPage", () => {
  it("promises a receipt email only when the platform sends email; otherwise it says nothing of email and the page holds the receipt", async () => {
    render("/payment-success?courseId=3&payment_intent=test_pi_9", { status: 200, body: payment() }, { sendsEmail: true });
    expect(await screen.findByText(/A confirmation email with your receipt is on its way\./)).toBeInTheDocument();
    expect(screen.getByTestId("payment-receipt")).toBeInTheDocument();
    cleanup();
    render("/payment-success?courseId=3&payment_intent=test_pi_9", { status: 200, body: payment() }, { sendsEmail: false });
    const receipt = await screen.findByTestId("payment-receipt");
    expect(screen.getByTestId("payment-success")).not.toHaveTextContent(/e-?mail/i);
    expect(receipt).toHaveTextContent("Receipt");
    expect(screen.getByTestId("receipt-course")).toHaveTextContent("Personal Finance 101");
    expect(screen.getByTestId("receipt-amount")).toHaveTextContent("$99.00, one-time payment for lifetime access");
    expect(screen.getByTestId("receipt-date")).toHaveTextContent("Nov 20, 2026");
    expect(screen.getByTestId("receipt-reference")).toHaveTextContent("test_pi_9");
  });

  it("receipts a first monthly instalment and the code it used", async () => {
    render("/payment-success?courseId=3&payment_intent=test_pi_9", {
      status: 200,
      body: payment({ type: "subscription", amount: "6.60", discount: "1.65", couponCode: "SPRING20", trialEndsAt: null }),
    });
    expect(await screen.findByTestId("receipt-amount")).toHaveTextContent("$6.60, first month of a monthly subscription");
    expect(screen.getByTestId("receipt-discount")).toHaveTextContent("$1.65 off with code SPRING20");
  });

  it("greets a trial's start as a trial: no thanks for a purchase, no payment reference, when the first charge comes", async () => {
    render("/payment-success?courseId=3&payment_intent=test_pi_9", {
      status: 200,
      body: payment({ type: "subscription", amount: "0.00", trialEndsAt: "2026-11-27T10:00:05.000Z" }),
    });
    expect(await screen.findByTestId("text-success-title")).toHaveTextContent("Welcome to your free trial!");
    const page = screen.getByTestId("payment-success");
    expect(page).not.toHaveTextContent("Thank you for your purchase");
    expect(page).not.toHaveTextContent("test_pi_9");
    expect(screen.queryByTestId("payment-receipt")).toBeNull();
    expect(screen.getByTestId("text-payment-amount")).toHaveTextContent("Your first monthly payment is taken on Nov 27, 2026");
  });

  it("says what a code saved on a paid purchase, and for a trial's start that it comes off the first payment", async () => {
    render("/payment-success?courseId=3&payment_intent=test_pi_9", {
      status: 200,
      body: payment({ amount: "79.20", discount: "19.80", couponCode: "SPRING20", trialEndsAt: null }),
    });
    expect(await screen.findByTestId("text-payment-discount")).toHaveTextContent("Code SPRING20 saved you $19.80.");
    cleanup();
    // A Stripe trial comes back with its SetupIntent; nothing was charged, so nothing was saved yet.
    render(
      "/payment-success?courseId=3&setup_intent=seti_9&redirect_status=succeeded",
      {
        status: 200,
        body: payment({
          paymentIntentId: "seti_9",
          type: "subscription",
          amount: "0.00",
          discount: "5.00",
          couponCode: "SPRING20",
          trialEndsAt: "2026-11-27T10:00:05.000Z",
        }),
      },
      undefined,
      "seti_9",
    );
    expect(await screen.findByTestId("text-payment-amount")).toHaveTextContent("Your free trial has started: nothing was charged.");
    expect(screen.getByTestId("text-payment-discount")).toHaveTextContent("Code SPRING20 takes $5.00 off your first payment.");
    expect(screen.getByTestId("payment-success")).not.toHaveTextContent("saved you");
  });

  it("shows success only for the buyer's succeeded payment, with the spec buttons", async () => {
    render("/payment-success?courseId=3&payment_intent=test_pi_9", { status: 200, body: payment() });
    expect(await screen.findByTestId("payment-success")).toBeInTheDocument();
    expect(screen.getByTestId("text-enrolled-course")).toHaveTextContent("Personal Finance 101");
    expect(screen.getByTestId("link-start-learning")).toHaveAttribute("href", "/course/3");
    expect(screen.getByTestId("link-start-learning")).toHaveTextContent("Start Learning Now");
    expect(screen.getByTestId("link-go-dashboard")).toHaveAttribute("href", "/personal");
  });

  it("says Payment Failed for a declined payment and offers the checkout again", async () => {
    render("/payment-success?courseId=3&payment_intent=test_pi_9", {
      status: 200,
      body: payment({ status: "failed", failureMessage: "Your card was declined." }),
    });
    expect(await screen.findByTestId("payment-failed")).toHaveTextContent("Payment Failed");
    expect(screen.getByText("Your card was declined.")).toBeInTheDocument();
    expect(screen.queryByTestId("payment-success")).toBeNull();
    expect(screen.getByTestId("link-retry-checkout")).toHaveAttribute("href", "/checkout/3?type=one_time");
  });

  it("waits for a pending payment and cannot be fooled by another course id or an unknown payment", async () => {
    const view = render("/payment-success?courseId=3&payment_intent=test_pi_9", { status: 200, body: payment({ status: "pending" }) });
    expect(await screen.findByTestId("payment-pending")).toHaveTextContent("Confirming your payment...");
    view.unmount();
    render("/payment-success?courseId=8&payment_intent=test_pi_9", { status: 200, body: payment() });
    expect(await screen.findByTestId("payment-not-found")).toBeInTheDocument();
    cleanup();
    render("/payment-success?courseId=3&payment_intent=test_pi_9", { status: 404, body: { message: "Payment not found" } });
    expect(await screen.findByText("We could not find this payment.")).toBeInTheDocument();
  });

  it("offers to try again when the payment cannot be checked, instead of calling it unknown", async () => {
    let failing = true;
    fakeApi({
      "GET /api/user": { status: 200, body: makeUser("personal") },
      "GET /api/payments/test_pi_9": () =>
        failing ? { status: 500, body: { code: "INTERNAL", message: "Something went wrong." } } : { status: 200, body: payment() },
    });
    renderWithProviders(<PaymentSuccessPage />, { path: "/payment-success?courseId=3&payment_intent=test_pi_9" });
    expect(await screen.findByTestId("payment-error")).toHaveTextContent("Could not load the payment");
    expect(screen.queryByTestId("payment-not-found")).toBeNull();

    failing = false;
    await userEvent.click(screen.getByTestId("payment-error-retry"));
    expect(await screen.findByTestId("payment-success")).toBeInTheDocument();
  });

  it("redirects home after 3 seconds when parameters are missing", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ "GET /api/user": { status: 200, body: makeUser("personal") } });
    const { location } = renderWithProviders(<PaymentSuccessPage />, { path: "/payment-success?courseId=3" });
    expect(screen.getByText("Invalid payment confirmation. Redirecting to home...")).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(location.history?.at(-1)).toBe("/");
  });
});

describe.each([
  { locale: "es", receipt: "Recibo", trial: "¡Bienvenido a tu prueba gratuita!" },
  { locale: "fr", receipt: "Reçu", trial: "Bienvenue dans votre essai gratuit !" },
  { locale: "de", receipt: "Quittung", trial: "Willkommen in Ihrer kostenlosen Testphase!" },
  { locale: "zh", receipt: "收据", trial: "欢迎开始免费试用！" },
])("PaymentSuccessPage in $locale", ({ locale, receipt, trial }) => {
  afterEach(async () => {
    await resetLocale();
  });

  it("shows the receipt and greets a trial in the reader's language", async () => {
    await strictLocale(locale);
    render("/payment-success?courseId=3&payment_intent=test_pi_9", { status: 200, body: payment() });
    expect(await screen.findByTestId("payment-receipt")).toHaveTextContent(receipt);
    expect(screen.getByTestId("receipt-reference")).toHaveTextContent("test_pi_9");
    cleanup();
    render("/payment-success?courseId=3&payment_intent=test_pi_9", {
      status: 200,
      body: payment({ type: "subscription", amount: "0.00", trialEndsAt: "2026-11-27T10:00:05.000Z" }),
    });
    expect(await screen.findByTestId("text-success-title")).toHaveTextContent(trial);
    expect(missingKeys()).toEqual([]);
  });
});
