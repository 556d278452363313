import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

// On a phone: Generate Link brings the generator it opens into view, and each leaderboard prize
// keeps a space between its place and its amount.
test.use({ viewport: { width: 390, height: 800 } });

test("Generate Link scrolls to the link generator it opened and focuses its tab", async ({ page }) => {
  await signIn(page, DEMO.entrepreneur.username, DEMO.entrepreneur.password);
  await expect(page.getByTestId("text-affiliate-code")).toBeVisible();
  await expect(page.locator("#dashboard-tabs")).not.toBeInViewport();
  await page.getByTestId("button-generate-link").click();
  await expect(page.getByTestId("tab-generator")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("tab-generator")).toBeFocused();
  await expect(page.getByTestId("tab-generator")).toBeInViewport();
});

test("leaderboard prizes keep their place and amount apart", async ({ page }) => {
  await signIn(page, DEMO.entrepreneur.username, DEMO.entrepreneur.password);
  await expect(page.getByTestId("text-affiliate-code")).toBeVisible();
  await page.goto("/entrepreneur/leaderboard");
  const rows = page.locator('li[data-testid^="prize-"]');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    // Read as words too (copied, or by a screen reader): "1st Place $500", not "1st Place$500".
    const [placeText, amountText] = [
      await row.locator("span").first().textContent(),
      await row.locator('[data-testid^="prize-amount-"]').textContent(),
    ];
    expect(await row.textContent()).toBe(`${placeText} ${amountText}`);
    const place = (await row.locator("span").first().boundingBox())!;
    const amount = (await row.locator('[data-testid^="prize-amount-"]').boundingBox())!;
    const sameLine = amount.y < place.y + place.height;
    // On one line at least a 16 px gap (gap-x-4); otherwise the amount wraps below the place.
    if (sameLine) expect(amount.x - (place.x + place.width)).toBeGreaterThanOrEqual(15);
    else expect(amount.y).toBeGreaterThanOrEqual(place.y + place.height);
  }
});
