import { expectNoSeriousA11yViolationsInBothThemes } from "./a11y";
import { expect, test } from "@playwright/test";
import { signUp, tabTo, uniqueName } from "./helpers";

// The checkout can be used with the keyboard alone.

test("a learner pays at the checkout by keyboard only: option, card, expiry, CVC, Enter", async ({ page }) => {
  const username = uniqueName("keys");
  await signUp(page, {
    firstName: "Kay",
    lastName: "Board",
    username,
    email: `${username}@example.test`,
    password: "keyboard42",
    role: "personal",
  });
  await expect(page.getByTestId("text-greeting")).toBeVisible();
  const { items } = (await (await page.request.get("/api/courses?limit=50")).json()) as { items: { id: number; price: string }[] };
  const paid = items.find((c) => Number(c.price) > 0)!;
  await page.goto(`/checkout/${paid.id}?type=one_time`);
  await expect(page.getByTestId("badge-test-mode")).toBeVisible();

  // The options are one radio group, one Tab stop (the chosen option): the arrow keys choose the
  // monthly option, then one-time again.
  await tabTo(page, "option-payment-one_time");
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/type=subscription/);
  await expect(page.getByTestId("option-payment-subscription")).toBeFocused();
  await expect(page.getByTestId("option-payment-subscription")).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(/type=one_time/);
  await expect(page.getByTestId("option-payment-one_time")).toBeFocused();
  await expect(page.getByTestId("button-pay")).toBeEnabled();

  await tabTo(page, "input-card-number");
  await page.keyboard.type("4242424242424242");
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("input-card-expiry")).toBeFocused();
  await page.keyboard.type(`12${String((new Date().getUTCFullYear() + 5) % 100).padStart(2, "0")}`);
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("input-card-cvc")).toBeFocused();
  await page.keyboard.type("123");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("payment-success")).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, "payment success");
});
