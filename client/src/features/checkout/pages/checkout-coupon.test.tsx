import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Switch } from "wouter";
import { makeCourse, makeUser } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import CheckoutPage from "./checkout-page";
import { fakeApi } from "@/test/fake-api";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  return renderWithProviders(
    <Switch>
      <Route path="/checkout/:courseId">
        <CheckoutPage />
      </Route>
      <Route path="/payment-success">
        <p data-testid="landed">landed</p>
      </Route>
    </Switch>,
    { path },
  );
}

const intent = (over: Record<string, unknown> = {}) => ({
  clientSecret: "test_pi_1_secret_x",
  paymentIntentId: "test_pi_1",
  provider: "test",
  amount: "100.00",
  originalAmount: "100.00",
  discount: "0.00",
  couponCode: null,
  paymentType: "one_time",
  affiliateCode: null,
  fulfilled: false,
  ...over,
});
const preview = (over: Record<string, unknown> = {}) => ({
  code: "SPRING20",
  paymentType: "one_time",
  description: "20% off",
  originalAmount: "100.00",
  discount: "20.00",
  amount: "80.00",
  ...over,
});

function server(previewReply: { status: number; body: unknown }, intentFor: (body: Record<string, unknown>) => unknown = () => intent()) {
  return fakeApi({
    "GET /api/user": { status: 200, body: makeUser("personal") },
    "GET /api/courses/1": { status: 200, body: makeCourse({ id: 1, title: "Growth Marketing", price: "100.00" }) },
    "GET /api/coupons/preview": () => previewReply,
    "POST /api/create-payment-intent": ({ body }) => ({ status: 200, body: intentFor(JSON.parse(body)) }),
    "POST /api/payments/test/confirm": { status: 200, body: { paymentIntentId: "test_pi_2", status: "succeeded" } },
  });
}

describe("CheckoutPage: Have a code?", () => {
  it("applies a code: the price is struck through and the intent is asked with the code", async () => {
    const fetchMock = server({ status: 200, body: preview() }, (body) =>
      body.couponCode
        ? intent({ amount: "80.00", discount: "20.00", couponCode: "SPRING20", clientSecret: "test_pi_2_secret_y" })
        : intent(),
    );
    renderAt("/checkout/1");
    await userEvent.click(await screen.findByRole("button", { name: "Have a code?" }));
    await userEvent.type(screen.getByLabelText("Discount or promo code"), "spring20");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));

    expect(await screen.findByTestId("coupon-applied")).toHaveTextContent("SPRING20 applied: 20% off, you save $20.00.");
    expect(screen.getByTestId("text-checkout-original-amount")).toHaveTextContent("$100.00");
    expect(screen.getByTestId("text-checkout-amount")).toHaveTextContent("$80.00");
    expect(await screen.findByRole("button", { name: /Pay \$80\.00/ })).toBeInTheDocument();
    const previewUrl = fetchMock.mock.calls.map(([input]) => String(input)).find((u) => u.includes("/api/coupons/preview"))!;
    expect(previewUrl).toContain("code=SPRING20");
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) =>
            String(input).endsWith("/api/create-payment-intent") && JSON.parse(String(init?.body)).couponCode === "SPRING20",
        ),
      ).toBe(true),
    );

    await userEvent.click(screen.getByRole("button", { name: "Remove code" }));
    expect(await screen.findByRole("button", { name: /Pay \$100\.00/ })).toBeInTheDocument();
  });

  it("keeps the card typed when a code brings a new payment intent, and pays that intent with it", async () => {
    const fetchMock = server({ status: 200, body: preview() }, (body) =>
      body.couponCode
        ? intent({ amount: "80.00", discount: "20.00", couponCode: "SPRING20", clientSecret: "test_pi_2_secret_y" })
        : intent(),
    );
    renderAt("/checkout/1");
    const expiry = `12/${String((new Date().getUTCFullYear() + 5) % 100).padStart(2, "0")}`;
    await userEvent.type(await screen.findByTestId("input-card-number"), "4242424242424242");
    await userEvent.type(screen.getByTestId("input-card-expiry"), expiry.replace("/", ""));
    await userEvent.type(screen.getByTestId("input-card-cvc"), "123");

    await userEvent.click(screen.getByRole("button", { name: "Have a code?" }));
    await userEvent.type(screen.getByLabelText("Discount or promo code"), "SPRING20");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    const pay = await screen.findByRole("button", { name: /Pay \$80\.00/ });

    expect(screen.getByTestId("input-card-number")).toHaveValue("4242 4242 4242 4242");
    expect(screen.getByTestId("input-card-expiry")).toHaveValue(expiry);
    expect(screen.getByTestId("input-card-cvc")).toHaveValue("123");
    await userEvent.click(pay);
    expect(await screen.findByTestId("landed")).toBeInTheDocument();
    const confirmed = fetchMock.mock.calls.filter(([input]) => String(input).endsWith("/api/payments/test/confirm"));
    expect(JSON.parse(String(confirmed[0]![1]!.body))).toEqual({
      clientSecret: "test_pi_2_secret_y",
      cardNumber: "4242 4242 4242 4242",
      expiry,
      cvc: "123",
    });
  });

  it("shows the discounted price on the option the code was checked for", async () => {
    server({ status: 200, body: preview() }, (body) =>
      body.couponCode ? intent({ amount: "80.00", discount: "20.00", couponCode: "SPRING20" }) : intent(),
    );
    renderAt("/checkout/1");
    expect(await screen.findByTestId("text-price-one_time")).toHaveTextContent("$100.00");
    await userEvent.click(await screen.findByRole("button", { name: "Have a code?" }));
    await userEvent.type(screen.getByLabelText("Discount or promo code"), "SPRING20");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    await screen.findByTestId("coupon-applied");
    expect(screen.getByTestId("text-price-original-one_time")).toHaveTextContent("$100.00");
    expect(screen.getByTestId("text-price-one_time")).toHaveTextContent(/Was \$100\.00\s*Now \$80\.00/);
    // The other option is not what the code was checked for: its own price, not struck through.
    expect(screen.queryByTestId("text-price-original-subscription")).toBeNull();
    expect(screen.getByTestId("text-price-subscription")).toHaveTextContent("$8.33/month");
  });

  it("shows the server's reason under the field when a code does not apply", async () => {
    server({
      status: 400,
      body: { code: "COUPON_EXPIRED", message: "This code has expired.", errors: { couponCode: "This code has expired." } },
    });
    renderAt("/checkout/1");
    await userEvent.click(await screen.findByRole("button", { name: "Have a code?" }));
    await userEvent.type(screen.getByLabelText("Discount or promo code"), "OLDCODE");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByTestId("error-coupon-code")).toHaveTextContent("This code has expired.");
    expect(screen.getByLabelText("Discount or promo code")).toHaveAttribute("aria-invalid", "true");
  });

  it("explains why an amount-off code larger than the monthly payment does not apply to a subscription", async () => {
    const message = "This code takes $25.00 off, which covers the whole monthly payment of $8.33: it applies to one-time purchases only.";
    server({ status: 400, body: { code: "COUPON_NOT_APPLICABLE", message, errors: { couponCode: message } } });
    renderAt("/checkout/1?type=subscription");
    await userEvent.click(await screen.findByRole("button", { name: "Have a code?" }));
    await userEvent.type(screen.getByLabelText("Discount or promo code"), "TAKE25");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByTestId("error-coupon-code")).toHaveTextContent(message);
    expect(screen.queryByTestId("coupon-applied")).not.toBeInTheDocument();
  });

  it("shows the first charge's date the server answered for a trial, not one worked out in the browser", async () => {
    server({ status: 200, body: preview() }, () =>
      intent({
        paymentType: "subscription",
        amount: "0.00",
        originalAmount: "8.33",
        trialEndsAt: "2031-03-14T12:00:00.000Z",
        firstChargeAmount: "8.33",
      }),
    );
    renderAt("/checkout/1?type=subscription");
    expect(await screen.findByTestId("text-checkout-trial")).toHaveTextContent("nothing is charged today");
    expect(screen.getByTestId("text-first-charge-date")).toHaveTextContent(/2031/);
    expect(screen.getByTestId("text-first-charge-date")).toHaveTextContent(/14/);
    expect(screen.getByRole("button", { name: /Start free trial/ })).toBeInTheDocument();
  });

  it("offers a free enrollment without a card for a code covering the whole price", async () => {
    const fetchMock = server(
      { status: 200, body: preview({ code: "FREE100", description: "100% off", discount: "100.00", amount: "0.00" }) },
      (body) =>
        body.couponCode
          ? intent({ amount: "0.00", discount: "100.00", couponCode: "FREE100", paymentIntentId: "free_1", fulfilled: true })
          : intent(),
    );
    renderAt("/checkout/1");
    await userEvent.click(await screen.findByRole("button", { name: "Have a code?" }));
    await userEvent.type(screen.getByLabelText("Discount or promo code"), "FREE100");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    await userEvent.click(await screen.findByRole("button", { name: "Get the course for free" }));
    expect(await screen.findByTestId("landed")).toBeInTheDocument();
    const freeCalls = fetchMock.mock.calls.filter(
      ([input, init]) => String(input).endsWith("/api/create-payment-intent") && JSON.parse(String(init?.body)).couponCode === "FREE100",
    );
    expect(freeCalls).toHaveLength(1);
  });
});
