import { expect, test } from "@playwright/test";
import { signUp, uniqueName } from "./helpers";

// docs/product-rules.md §6: a new entrepreneur writes a custom message with the link appended, and saves payout
// details of which only the bank account's last 4 digits are kept.

test("an entrepreneur copies a custom message with the link and saves payout details", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const username = uniqueName("seller");
  await signUp(page, {
    firstName: "Nia",
    lastName: "Seller",
    username,
    email: `${username}@example.test`,
    password: "selling42",
    role: "entrepreneur",
  });
  await expect(page.getByTestId("text-affiliate-code")).toBeVisible();
  const code = (await page.getByTestId("text-affiliate-code").textContent())!.trim();

  await page.getByTestId("nav-marketing-tools").click();
  await expect(page.getByTestId("input-affiliate-code")).toHaveValue(code);
  await expect(page.getByTestId("button-copy-with-link")).toBeDisabled();
  await page.getByTestId("input-custom-message").fill("My favourite courses this year.");
  await page.getByTestId("button-copy-with-link").click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`My favourite courses this year.\n\nJoin here: ${new URL(page.url()).origin}/?ref=${code}`);

  await page.getByTestId("nav-settings").click();
  await expect(page.getByTestId("text-quick-referrals")).toHaveText("0");
  await page.getByTestId("input-business-name").fill("Nia Media");
  await page.getByTestId("input-paypal-email").fill("payouts@nia.example");
  await page.getByTestId("input-bank-account").fill("9876");
  // A new payout method asks for the current password (docs/product-rules.md §16).
  await page.getByTestId("input-payout-current-password").fill("selling42");
  await page.getByTestId("button-save-settings").click();
  await expect(page.getByTestId("toast-title").filter({ hasText: "Profile updated" })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("input-business-name")).toHaveValue("Nia Media");
  await expect(page.getByTestId("input-bank-account")).toHaveValue("9876");
});
