import { expect, test } from "@playwright/test";

test("an unknown path shows the 404 screen", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByTestId("text-not-found")).toContainText("404 Page Not Found");
});

for (const testId of [
  "button-get-started",
  "button-start-learning-today",
  "button-start-learning",
  "button-admin-access",
  "button-start-marketing",
  "button-start-trial",
]) {
  // Popular Courses open their course pages and View All the catalogue: e2e/landing-truth.spec.ts.
  test(`landing ${testId} leads to /auth`, async ({ page }) => {
    await page.goto("/");
    const target = page.getByTestId(testId).first();
    await target.scrollIntoViewIfNeeded();
    await target.click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByTestId("tab-sign-in")).toBeVisible();
  });
}

test("the landing header turns translucent after scrolling past 50px", async ({ page }) => {
  await page.goto("/");
  const header = page.getByTestId("landing-header");
  await expect(header).not.toHaveAttribute("data-scrolled", "true");
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute("data-scrolled", "true");
});

test("the landing page does not download admin or learner screens", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(req.url());
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Master New Skills & Build Your Future" })).toBeVisible();
  expect(scripts.some((u) => /admin-|personal-dashboard|course-management/.test(u))).toBe(false);
});
