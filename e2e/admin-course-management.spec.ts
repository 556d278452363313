import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, uniqueName } from "./helpers";

// The admin builds a course (section, chapter with an uploaded preview video, guideline with a
// file) and publishes it; the demo learner then finds it with the search box and level filter.

const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../server/db/assets");
const SAMPLE_VIDEO = path.join(assets, "sample-lesson.mp4");
const WORKBOOK = path.join(assets, "course-workbook.txt");

async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId("toast-title").filter({ hasText: title })).toBeVisible();
}

async function choose(page: Page, selectTestId: string, option: { testId?: string; name?: string }) {
  const select = page.getByTestId(selectTestId);
  // The catalogue's filters are native selects; the admin's forms use the Radix select.
  if ((await select.evaluate((element) => element.tagName)) === "SELECT") {
    const label = option.testId ? await select.getByTestId(option.testId).textContent() : option.name;
    await select.selectOption({ label: label ?? "" });
    return;
  }
  await select.click();
  const item = option.testId ? page.getByTestId(option.testId) : page.getByRole("option", { name: option.name });
  await item.click();
}

test("an admin builds and publishes a course, and a learner finds and opens it", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const title = uniqueName("Growth Lab");
  const sectionTitle = "Getting started";
  const chapterTitle = "Welcome to the lab";

  // ----- the admin -----
  await signIn(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId("stat-students")).toHaveText(/^\d+$/);
  await expect(page.getByTestId("stat-revenue")).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
  await page.getByTestId("link-view-all-courses").click();
  await expect(page).toHaveURL(/\/admin\/courses/);

  // Create the course; the empty form is refused first.
  await page.getByTestId("button-create-course").click();
  await page.getByTestId("button-save-course").click();
  await expect(page.getByTestId("error-course-title")).toHaveText("Title is required");
  await page.getByTestId("input-course-title").fill(title);
  await page.getByTestId("input-course-description").fill("Experiments that grow an audience, written up step by step.");
  await choose(page, "select-course-category", { testId: "option-course-category-marketing" });
  await choose(page, "select-course-level", { testId: "option-course-level-intermediate" });
  await page.getByTestId("input-course-price").fill("49.50");
  await page.getByTestId("button-save-course").click();
  await expectToast(page, "Course created");

  // The new course is listed and selected (?course={id}).
  const newCard = page.locator('[data-testid^="card-admin-course-"]').filter({ hasText: title });
  await expect(newCard).toBeVisible();
  const courseId = Number((await newCard.getAttribute("data-testid"))!.replace("card-admin-course-", ""));
  await expect(page).toHaveURL(new RegExp(`[?&]course=${courseId}(&|$)`));
  const card = page.getByTestId(`card-admin-course-${courseId}`);
  await expect(card).toContainText("Draft");
  await expect(card).toContainText("$49.50");
  await expect(page.getByTestId("text-selected-course-title")).toHaveText(title);

  // A section.
  await page.getByTestId("button-add-section").click();
  await page.getByTestId("input-section-title").fill(sectionTitle);
  await page.getByTestId("button-save-section").click();
  await expectToast(page, "Section created");
  const sectionGroup = page.getByRole("region", { name: sectionTitle, exact: true });
  await expect(sectionGroup).toBeVisible();

  // A chapter in that section, with an uploaded video that fills the duration, marked preview.
  await page.getByTestId("button-add-chapter").click();
  await page.getByTestId("input-chapter-title").fill(chapterTitle);
  await choose(page, "select-chapter-section", { name: sectionTitle });
  await page.getByTestId("input-chapter-video-file").setInputFiles(SAMPLE_VIDEO);
  await expectToast(page, "Video uploaded");
  const progress = page.getByTestId("progress-video-upload");
  await expect(progress).toHaveAttribute("data-state", "complete");
  await expect(progress).toHaveAttribute("aria-valuenow", "100");
  await expect(page.getByTestId("input-chapter-duration")).toHaveValue("20");
  await expect(page.getByText("0:20 (m:ss)")).toBeVisible();
  await page.getByTestId("switch-chapter-preview").click();
  await expect(page.getByTestId("switch-chapter-preview")).toHaveAttribute("data-state", "checked");
  await page.getByTestId("button-save-chapter").click();
  await expectToast(page, "Chapter added");
  const chapterRow = sectionGroup.locator('[data-testid^="chapter-row-"]').filter({ hasText: chapterTitle });
  await expect(chapterRow).toBeVisible();
  await expect(chapterRow.locator('[data-testid^="text-chapter-duration-"]')).toHaveText("0:20");
  await expect(chapterRow.locator('[data-testid^="badge-preview-"]')).toHaveText("Preview");
  await expect(page.getByTestId("group-unorganized")).toHaveCount(0);

  // Study guidelines with a downloadable file.
  await page.getByTestId("button-add-guideline").click();
  await expect(page.getByTestId("input-guideline-title")).toHaveValue("Course Guidelines");
  await page.getByTestId("input-guideline-content").fill("Run one experiment per week and write down what you learned.");
  await page.getByTestId("input-guideline-file").setInputFiles(WORKBOOK);
  await expectToast(page, "File uploaded");
  await expect(page.getByTestId("guideline-file-0")).toContainText("course-workbook.txt");
  await expect(page.getByTestId("guideline-file-0")).toContainText("993 B");
  await page.getByTestId("button-save-guideline").click();
  await expectToast(page, "Guideline created");
  const guidelines = page.getByTestId("list-guidelines");
  await expect(guidelines).toContainText("Course Guidelines");
  await expect(guidelines.getByRole("link", { name: /course-workbook\.txt/ })).toHaveAttribute("href", /^\/uploads\/documents\//);

  // Publish from the list: sent at once.
  const publish = page.getByTestId(`switch-publish-${courseId}`);
  await expect(publish).toHaveAttribute("data-state", "unchecked");
  await publish.click();
  await expectToast(page, "Status updated");
  await expect(card).toContainText("Published");
  await expect(publish).toHaveAttribute("data-state", "checked");

  // ----- the learner, in a browser of their own -----
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signIn(learner, DEMO.learner.username, DEMO.learner.password);
  await expect(learner).toHaveURL(/\/$/);
  await learner.goto("/personal/browse");
  await learner.getByTestId("input-search").fill(title);
  await choose(learner, "select-level", { testId: "option-level-intermediate" });
  const courseCard = learner.getByTestId(`card-course-${courseId}`);
  await expect(courseCard).toBeVisible();
  await expect(courseCard).toContainText(title);
  await learner.getByTestId(`link-course-${courseId}`).click();
  await expect(learner).toHaveURL(new RegExp(`/course/${courseId}$`));
  await expect(learner.getByTestId("text-course-title")).toHaveText(title);
  await learnerContext.close();
});
