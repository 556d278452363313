import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolationsInBothThemes } from "./a11y";
import { DEMO, fillTestCard, signIn, signUp, tabTo, uniqueName } from "./helpers";

// What a buyer sees at the checkout (docs/product-rules.md §5, §11): the card typed survives a code,
// a refusal shows beside the form, a corrected date clears its message, the options say what they
// cost and that Monthly starts with a free trial, the arrow keys move through them, and the success
// page is the receipt (or, for a trial, says the trial started and when the first charge comes).

const COURSE_TITLE = "Investing and Financial Planning"; // seeded, published, $99.00
const API_HEADERS = { "X-Requested-With": "XMLHttpRequest" }; // the server's CSRF check
const FUTURE_EXPIRY = `12${String((new Date().getUTCFullYear() + 5) % 100).padStart(2, "0")}`;

async function courseId(page: Page): Promise<number> {
  const res = await page.request.get(`/api/courses?search=${encodeURIComponent(COURSE_TITLE)}`);
  const { items } = (await res.json()) as { items: { id: number; title: string }[] };
  const course = items.find((c) => c.title === COURSE_TITLE);
  expect(course).toBeTruthy();
  return course!.id;
}

async function signUpLearner(page: Page, prefix: string) {
  const username = uniqueName(prefix);
  await signUp(page, {
    firstName: "Paula",
    lastName: "Polish",
    username,
    email: `${username}@example.test`,
    password: "polish4242",
    role: "personal",
  });
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await page.request.get("/api/user")).status()).toBe(200);
}

/** An admin's 20%-off coupon, made through the API the coupons screen uses. */
async function makeCoupon(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, DEMO.admin.username, DEMO.admin.password);
  await expect(admin).toHaveURL(/\/admin$/);
  const code = uniqueName("KEEP")
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 24)
    .toUpperCase();
  const created = await admin.request.post("/api/admin/coupons", {
    headers: API_HEADERS,
    data: { code, percentOff: 20, maxRedemptions: 5 },
  });
  expect(created.status()).toBe(201);
  await context.close();
  return code;
}

test("a card typed before a code is applied is still there after it, and pays; the success page is the receipt", async ({
  browser,
  page,
}) => {
  const code = await makeCoupon(browser);
  await signUpLearner(page, "keepcard");
  const id = await courseId(page);
  await page.goto(`/checkout/${id}?type=one_time`);
  await expect(page.getByTestId("text-checkout-title")).toHaveText(COURSE_TITLE);
  await expect(page.getByTestId("button-pay")).toContainText("Pay $99.00");

  await fillTestCard(page, "4242 4242 4242 4242");
  const expiry = await page.getByTestId("input-card-expiry").inputValue();
  await page.getByTestId("button-have-code").click();
  await page.getByTestId("input-coupon-code").fill(code);
  await page.getByTestId("button-apply-coupon").click();
  await expect(page.getByTestId("coupon-applied")).toContainText(code);
  await expect(page.getByTestId("button-pay")).toContainText("Pay $79.20");

  await expect(page.getByTestId("input-card-number")).toHaveValue("4242 4242 4242 4242");
  await expect(page.getByTestId("input-card-expiry")).toHaveValue(expiry);
  await expect(page.getByTestId("input-card-cvc")).toHaveValue("123");
  // The option the code was checked for shows what it costs now.
  await expect(page.getByTestId("text-price-original-one_time")).toContainText("$99.00");
  await expect(page.getByTestId("text-price-one_time")).toContainText("$79.20");

  await page.getByTestId("button-pay").click();
  await expect(page).toHaveURL(/\/payment-success\?courseId=\d+&payment_intent=test_pi_/);
  const reference = new URL(page.url()).searchParams.get("payment_intent")!;
  await expect(page.getByTestId("text-success-title")).toHaveText("Thank you for your purchase!");
  const receipt = page.getByTestId("payment-receipt");
  await expect(receipt.getByTestId("receipt-course")).toHaveText(COURSE_TITLE);
  await expect(receipt.getByTestId("receipt-amount")).toContainText("$79.20");
  await expect(receipt.getByTestId("receipt-discount")).toContainText(code);
  await expect(receipt.getByTestId("receipt-reference")).toHaveText(reference);
  await expect(receipt.getByTestId("receipt-date")).toHaveText(
    new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" }).format(new Date()),
  );
  await expect(page.getByTestId("payment-success")).not.toContainText("does not send email");
  await expectNoSeriousA11yViolationsInBothThemes(page, "payment success with the receipt");
});

test("a declined card's message shows beside the form, and a corrected expiry date clears its message", async ({ page }) => {
  await signUpLearner(page, "declined");
  const id = await courseId(page);
  await page.goto(`/checkout/${id}?type=one_time`);
  const form = page.getByTestId("form-test-card");

  // An expired date: its message goes as soon as the date is put right.
  await fillTestCard(page, "4000 0000 0000 0002");
  const lastYear = String((new Date().getUTCFullYear() - 1) % 100).padStart(2, "0");
  await page.getByTestId("input-card-expiry").fill(`01${lastYear}`);
  await page.getByTestId("button-pay").click();
  await expect(page.getByTestId("error-card-expiry")).toHaveText("Your card has expired.");
  await page.getByTestId("input-card-expiry").fill(FUTURE_EXPIRY);
  await expect(page.getByTestId("error-card-expiry")).toHaveCount(0);

  // The declined card: the provider's answer beside the form, read out as an alert, the Pay button free.
  await page.getByTestId("button-pay").click();
  const refusal = form.getByRole("alert").filter({ hasText: "Your card was declined." });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText("Payment Failed");
  await expect(page.getByTestId("toast-title")).toHaveCount(0);
  await expect(page.getByTestId("button-pay")).toBeEnabled();
  await expectNoSeriousA11yViolationsInBothThemes(page, "checkout with a declined card");
  await page.getByTestId("button-pay").click({ trial: true }); // nothing lies over the Pay button
  await expect(page).toHaveURL(new RegExp(`/checkout/${id}`));
});

test("the monthly option says it starts with a free trial, the arrow keys choose it, and the trial's success page is no receipt", async ({
  page,
}) => {
  await signUpLearner(page, "trialkeys");
  const id = await courseId(page);
  await page.goto(`/checkout/${id}?type=one_time`);
  await expect(page.getByTestId("option-payment-one_time")).toHaveAttribute("aria-checked", "true");
  // Before Monthly is chosen, its option tells of the trial.
  await expect(page.getByTestId("text-option-trial")).toHaveText("Starts with a 7-day free trial: nothing is charged until it ends.");

  // One Tab stop for the group; the arrow keys choose.
  await expect(page.getByTestId("option-payment-subscription")).toHaveAttribute("tabindex", "-1");
  await tabTo(page, "option-payment-one_time");
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(/type=subscription/);
  await expect(page.getByTestId("option-payment-subscription")).toBeFocused();
  await expect(page.getByTestId("option-payment-subscription")).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("ArrowUp");
  await expect(page).toHaveURL(/type=one_time/);
  await expect(page.getByTestId("option-payment-one_time")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/type=subscription/);
  await expect(page.getByTestId("button-pay")).toHaveText("Start free trial");
  await expectNoSeriousA11yViolationsInBothThemes(page, "checkout with the trial");

  await fillTestCard(page, "4242 4242 4242 4242");
  await page.getByTestId("button-pay").click();
  await expect(page.getByTestId("payment-success")).toBeVisible();
  await expect(page.getByTestId("text-success-title")).toHaveText("Welcome to your free trial!");
  await expect(page.getByTestId("text-payment-amount")).toContainText("Your first monthly payment is taken on");
  await expect(page.getByTestId("payment-success")).not.toContainText("Thank you for your purchase");
  await expect(page.getByTestId("payment-receipt")).toHaveCount(0);
  const reference = new URL(page.url()).searchParams.get("payment_intent")!;
  await expect(page.getByTestId("payment-success")).not.toContainText(reference);
});
