import fs from "node:fs/promises";
import { expectNoSeriousA11yViolationsInBothThemes } from "./a11y";
import { textContrast } from "./contrast";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, signUp, uniqueName } from "./helpers";

// The learner's progress journey (docs/product-rules.md §4): a new learner enrolls in the free seeded course,
// finishes every chapter, and sees it on the dashboard, in My Courses and in Certificates; the
// certificate downloads as a real PDF and its public page verifies it. Enrolling and completing go
// through the API from the signed-in page (the course player has its own journey).

const FREE_COURSE = "Starting Your Online Business"; // seeded, published, price 0
const API_HEADERS = { "X-Requested-With": "XMLHttpRequest" }; // the server's CSRF check

async function freeCourseId(page: Page): Promise<number> {
  const res = await page.request.get(`/api/courses?search=${encodeURIComponent("Starting")}`);
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: { id: number; title: string }[] };
  const course = items.find((item) => item.title === FREE_COURSE);
  expect(course, `${FREE_COURSE} is seeded`).toBeTruthy();
  return course!.id;
}

async function enrollAndComplete(page: Page, courseId: number) {
  const enroll = await page.request.post(`/api/personal/enroll/${courseId}`, { headers: API_HEADERS });
  expect(enroll.status()).toBe(201);
  const chapters = (await (await page.request.get(`/api/courses/${courseId}/chapters`)).json()) as { id: number }[];
  expect(chapters.length).toBeGreaterThan(0);
  for (const chapter of chapters) {
    const done = await page.request.post(`/api/personal/courses/${courseId}/chapters/${chapter.id}/complete`, { headers: API_HEADERS });
    expect(done.ok()).toBe(true);
  }
  return chapters.length;
}

test("a learner finishes a free course, sees the progress everywhere and gets a verifiable PDF certificate", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const username = uniqueName("finisher");
  await signUp(page, {
    firstName: "Fiona",
    lastName: "Finisher",
    username,
    email: `${username}@example.test`,
    password: "finishing42",
    role: "personal",
  });
  await expect(page.getByTestId("text-greeting")).toHaveText("Welcome, Fiona!"); // a first visit: nothing to come back to
  await expect(page.getByTestId("stat-enrolled")).toHaveText("0");
  await expect(page.getByTestId("empty-continue-learning")).toBeVisible();

  const courseId = await freeCourseId(page);
  await expect(page.getByTestId(`recommended-${courseId}`)).toBeVisible();
  const lessons = await enrollAndComplete(page, courseId);
  const me = (await (await page.request.get("/api/user")).json()) as { id: number };

  // The course page's "Course completed: view your certificate" reads at 4.5:1 or more in both themes.
  await page.goto(`/course/${courseId}`);
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const link = page.getByTestId("link-certificate");
    await expect(link).toBeVisible();
    // Polled: the colours ease over a short transition after the theme changes.
    await expect.poll(() => textContrast(link), { message: colorScheme }).toBeGreaterThanOrEqual(4.5);
  }
  await page.emulateMedia({ colorScheme: "light" });

  // Dashboard: the real figures, the course under Continue Learning, and no longer recommended.
  await page.goto("/");
  await expect(page.getByTestId("stat-enrolled")).toHaveText("1");
  await expect(page.getByTestId("text-greeting")).toHaveText("Welcome back, Fiona!");
  await expect(page.getByTestId("stat-completed")).toHaveText("1");
  await expect(page.getByTestId("stat-average-progress")).toHaveText("100%");
  await expect(page.getByTestId("stat-streak")).toHaveText("1 day");
  await expect(page.getByTestId(`continue-${courseId}`)).toContainText(FREE_COURSE);
  await expect(page.getByTestId(`progress-${courseId}`)).toHaveAttribute("aria-valuenow", "100");
  await expect(page.getByTestId(`recommended-${courseId}`)).toHaveCount(0);

  // My Courses: Review, all lessons done, and the way to the certificate.
  await page.getByTestId("nav-my-courses").click();
  const card = page.getByTestId(`my-course-${courseId}`);
  await expect(card).toContainText(FREE_COURSE);
  await expect(card.getByTestId(`link-my-course-${courseId}`)).toHaveText("Review");
  await expect(card.getByTestId(`link-my-course-${courseId}`)).toHaveAttribute("href", `/course/${courseId}`);
  await expect(card.getByTestId(`text-lessons-${courseId}`)).toHaveText(`${lessons}/${lessons} lessons`);
  await card.getByTestId(`link-certificate-${courseId}`).click();

  // Certificates: the card for this course, highlighted because we came from My Courses.
  await expect(page).toHaveURL(new RegExp(`/personal/certificates\\?course=${courseId}$`));
  await expect(page.getByTestId("stat-certificates-earned")).toHaveText("1");
  const certificate = page.getByTestId(`certificate-${courseId}`);
  await expect(certificate).toHaveAttribute("data-highlighted", "true");
  await expect(certificate).toContainText(FREE_COURSE);
  await expect(certificate).toContainText("Fiona Finisher");
  await expect(certificate).toContainText(`GSM-${courseId}-${me.id}`);

  // Download gives a real PDF.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    certificate.getByTestId(`button-download-certificate-${courseId}`).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await fs.readFile((await download.path())!);
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");

  // Share without a native share sheet copies the public link.
  const canShare = await page.evaluate(() => typeof navigator.share === "function");
  if (!canShare) {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await certificate.getByTestId(`button-share-certificate-${courseId}`).click();
    await expect(page.getByTestId("toast-title")).toHaveText("Certificate link copied to clipboard!");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`/certificate/${courseId}/${me.id}$`));
  }

  // The public page verifies it.
  await certificate.getByTestId(`link-public-certificate-${courseId}`).click();
  await expect(page).toHaveURL(new RegExp(`/certificate/${courseId}/${me.id}$`));
  await expect(page.getByTestId("text-certificate-student")).toHaveText("Fiona Finisher");
  await expect(page.getByTestId("text-certificate-course")).toHaveText(FREE_COURSE);
  await expect(page.getByTestId("text-certificate-id")).toHaveText(`GSM-${courseId}-${me.id}`);
  await expect(page.getByTestId("badge-certificate-verified")).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, "public certificate");

  // ...for anyone, signed in or not; a made-up one is not valid.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/certificate/${courseId}/${me.id}`);
  await expect(visitor.getByTestId("text-certificate-student")).toHaveText("Fiona Finisher");
  await visitor.goto("/certificate/999/999");
  await expect(visitor.getByTestId("text-certificate-invalid")).toContainText("This certificate is not valid");
  await visitor.close();
});

test("a learner sees the four partner financial products from the API", async ({ page }) => {
  await signIn(page, DEMO.learner.username, DEMO.learner.password);
  await expect(page.getByTestId("text-greeting")).toBeVisible();
  await page.getByTestId("nav-financial-products").click();
  await expect(page).toHaveURL(/\/personal\/financial$/);

  const products = page.locator('[data-testid^="product-"]');
  await expect(products).toHaveCount(4);
  await expect(products.filter({ hasText: "18.99% APR" })).toHaveCount(1);
  await expect(products.filter({ hasText: "2.5% APY" })).toHaveCount(1);
  await expect(page.getByTestId("text-financial-disclaimer")).toBeVisible();
  // Each product's Apply Now opens its partner's application page in a new tab.
  const apply = page.locator('[data-testid^="button-apply-"]');
  await expect(apply).toHaveCount(4);
  await expect(apply.first()).toHaveAttribute("href", /^https:\/\/.+\/apply$/);
  await expect(apply.first()).toHaveAttribute("target", "_blank");
  await expect(apply.first()).toHaveAttribute("rel", "noopener noreferrer");
});
