import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from "./a11y";
import { DEMO, signIn, signUp, uniqueName } from "./helpers";

// docs/decisions/017-captions-and-player.md: an admin uploads captions (SRT, converted to WebVTT) for a chapter; a
// learner opens the course, switches speed and captions (both remembered after a reload), uses
// the transcript to seek, and sees a note as a marker on the seek bar that seeks when clicked.

const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../server/db/assets");
const SAMPLE_VIDEO = path.join(assets, "sample-lesson.mp4"); // 20 seconds
const API_HEADERS = { "X-Requested-With": "XMLHttpRequest" };

const SRT = [
  "1",
  "00:00:01,000 --> 00:00:04,000",
  "Welcome to the lesson on budgets.",
  "",
  "2",
  "00:00:04,000 --> 00:00:09,000",
  "A budget is a plan for every dollar.",
  "",
  "3",
  "00:00:12,000 --> 00:00:16,000",
  "Track your expenses for one month.",
  "",
].join("\r\n");

const video = (page: Page) => page.getByTestId("video-element");
const currentTime = (page: Page) => video(page).evaluate((el: HTMLVideoElement) => el.currentTime);

async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId("toast-title").filter({ hasText: title })).toBeVisible();
}

/** A free published course with one chapter playing the sample video. */
async function makeCourse(page: Page) {
  const title = uniqueName("Captions Lab");
  const created = await page.request.post("/api/courses", {
    headers: API_HEADERS,
    data: { title, description: "Budgets, read along.", category: "business", level: "beginner", price: "0", isPublished: true },
  });
  expect(created.status()).toBe(201);
  const course = (await created.json()) as { id: number };
  const uploaded = await page.request.post("/api/upload/video", {
    headers: API_HEADERS,
    multipart: { video: { name: "lesson.mp4", mimeType: "video/mp4", buffer: fs.readFileSync(SAMPLE_VIDEO) } },
  });
  expect(uploaded.status()).toBe(201);
  const { url, duration } = (await uploaded.json()) as { url: string; duration?: number };
  const res = await page.request.post(`/api/admin/courses/${course.id}/chapters`, {
    headers: API_HEADERS,
    data: { title: "Budget basics", videoFile: url, duration: duration ?? 20 },
  });
  expect(res.status()).toBe(201);
  const chapter = (await res.json()) as { id: number };
  return { id: course.id, title, chapterId: chapter.id };
}

test("an admin uploads captions; a learner switches speed and captions, seeks with the transcript and sees a note on the timeline", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);

  // ----- the admin uploads an SRT file for the chapter in its dialog -----
  await signIn(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  const course = await makeCourse(page);
  await page.goto(`/admin/courses?course=${course.id}`);
  await expect(page.getByTestId("text-selected-course-title")).toHaveText(course.title);
  await page.getByTestId(`button-edit-chapter-${course.chapterId}`).click();
  const dialog = page.getByTestId("dialog-chapter");
  await expect(dialog.getByTestId("empty-captions")).toBeVisible();
  await dialog.getByTestId("input-caption-language").fill("en");
  await dialog
    .getByTestId("input-caption-file")
    .setInputFiles({ name: "budget.srt", mimeType: "application/x-subrip", buffer: Buffer.from(SRT) });
  await dialog.getByTestId("button-upload-caption").click();
  await expectToast(page, "Captions uploaded");
  await expect(dialog.getByTestId("caption-en")).toContainText("English");
  await expectNoSeriousA11yViolationsInBothThemes(page, "chapter dialog with captions");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId(`text-chapter-captions-${course.chapterId}`)).toContainText("en");

  // ----- a learner enrolls and opens the course -----
  const context = await browser.newContext();
  const learner = await context.newPage();
  const username = uniqueName("reader");
  await signUp(learner, {
    firstName: "Rita",
    lastName: "Reader",
    username,
    email: `${username}@example.test`,
    password: "learning42",
    role: "personal",
  });
  await expect(learner.getByTestId("text-greeting")).toBeVisible();
  expect((await learner.request.post(`/api/personal/enroll/${course.id}`, { headers: API_HEADERS })).status()).toBe(201);
  // A note written at 0:12 of the chapter (the notes panel writes the same call).
  const noted = await learner.request.post(`/api/personal/courses/${course.id}/notes`, {
    headers: API_HEADERS,
    data: { content: "Track expenses for a month", timestamp: 12, chapterId: course.chapterId },
  });
  expect(noted.status()).toBe(201);
  const note = (await noted.json()) as { id: number };

  await learner.goto(`/course/${course.id}`);
  await expect(learner.getByTestId("text-course-title")).toHaveText(course.title);
  await expect.poll(() => video(learner).evaluate((el: HTMLVideoElement) => el.readyState)).toBeGreaterThanOrEqual(1);

  // Speed: 1.5×, applied to the video.
  await learner.getByTestId("button-speed").click();
  await learner.getByTestId("option-speed-1.5").click();
  await expect(learner.getByTestId("button-speed")).toHaveAccessibleName("Playback speed: 1.5×");
  expect(await video(learner).evaluate((el: HTMLVideoElement) => el.playbackRate)).toBe(1.5);

  // Captions: English, the track showing.
  await learner.getByTestId("button-captions").click();
  await learner.getByTestId("option-captions-en").click();
  await expect(learner.getByTestId("button-captions")).toHaveAccessibleName("Captions: English");
  await expect
    .poll(() => video(learner).evaluate((el: HTMLVideoElement) => [...el.textTracks].map((t) => `${t.language}:${t.mode}`).join()))
    .toBe("en:hidden"); // its cues load; the player draws them itself, clear of its control bar

  // Both are remembered for this learner: a reload keeps them.
  await expect
    .poll(async () => (await (await learner.request.get("/api/user/settings")).json()) as { playbackRate: number; captionLanguage: string })
    .toMatchObject({ playbackRate: 1.5, captionLanguage: "en" });
  await learner.reload();
  await expect(learner.getByTestId("button-speed")).toHaveAccessibleName("Playback speed: 1.5×");
  await expect(learner.getByTestId("button-captions")).toHaveAccessibleName("Captions: English");
  await expect.poll(() => video(learner).evaluate((el: HTMLVideoElement) => el.playbackRate)).toBe(1.5);

  // By keyboard on a fresh page, before the menus' code has loaded (docs/benchmarks.md: it loads on the
  // first hover, focus or press): Enter opens the speed menu on its first option, Escape closes
  // it and gives the focus back to the button.
  await learner.getByTestId("button-speed").focus();
  await learner.keyboard.press("Enter");
  await expect(learner.getByTestId("option-speed-0.5")).toBeFocused();
  await expect(learner.getByTestId("option-speed-1.5")).toHaveAttribute("aria-checked", "true");
  await expectNoSeriousA11yViolations(learner, "course player with the speed menu open");
  await learner.keyboard.press("Escape");
  await expect(learner.getByTestId("menu-speed")).toHaveCount(0);
  await expect(learner.getByTestId("button-speed")).toBeFocused();

  // The transcript: the lines of the captions; a click seeks there and the line becomes current.
  await learner.getByTestId("button-transcript").click();
  const transcript = learner.getByTestId("panel-transcript");
  await expect(transcript.getByRole("button")).toHaveCount(3);
  await transcript.getByRole("button", { name: /Track your expenses/ }).click();
  await expect.poll(() => currentTime(learner)).toBeGreaterThanOrEqual(12);
  await expect(transcript.getByRole("button", { name: /Track your expenses/ })).toHaveAttribute("aria-current", "true");
  await transcript.getByRole("button", { name: /A budget is a plan/ }).click();
  await expect.poll(() => currentTime(learner)).toBeLessThan(5);
  await expect(transcript.getByRole("button", { name: /A budget is a plan/ })).toHaveAttribute("aria-current", "true");

  // Search within the transcript.
  await transcript.getByRole("searchbox", { name: "Search the transcript" }).fill("budget");
  await expect(transcript.getByRole("button")).toHaveCount(2);
  await expect(transcript.locator("mark")).toHaveCount(2);
  await transcript.getByRole("searchbox", { name: "Search the transcript" }).fill("");

  await expectNoSeriousA11yViolationsInBothThemes(learner, "course player with the transcript open");

  // The note is a marker on the seek bar: hovering shows it, clicking seeks to 0:12.
  const marker = learner.getByTestId(`marker-note-${note.id}`);
  await learner.getByTestId("video-player").hover();
  await expect(marker).toHaveAccessibleName("Note at 0:12");
  await marker.hover();
  await expect(learner.getByTestId(`tooltip-note-${note.id}`)).toBeVisible();
  await expect(learner.getByTestId(`tooltip-note-${note.id}`)).toContainText("Track expenses for a month");
  await marker.click();
  await expect.poll(() => currentTime(learner)).toBeGreaterThanOrEqual(11.5);

  // The shortcuts help on ?.
  await learner.getByTestId("video-player").focus();
  await learner.keyboard.press("?");
  await expect(learner.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
  await learner.keyboard.press("Escape");

  // On a phone the control bar, captions and speed included, still fits the screen.
  await learner.setViewportSize({ width: 390, height: 844 });
  for (const testId of ["button-play", "button-speed", "button-captions", "button-fullscreen"]) {
    const box = (await learner.getByTestId(testId).boundingBox())!;
    expect(box.x, testId).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, testId).toBeLessThanOrEqual(390);
  }

  await context.close();
});
