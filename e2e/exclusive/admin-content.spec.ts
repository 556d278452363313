import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolationsInBothThemes } from "../a11y";
import { DEMO, signIn, uniqueName } from "../helpers";

// Platform-wide content an admin keeps (in exclusive/: other journeys read the product list).

test("the admin edits the Terms of Service and visitors read the new text", async ({ browser, page: admin }) => {
  await signIn(admin, DEMO.admin.username, DEMO.admin.password);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto("/admin/settings");
  const terms = admin.getByTestId("input-legal-terms");
  await expect(terms).toHaveValue(/By creating an account/);
  const text = `Terms ${uniqueName("t")}.\n\nA second paragraph.`;
  await terms.fill(text);
  await admin.getByTestId("button-save-legal-terms").click();
  await expect(admin.getByTestId("form-legal-terms")).toContainText("Last saved");
  // Notices appear at the top, away from the buttons at the bottom of a dialog or form.
  const toast = admin.getByTestId("toast-title").filter({ hasText: "Terms of Service saved" }).first();
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(admin.viewportSize()!.height / 3);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/terms");
  await expect(visitor.getByTestId("text-legal-body").locator("p")).toHaveText([text.split("\n\n")[0], "A second paragraph."]);
  await expect(visitor.getByTestId("text-legal-updated")).toBeVisible();
});

test("the admin adds a partner product with an https link, learners see it (demo ones labelled), then it is deleted", async ({
  browser,
  page: admin,
}) => {
  await signIn(admin, DEMO.admin.username, DEMO.admin.password);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto("/admin/settings");
  const card = admin.getByTestId("card-financial-products");
  await expect(card.getByTestId("list-financial-products")).toContainText("GSM Rewards Credit Card");
  await card.getByTestId("button-add-product").click();
  const dialog = admin.getByTestId("dialog-financial-product");
  const name = uniqueName("Card");
  await dialog.getByTestId("input-product-name").fill(name);
  await dialog.getByTestId("input-product-type").fill("Credit Card");
  await dialog.getByTestId("input-product-provider").fill("Real Bank");
  await dialog.getByTestId("input-product-interestRate").fill("19.9% APR");
  await dialog.getByTestId("input-product-description").fill("A real card.");
  await dialog.getByTestId("input-product-features").fill("No fee\nCash back");
  await dialog.getByTestId("input-product-applicationUrl").fill("http://bank.example.org/apply");
  await dialog.getByTestId("button-save-product").click();
  await expect(dialog.getByTestId("error-product-applicationUrl")).toHaveText("Use an https:// address");
  await expectNoSeriousA11yViolationsInBothThemes(admin, "financial product dialog");
  await dialog.getByTestId("input-product-applicationUrl").fill("https://bank.example.org/apply");
  await dialog.getByTestId("button-save-product").click();
  await expect(dialog).toBeHidden();
  const row = card.locator('[data-testid^="admin-product-"]', { hasText: name });
  await expect(row).toContainText("https://bank.example.org/apply");

  const learner = await (await browser.newContext()).newPage();
  await signIn(learner, DEMO.learner.username, DEMO.learner.password);
  await expect(learner.getByTestId("text-greeting")).toBeVisible();
  await learner.goto("/personal/financial");
  const mine = learner.locator('[data-testid^="product-"]', { hasText: name });
  await expect(mine.getByRole("link", { name: /apply/i })).toHaveAttribute("href", "https://bank.example.org/apply");
  await expect(mine.locator('[data-testid^="badge-product-demo-"]')).toHaveCount(0);
  const demo = learner.locator('[data-testid^="product-"]', { hasText: "GSM Rewards Credit Card" }).first();
  await expect(demo.locator('[data-testid^="badge-product-demo-"]')).toHaveText("Demo");

  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await admin.getByTestId("button-confirm-delete").click();
  await expect(row).toHaveCount(0);
  await learner.reload();
  await expect(learner.getByTestId("text-financial-disclaimer")).toBeVisible();
  await expect(learner.locator('[data-testid^="product-"]', { hasText: name })).toHaveCount(0);
});
