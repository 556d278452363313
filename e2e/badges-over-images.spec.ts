import { expect, test } from "@playwright/test";
import { textContrast } from "./contrast";
import { DEMO, signIn } from "./helpers";

// A status badge over a course thumbnail has its own solid background (the image never shows
// through its text), in both themes.
test("My Courses' status badges over thumbnails are solid and readable", async ({ page }) => {
  await signIn(page, DEMO.learner.username, DEMO.learner.password);
  await expect(page.getByTestId("text-greeting")).toBeVisible();
  await page.goto("/personal/courses");
  const badges = page.locator('[data-testid^="badge-status-"]');
  await expect(badges.first()).toBeVisible();
  await expect(badges.filter({ hasText: "Not Started" }).first()).toBeVisible();
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    for (const badge of await badges.all()) {
      const alpha = await badge.evaluate((el) => {
        const m = getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? [];
        return m.length === 4 ? Number(m[3]) : m.length === 3 ? 1 : 0;
      });
      expect(alpha, `${await badge.textContent()} (${colorScheme})`).toBe(1);
      await expect.poll(() => textContrast(badge)).toBeGreaterThanOrEqual(4.5);
    }
  }
});
