import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

// The sidebar fills the full height of the page on every layout, scrolled or not.
test.use({ viewport: { width: 1280, height: 800 } });

async function expectSidebarFillsHeight(page: Page) {
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar).toBeVisible();
  for (const y of [0, 100_000]) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    // Polled until the page has scrolled and laid out: the sidebar's box is what is waited for.
    await expect.poll(async () => (await sidebar.boundingBox())!.y, { message: `top at scroll ${y}` }).toBeLessThanOrEqual(0.5);
    await expect
      .poll(
        async () => {
          const box = (await sidebar.boundingBox())!;
          return box.y + box.height;
        },
        { message: `bottom at scroll ${y}` },
      )
      .toBeGreaterThanOrEqual(799.5);
  }
}

for (const [who, paths] of [
  ["admin", ["/admin", "/admin/analytics", "/admin/courses", "/admin/settings"]],
  ["learner", ["/", "/personal/courses", "/personal/settings"]],
  ["entrepreneur", ["/", "/entrepreneur/commissions", "/entrepreneur/tools"]],
] as const) {
  test(`the ${who}'s sidebar fills the page height`, async ({ page }) => {
    const account = DEMO[who];
    await signIn(page, account.username, account.password);
    await expect(page.getByTestId("sidebar")).toBeVisible();
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expectSidebarFillsHeight(page);
    }
  });
}
