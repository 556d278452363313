import { expect, test } from "@playwright/test";
import { fillTestCard, signUp, uniqueName } from "./helpers";

// A learner subscribes monthly with the test card: the first subscription to a course starts with
// the free trial (docs/product-rules.md §11), so checkout, the success page and My Courses show the date of the
// first charge; the learner cancels during the trial and keeps the course to its end.

const COURSE_TITLE = "Investing and Financial Planning"; // seeded, published, $99.00 -> $8.25/month

test("a learner starts a monthly subscription with the free trial, sees the first charge date, cancels and keeps access to its end", async ({
  page,
}) => {
  const username = uniqueName("monthly");
  await signUp(page, {
    firstName: "Mona",
    lastName: "Thly",
    username,
    email: `${username}@example.test`,
    password: "monthly42",
    role: "personal",
  });
  await expect(page.getByTestId("text-greeting")).toBeVisible();
  const { items } = (await (await page.request.get(`/api/courses?search=${encodeURIComponent(COURSE_TITLE)}`)).json()) as {
    items: { id: number; title: string }[];
  };
  const id = items.find((c) => c.title === COURSE_TITLE)!.id;

  await page.goto(`/checkout/${id}?type=subscription`);
  await expect(page.getByTestId("text-checkout-amount")).toHaveText("$8.25/month");
  // Seven free days: nothing today, $8.25 on the trial's last day.
  const trial = page.getByTestId("text-checkout-trial");
  await expect(trial).toContainText("nothing is charged today");
  await expect(trial).toContainText("$8.25");
  const shownFirstCharge = (await page.getByTestId("text-first-charge-date").textContent())!;
  const inAWeek = await page.evaluate(() =>
    new Date(Date.now() + 7 * 86_400_000).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" }),
  );
  expect(shownFirstCharge).toBe(inAWeek);
  await expect(page.getByTestId("button-pay")).toHaveText("Start free trial");
  // A card no other journey starts a trial with: the trial is once per card (docs/product-rules.md §11).
  await fillTestCard(page, "5555 5555 5555 4444");
  await page.getByTestId("button-pay").click();
  await expect(page.getByTestId("payment-success")).toBeVisible();
  await expect(page.getByTestId("text-payment-amount")).toContainText("Your free trial has started: nothing was charged.");

  // The trial ends on the date the server stored; My Courses says the first charge comes then.
  const enrollments = (await (await page.request.get("/api/personal/enrollments")).json()) as {
    courseId: number;
    accessUntil: string;
    trialEndsAt: string;
  }[];
  const enrollment = enrollments.find((e) => e.courseId === id)!;
  expect(enrollment.trialEndsAt).toBe(enrollment.accessUntil);
  const until = await page.evaluate(
    (iso) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" }),
    enrollment.accessUntil,
  );
  await page.goto("/personal/courses");
  const status = page.getByTestId(`subscription-${id}`);
  await expect(status).toContainText(`Free trial, first charge on ${until}.`);

  await page.getByTestId(`button-cancel-subscription-${id}`).click();
  await page.getByTestId("button-confirm-cancel-subscription").click();
  await expect(status).toContainText(`Cancelled – access until ${until}.`);
  await page.reload();
  await expect(page.getByTestId(`subscription-${id}`)).toContainText(`Cancelled – access until ${until}.`);

  // Still in the trial: every chapter stays open.
  await page.goto(`/course/${id}`);
  await expect(page.getByTestId("button-course-action")).toBeVisible();
  await expect(page.locator('[data-testid^="chapter-"]').first()).toBeVisible();
  await expect(page.locator('[data-testid^="chapter-"][data-locked="true"]')).toHaveCount(0);
});
