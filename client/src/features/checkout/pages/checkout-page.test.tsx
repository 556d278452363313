import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Switch } from "wouter";
import { makeCourse, makeUser } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { missingKeys, resetLocale, strictLocale } from "@/i18n/test-init";
import CheckoutPage from "./checkout-page";
import { fakeApi, type FakeRoutes } from "@/test/fake-api";

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await resetLocale();
});

function renderAt(path: string) {
  return renderWithProviders(
    <Switch>
      <Route path="/checkout/:courseId">
        <CheckoutPage />
      </Route>
      <Route path="/checkout">
        <CheckoutPage />
      </Route>
      <Route path="/payment-success">
        <p data-testid="landed">landed</p>
      </Route>
    </Switch>,
    { path },
  );
}

const intentBody = (over: Record<string, unknown> = {}) => ({
  clientSecret: "test_pi_1_secret_x",
  paymentIntentId: "test_pi_1",
  provider: "test",
  amount: "129.00",
  paymentType: "one_time",
  affiliateCode: null,
  ...over,
});

function server(extra: FakeRoutes = {}) {
  return fakeApi({
    "GET /api/user": { status: 200, body: makeUser("personal") },
    "GET /api/courses/1": { status: 200, body: makeCourse({ id: 1, title: "Growth Marketing", price: "129.00" }) },
    "POST /api/create-payment-intent": { status: 200, body: intentBody() },
    ...extra,
  });
}
const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 5) % 100).padStart(2, "0")}`;
async function fillExpiryAndCvc(expiry = FUTURE_EXPIRY, cvc = "123") {
  await userEvent.type(screen.getByTestId("input-card-expiry"), expiry.replace("/", ""));
  await userEvent.type(screen.getByTestId("input-card-cvc"), cvc);
}
const confirmCalled = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.some(([input]) => String(input).includes("/test/confirm"));
const intentCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input).endsWith("/api/create-payment-intent") && init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init!.body)));

describe("CheckoutPage", () => {
  it("shows the invalid-URL message without a course id", async () => {
    server();
    renderAt("/checkout?type=monthly");
    expect(await screen.findByText("Invalid checkout URL. Please select a course to continue.")).toBeInTheDocument();
  });

  it("shows Loading course details... then Course not found. Please try again. for an unknown course", async () => {
    server({ "GET /api/courses/7": { status: 404, body: { message: "Course not found" } } });
    renderAt("/checkout/7");
    expect(screen.getByText("Loading course details...")).toBeInTheDocument();
    expect(await screen.findByText("Course not found. Please try again.")).toBeInTheDocument();
  });

  it("offers to try again when the course fails to load (a server error is not 'not found')", async () => {
    let failing = true;
    server({
      "GET /api/courses/1": () =>
        failing
          ? { status: 500, body: { code: "INTERNAL", message: "Something went wrong. Please try again." } }
          : { status: 200, body: makeCourse({ id: 1, title: "Growth Marketing", price: "129.00" }) },
    });
    renderAt("/checkout/1");
    expect(await screen.findByTestId("checkout-error")).toHaveTextContent("Could not load the course");
    expect(screen.queryByText("Course not found. Please try again.")).toBeNull();

    failing = false;
    await userEvent.click(screen.getByTestId("checkout-error-retry"));
    expect((await screen.findAllByText("Growth Marketing")).length).toBeGreaterThan(0);
    expect(screen.queryByTestId("checkout-error")).toBeNull();
  });

  it("stays on Preparing payment... while the intent is not there and logs a failure", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server({ "POST /api/create-payment-intent": { status: 500, body: { message: "boom" } } });
    renderAt("/checkout/1");
    expect(await screen.findByText("Growth Marketing")).toBeInTheDocument();
    expect(screen.getByTestId("checkout-preparing")).toHaveTextContent("Preparing payment...");
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.getByTestId("checkout-preparing")).toBeInTheDocument();
  });

  it("shows the monthly price for a subscription and asks for a new intent with the affiliate when the type changes", async () => {
    const fetchMock = server({
      "POST /api/create-payment-intent": ({ body: sent }) => {
        const body = JSON.parse(sent);
        return {
          status: 200,
          body: intentBody({ paymentType: body.paymentType, amount: body.paymentType === "subscription" ? "10.75" : "129.00" }),
        };
      },
    });
    const { location } = renderAt("/checkout?courseId=1&type=monthly&affiliate=GSM000002");
    expect(await screen.findByTestId("text-checkout-amount")).toHaveTextContent("$10.75/month");
    expect(screen.getByTestId("badge-payment-type")).toHaveTextContent("Monthly subscription");
    await screen.findByTestId("button-pay");
    expect(screen.getByTestId("button-pay")).toHaveTextContent("Pay $10.75");

    await userEvent.click(screen.getByTestId("option-payment-one_time"));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/checkout/1?type=one_time&affiliate=GSM000002"));
    await waitFor(() => expect(screen.getByTestId("button-pay")).toHaveTextContent("Pay $129.00"));
    expect(intentCalls(fetchMock)).toEqual([
      { courseId: 1, paymentType: "subscription", affiliateCode: "GSM000002" },
      { courseId: 1, paymentType: "one_time", affiliateCode: "GSM000002" },
    ]);
  });

  it("pays with the test card: Processing... while confirming, then the success page with the payment intent", async () => {
    let release: () => void = () => undefined;
    const confirmed = new Promise<void>((resolve) => (release = resolve));
    const confirms: unknown[] = [];
    server({
      "POST /api/payments/test/confirm": async ({ body }) => {
        confirms.push(JSON.parse(body));
        await confirmed;
        return {
          status: 200,
          body: {
            id: 1,
            paymentIntentId: "test_pi_1",
            status: "succeeded",
            courseId: 1,
            courseTitle: "Growth Marketing",
            amount: "129.00",
            type: "one_time",
            failureMessage: null,
            createdAt: "",
            succeededAt: "",
          },
        };
      },
    });
    const { location } = renderAt("/checkout/1");
    expect(await screen.findByTestId("badge-test-mode")).toHaveTextContent("Test mode");
    await userEvent.type(screen.getByTestId("input-card-number"), "4242424242424242");
    expect(screen.getByTestId("input-card-number")).toHaveValue("4242 4242 4242 4242");
    await fillExpiryAndCvc();
    await userEvent.click(screen.getByTestId("button-pay"));
    expect(screen.getByTestId("button-pay")).toHaveTextContent("Processing...");
    expect(screen.getByTestId("button-pay")).toBeDisabled();
    release();
    expect(await screen.findByTestId("landed")).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe("/payment-success?courseId=1&payment_intent=test_pi_1");
    expect(confirms).toEqual([
      { clientSecret: "test_pi_1_secret_x", cardNumber: "4242 4242 4242 4242", expiry: FUTURE_EXPIRY, cvc: "123" },
    ]);
  });

  it("shows Payment Failed with the provider's message for a declined card and stays on the checkout", async () => {
    server({ "POST /api/payments/test/confirm": { status: 402, body: { message: "Your card was declined." } } });
    renderAt("/checkout/1");
    await userEvent.type(await screen.findByTestId("input-card-number"), "4000000000000002");
    await fillExpiryAndCvc();
    await userEvent.click(screen.getByTestId("button-pay"));
    // Beside the form, read out at once, not in a toast over the Pay button.
    const alert = await within(screen.getByTestId("form-test-card")).findByText("Your card was declined.");
    expect(alert.closest("[role=alert]")).toHaveTextContent("Payment FailedYour card was declined.");
    expect(screen.getAllByText("Your card was declined.")).toHaveLength(1);
    expect(screen.queryByTestId("landed")).toBeNull();
    expect(screen.getByTestId("button-pay")).toBeEnabled();
    // Typing again clears the refusal.
    await userEvent.clear(screen.getByTestId("input-card-number"));
    expect(screen.queryByText("Your card was declined.")).toBeNull();
  });

  it("says a declined card in the reader's language, and puts the server's expiry refusal under the date", async () => {
    await strictLocale("fr");
    server({ "POST /api/payments/test/confirm": { status: 402, body: { message: "Your card was declined." } } });
    renderAt("/checkout/1");
    await userEvent.type(await screen.findByTestId("input-card-number"), "4000000000000002");
    await fillExpiryAndCvc();
    await userEvent.click(screen.getByTestId("button-pay"));
    expect(await screen.findByText("Votre carte a été refusée.")).toBeInTheDocument();
    expect(screen.getByTestId("checkout-payment-refusal")).toHaveTextContent("Échec du paiement");
    expect(missingKeys()).toEqual([]);
    await resetLocale();
    cleanup();

    // The server's clock decides the expiry (a card expiring this month, paid after midnight UTC).
    server({ "POST /api/payments/test/confirm": { status: 402, body: { message: "Your card has expired." } } });
    renderAt("/checkout/1");
    await userEvent.type(await screen.findByTestId("input-card-number"), "4242424242424242");
    await fillExpiryAndCvc();
    await userEvent.click(screen.getByTestId("button-pay"));
    expect(await screen.findByTestId("error-card-expiry")).toHaveTextContent("Your card has expired.");
    expect(screen.getByTestId("checkout-payment-refusal")).toBeEmptyDOMElement();
  });

  it("clears the expired message as soon as the date is corrected, before paying again", async () => {
    server();
    renderAt("/checkout/1");
    await userEvent.type(await screen.findByTestId("input-card-number"), "4242424242424242");
    const lastYear = String((new Date().getUTCFullYear() - 1) % 100).padStart(2, "0");
    await fillExpiryAndCvc(`01/${lastYear}`);
    await userEvent.click(screen.getByTestId("button-pay"));
    expect(await screen.findByTestId("error-card-expiry")).toHaveTextContent("Your card has expired.");
    await userEvent.clear(screen.getByTestId("input-card-expiry"));
    await userEvent.type(screen.getByTestId("input-card-expiry"), FUTURE_EXPIRY.replace("/", ""));
    expect(screen.queryByTestId("error-card-expiry")).toBeNull();
    expect(screen.getByTestId("input-card-expiry")).not.toHaveAttribute("aria-invalid", "true");
  });

  it("is a radio group the arrow keys move through: one Tab stop, the arrows choose the other option", async () => {
    server();
    const { location } = renderAt("/checkout/1?type=one_time");
    const oneTime = await screen.findByRole("radio", { name: /One-time payment/ });
    const monthly = screen.getByRole("radio", { name: /Monthly subscription/ });
    expect(screen.getByRole("radiogroup", { name: "Payment type" })).toBeInTheDocument();
    expect(oneTime).toHaveAttribute("tabindex", "0");
    expect(monthly).toHaveAttribute("tabindex", "-1");
    oneTime.focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(location.history?.at(-1)).toContain("type=subscription"));
    expect(monthly).toHaveFocus();
    expect(monthly).toHaveAttribute("aria-checked", "true");
    expect(monthly).toHaveAttribute("tabindex", "0");
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(location.history?.at(-1)).toContain("type=one_time"));
    expect(oneTime).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(location.history?.at(-1)).toContain("type=subscription"));
  });

  it("mentions the free trial on the monthly option before it is chosen, when the server says this buyer gets one", async () => {
    server({ "POST /api/create-payment-intent": { status: 200, body: intentBody({ monthlyTrialDays: 7 }) } });
    renderAt("/checkout/1?type=one_time");
    expect(await screen.findByTestId("text-option-trial")).toHaveTextContent(
      "Starts with a 7-day free trial: nothing is charged until it ends.",
    );
    expect(screen.getByRole("radio", { name: /Monthly subscription/ })).toHaveAttribute("aria-checked", "false");
    cleanup();
    server({ "POST /api/create-payment-intent": { status: 200, body: intentBody({ monthlyTrialDays: 0 }) } });
    renderAt("/checkout/1?type=one_time");
    await screen.findByTestId("button-pay");
    expect(screen.queryByTestId("text-option-trial")).toBeNull();
  });

  it("refuses an incomplete card number before calling the server", async () => {
    const fetchMock = server();
    renderAt("/checkout/1");
    await userEvent.type(await screen.findByTestId("input-card-number"), "4242");
    await userEvent.click(screen.getByTestId("button-pay"));
    expect(await screen.findByTestId("error-card-number")).toHaveTextContent("Enter a valid card number");
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("/test/confirm"))).toBe(false);
  });

  it("mirrors the server's card checks: Luhn, a past expiry date, a missing expiry and the CVC length, before any call", async () => {
    const fetchMock = server();
    renderAt("/checkout/1");
    const number = await screen.findByTestId("input-card-number");
    await userEvent.type(number, "4242424242424241");
    await userEvent.click(screen.getByTestId("button-pay"));
    expect(await screen.findByTestId("error-card-expiry")).toHaveTextContent("Enter the expiry date");
    expect(screen.getByTestId("error-card-cvc")).toHaveTextContent("Enter the security code");

    const lastYear = String((new Date().getUTCFullYear() - 1) % 100).padStart(2, "0");
    await fillExpiryAndCvc(`01/${lastYear}`, "1234");
    await userEvent.click(screen.getByTestId("button-pay"));
    expect(await screen.findByTestId("error-card-cvc")).toHaveTextContent("The security code of this card is 3 digits");

    await userEvent.clear(screen.getByTestId("input-card-cvc"));
    await userEvent.type(screen.getByTestId("input-card-cvc"), "123");
    await userEvent.click(screen.getByTestId("button-pay"));
    expect(await screen.findByTestId("error-card-number")).toHaveTextContent("Your card number is invalid.");

    await userEvent.clear(number);
    await userEvent.type(number, "4242424242424242");
    await userEvent.click(screen.getByTestId("button-pay"));
    expect(await screen.findByTestId("error-card-expiry")).toHaveTextContent("Your card has expired.");
    expect(confirmCalled(fetchMock)).toBe(false);
  });

  it("shows each option's price on its card, the monthly one per month, and a way back to the course", async () => {
    server();
    renderAt("/checkout/1?type=one_time");
    expect(await screen.findByTestId("text-price-one_time")).toHaveTextContent("$129.00");
    expect(screen.getByTestId("text-price-subscription")).toHaveTextContent("$10.75/month");
    expect(screen.getByTestId("link-back-to-course")).toHaveAttribute("href", "/course/1");
    expect(screen.getByTestId("link-back-to-course")).toHaveTextContent("Back to course");
  });

  it("tells an owner they already own the course", async () => {
    server({ "POST /api/create-payment-intent": { status: 409, body: { message: "You already own this course." } } });
    renderAt("/checkout/1");
    expect(await screen.findByTestId("checkout-owned")).toHaveTextContent("You already own this course.");
    expect(screen.getByTestId("link-owned-course")).toHaveAttribute("href", "/course/1");
  });
});
