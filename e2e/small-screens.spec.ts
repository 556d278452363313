import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

// What a phone shows (issue 11 items 9, 21, 22): a 390 px wide screen.
test.use({ viewport: { width: 390, height: 844 } });

async function firstCourseId(page: Page): Promise<number> {
  const res = await page.request.get("/api/courses?limit=1");
  const { items } = (await res.json()) as { items: { id: number }[] };
  return items[0].id;
}

/** Nothing is wider than the screen. */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a signed-out visitor on a course page sees Sign In, and the top bar stays on one line", async ({ page }) => {
  const id = await firstCourseId(page);
  await page.goto(`/course/${id}`);
  await expect(page.getByTestId("text-course-title")).toBeVisible();
  await expect(page.getByTestId("link-sign-in")).toBeVisible();
  await expect(page.getByTestId("link-back-dashboard")).toHaveCount(0);
  await expect(page.getByTestId("button-logout")).toHaveCount(0);
  const header = await page.locator("header").first().boundingBox();
  expect(header!.height).toBeLessThan(70); // one row of 36 px controls plus padding
  await expectNoSideScroll(page);

  await page.getByTestId("link-sign-in").click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?next=%2Fcourse%2F${id}$`));
});

test("a signed-in learner's course top bar stays on one line with Back to Dashboard and Logout", async ({ page }) => {
  await signIn(page, DEMO.learner.username, DEMO.learner.password);
  await expect(page.getByTestId("text-greeting")).toBeVisible();
  const id = await firstCourseId(page);
  await page.goto(`/course/${id}`);
  await expect(page.getByTestId("link-back-dashboard")).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  const header = await page.locator("header").first().boundingBox();
  expect(header!.height).toBeLessThan(70);
  await expectNoSideScroll(page);
});

test("the 404 page has no developer hint", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByTestId("text-not-found")).toHaveText("404 Page Not Found");
  await expect(page.getByText(/router/i)).toHaveCount(0);
});

test("the admin course list fits a 390 px screen with every action in reach", async ({ page }) => {
  await signIn(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  // A title with a long unbreakable word (as names made by other journeys are) must wrap, not widen.
  const created = await page.request.post("/api/courses", {
    headers: { "X-Requested-With": "XMLHttpRequest" },
    data: {
      title: `Mobile_${"x".repeat(40)}_${Date.now()}`,
      description: "Long title",
      category: "business",
      level: "beginner",
      price: "10.00",
    },
  });
  expect(created.ok()).toBe(true);
  await page.goto("/admin/courses");
  const card = page.locator('[data-testid^="card-admin-course-"]').first();
  await expect(card).toBeVisible();
  await expectNoSideScroll(page);
  const id = (await card.getAttribute("data-testid"))!.replace("card-admin-course-", "");
  for (const testId of [`switch-publish-${id}`, `button-edit-course-${id}`, `button-delete-course-${id}`]) {
    const control = page.getByTestId(testId);
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.x, testId).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, testId).toBeLessThanOrEqual(390);
  }
});

test("theatre mode keeps the player's controls on a phone screen", async ({ page }) => {
  const res = await page.request.get(`/api/courses?search=${encodeURIComponent("Starting Your Online Business")}`);
  const { items } = (await res.json()) as { items: { id: number }[] };
  await page.goto(`/course/${items[0].id}`);
  await page.getByTestId("button-theatre-mode").click();
  for (const testId of ["button-play", "button-fullscreen", "slider-seek"]) {
    const box = (await page.getByTestId(testId).boundingBox())!;
    expect(box.x, testId).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, testId).toBeLessThanOrEqual(390);
    expect(box.y + box.height, testId).toBeLessThanOrEqual(844);
  }
  await expectNoSideScroll(page);
});
