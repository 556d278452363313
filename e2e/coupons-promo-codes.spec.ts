import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolationsInBothThemes } from "./a11y";
import { DEMO, fillTestCard, signIn, signUp, uniqueName } from "./helpers";

// docs/product-rules.md §11: a learner applies an admin coupon at checkout and pays the discounted amount; an
// entrepreneur's promo code, typed by a buyer who came with no link, credits the entrepreneur.

const COURSE_TITLE = "Investing and Financial Planning"; // seeded, published, $99.00

async function courseId(page: Page): Promise<number> {
  const res = await page.request.get(`/api/courses?search=${encodeURIComponent(COURSE_TITLE)}`);
  const { items } = (await res.json()) as { items: { id: number; title: string }[] };
  const course = items.find((c) => c.title === COURSE_TITLE);
  expect(course).toBeTruthy();
  return course!.id;
}

async function newPage(browser: Browser, phone = false) {
  return (await browser.newContext(phone ? { viewport: { width: 390, height: 844 } } : {})).newPage();
}

/** Nothing is wider than the screen. */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function signUpAs(page: Page, role: "personal" | "entrepreneur", prefix: string) {
  const username = uniqueName(prefix);
  await signUp(page, { firstName: "Cora", lastName: "Coupon", username, email: `${username}@example.test`, password: "coupons42", role });
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await page.request.get("/api/user")).status()).toBe(200);
  return username;
}

/** Opens the checkout, types the code under "Have a code?" and pays with the good test card. */
async function payWithCode(page: Page, id: number, code: string, expected: { was: string; now: string }) {
  await page.goto(`/checkout/${id}?type=one_time`);
  await expect(page.getByTestId("text-checkout-title")).toHaveText(COURSE_TITLE);
  await page.getByTestId("button-have-code").click();
  await page.getByTestId("input-coupon-code").fill(code.toLowerCase());
  await page.getByTestId("button-apply-coupon").click();
  await expect(page.getByTestId("coupon-applied")).toContainText(code);
  await expect(page.getByTestId("text-checkout-original-amount")).toContainText(expected.was);
  await expect(page.getByTestId("text-checkout-amount")).toContainText(expected.now);
  await expect(page.getByTestId("button-pay")).toContainText(`Pay ${expected.now}`);
  await expectNoSideScroll(page);
  await fillTestCard(page, "4242 4242 4242 4242");
  await page.getByTestId("button-pay").click();
  await expect(page).toHaveURL(/\/payment-success\?courseId=\d+&payment_intent=test_pi_/);
  await expect(page.getByTestId("payment-success")).toBeVisible();
}

test("a learner applies an admin coupon and pays the discounted amount; the admin sees the redemption", async ({ browser }) => {
  const admin = await newPage(browser);
  await signIn(admin, DEMO.admin.username, DEMO.admin.password);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto("/admin/coupons");
  await expect(admin.getByRole("heading", { name: "Coupons", level: 1 })).toBeVisible();
  const code = uniqueName("SPRING")
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 24)
    .toUpperCase();
  await admin.getByTestId("button-new-coupon").click();
  await admin.getByTestId("input-coupon-code").fill(code);
  await admin.getByTestId("input-coupon-value").fill("20");
  await admin.getByTestId("input-coupon-max").fill("5");
  await expectNoSeriousA11yViolationsInBothThemes(admin, "new coupon dialog");
  await admin.getByTestId("button-save-coupon").click();
  const row = admin.getByTestId(`coupon-${code}`);
  await expect(row).toContainText("20% off");
  await expect(row).toContainText("0 redemptions");
  await expectNoSeriousA11yViolationsInBothThemes(admin, "admin coupons");

  const learner = await newPage(browser);
  await signUpAs(learner, "personal", "coupon");
  const id = await courseId(learner);
  await payWithCode(learner, id, code, { was: "$99.00", now: "$79.20" });
  await expect(learner.getByTestId("text-payment-amount")).toContainText("$79.20 paid once");
  await expect(learner.getByTestId("text-payment-discount")).toContainText(`Code ${code} saved you $19.80.`);

  await admin.reload();
  await expect(admin.getByTestId(`coupon-${code}`)).toContainText("1 redemption");
  await expect(admin.getByTestId(`coupon-${code}`)).toContainText("$79.20");
});

test("an entrepreneur's promo code credits them for a buyer who came with no link (both on a phone)", async ({ browser }) => {
  const seller = await newPage(browser, true);
  await signUpAs(seller, "entrepreneur", "promo");
  await seller.goto("/entrepreneur/tools");
  const card = seller.getByTestId("card-promo-codes");
  await expect(card.getByTestId("empty-promo-codes")).toBeVisible();
  const code = uniqueName("PODCAST")
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 24)
    .toUpperCase();
  await seller.getByTestId("input-promo-code").fill(code);
  await expect(seller.getByTestId("input-promo-percent")).toHaveValue("10");
  await seller.getByTestId("button-create-promo").click();
  await expect(seller.getByTestId(`promo-${code}`)).toContainText("0 uses");
  await expectNoSeriousA11yViolationsInBothThemes(seller, "marketing tools with promo codes");
  await expectNoSideScroll(seller);

  const buyer = await newPage(browser, true);
  await signUpAs(buyer, "personal", "nolink");
  expect((await buyer.context().cookies()).some((c) => c.name === "gsm_ref")).toBe(false);
  const id = await courseId(buyer);
  await payWithCode(buyer, id, code, { was: "$99.00", now: "$89.10" });

  // 15 % of $89.10 = $13.365 -> $13.37 (half up, once)
  await seller.reload();
  await expect(seller.getByTestId(`promo-${code}`)).toContainText("1 use");
  await expect(seller.getByTestId(`promo-${code}`)).toContainText("$13.37 earned");
  await seller.goto("/entrepreneur/commissions");
  const row = seller.locator('[data-testid^="commission-"]', { hasText: COURSE_TITLE }).first();
  await expect(row).toContainText("$13.37");
});
