import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./a11y";
import { signUp, uniqueName } from "./helpers";

// docs/decisions/019-languages.md: a learner picks Spanish in the settings; the screen, its notice, the dashboard and a
// course page speak Spanish at once (no reload), and still after one.

const COURSE_TITLE = "Starting Your Online Business"; // seeded, free, published

test("a learner switches to Spanish and sees the settings, a toast, the dashboard and a course page in Spanish", async ({ page }) => {
  const username = uniqueName("idioma");
  await signUp(page, {
    firstName: "Lucía",
    lastName: "Idioma",
    username,
    email: `${username}@example.test`,
    password: "idioma4242",
    role: "personal",
  });
  await expect(page.getByTestId("text-greeting")).toHaveText("Welcome, Lucía!");

  await page.getByTestId("nav-settings").click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  // Marks this page load: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { sameLoad: boolean }).sameLoad = true));
  await page.getByTestId("select-language").click();
  await page.getByTestId("option-language-es").click();
  await page.getByTestId("button-save-settings").click();

  await expect(page.getByTestId("toast-title")).toHaveText("Ajustes actualizados");
  await expect(page.getByRole("heading", { name: "Ajustes", level: 1 })).toBeVisible();
  await expect(page.getByTestId("button-save-settings")).toHaveText("Guardar ajustes");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(await page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(true);
  const saved = await (await page.request.get("/api/user/settings")).json();
  expect(saved.language).toBe("es");

  await page.getByTestId("nav-dashboard").click();
  await expect(page.getByTestId("text-greeting")).toHaveText("¡Te damos la bienvenida, Lucía!");
  await expect(page.getByRole("heading", { name: "Sigue aprendiendo" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recomendados para ti" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(true);

  // A fresh load of a course page: the saved setting picks the language again.
  const res = await page.request.get(`/api/courses?search=${encodeURIComponent(COURSE_TITLE)}`);
  const { items } = (await res.json()) as { items: { id: number; title: string }[] };
  const course = items.find((c) => c.title === COURSE_TITLE)!;
  await page.goto(`/course/${course.id}`);
  await expect(page.getByTestId("text-course-title")).toHaveText(COURSE_TITLE);
  await expect(page.getByTestId("card-course-content")).toContainText("Contenido del curso");
  await expect(page.getByTestId("button-course-action")).toHaveText("Inscríbete ahora");
  await expect(page.getByRole("heading", { name: "Acerca de este curso" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expectNoSeriousA11yViolations(page, "course page in Spanish");
});
