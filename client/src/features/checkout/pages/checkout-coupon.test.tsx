import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Switch } from "wouter";
import { makeCourse, makeUser, stubApi } from "@/features/catalog/test/course-fixtures";
import { renderWithProviders } from "@/test/render";
import CheckoutPage from "./checkout-page";

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
  return stubApi({
    "GET /api/user": { status: 200, body: makeUser("personal") },
    "GET /api/courses/1": { status: 200, body: makeCourse({ id: 1, title: "Growth Marketing", price: "100.00" }) },
    "GET /api/coupons/preview": () => previewReply,
    "POST /api/create-payment-intent": (_url, init) => ({ status: 200, body: intentFor(JSON.parse(String(init.body))) }),
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

  it("offers a free enrolment without a card for a code covering the whole price", async () => {
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
