import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import StripePaymentForm from "./stripe-payment-form";

// Stripe.js cannot load offline: its React bindings are replaced by stand-ins that record which
// confirmation the form asks for. The real Payment Element is Stripe's.
const stripe = {
  confirmPayment: vi.fn(async (_: unknown) => ({})),
  confirmSetup: vi.fn(async (_: unknown) => ({})),
};
vi.mock("@stripe/stripe-js", () => ({ loadStripe: () => Promise.resolve(null) }));
vi.mock("@stripe/react-stripe-js", () => ({
  Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => stripe,
  useElements: () => ({}),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("StripePaymentForm", () => {
  it("confirms a trial's SetupIntent with confirmSetup: the card is saved, nothing is paid", async () => {
    render(<StripePaymentForm courseId={7} clientSecret="seti_1_secret_x" amountLabel="$0.00" trial />);
    await userEvent.click(screen.getByRole("button", { name: "Start free trial" }));
    expect(stripe.confirmSetup).toHaveBeenCalledTimes(1);
    expect(stripe.confirmSetup.mock.calls[0][0]).toMatchObject({
      confirmParams: { return_url: `${window.location.origin}/payment-success?courseId=7` },
    });
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });

  it("confirms a payment with confirmPayment", async () => {
    render(<StripePaymentForm courseId={7} clientSecret="pi_1_secret_x" amountLabel="$10.00" />);
    await userEvent.click(screen.getByRole("button", { name: "Pay $10.00" }));
    expect(stripe.confirmPayment).toHaveBeenCalledTimes(1);
    expect(stripe.confirmSetup).not.toHaveBeenCalled();
  });
});
