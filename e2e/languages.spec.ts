import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./a11y";
import { signUp, uniqueName } from "./helpers";

// docs/product-rules.md §13: the product speaks the user's language. The learner dashboard, a
// course page and the settings toast in Spanish are proved by e2e/languages-learner.spec.ts.

test("a learner switches to Spanish in the settings: the whole app follows at once and after a reload", async ({ page }) => {
  const username = uniqueName("idioma");
  const password = "idioma42";
  await signUp(page, { firstName: "Lucía", lastName: "Idioma", username, email: `${username}@example.test`, password, role: "personal" });
  await expect(page.getByTestId("text-sidebar-title")).toHaveText("Learning Hub");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.getByTestId("nav-settings").click();
  await page.getByTestId("select-language").click();
  await page.getByTestId("option-language-es").click();
  await page.getByTestId("button-save-settings").click();

  // Without a reload: the shell (sidebar, user menu), <html lang> and the page titles are Spanish.
  const sidebar = page.getByTestId("sidebar");
  await expect(page.getByTestId("text-sidebar-title")).toHaveText("Centro de aprendizaje");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(sidebar.getByTestId("nav-my-courses")).toHaveText("Mis cursos");
  await expect(sidebar.getByTestId("nav-browse-courses")).toHaveText("Explorar cursos");
  await expect(sidebar.getByTestId("text-user-role")).toHaveText("Personal");
  await expect(sidebar.getByTestId("button-logout")).toHaveText("Cerrar sesión");

  // The catalogue, in Spanish, with its own page title.
  await sidebar.getByTestId("nav-browse-courses").click();
  await expect(page.getByTestId("text-page-title")).toHaveText("Explorar cursos");
  await expect(page.getByTestId("input-search")).toHaveAttribute("placeholder", "Buscar cursos...");

  // The setting is saved: a reload starts in Spanish.
  await page.reload();
  await expect(page.getByTestId("text-page-title")).toHaveText("Explorar cursos");
  const saved = await (await page.request.get("/api/user/settings")).json();
  expect(saved.language).toBe("es");

  // Signed out, the choice stays (cookie): a refused sign-in says so in Spanish, in a toast.
  await page.getByTestId("button-logout").click();
  await expect(page.getByTestId("landing-header")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Domina nuevas habilidades y construye tu futuro");
  await page.goto("/auth");
  await page.getByTestId("input-username").fill(username);
  await page.getByTestId("input-password").fill("not-the-password1");
  await page.getByTestId("button-sign-in").click();
  await expect(page.getByTestId("toast-title")).toHaveText("No se pudo iniciar sesión");
  await expect(page.getByTestId("toast-description")).toHaveText("Usuario o contraseña incorrectos");
});

test.describe("a visitor whose browser prefers French", () => {
  test.use({ locale: "fr-FR" });

  test("sees the landing page in French, <html lang=fr>, and keeps French through sign-up", async ({ page }) => {
    // Only the active locale's catalogs are downloaded: no script carries the English landing text.
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
    });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Maîtrisez de nouvelles compétences et construisez votre avenir");
    await expect(page.getByTestId("button-get-started")).toHaveText("Commencer");
    await expect(page.getByRole("combobox", { name: "Langue" })).toHaveValue("fr");
    await expectNoSeriousA11yViolations(page, "landing page in French");
    const downloaded = await Promise.all(scripts);
    expect(downloaded.length).toBeGreaterThan(0);
    expect(downloaded.some((text) => text.includes("Maîtrisez de nouvelles compétences"))).toBe(true);
    expect(downloaded.some((text) => text.includes("Master New Skills"))).toBe(false);

    // The auth page offers the switcher too; the visitor's French becomes the new account's setting.
    const username = uniqueName("langue");
    await signUp(page, {
      firstName: "Jeanne",
      lastName: "Langue",
      username,
      email: `${username}@example.test`,
      password: "langue42",
      role: "personal",
    });
    await expect(page.getByTestId("text-sidebar-title")).toHaveText("Espace d’apprentissage");
    const saved = await (await page.request.get("/api/user/settings")).json();
    expect(saved.language).toBe("fr");
  });

  test("the landing header fits a 390 px phone in French, with the switcher in its menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByTestId("button-get-started")).toHaveText("Commencer");
    const header = await page.getByTestId("landing-header").boundingBox();
    expect(header?.height).toBeLessThanOrEqual(80);
    const menu = page.getByRole("button", { name: "Ouvrir le menu" });
    for (const part of [page.getByTestId("button-get-started"), menu]) {
      await expect(part).toBeVisible();
      const box = await part.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // On a phone the switcher is in the menu.
    await menu.click();
    await page.getByRole("combobox", { name: "Langue" }).selectOption("es");
    await expect(page.getByTestId("button-get-started")).toHaveText("Empezar");
  });

  test("switches the landing page to German with the header's switcher, and remembers it", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("button-get-started")).toHaveText("Commencer");
    await page.getByRole("combobox", { name: "Langue" }).selectOption("de");
    await expect(page.getByTestId("button-get-started")).toHaveText("Loslegen");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await page.reload();
    await expect(page.getByTestId("button-get-started")).toHaveText("Loslegen");
  });
});
