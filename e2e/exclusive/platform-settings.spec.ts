import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolationsInBothThemes } from "../a11y";
import { DEMO, fillTestCard, signIn, signUp, uniqueName } from "../helpers";

// docs/product-rules.md §7, journeys that change the whole platform (they run after every other journey): maintenance
// mode shown to a learner; a new commission rate earned by the next sale; the monthly payout seen
// paid by the entrepreneur.
test.describe.configure({ mode: "serial" });

const COURSE_TITLE = "Web Development Foundations"; // seeded, published, $79.00

async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId("toast-title").filter({ hasText: title }).first()).toBeVisible();
}

async function openSettings(admin: Page) {
  await signIn(admin, DEMO.admin.username, DEMO.admin.password);
  await expect(admin.getByTestId("sidebar")).toBeVisible();
  await admin.goto("/admin/settings");
  await expect(admin.getByTestId("form-platform-settings")).toBeVisible();
}

async function setCommissionRate(admin: Page, rate: number) {
  await admin.getByTestId("input-commissionRate").fill(String(rate));
  await admin.getByTestId("button-save-settings").click();
  await expectToast(admin, "Settings updated");
}

test("maintenance mode shows its message to a learner and not to the admin", async ({ browser, page: admin }) => {
  const learner = await (await browser.newContext()).newPage();
  const username = uniqueName("waiting");
  await signUp(learner, {
    firstName: "Wes",
    lastName: "Waiting",
    username,
    email: `${username}@example.test`,
    password: "patience42",
    role: "personal",
  });
  await expect(learner.getByTestId("text-greeting")).toBeVisible();

  await openSettings(admin);
  await expect(admin.getByTestId("input-maintenanceMessage")).toHaveCount(0);
  await admin.getByTestId("switch-maintenanceMode").click();
  await admin.getByTestId("input-maintenanceMessage").fill("Upgrading the video library. Back at 14:00 UTC.");
  await admin.getByTestId("button-save-settings-top").click();
  await expectToast(admin, "Settings updated");

  try {
    await learner.reload();
    await expect(learner.getByTestId("text-maintenance-message")).toHaveText("Upgrading the video library. Back at 14:00 UTC.");
    await admin.goto("/admin/users");
    await expect(admin.getByTestId("stat-total-users")).toHaveText(/^\d+$/);
  } finally {
    await admin.goto("/admin/settings");
    await admin.getByTestId("switch-maintenanceMode").click();
    await admin.getByTestId("button-save-settings").click();
    await expectToast(admin, "Settings updated");
  }
  await learner.reload();
  await expect(learner.getByTestId("text-greeting")).toBeVisible();
});

test("a new commission rate applies to the next sale", async ({ browser, page: admin }) => {
  await openSettings(admin);
  await setCommissionRate(admin, 20);
  try {
    const seller = await (await browser.newContext()).newPage();
    await signIn(seller, DEMO.entrepreneur.username, DEMO.entrepreneur.password);
    await expect(seller.getByTestId("text-affiliate-code")).toBeVisible();
    const code = (await seller.getByTestId("text-affiliate-code").textContent())!.trim();

    const buyer = await (await browser.newContext()).newPage();
    const username = uniqueName("rate");
    await signUp(buyer, {
      firstName: "Rae",
      lastName: "Rate",
      username,
      email: `${username}@example.test`,
      password: "buying42",
      role: "personal",
    });
    await expect(buyer.getByTestId("text-greeting")).toBeVisible();
    const res = await buyer.request.get(`/api/courses?search=${encodeURIComponent(COURSE_TITLE)}`);
    const id = ((await res.json()) as { items: { id: number; title: string }[] }).items.find((c) => c.title === COURSE_TITLE)!.id;
    await buyer.goto(`/checkout/${id}?type=one_time&affiliate=${code}`);
    await fillTestCard(buyer, "4242 4242 4242 4242");
    await buyer.getByTestId("button-pay").click();
    await expect(buyer.getByTestId("payment-success")).toBeVisible();

    await seller.goto("/entrepreneur/commissions");
    const newest = seller.locator('[data-testid^="commission-"]').first();
    await expect(newest).toContainText(COURSE_TITLE);
    await expect(newest).toContainText("20% commission");
    await expect(newest).toContainText("$15.80"); // 20 % of $79.00
  } finally {
    await admin.goto("/admin/settings");
    await setCommissionRate(admin, 15);
  }
});

test("the admin runs the monthly payout and the entrepreneur sees it paid", async ({ browser, page: admin }) => {
  await signIn(admin, DEMO.admin.username, DEMO.admin.password);
  await expect(admin.getByTestId("sidebar")).toBeVisible();
  await admin.getByTestId("nav-payouts").click();
  await expect(admin).toHaveURL(/\/admin\/payouts$/);
  await admin.getByTestId("button-run-payouts").click();
  // Nothing is paid before the admin has seen who gets what, by name, and the total.
  const confirm = admin.getByTestId("dialog-confirm-payout");
  await expect(confirm.getByTestId("list-payout-preview")).toContainText("Sam Rivera");
  await expect(confirm.getByTestId("list-payout-preview")).toContainText("$34.20");
  await expect(confirm.getByTestId("text-payout-preview-total")).toContainText("$34.20");
  await expectNoSeriousA11yViolationsInBothThemes(admin, "payout confirmation");
  await confirm.getByTestId("button-confirm-payout").click();
  await expectToast(admin, "Paid 1 entrepreneur");
  const row = admin.locator('[data-testid^="payout-"]', { hasText: DEMO.entrepreneur.username });
  await expect(row).toContainText("$34.20"); // the two seeded sales past the 30-day hold: $19.35 + $14.85

  // A second run in the same month pays nobody twice: the dialog says so and offers nothing to pay.
  await admin.getByTestId("button-run-payouts").click();
  await expect(confirm.getByTestId("text-payout-preview-empty")).toBeVisible();
  await expect(confirm.getByTestId("button-confirm-payout")).toBeDisabled();
  await confirm.getByTestId("button-cancel-payout").click();
  await expect(confirm).toBeHidden();

  const seller = await (await browser.newContext()).newPage();
  await signIn(seller, DEMO.entrepreneur.username, DEMO.entrepreneur.password);
  await expect(seller.getByTestId("text-affiliate-code")).toBeVisible();
  await seller.goto("/entrepreneur/commissions");
  await expect(seller.locator('[data-testid^="entrepreneur-payout-"]').first()).toContainText("$34.20");
  await expect(seller.getByTestId("stat-paid-out")).toHaveText("$34.20");
});
