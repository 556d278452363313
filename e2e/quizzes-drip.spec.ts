import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolationsInBothThemes } from "./a11y";
import { DEMO, signIn, signUp, uniqueName } from "./helpers";

// docs/product-rules.md §12: an admin builds a 3-question quiz on a chapter; a learner fails it, reads the
// explanations, retakes and passes it, and the chapter completes; a drip chapter shows its date.

const API_HEADERS = { "X-Requested-With": "XMLHttpRequest" };

async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId("toast-title").filter({ hasText: title })).toBeVisible();
}

/** A free published course with a quiz chapter and a chapter that opens 7 days after enrollment. */
async function makeCourse(page: Page) {
  const title = uniqueName("Quiz Lab");
  const created = await page.request.post("/api/courses", {
    headers: API_HEADERS,
    data: {
      title,
      description: "A course that checks what you learned.",
      category: "business",
      level: "beginner",
      price: "0",
      isPublished: true,
    },
  });
  expect(created.status()).toBe(201);
  const course = (await created.json()) as { id: number };
  const chapter = async (data: object) => {
    const res = await page.request.post(`/api/admin/courses/${course.id}/chapters`, { headers: API_HEADERS, data });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: number };
  };
  const basics = await chapter({ title: "Budget basics", videoUrl: "https://video.example.test/basics", duration: 60 });
  const later = await chapter({ title: "Investing next week", duration: 60, availableAfterDays: 7 });
  return { id: course.id, title, basics, later };
}

const QUESTIONS = [
  {
    prompt: "What share of income does the 50/30/20 rule save?",
    options: ["50%", "30%", "20%"],
    correct: [2],
    explanation: "The last 20% goes to savings.",
  },
  {
    prompt: "Which are needs?",
    options: ["Rent", "Concert tickets", "Groceries"],
    correct: [0, 2],
    explanation: "Rent and groceries are needs.",
  },
  { prompt: "Is an emergency fund savings?", options: ["Yes", "No"], correct: [0], explanation: "It is money set aside for surprises." },
];

test("an admin builds a quiz with two attempts a day; a learner fails it (no answers given away), passes on a retake and reads the explanations; a drip chapter shows its date", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);

  // ----- the admin builds a 3-question quiz in course management -----
  await signIn(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  const course = await makeCourse(page);
  await page.goto(`/admin/courses?course=${course.id}`);
  await expect(page.getByTestId("text-selected-course-title")).toHaveText(course.title);
  await expect(page.getByTestId(`text-chapter-opens-${course.later.id}`)).toHaveText("Opens 7 days after enrollment");
  await page.getByTestId(`button-quiz-chapter-${course.basics.id}`).click();
  const dialog = page.getByTestId("dialog-quiz");
  await expect(dialog.getByTestId("form-quiz-editor")).toBeVisible();

  for (const [qi, question] of QUESTIONS.entries()) {
    if (qi > 0) await dialog.getByTestId("button-quiz-add-question").click();
    await dialog.getByTestId(`input-quiz-q${qi}-prompt`).fill(question.prompt);
    if (question.correct.length > 1) await dialog.getByTestId(`switch-quiz-q${qi}-multiple`).click();
    for (const [oi, option] of question.options.entries()) {
      if (oi >= 2) await dialog.getByTestId(`button-quiz-q${qi}-add-option`).click();
      await dialog.getByTestId(`input-quiz-q${qi}-option-${oi}`).fill(option);
    }
    for (const oi of question.correct) await dialog.getByTestId(`quiz-q${qi}-correct-${oi}`).check();
    await dialog.getByTestId(`input-quiz-q${qi}-explanation`).fill(question.explanation);
  }
  // Two attempts a day; right and wrong shown only after a pass (the default).
  await dialog.getByTestId("input-quiz-attempts-per-day").fill("2");
  await expect(dialog.getByTestId("switch-quiz-show-correctness")).toHaveAttribute("aria-checked", "false");
  await expectNoSeriousA11yViolationsInBothThemes(page, "quiz editor");
  await dialog.getByTestId("button-quiz-save").click();
  await expectToast(page, "Quiz saved");
  await expect(page.getByTestId(`badge-quiz-${course.basics.id}`)).toBeVisible();
  await expect(page.getByTestId("text-no-quizzes")).toHaveCount(0);
  await expect(page.getByTestId(`quiz-results-${course.basics.id}`)).toContainText("0 attempts");

  // ----- a learner enrolls, on a phone-sized screen -----
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const learner = await context.newPage();
  const username = uniqueName("quizzer");
  await signUp(learner, {
    firstName: "Quinn",
    lastName: "Quiz",
    username,
    email: `${username}@example.test`,
    password: "learning42",
    role: "personal",
  });
  await expect(learner.getByTestId("text-greeting")).toBeVisible();
  expect((await learner.request.post(`/api/personal/enroll/${course.id}`, { headers: API_HEADERS })).status()).toBe(201);
  await learner.goto(`/course/${course.id}`);
  await expect(learner.getByTestId("text-course-title")).toHaveText(course.title);

  // The drip chapter says when it opens, in the list and on the player.
  const lock = learner.getByTestId(`text-chapter-lock-${course.later.id}`);
  // days after enrollment: an exact moment, so the date comes with its local time
  await expect(lock).toHaveText(/^Available on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
  const opens = await lock.textContent();
  await learner.getByTestId(`chapter-${course.later.id}`).click();
  await expect(learner.getByTestId("text-chapter-locked")).toContainText(opens!);
  await expect(learner.getByTestId("card-quiz")).toHaveCount(0);

  // The quiz chapter: watching is not enough, the quiz decides.
  await learner.getByTestId(`chapter-${course.basics.id}`).click();
  await expect(learner.getByTestId("text-lesson-title")).toHaveText("Budget basics");
  await expect(learner.getByTestId("text-pass-quiz-to-complete")).toBeVisible();
  const quiz = learner.getByTestId("form-quiz");
  await expect(quiz.getByTestId("quiz-question-0")).toContainText(QUESTIONS[0].prompt);
  await expectNoSeriousA11yViolationsInBothThemes(learner, "course page with a quiz");

  await expect(learner.getByTestId("text-quiz-attempts-left")).toHaveText("2 of 2 attempts left today");

  // A first attempt with one right answer out of three fails, without saying which were right.
  await quiz.getByTestId("quiz-option-0-0").check(); // wrong
  await quiz.getByTestId("quiz-option-1-0").check(); // only one of the two needs: wrong
  await quiz.getByTestId("quiz-option-2-0").check(); // right
  await quiz.getByTestId("button-quiz-submit").click();
  await expect(learner.getByTestId("text-quiz-result")).toContainText("Not passed yet: you scored 33% (pass mark 70%).");
  await expect(learner.getByTestId("text-quiz-result")).toContainText("Which answers were right is shown once you pass.");
  await expect(learner.getByTestId("quiz-feedback-0")).toHaveCount(0);
  await expect(learner.getByTestId("text-quiz-attempts-left")).toHaveText("1 of 2 attempts left today");
  await expect(learner.getByTestId(`chapter-${course.basics.id}`)).toHaveAttribute("data-completed", "false");
  await expectNoSeriousA11yViolationsInBothThemes(learner, "quiz results");
  expect(await learner.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // The retake passes and completes the chapter.
  await quiz.getByTestId("button-quiz-retake").click();
  await quiz.getByTestId("quiz-option-0-2").check();
  await quiz.getByTestId("quiz-option-1-0").check();
  await quiz.getByTestId("quiz-option-1-2").check();
  await quiz.getByTestId("quiz-option-2-0").check();
  await quiz.getByTestId("button-quiz-submit").click();
  await expect(learner.getByTestId("text-quiz-result")).toContainText("Passed: you scored 100% (pass mark 70%).");
  await expect(learner.getByTestId("text-quiz-result")).toContainText("This chapter is complete.");
  // After the pass, each question says it was right, with its explanation.
  await expect(learner.getByTestId("quiz-feedback-0")).toContainText("Correct");
  await expect(learner.getByTestId("quiz-feedback-0")).toContainText("The last 20% goes to savings.");
  await expect(learner.getByTestId("quiz-feedback-1")).toContainText("Rent and groceries are needs.");
  // The day's two attempts are used: the next is allowed in 24 hours, and the retake waits for it.
  await expect(learner.getByTestId("text-quiz-cool-down")).toContainText("Your next attempt is allowed at");
  await expect(learner.getByTestId("button-quiz-retake")).toBeDisabled();
  await expect(learner.getByTestId(`chapter-${course.basics.id}`)).toHaveAttribute("data-completed", "true");
  await expect(learner.getByTestId(`badge-quiz-${course.basics.id}`)).toHaveText("Quiz passed");
  await expect(learner.getByTestId("badge-quiz-passed")).toBeVisible();
  await expect(learner.getByTestId("button-mark-complete")).toHaveText(/Mark incomplete/);
  await context.close();

  // ----- the admin sees the results -----
  await page.reload();
  await expect(page.getByTestId(`quiz-results-${course.basics.id}`)).toContainText("2 attempts · 1 of 1 learner passed (100%)");
  await expect(page.getByTestId(`quiz-results-${course.basics.id}`)).toContainText("Most missed: question 1");
});
