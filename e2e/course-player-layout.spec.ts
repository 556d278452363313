import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, signUp, uniqueName } from "./helpers";

// The course page as a learner sees it: a course taken in order opens its next chapter as soon as
// one is finished (docs/product-rules.md §12); captions stay clear of the player's control bar
// while it shows (docs/decisions/017-captions-and-player.md); on a phone the control bar fits and
// the lessons come before the reviews.

const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../server/db/assets");
const SAMPLE_VIDEO = path.join(assets, "sample-lesson.mp4"); // 20 seconds
const API_HEADERS = { "X-Requested-With": "XMLHttpRequest" };

const VTT = ["WEBVTT", "", "00:00:00.500 --> 00:00:19.000", "A budget is a plan for every dollar.", ""].join("\n");

async function newCourse(admin: Page, data: object = {}) {
  const title = uniqueName("Player Lab");
  const created = await admin.request.post("/api/courses", {
    headers: API_HEADERS,
    data: { title, description: "Plan, save, repeat.", category: "business", level: "beginner", price: "0", isPublished: true, ...data },
  });
  expect(created.status()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, title };
}

async function addChapter(admin: Page, courseId: number, data: object) {
  const res = await admin.request.post(`/api/admin/courses/${courseId}/chapters`, { headers: API_HEADERS, data });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function newLearner(page: Page) {
  const username = uniqueName("viewer");
  await signUp(page, {
    firstName: "Vera",
    lastName: "Viewer",
    username,
    email: `${username}@example.test`,
    password: "learning42",
    role: "personal",
  });
  await expect(page.getByTestId("text-greeting")).toBeVisible();
}

async function enroll(page: Page, courseId: number) {
  expect((await page.request.post(`/api/personal/enroll/${courseId}`, { headers: API_HEADERS })).status()).toBe(201);
}

test("finishing a chapter of a course taken in order opens the next one at once, without a reload", async ({ page, browser }) => {
  await signIn(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  const course = await newCourse(page, { sequential: true });
  const ids: number[] = [];
  for (const n of [1, 2, 3])
    ids.push(await addChapter(page, course.id, { title: `Chapter ${n}`, videoUrl: `https://video.example.test/${n}`, duration: 60 }));

  const context = await browser.newContext();
  const learner = await context.newPage();
  await newLearner(learner);
  await enroll(learner, course.id);
  const done = await learner.request.post(`/api/personal/courses/${course.id}/chapters/${ids[0]}/complete`, { headers: API_HEADERS });
  expect(done.ok()).toBe(true);

  await learner.goto(`/course/${course.id}`);
  await expect(learner.getByTestId(`text-chapter-lock-${ids[2]}`)).toHaveText('Complete "Chapter 2" first');
  await learner.getByTestId(`chapter-${ids[1]}`).click();
  await expect(learner.getByTestId("text-lesson-title")).toHaveText("Chapter 2");
  await learner.getByTestId("button-mark-complete").click();
  await expect(learner.getByTestId(`icon-completed-${ids[1]}`)).toBeVisible();
  await expect(learner.getByTestId("text-progress-percent")).toHaveText("67%");

  // The lock is gone from the list and from the player, in the same page.
  await expect(learner.getByTestId(`chapter-${ids[2]}`)).toHaveAttribute("data-locked", "false");
  await expect(learner.getByTestId(`text-chapter-lock-${ids[2]}`)).toHaveCount(0);
  await learner.getByTestId(`chapter-${ids[2]}`).click();
  await expect(learner.getByTestId("text-lesson-title")).toHaveText("Chapter 3");
  await expect(learner.getByTestId("text-chapter-locked")).toHaveCount(0);
  await expect(learner.getByTestId("input-note")).toBeVisible();
  await context.close();
});

/** The bottom edge of the captions on screen. */
async function captionsBottom(page: Page) {
  const box = await page.getByTestId("video-captions").boundingBox();
  return box ? box.y + box.height : NaN;
}

/** The top of the control bar's controls (its top padding is only a gradient). */
function controlsTop(page: Page) {
  return page
    .getByTestId("video-control-bar")
    .evaluate((bar) => bar.getBoundingClientRect().top + parseFloat(getComputedStyle(bar).paddingTop));
}

test("captions move above the control bar while it shows, and back down when it fades; on a phone the bar fits and the lessons come before the reviews", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  const course = await newCourse(page);
  const uploaded = await page.request.post("/api/upload/video", {
    headers: API_HEADERS,
    multipart: { video: { name: "lesson.mp4", mimeType: "video/mp4", buffer: fs.readFileSync(SAMPLE_VIDEO) } },
  });
  expect(uploaded.status()).toBe(201);
  const { url, duration } = (await uploaded.json()) as { url: string; duration?: number };
  const chapterId = await addChapter(page, course.id, { title: "Budget basics", videoFile: url, duration: duration ?? 20 });
  const captions = await page.request.post(`/api/chapters/${chapterId}/captions`, {
    headers: API_HEADERS,
    multipart: { language: "en", file: { name: "budget.vtt", mimeType: "text/vtt", buffer: Buffer.from(VTT) } },
  });
  expect(captions.ok()).toBe(true);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const learner = await context.newPage();
  await newLearner(learner);
  await enroll(learner, course.id);
  const settings = await learner.request.patch("/api/user/settings", { headers: API_HEADERS, data: { captionLanguage: "en" } });
  expect(settings.ok()).toBe(true);
  await learner.goto(`/course/${course.id}`);
  await expect(learner.getByTestId("button-captions")).toHaveAccessibleName("Captions: English");
  await expect.poll(() => learner.getByTestId("video-element").evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);

  // Paused at 0:02: the bar shows, and the caption sits above its controls.
  await learner.getByTestId("video-element").evaluate((v: HTMLVideoElement) => (v.currentTime = 2));
  await expect(learner.getByTestId("video-captions")).toHaveText("A budget is a plan for every dollar.");
  await expect.poll(async () => (await captionsBottom(learner)) <= (await controlsTop(learner))).toBe(true);

  // Playing with the pointer elsewhere: the bar fades and the caption goes back to the bottom.
  await learner.getByTestId("button-play").click();
  await expect(learner.getByTestId("video-player")).toHaveAttribute("data-state", "playing");
  await learner.getByTestId("text-course-title").hover();
  await learner.getByTestId("text-course-title").click(); // the focus leaves the player too
  await expect.poll(async () => (await captionsBottom(learner)) > (await controlsTop(learner)) + 20).toBe(true);
  await expect(learner.getByTestId("video-captions")).toBeInViewport({ ratio: 1 });

  // The pointer over the playing video brings the bar back, and the caption above it.
  await learner.getByTestId("video-player").hover({ position: { x: 40, y: 40 } });
  await expect.poll(async () => (await captionsBottom(learner)) <= (await controlsTop(learner))).toBe(true);
  await learner.getByTestId("button-play").click(); // pause
  await expect(learner.getByTestId("video-captions")).toHaveText("A budget is a plan for every dollar.");

  // ----- a phone -----
  await learner.setViewportSize({ width: 390, height: 844 });
  await learner.reload();
  await expect(learner.getByTestId("button-captions")).toBeVisible();
  const bar = (await learner.getByTestId("video-control-bar").boundingBox())!;
  // The time on one line (text-xs: 16 px a line).
  const time = (await learner.getByTestId("text-video-time").boundingBox())!;
  expect(time.height).toBeLessThan(24);
  // Every control at its full size, inside the bar, none over another.
  const controls = learner.getByTestId("video-control-bar").locator("button:visible");
  const boxes = await controls.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes.length).toBeGreaterThanOrEqual(5);
  const row = boxes; // left to right, as in the DOM
  for (const [i, box] of row.entries()) {
    expect(box.width, `control ${i}`).toBeGreaterThanOrEqual(32);
    expect(box.left, `control ${i}`).toBeGreaterThanOrEqual(bar.x);
    expect(box.right, `control ${i}`).toBeLessThanOrEqual(bar.x + bar.width);
    if (i > 0) expect(box.left, `control ${i}`).toBeGreaterThanOrEqual(row[i - 1].right);
  }
  // A menu opens in view and its choice applies.
  await learner.getByTestId("button-speed").click();
  const option = learner.getByTestId("option-speed-1.5");
  await expect(option).toBeInViewport({ ratio: 1 });
  await option.click();
  expect(await learner.getByTestId("video-element").evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);

  // The lessons before the reviews.
  const lessons = (await learner.getByTestId("card-course-content").boundingBox())!;
  const reviews = (await learner.getByTestId("card-reviews").boundingBox())!;
  expect(lessons.y + lessons.height).toBeLessThanOrEqual(reviews.y);
  await context.close();
});
