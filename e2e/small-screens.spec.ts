import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, signUp, uniqueName } from "./helpers";

// What a phone shows: a 390 px wide screen.
test.use({ viewport: { width: 390, height: 844 } });

async function firstCourseId(page: Page): Promise<number> {
  const res = await page.request.get("/api/courses?limit=1");
  const { items } = (await res.json()) as { items: { id: number }[] };
  return items[0].id;
}

const API_HEADERS = { "X-Requested-With": "XMLHttpRequest" };

/** The top bar is one row: its controls side by side, none pushed onto a second line. */
async function expectOneLineTopBar(page: Page, where: string) {
  const header = page.locator("header").first();
  await expect(header).toBeVisible();
  expect((await header.boundingBox())!.height, where).toBeLessThan(70); // one row of 36 px controls plus padding
  const rows = await header.evaluate((el) => {
    const tops = [...el.querySelectorAll("a, button")]
      .map((control) => control.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => Math.round(box.top + box.height / 2));
    return new Set(tops).size;
  });
  expect(rows, `${where}: controls on ${rows} rows`).toBe(1);
}

/** Nothing is wider than the screen. */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a signed-out visitor on a course page sees Sign In, and the top bar stays on one line", async ({ page }) => {
  const id = await firstCourseId(page);
  await page.goto(`/course/${id}`);
  await expect(page.getByTestId("text-course-title")).toBeVisible();
  await expect(page.getByTestId("link-sign-in")).toBeVisible();
  await expect(page.getByTestId("link-back-dashboard")).toHaveCount(0);
  await expect(page.getByTestId("button-logout")).toHaveCount(0);
  const header = await page.locator("header").first().boundingBox();
  expect(header!.height).toBeLessThan(70); // one row of 36 px controls plus padding
  await expectNoSideScroll(page);

  await page.getByTestId("link-sign-in").click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?next=%2Fcourse%2F${id}$`));
});

test("a signed-in learner's course top bar stays on one line with Back to Dashboard and Logout", async ({ page }) => {
  await signIn(page, DEMO.learner.username, DEMO.learner.password);
  await expect(page.getByTestId("text-greeting")).toBeVisible();
  const id = await firstCourseId(page);
  await page.goto(`/course/${id}`);
  await expect(page.getByTestId("link-back-dashboard")).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  const header = await page.locator("header").first().boundingBox();
  expect(header!.height).toBeLessThan(70);
  await expectNoSideScroll(page);
});

test("the 404 page has no developer hint", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByTestId("text-not-found")).toHaveText("404 Page Not Found");
  await expect(page.getByText(/router/i)).toHaveCount(0);
});

test("the admin course list fits a 390 px screen with every action in reach", async ({ page }) => {
  await signIn(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  // A title with a long unbreakable word (as names made by other journeys are) must wrap, not widen.
  const created = await page.request.post("/api/courses", {
    headers: { "X-Requested-With": "XMLHttpRequest" },
    data: {
      title: `Mobile_${"x".repeat(40)}_${Date.now()}`,
      description: "Long title",
      category: "business",
      level: "beginner",
      price: "10.00",
    },
  });
  expect(created.ok()).toBe(true);
  await page.goto("/admin/courses");
  const card = page.locator('[data-testid^="card-admin-course-"]').first();
  await expect(card).toBeVisible();
  await expectNoSideScroll(page);
  const id = (await card.getAttribute("data-testid"))!.replace("card-admin-course-", "");
  for (const testId of [`switch-publish-${id}`, `button-edit-course-${id}`, `button-delete-course-${id}`]) {
    const control = page.getByTestId(testId);
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.x, testId).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, testId).toBeLessThanOrEqual(390);
  }
});

test("theatre mode keeps the player's controls on a phone screen", async ({ page }) => {
  const res = await page.request.get(`/api/courses?search=${encodeURIComponent("Starting Your Online Business")}`);
  const { items } = (await res.json()) as { items: { id: number }[] };
  await page.goto(`/course/${items[0].id}`);
  await page.getByTestId("button-theatre-mode").click();
  for (const testId of ["button-play", "button-fullscreen", "slider-seek"]) {
    const box = (await page.getByTestId(testId).boundingBox())!;
    expect(box.x, testId).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, testId).toBeLessThanOrEqual(390);
    expect(box.y + box.height, testId).toBeLessThanOrEqual(844);
  }
  await expectNoSideScroll(page);
});

const FREE_SEEDED_COURSE = "Starting Your Online Business";

test("the checkout, payment success and certificate top bars stay on one line, with nothing wider than the screen", async ({ page }) => {
  const username = uniqueName("phone");
  await signUp(page, {
    firstName: "Pia",
    lastName: "Phone",
    username,
    email: `${username}@example.test`,
    password: "phoning42",
    role: "personal",
  });
  await expect(page.getByTestId("text-greeting")).toBeVisible();
  const { items } = (await (await page.request.get("/api/courses?limit=50")).json()) as { items: { id: number; price: string }[] };
  const paid = items.find((c) => Number(c.price) > 0)!;
  // The seeded free course, whose chapters anyone can complete: other journeys running alongside
  // publish free courses of their own with quizzes and drip dates, and the newest comes first.
  const seeded = await page.request.get(`/api/courses?search=${encodeURIComponent(FREE_SEEDED_COURSE)}`);
  const free = ((await seeded.json()) as { items: { id: number; title: string }[] }).items.find((c) => c.title === FREE_SEEDED_COURSE)!;
  expect(free, FREE_SEEDED_COURSE).toBeTruthy();

  await page.goto(`/checkout/${paid.id}?type=one_time`);
  await expect(page.getByTestId("button-pay")).toBeVisible();
  await expectOneLineTopBar(page, "checkout");
  await expectNoSideScroll(page);

  await page.getByTestId("input-card-number").fill("4242424242424242");
  await page.getByTestId("input-card-expiry").fill(`12/${String((new Date().getUTCFullYear() + 5) % 100).padStart(2, "0")}`);
  await page.getByTestId("input-card-cvc").fill("123");
  await page.getByTestId("button-pay").click();
  await expect(page.getByTestId("payment-success")).toBeVisible();
  await expectOneLineTopBar(page, "payment success");
  await expectNoSideScroll(page);

  // A certificate: the free course, every chapter completed.
  expect((await page.request.post(`/api/personal/enroll/${free.id}`, { headers: API_HEADERS })).status()).toBe(201);
  const chapters = (await (await page.request.get(`/api/courses/${free.id}/chapters`)).json()) as { id: number }[];
  for (const chapter of chapters) {
    const done = await page.request.post(`/api/personal/courses/${free.id}/chapters/${chapter.id}/complete`, { headers: API_HEADERS });
    expect(done.ok()).toBe(true);
  }
  const me = (await (await page.request.get("/api/user")).json()) as { id: number };
  await page.goto(`/certificate/${free.id}/${me.id}`);
  await expect(page.getByTestId("badge-certificate-verified")).toBeVisible();
  await expectOneLineTopBar(page, "certificate");
  await expectNoSideScroll(page);
});
