import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./a11y";

// What the landing page says is true: the catalogue's own popular courses and figures, a View All
// that opens the catalogue, legal pages that exist, and Contact as the platform's support address.

interface CatalogueCourse {
  id: number;
  title: string;
  lessonsCount: number;
}

test("Popular Courses are the catalogue's own, and View All opens the catalogue", async ({ page }) => {
  const popular = (await (await page.request.get("/api/courses?sort=popular&limit=3")).json()) as {
    items: CatalogueCourse[];
    total: number;
  };
  expect(popular.items.length).toBeGreaterThan(0);
  await page.goto("/");
  const list = page.getByTestId("list-popular-courses");
  await list.scrollIntoViewIfNeeded();
  for (const course of popular.items) {
    const card = page.getByTestId(`popular-course-${course.id}`);
    await expect(card).toContainText(course.title);
    await expect(card).toContainText(`${course.lessonsCount} lesson`);
  }
  await expect(list.locator("article")).toHaveCount(popular.items.length);
  // None of the invented sample figures (24 lessons, 12h 30m, 4.9 stars).
  await expect(page.locator("#courses")).not.toContainText("24 lessons");
  await expect(page.locator("#courses")).not.toContainText("12h 30m");

  const viewAll = page.getByTestId("button-view-all-courses");
  await expect(viewAll).toHaveText(`View All ${popular.total} Courses`);
  await viewAll.click();
  await expect(page).toHaveURL(/\/browse$/);
});

test("the footer's legal links open real pages and Contact mails support", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.locator('a[href="#"]')).toHaveCount(0);
  await expect(footer.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "mailto:support@gsm-academy.test");
  await expect(page.getByTestId("button-how-it-works")).toHaveText("See How It Works");

  await footer.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(page.getByTestId("text-legal-body")).toContainText("GSM Academy");

  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  await expect(page.getByTestId("text-legal-body")).toContainText("By creating an account");
});

/** Relative luminance of a CSS rgb()/rgba() colour (0 black, 1 white). */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? ["0", "0", "0"]).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test("the landing page follows the dark theme", async ({ browser }) => {
  const page = await (await browser.newContext({ colorScheme: "dark" })).newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const colours = await page.evaluate(() => {
    const root = document.querySelector("#main-content")!.parentElement!;
    const heading = document.querySelector("h1")!;
    return { background: getComputedStyle(root).backgroundColor, heading: getComputedStyle(heading).color };
  });
  expect(luminance(colours.background)).toBeLessThan(0.1);
  expect(luminance(colours.heading)).toBeGreaterThan(0.8);
  await expectNoSeriousA11yViolations(page, "/ (dark)");
});
