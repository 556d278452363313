import { expect, test } from "@playwright/test";
import { DEMO, expectSignedOut, signIn } from "./helpers";

test("the demo learner signs in, and signing out returns to the landing page", async ({ page }) => {
  await signIn(page, DEMO.learner.username, DEMO.learner.password);
  await expect(page.getByTestId("text-greeting")).toBeVisible();
  await expect(page.getByTestId("text-user-name")).toBeVisible();

  // A signed-in visitor on /auth goes to /.
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("text-greeting")).toBeVisible();

  await page.getByTestId("button-logout").click();
  await expect(page.getByRole("heading", { name: "Master New Skills & Build Your Future" })).toBeVisible();
  await expectSignedOut(page);
});

test("an admin signs in and lands on the admin dashboard with figures from the database", async ({ page }) => {
  await signIn(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId("text-sidebar-title")).toHaveText("Admin Panel");
  // Another journey may publish a course meanwhile: compare screen and API again until they agree.
  await expect(async () => {
    await page.reload();
    const figures = await (await page.request.get("/api/admin/dashboard")).json();
    expect(figures.activeCourses).toBeGreaterThanOrEqual(7); // the seeded published courses
    await expect(page.getByTestId("stat-active-courses")).toHaveText(String(figures.activeCourses), { timeout: 3000 });
    await expect(page.getByTestId("stat-students")).toHaveText(String(figures.students), { timeout: 3000 });
    await expect(page.getByTestId("stat-revenue")).toContainText(figures.revenue, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
});

test("a wrong password shows Login failed and keeps the visitor signed out", async ({ page }) => {
  await signIn(page, DEMO.learner.username, "not-the-password1");
  await expect(page.getByTestId("toast-title")).toHaveText("Login failed");
  await expect(page.getByTestId("toast-description")).toHaveText("Invalid username or password");
  await expect(page).toHaveURL(/\/auth$/);
  await expectSignedOut(page);
});
