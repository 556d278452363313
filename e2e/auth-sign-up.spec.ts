import { expect, test } from "@playwright/test";
import { signUp, uniqueName } from "./helpers";

test("a new learner signs up and lands on the personal dashboard", async ({ page }) => {
  const username = uniqueName("learner");
  await signUp(page, {
    firstName: "Lena",
    lastName: "Learner",
    username,
    email: `${username}@example.test`,
    password: "learning42",
    role: "personal",
  });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("text-greeting")).toHaveText("Welcome, Lena!");
  await expect(page.getByTestId("text-sidebar-title")).toHaveText("Learning Hub");
  await expect(page.getByTestId("nav-my-courses")).toHaveAttribute("href", "/personal/courses");
  const me = await page.request.get("/api/user");
  expect(await me.json()).toMatchObject({ username, role: "personal" });
});

test("a new entrepreneur signs up and sees their own affiliate code", async ({ page }) => {
  const username = uniqueName("promoter");
  await signUp(page, {
    firstName: "Eli",
    lastName: "Seller",
    username,
    email: `${username}@example.test`,
    password: "selling42",
    role: "entrepreneur",
  });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("text-sidebar-title")).toHaveText("Entrepreneur Hub");
  const me = await (await page.request.get("/api/user")).json();
  expect(me.affiliateCode).toBe(`GSM${String(me.id).padStart(6, "0")}`);
  await expect(page.getByTestId("text-affiliate-code")).toHaveText(me.affiliateCode);
});

test("sign-up shows field errors, a taken username, and no admin option once an admin exists", async ({ page }) => {
  await page.goto("/auth");
  await page.getByTestId("tab-sign-up").click();
  await page.getByTestId("button-sign-up").click();
  await expect(page.getByTestId("error-first-name")).toBeVisible();
  await expect(page.getByTestId("error-email")).toBeVisible();

  await expect(page.getByTestId("option-role-admin")).toHaveCount(0);
  await expect(page.getByTestId("option-role-entrepreneur")).toBeEnabled();
  await expect(page.getByTestId("text-admin-signup-closed")).toHaveText("Admin accounts can only be created by an existing admin.");

  await page.getByTestId("input-first-name").fill("Dup");
  await page.getByTestId("input-last-name").fill("Licate");
  await page.getByTestId("input-signup-username").fill("LEARNER"); // the demo learner, other case
  await page.getByTestId("input-email").fill(`${uniqueName("dup")}@example.test`);
  await page.getByTestId("input-signup-password").fill("duplicate42");
  await page.getByTestId("button-sign-up").click();
  await expect(page.getByTestId("error-signup-username")).toHaveText("Username is already taken");
  await expect(page).toHaveURL(/\/auth$/);
});
