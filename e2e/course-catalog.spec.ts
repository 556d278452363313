import { expect, request, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

// The catalogue journey on the seeded demo data: a learner searches and filters, opens
// a course, plays its preview chapter, meets a locked chapter, and never sees the draft course.

const COURSE_TITLE = "Digital Marketing Mastery"; // seeded, published, beginner
const DRAFT_TITLE = "Affiliate Marketing Playbook"; // seeded draft

const cards = (page: Page) => page.locator('[data-testid^="card-course-"]');

async function signInAsLearner(page: Page) {
  await signIn(page, DEMO.learner.username, DEMO.learner.password);
  await expect(page.getByTestId("text-greeting")).toBeVisible();
}

/** The filters are native selects: pick the option by its label, as a keyboard or touch user does. */
async function chooseOption(page: Page, select: string, option: string) {
  const label = await page.getByTestId(option).textContent();
  await page.getByTestId(select).selectOption({ label: label ?? "" });
}

test("a learner searches and filters the catalogue, and Clear filters restores it", async ({ page }) => {
  await signInAsLearner(page);
  await page.goto("/personal/browse");
  await expect(page.getByTestId("sidebar")).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  const everything = await cards(page).count();
  expect(everything).toBeGreaterThanOrEqual(7);
  // Real figures (other journeys may publish courses meanwhile, so compare loosely).
  expect(Number(await page.getByTestId("stat-total-courses").textContent())).toBeGreaterThanOrEqual(everything);
  expect(Number(await page.getByTestId("stat-showing").textContent())).toBeGreaterThanOrEqual(7);

  await page.getByTestId("input-search").fill("marketing");
  await expect(page).toHaveURL(/[?&]search=marketing/);
  const course = page.locator('[data-testid^="card-course-"]', { hasText: COURSE_TITLE });
  await expect(course).toBeVisible();
  await expect.poll(() => cards(page).count()).toBeLessThan(everything);
  const searched = await cards(page).count();

  // An advanced-only list leaves the beginner course out; the beginner level brings it back.
  await chooseOption(page, "select-level", "option-level-advanced");
  await expect(page).toHaveURL(/[?&]level=advanced/);
  await expect(course).toHaveCount(0);
  await chooseOption(page, "select-level", "option-level-beginner");
  await expect(page).toHaveURL(/[?&]level=beginner/);
  await expect(course).toBeVisible();
  for (const badge of await page.locator('[data-testid^="badge-level-"]').allTextContents()) expect(badge).toBe("Beginner");
  await expect(page.getByTestId("button-clear-filters")).toHaveText(/Clear filters \(2\)/);

  // The filters live in the URL: a reload keeps them.
  await page.reload();
  await expect(page.getByTestId("input-search")).toHaveValue("marketing");
  await expect(page.getByTestId("select-level").locator("option:checked")).toHaveText("Beginner");
  await expect(course).toBeVisible();

  await page.getByTestId("button-clear-filters").click();
  await expect(page).toHaveURL(/\/personal\/browse$/);
  await expect(page.getByTestId("input-search")).toHaveValue("");
  await expect.poll(() => cards(page).count()).toBeGreaterThan(searched);
  await expect(page.getByTestId("stat-showing")).not.toHaveText(String(searched));
});

test("a learner opens a course, plays the preview chapter and meets a locked chapter", async ({ page }) => {
  await signInAsLearner(page);
  await page.goto(`/personal/browse?search=${encodeURIComponent(COURSE_TITLE)}`);
  const link = page.locator('[data-testid^="link-course-"]', { hasText: COURSE_TITLE });
  await link.click();
  await expect(page).toHaveURL(/\/course\/\d+$/);
  await expect(page.getByTestId("text-course-title")).toHaveText(COURSE_TITLE);
  await expect(page.getByTestId("link-browse-courses")).toHaveAttribute("href", "/browse-courses");
  await expect(page.getByTestId("button-buy-now")).toBeVisible();
  await expect(page.getByTestId("text-monthly-price")).toHaveText("$10.75/month"); // 129.00 / 12

  const videoRequests: string[] = [];
  page.on("request", (req) => {
    if (/\/api\/chapters\/\d+\/video/.test(req.url())) videoRequests.push(new URL(req.url()).pathname);
  });

  // The first chapter is the free preview: it is selected and plays.
  const chapters = page.locator('[data-testid^="chapter-"]');
  const preview = chapters.first();
  await expect(preview).toHaveAttribute("data-locked", "false");
  await expect(preview).toContainText("Preview");
  const video = page.getByTestId("video-element");
  await expect(video).toHaveAttribute("src", /\/api\/chapters\/\d+\/video$/);
  await page.getByTestId("button-play").click();
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => !el.paused && el.currentTime > 0), { timeout: 15_000 }).toBe(true);
  await expect(page.getByTestId("button-play")).toHaveAttribute("aria-label", "Pause");

  // A locked chapter: the lock message over the player, and no video is loaded for it.
  const locked = page.locator('[data-testid^="chapter-"][data-locked="true"]').first();
  const lockedId = (await locked.getAttribute("data-testid"))!.replace("chapter-", "");
  await locked.click();
  await expect(page.getByTestId("text-chapter-locked")).toHaveText("Enroll in this course to watch this lesson");
  await expect(page.getByTestId("video-element")).toHaveCount(0);
  await expect(page.getByTestId("button-play")).toBeDisabled();
  expect(videoRequests).not.toContain(`/api/chapters/${lockedId}/video`);
});

test("the draft course is not listed for the learner and its page says Course Not Found", async ({ page, baseURL }) => {
  // Find the draft's id as the admin, in a separate request context.
  const admin = await request.newContext({ baseURL });
  const login = await admin.post("/api/login", { data: DEMO.admin, headers: { "X-Requested-With": "XMLHttpRequest" } });
  expect(login.ok()).toBe(true);
  const res = await admin.get(`/api/admin/courses?search=${encodeURIComponent(DRAFT_TITLE)}`);
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: { id: number; title: string; isPublished: boolean }[] };
  const draft = items.find((c) => c.title === DRAFT_TITLE);
  expect(draft?.isPublished).toBe(false);
  await admin.dispose();

  await signInAsLearner(page);
  await page.goto("/personal/browse");
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId(`card-course-${draft!.id}`)).toHaveCount(0);
  await page.getByTestId("input-search").fill(DRAFT_TITLE);
  await expect(page.getByTestId("empty-courses-title")).toHaveText("No courses found");
  await expect(cards(page)).toHaveCount(0);

  await page.goto(`/course/${draft!.id}`);
  await expect(page.getByTestId("text-course-not-found")).toHaveText("Course Not Found");
  await expect(page.getByText("The course you're looking for doesn't exist.")).toBeVisible();
});
