import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import StripePaymentForm from "./stripe-payment-form";

// Stripe.js cannot load offline: its React bindings are replaced by stand-ins that record which
// confirmation the form asks for, the Elements' options and how often the Payment Element mounts
// (a remount is what loses the card typed into Stripe's fields). The real Payment Element is Stripe's.
const recorded = vi.hoisted(() => ({ options: [] as unknown[], paymentElementMounts: 0 }));
const stripe = {
  confirmPayment: vi.fn(async (_: unknown): Promise<{ error?: { message?: string } }> => ({})),
  confirmSetup: vi.fn(async (_: unknown): Promise<{ error?: { message?: string } }> => ({})),
};
const elements = { submit: vi.fn(async () => ({})) };
vi.mock("@stripe/stripe-js", () => ({ loadStripe: () => Promise.resolve(null) }));
vi.mock("@stripe/react-stripe-js", async () => {
  const { useEffect } = await import("react");
  return {
    Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
      recorded.options.push(options);
      return <>{children}</>;
    },
    PaymentElement: () => {
      useEffect(() => {
        recorded.paymentElementMounts += 1;
      }, []);
      return <div data-testid="payment-element" />;
    },
    useStripe: () => stripe,
    useElements: () => elements,
  };
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  recorded.options = [];
  recorded.paymentElementMounts = 0;
});

describe("StripePaymentForm", () => {
  it("confirms a trial's SetupIntent with confirmSetup: the card is saved, nothing is paid", async () => {
    render(<StripePaymentForm courseId={7} clientSecret="seti_1_secret_x" amountLabel="$0.00" amount="0.00" subscription trial />);
    await userEvent.click(screen.getByRole("button", { name: "Start free trial" }));
    expect(elements.submit).toHaveBeenCalledTimes(1);
    expect(stripe.confirmSetup).toHaveBeenCalledTimes(1);
    expect(stripe.confirmSetup.mock.calls[0][0]).toMatchObject({
      clientSecret: "seti_1_secret_x",
      confirmParams: { return_url: `${window.location.origin}/payment-success?courseId=7` },
    });
    expect(recorded.options.at(-1)).toMatchObject({ mode: "setup", currency: "usd" });
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });

  it("confirms a payment with confirmPayment", async () => {
    render(<StripePaymentForm courseId={7} clientSecret="pi_1_secret_x" amountLabel="$10.00" amount="10.00" />);
    await userEvent.click(screen.getByRole("button", { name: "Pay $10.00" }));
    expect(stripe.confirmPayment).toHaveBeenCalledTimes(1);
    expect(stripe.confirmPayment.mock.calls[0][0]).toMatchObject({ clientSecret: "pi_1_secret_x" });
    expect(stripe.confirmSetup).not.toHaveBeenCalled();
  });

  it("keeps the Payment Element (and the card typed in it) when a code brings a new intent and amount, and pays the new one", async () => {
    const view = render(<StripePaymentForm courseId={7} clientSecret="pi_1_secret_x" amountLabel="$100.00" amount="100.00" />);
    expect(recorded.options.at(-1)).toMatchObject({ mode: "payment", currency: "usd", amount: 10_000 });
    // The new intent is on its way: paying waits for it.
    view.rerender(<StripePaymentForm courseId={7} clientSecret="pi_1_secret_x" amountLabel="$100.00" amount="100.00" preparing />);
    expect(screen.getByRole("button", { name: "Pay $100.00" })).toBeDisabled();
    view.rerender(<StripePaymentForm courseId={7} clientSecret="pi_2_secret_y" amountLabel="$80.00" amount="80.00" />);
    expect(recorded.paymentElementMounts).toBe(1);
    expect(recorded.options.at(-1)).toMatchObject({ mode: "payment", amount: 8_000 });
    expect(recorded.options.at(-1)).not.toHaveProperty("clientSecret");

    await userEvent.click(screen.getByRole("button", { name: "Pay $80.00" }));
    expect(stripe.confirmPayment.mock.calls[0][0]).toMatchObject({ clientSecret: "pi_2_secret_y" });
  });

  it("shows Stripe's refusal beside the form, read out as an alert", async () => {
    stripe.confirmPayment.mockResolvedValueOnce({ error: { message: "Your card was declined." } });
    render(<StripePaymentForm courseId={7} clientSecret="pi_1_secret_x" amountLabel="$10.00" amount="10.00" />);
    await userEvent.click(screen.getByRole("button", { name: "Pay $10.00" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Payment FailedYour card was declined.");
  });
});
