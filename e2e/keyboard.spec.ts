import { expect, test } from "@playwright/test";
import { DEMO, signIn, signUp, tabTo, uniqueName } from "./helpers";

// The course player (play, seek, notes) and the admin course, section, chapter and guideline
// dialogs with the keyboard alone (the checkout has its own journey).
const API_HEADERS = { "X-Requested-With": "XMLHttpRequest" };

test("a learner plays, seeks and takes a note with the keyboard alone", async ({ page }) => {
  const username = uniqueName("keys");
  await signUp(page, {
    firstName: "Kai",
    lastName: "Keys",
    username,
    email: `${username}@example.test`,
    password: "keyboard42",
    role: "personal",
  });
  await expect(page.getByTestId("text-greeting")).toBeVisible();
  const { items } = (await (
    await page.request.get(`/api/courses?search=${encodeURIComponent("Starting Your Online Business")}`)
  ).json()) as { items: { id: number }[] };
  const courseId = items[0].id;
  expect((await page.request.post(`/api/personal/enroll/${courseId}`, { headers: API_HEADERS })).status()).toBe(201);
  await page.goto(`/course/${courseId}`);
  await expect(page.getByTestId("video-element")).toBeVisible();

  await tabTo(page, "video-player");
  await page.keyboard.press("k");
  await expect(page.getByTestId("video-player")).toHaveAttribute("data-state", "playing");
  const before = await page.getByTestId("video-element").evaluate((el: HTMLVideoElement) => el.currentTime);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => page.getByTestId("video-element").evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(before + 5);
  await page.keyboard.press("k");
  await expect(page.getByTestId("video-player")).toHaveAttribute("data-state", "paused");

  await tabTo(page, "input-note");
  await page.keyboard.type("Remember the pricing example");
  await tabTo(page, "button-add-note", 5);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("toast-title").filter({ hasText: "Note saved" })).toBeVisible();
  await expect(page.locator('[data-testid^="note-"]', { hasText: "Remember the pricing example" }).first()).toBeVisible();
});

test("an admin creates a course in the dialog with the keyboard alone", async ({ page }) => {
  await signIn(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/courses");
  await expect(page.getByTestId("button-create-course")).toBeVisible();
  await tabTo(page, "button-create-course");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("dialog-course")).toBeVisible();

  const title = uniqueName("Keyboard course");
  await tabTo(page, "input-course-title", 10);
  await page.keyboard.type(title);
  await tabTo(page, "input-course-description", 5);
  await page.keyboard.type("Made without a mouse.");
  await tabTo(page, "select-course-category", 5);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await tabTo(page, "input-course-price", 10);
  await page.keyboard.press("Control+A");
  await page.keyboard.type("19.00");
  await tabTo(page, "button-save-course", 20);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("toast-title").filter({ hasText: "Course created" })).toBeVisible();
  await expect(page.getByTestId("dialog-course")).toHaveCount(0);
  await expect(page.locator('[data-testid^="card-admin-course-"]', { hasText: title })).toBeVisible();

  // Escape closes a dialog opened by keyboard, and the focus goes back to its button.
  await tabTo(page, "button-create-course");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("dialog-course")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("dialog-course")).toHaveCount(0);
  await expect(page.getByTestId("button-create-course")).toBeFocused();
});

test("an admin adds a section, a chapter and a guideline in their dialogs with the keyboard alone", async ({ page }) => {
  await signIn(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  // A course of this journey's own, so the seeded courses other journeys read stay as they are.
  const created = await page.request.post("/api/courses", {
    headers: API_HEADERS,
    data: {
      title: uniqueName("Keyboard content"),
      description: "Built without a mouse.",
      category: "business",
      level: "beginner",
      price: "0",
    },
  });
  expect(created.status()).toBe(201);
  const course = (await created.json()) as { id: number };
  await page.goto(`/admin/courses?course=${course.id}`);
  const panel = page.getByTestId("panel-course-content");
  await expect(panel).toBeVisible();
  const focusIsIn = (testId: string) => page.getByTestId(testId).evaluate((el) => el.contains(document.activeElement));

  /**
   * Opens the dialog from its button with `key`, Tabs (and Shift+Tabs) all the way round without
   * leaving it, and closes it with Escape: the focus goes back to the button.
   */
  async function openTabRoundAndEscape(trigger: string, dialog: string, key: "Enter" | "Space") {
    // Past the course list first, which grows with the courses parallel journeys create.
    await tabTo(page, trigger, 400);
    await page.keyboard.press(key);
    await expect(page.getByTestId(dialog)).toBeVisible();
    await expect.poll(() => focusIsIn(dialog)).toBe(true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i % 5 === 4 ? "Shift+Tab" : "Tab");
      expect(await focusIsIn(dialog), `Tab ${i + 1} left the dialog`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(page.getByTestId(dialog)).toHaveCount(0);
    await expect(page.getByTestId(trigger)).toBeFocused();
  }
  /** Opens the dialog with `key`, types into its fields, saves with Enter; the focus goes back to the button. */
  async function fillAndSave(trigger: string, dialog: string, key: "Enter" | "Space", fields: [string, string][], save: string) {
    await tabTo(page, trigger, 400);
    await page.keyboard.press(key);
    await expect(page.getByTestId(dialog)).toBeVisible();
    for (const [field, text] of fields) {
      await tabTo(page, field, 20);
      await page.keyboard.press("ControlOrMeta+A"); // replaces a suggested value
      await page.keyboard.type(text);
    }
    await tabTo(page, save, 30);
    await page.keyboard.press("Enter");
    await expect(page.getByTestId(dialog)).toHaveCount(0);
    await expect(page.getByTestId(trigger)).toBeFocused();
  }
  const toast = (title: string) => expect(page.getByTestId("toast-title").filter({ hasText: title })).toBeVisible();

  await openTabRoundAndEscape("button-add-section", "dialog-section", "Enter");
  await fillAndSave("button-add-section", "dialog-section", "Space", [["input-section-title", "Keys first"]], "button-save-section");
  await toast("Section created");
  await expect(panel).toContainText("Keys first");

  await openTabRoundAndEscape("button-add-chapter", "dialog-chapter", "Space");
  await fillAndSave(
    "button-add-chapter",
    "dialog-chapter",
    "Enter",
    [
      ["input-chapter-title", "Typing the lesson"],
      ["input-chapter-description", "Entered from the keyboard."],
    ],
    "button-save-chapter",
  );
  await toast("Chapter added");
  await expect(panel).toContainText("Typing the lesson");

  await openTabRoundAndEscape("button-add-guideline", "dialog-guideline", "Enter");
  await fillAndSave(
    "button-add-guideline",
    "dialog-guideline",
    "Space",
    [
      ["input-guideline-title", "Keyboard checklist"],
      ["input-guideline-content", "Tab, type, Enter."],
    ],
    "button-save-guideline",
  );
  await toast("Guideline created");
  await expect(panel).toContainText("Keyboard checklist");
});
