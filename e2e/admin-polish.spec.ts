import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

test("the new-coupon dialog's inputs line up in pairs", async ({ page }) => {
  await signIn(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/coupons");
  await page.getByTestId("button-new-coupon").click();
  const dialog = page.getByTestId("dialog-coupon");
  for (const [left, right] of [
    ["input-coupon-starts", "input-coupon-expires"],
    ["input-coupon-max", "input-coupon-per-user"],
  ]) {
    const a = (await dialog.getByTestId(left).boundingBox())!;
    const b = (await dialog.getByTestId(right).boundingBox())!;
    expect(Math.abs(a.y - b.y), `${left} and ${right}`).toBeLessThanOrEqual(1);
  }
});

test("the course content's section titles are shown whole", async ({ page }) => {
  await signIn(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/admin/courses");
  const titles = page.locator('[data-testid^="group-section-"][data-testid$="-title"]');
  await expect(titles.first()).toBeVisible();
  for (const title of await titles.all()) {
    const cut = await title.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(cut, (await title.textContent()) ?? "").toBe(false);
  }
});
