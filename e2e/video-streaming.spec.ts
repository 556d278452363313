import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, uniqueName } from "./helpers";

// docs/product-rules.md §10: an admin uploads a video and watches its stream become ready (the
// transcode job runs in the app); a learner then plays it as HLS and picks a quality.

const API_HEADERS = { "X-Requested-With": "XMLHttpRequest" };

async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId("toast-title").filter({ hasText: title })).toBeVisible();
}

/** 4 s of ffmpeg's test pattern at 640x360 with a tone: two renditions (240p, 360p). */
function makeClip(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-e2e-clip-"));
  const clip = path.join(dir, "stream-lesson.mp4");
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", "testsrc=size=640x360:rate=12:duration=4"],
    ...["-f", "lavfi", "-i", "sine=frequency=440:duration=4"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", clip],
  ]);
  return clip;
}

test("an admin's uploaded video becomes an HLS stream that a learner plays with a quality menu", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const clip = makeClip();

  // ----- the admin: a free published course, a preview chapter with an uploaded video -----
  await signIn(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  const title = uniqueName("Stream Lab");
  const created = await page.request.post("/api/courses", {
    headers: API_HEADERS,
    data: { title, description: "Watch it stream.", category: "business", level: "beginner", price: "0", isPublished: true },
  });
  expect(created.status()).toBe(201);
  const course = (await created.json()) as { id: number };
  await page.goto(`/admin/courses?course=${course.id}`);
  await expect(page.getByTestId("text-selected-course-title")).toHaveText(title);
  await page.getByTestId("button-add-chapter").click();
  await page.getByTestId("input-chapter-title").fill("Streaming lesson");
  await page.getByTestId("input-chapter-video-file").setInputFiles(clip);
  await expectToast(page, "Video uploaded");
  await expect(page.getByTestId("input-chapter-duration")).toHaveValue("4");
  await page.getByTestId("switch-chapter-preview").click();
  await page.getByTestId("button-save-chapter").click();
  await expectToast(page, "Chapter added");

  // The list follows the transcode until the stream is ready.
  const status = page.locator('[data-testid^="status-video-"]');
  await expect(status).toBeVisible();
  await expect(status).toHaveAttribute("data-status", "ready", { timeout: 90_000 });
  await expect(status).toHaveText("Stream ready");

  // ----- the learner plays the stream -----
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signIn(learner, DEMO.learner.username, DEMO.learner.password);
  await expect(learner).toHaveURL(/\/$/);
  await learner.goto(`/course/${course.id}`);
  await expect(learner.getByTestId("text-course-title")).toHaveText(title);
  const video = learner.getByTestId("video-element");
  // Chromium has Media Source Extensions: hls.js plays (native HLS is for browsers without them).
  await expect(video).toHaveAttribute("data-hls", "hlsjs");
  expect(await video.getAttribute("poster")).toMatch(/\/api\/chapters\/\d+\/stream\/poster\.jpg$/);
  // hls.js feeds the element through Media Source Extensions: a blob: URL, not the original file.
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentSrc)).toMatch(/^blob:/);
  await video.evaluate((el: HTMLVideoElement) => {
    el.muted = true;
    void el.play();
  });
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);

  // Automatic quality, and a manual choice among the renditions.
  await learner.getByTestId("button-quality").click();
  const menu = learner.getByTestId("menu-quality");
  await expect(menu.getByRole("menuitemradio")).toHaveText([/^Auto/, "360p", "240p"]);
  await expect(learner.getByTestId("option-quality-auto")).toHaveAttribute("aria-checked", "true");
  await learner.getByTestId("option-quality-240p").click();
  await expect(learner.getByTestId("button-quality")).toContainText("240p");
  await learner.getByTestId("button-quality").click();
  await expect(learner.getByTestId("option-quality-240p")).toHaveAttribute("aria-checked", "true");
  await learnerContext.close();
  fs.rmSync(path.dirname(clip), { recursive: true, force: true });
});
