import { expect, test } from "@playwright/test";
import { expectSignedOut, signIn, signUp, uniqueName } from "./helpers";

test("a new learner edits the profile, keeps the dark theme after reload, then deletes the account", async ({ page }) => {
  const username = uniqueName("account");
  const password = "account42";
  await signUp(page, { firstName: "Ada", lastName: "Account", username, email: `${username}@example.test`, password, role: "personal" });
  await expect(page.getByTestId("text-sidebar-title")).toHaveText("Learning Hub");

  // Profile: edit location and website; they are still there after a reload.
  await page.getByTestId("nav-profile").click();
  await expect(page.getByTestId("text-profile-name")).toHaveText("Ada Account");
  await expect(page.getByTestId("badge-courses-enrolled")).toHaveText("0 Courses Enrolled");
  await expect(page.getByTestId("badge-certificates")).toHaveText("0 Certificates");
  await expect(page.getByTestId("input-profile-email")).toHaveAttribute("readonly", "");
  await page.getByTestId("input-profile-location").fill("Lisbon, Portugal");
  await page.getByTestId("input-profile-website").fill("https://ada.example.com");
  await page.getByTestId("button-save-profile").click();
  await expect(page.getByTestId("toast-title")).toHaveText("Profile updated");
  await expect(page.getByTestId("text-profile-location")).toHaveText("Lisbon, Portugal");

  await page.reload();
  await expect(page.getByTestId("input-profile-location")).toHaveValue("Lisbon, Portugal");
  await expect(page.getByTestId("input-profile-website")).toHaveValue("https://ada.example.com");
  await expect(page.getByTestId("text-profile-location")).toHaveText("Lisbon, Portugal");

  // Settings: the dark theme applies as soon as it is picked, is saved, and survives a reload.
  await page.getByTestId("nav-settings").click();
  const html = page.locator("html");
  await expect(page.getByTestId("select-theme")).toHaveText(/System/);
  await page.getByTestId("select-theme").click();
  await page.getByTestId("option-theme-dark").click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByTestId("button-save-settings").click();
  await expect(page.getByTestId("toast-title")).toHaveText("Settings updated");

  await page.reload();
  await expect(page.getByTestId("select-theme")).toHaveText(/Dark/);
  await expect(html).toHaveClass(/\bdark\b/);
  const saved = await (await page.request.get("/api/user/settings")).json();
  expect(saved.theme).toBe("dark");

  // Danger Zone: two dialogs, then the typed word, then the call.
  await page.getByTestId("button-delete-account").click();
  await page.getByTestId("button-confirm-delete-1").click();
  await page.getByTestId("button-confirm-delete-2").click();
  const finalDelete = page.getByTestId("button-final-delete");
  await expect(finalDelete).toBeDisabled();
  await page.getByTestId("input-delete-confirmation").fill("delete");
  await expect(finalDelete).toBeDisabled();
  await page.getByTestId("input-delete-confirmation").fill("DELETE");
  await expect(finalDelete).toBeDisabled(); // the current password is still missing
  await page.getByLabel("Current password").fill(password);
  await expect(finalDelete).toBeEnabled();
  await finalDelete.click();

  // Signed out, on the landing page, back to the system theme (light in this browser).
  await expect(page.getByRole("heading", { name: "Master New Skills & Build Your Future" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expectSignedOut(page);

  // The same credentials no longer work.
  await signIn(page, username, password);
  await expect(page.getByTestId("toast-title")).toHaveText("Login failed");
  await expect(page.getByTestId("toast-description")).toHaveText("Invalid username or password");
  await expect(page).toHaveURL(/\/auth$/);
  await expectSignedOut(page);
});
