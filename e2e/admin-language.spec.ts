import { expect, test } from "@playwright/test";
import { DEMO, signIn, signUp, uniqueName } from "./helpers";

// Every role chooses its language (docs/product-rules.md §13): an admin picks Deutsch in the admin
// settings, and the admin area stays German after a reload and after signing out and in again.
// A fresh admin (made by the demo admin), so no other journey's demo admin turns German.
test("an admin picks Deutsch in the settings: the admin area is German, after a reload and a new sign-in", async ({ browser, page }) => {
  const username = uniqueName("sprache");
  const password = "sprache42";
  await signUp(page, { firstName: "Greta", lastName: "Sprache", username, email: `${username}@example.test`, password, role: "personal" });
  await expect(page.getByTestId("text-greeting")).toBeVisible();
  const { id } = await (await page.request.get("/api/user")).json();

  const demoAdmin = await (await browser.newContext()).newPage();
  await signIn(demoAdmin, DEMO.admin.username, DEMO.admin.password);
  await expect(demoAdmin).toHaveURL(/\/admin/);
  expect((await demoAdmin.request.patch(`/api/admin/users/${id}`, { data: { role: "admin" } })).status()).toBe(200);
  await demoAdmin.context().close();

  await page.getByTestId("button-logout").click();
  await expect(page.getByTestId("landing-header")).toBeVisible();
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/admin/);
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar.getByTestId("nav-settings")).toHaveText("Settings");

  await sidebar.getByTestId("nav-settings").click();
  const card = page.getByTestId("card-preferences");
  await card.getByTestId("select-language").click();
  await page.getByTestId("option-language-de").click();
  await card.getByTestId("button-save-preferences").click();

  // At once: the shell and the page are German, and so is <html lang>.
  await expect(sidebar.getByTestId("nav-settings")).toHaveText("Einstellungen");
  await expect(sidebar.getByTestId("nav-user-management")).toHaveText("Benutzerverwaltung");
  await expect(page.getByTestId("text-page-title")).toHaveText("Plattformeinstellungen");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(card.getByTestId("select-language")).toContainText("Deutsch");

  await page.reload();
  await expect(page.getByTestId("text-page-title")).toHaveText("Plattformeinstellungen");
  await expect(sidebar.getByTestId("nav-payouts")).toHaveText("Auszahlungen");

  await page.getByTestId("button-logout").click();
  await expect(page.getByTestId("landing-header")).toBeVisible();
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/admin/);
  await expect(sidebar.getByTestId("nav-analytics")).toHaveText("Analysen");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});
