import { expect, test } from "@playwright/test";

// Theatre mode at 1280×800 keeps the whole player, controls included, on screen.
test.use({ viewport: { width: 1280, height: 800 } });

test("theatre mode shows the whole player with its controls on a 1280×800 screen", async ({ page }) => {
  const res = await page.request.get(`/api/courses?search=${encodeURIComponent("Starting Your Online Business")}`);
  const { items } = (await res.json()) as { items: { id: number }[] };
  await page.goto(`/course/${items[0].id}`);
  await expect(page.getByTestId("video-element")).toBeVisible();
  await page.getByTestId("button-theatre-mode").click();
  await expect(page.getByTestId("button-theatre-mode")).toHaveAttribute("aria-pressed", "true");
  // The player scrolls into view smoothly: its box is polled until it sits on the screen.
  await expect
    .poll(async () => {
      const box = (await page.getByTestId("video-player").boundingBox())!;
      return box.y >= 0 && box.y + box.height <= 800;
    })
    .toBe(true);
  const player = (await page.getByTestId("video-player").boundingBox())!;
  expect(player.width).toBeGreaterThan(900); // still wider than the normal layout's column
  for (const testId of ["button-play", "button-fullscreen", "slider-seek"]) {
    const box = (await page.getByTestId(testId).boundingBox())!;
    expect(box.y + box.height, testId).toBeLessThanOrEqual(800);
    expect(box.y, testId).toBeGreaterThanOrEqual(0);
  }
});
