import { expect, test } from "@playwright/test";
import { fillTestCard, signUp, uniqueName } from "./helpers";

// A learner subscribes monthly with the test card, sees in My Courses when the month renews,
// cancels, and keeps the course to the end of the paid month.

const COURSE_TITLE = "Investing and Financial Planning"; // seeded, published, $99.00 -> $8.25/month

test("a learner subscribes monthly, then cancels and keeps access to the end of the month", async ({ page }) => {
  const username = uniqueName("monthly");
  await signUp(page, { firstName: "Mona", lastName: "Thly", username, email: `${username}@example.test`, password: "monthly42", role: "personal" });
  await expect(page.getByTestId("text-greeting")).toBeVisible();
  const { items } = (await (await page.request.get(`/api/courses?search=${encodeURIComponent(COURSE_TITLE)}`)).json()) as { items: { id: number; title: string }[] };
  const id = items.find((c) => c.title === COURSE_TITLE)!.id;

  await page.goto(`/checkout/${id}?type=subscription`);
  await expect(page.getByTestId("text-checkout-amount")).toHaveText("$8.25/month");
  await fillTestCard(page, "4242 4242 4242 4242");
  await page.getByTestId("button-pay").click();
  await expect(page.getByTestId("payment-success")).toBeVisible();

  // The paid month ends on the date the server stored; My Courses says it renews then.
  const enrolments = (await (await page.request.get("/api/personal/enrollments")).json()) as { courseId: number; accessUntil: string }[];
  const accessUntil = enrolments.find((e) => e.courseId === id)!.accessUntil;
  const until = await page.evaluate((iso) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" }), accessUntil);
  await page.goto("/personal/courses");
  const status = page.getByTestId(`subscription-${id}`);
  await expect(status).toContainText(`Monthly subscription, renews ${until}.`);

  await page.getByTestId(`button-cancel-subscription-${id}`).click();
  await page.getByTestId("button-confirm-cancel-subscription").click();
  await expect(status).toContainText(`Cancelled – access until ${until}.`);
  await page.reload();
  await expect(page.getByTestId(`subscription-${id}`)).toContainText(`Cancelled – access until ${until}.`);

  // Still this month's: every chapter stays open.
  await page.goto(`/course/${id}`);
  await expect(page.getByTestId("button-course-action")).toBeVisible();
  await expect(page.locator('[data-testid^="chapter-"]').first()).toBeVisible();
  await expect(page.locator('[data-testid^="chapter-"][data-locked="true"]')).toHaveCount(0);
});
