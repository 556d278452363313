import fs from "node:fs/promises";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, fillTestCard, signIn, signUp, uniqueName } from "./helpers";

// docs/product-rules.md §6: an entrepreneur's course link brings a new visitor who signs up, buys the course with
// the test card and plays a paid chapter; the entrepreneur then sees the 15 % commission, the
// referral and their leaderboard rank. A declined card shows Payment Failed and grants nothing.

const COURSE_TITLE = "Investing and Financial Planning"; // seeded, published, $99.00

async function courseId(page: Page): Promise<number> {
  const res = await page.request.get(`/api/courses?search=${encodeURIComponent(COURSE_TITLE)}`);
  const { items } = (await res.json()) as { items: { id: number; title: string }[] };
  const course = items.find((c) => c.title === COURSE_TITLE);
  expect(course).toBeTruthy();
  return course!.id;
}

async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId("toast-title").filter({ hasText: title })).toBeVisible();
}

async function signUpLearner(page: Page, username: string) {
  await signUp(page, {
    firstName: "Vera",
    lastName: "Visitor",
    username,
    email: `${username}@example.test`,
    password: "buying42",
    role: "personal",
  });
  await expect(page.getByTestId("text-greeting")).toBeVisible();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  return context.newPage();
}

test("an affiliate link brings a buyer; the entrepreneur sees the commission, the referral and the rank", async ({ browser }) => {
  // The entrepreneur copies the course's affiliate link from the dashboard.
  const seller = await newPage(browser);
  await signIn(seller, DEMO.entrepreneur.username, DEMO.entrepreneur.password);
  await expect(seller.getByTestId("text-affiliate-code")).toBeVisible();
  const code = (await seller.getByTestId("text-affiliate-code").textContent())!.trim();
  const id = await courseId(seller);
  await seller.getByTestId("tab-generator").click();
  const copyButton = seller.getByTestId(`button-generator-copy-${id}`);
  if ((await copyButton.count()) === 0) {
    // The course is not among the first four of the generator: copy it from the catalogue instead.
    await seller.goto(`/entrepreneur/courses?search=${encodeURIComponent(COURSE_TITLE)}`);
    await seller.getByTestId(`button-affiliate-${id}`).click();
  } else {
    await copyButton.click();
  }
  await expectToast(seller, "Affiliate link copied!");
  const copied = await seller.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`/course/${id}\\?ref=${code}$`));

  // A new visitor opens the link, signs up, buys the course with the test card.
  const buyer = await newPage(browser);
  await buyer.goto(copied);
  await expect(buyer.getByTestId("text-course-title")).toHaveText(COURSE_TITLE);
  await expect.poll(async () => (await buyer.context().cookies()).some((c) => c.name === "gsm_ref" && c.value === code)).toBe(true);
  const username = uniqueName("buyer");
  await signUpLearner(buyer, username);
  await buyer.goto(`/course/${id}`);
  await buyer.getByTestId("button-buy-now").click();
  await expect(buyer).toHaveURL(new RegExp(`/checkout/${id}\\?type=one_time`));
  await expect(buyer.getByTestId("text-checkout-title")).toHaveText(COURSE_TITLE);
  await expect(buyer.getByTestId("badge-test-mode")).toBeVisible();
  await fillTestCard(buyer, "4242 4242 4242 4242");
  await buyer.getByTestId("button-pay").click();
  await expect(buyer).toHaveURL(/\/payment-success\?courseId=\d+&payment_intent=test_pi_/);
  await expect(buyer.getByTestId("payment-success")).toBeVisible();
  await expect(buyer.getByTestId("text-enrolled-course")).toHaveText(COURSE_TITLE);

  // Start Learning Now: every chapter is open, and a paid chapter plays.
  await buyer.getByTestId("link-start-learning").click();
  await expect(buyer).toHaveURL(new RegExp(`/course/${id}$`));
  await expect(buyer.getByTestId("button-course-action")).toHaveText("Start Course");
  const chapters = (await (await buyer.request.get(`/api/courses/${id}/chapters`)).json()) as { id: number; isPreview: boolean }[];
  const paid = chapters.find((c) => !c.isPreview)!;
  const closed = buyer.locator('[data-testid^="button-section-"][aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  await expect(buyer.locator('[data-testid^="chapter-"][data-locked="true"]')).toHaveCount(0);
  await buyer.getByTestId(`chapter-${paid.id}`).click();
  const video = buyer.getByTestId("video-element");
  await expect(video).toHaveAttribute("src", `/api/chapters/${paid.id}/video`);
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);

  // The entrepreneur: the 15 % commission, the new referral, and a place on this month's board.
  await seller.goto("/entrepreneur/commissions");
  const row = seller.locator('[data-testid^="commission-"]', { hasText: COURSE_TITLE }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText("$14.85"); // 15 % of $99.00
  await expect(row).toContainText("15% commission");
  await expect(row).toContainText("Pending");
  // Export Report downloads the same history as CSV.
  const [download] = await Promise.all([seller.waitForEvent("download"), seller.getByTestId("link-export-commissions").click()]);
  expect(download.suggestedFilename()).toBe("gsm-commissions.csv");
  const csv = await fs.readFile((await download.path())!, "utf8");
  expect(csv).toContain(`${COURSE_TITLE},sale,99.00,15,14.85,pending,`);
  await seller.goto("/entrepreneur/referrals");
  await expect(seller.locator('[data-testid^="referral-"]', { hasText: "Vera Visitor" }).first()).toContainText("b***@example.test");
  await seller.goto("/entrepreneur/leaderboard");
  const me = seller.locator('[data-testid^="leaderboard-row-"][aria-current="true"]');
  await expect(me).toContainText("Sam Rivera"); // the seeded entrepreneur's display name
  await expect(me).toContainText("$99.00 in sales");
  // The rank shown is the one the server computed (a medal for the top three, else #N).
  const board = (await (await seller.request.get("/api/entrepreneur/leaderboard")).json()) as { me: { id: number; rank: number } };
  const rank = seller.getByTestId(`text-rank-${board.me.id}`);
  // Every row shows its rank number, medal or not.
  await expect(rank).toContainText(`#${board.me.rank}`);

  // Back on the dashboard: the earnings and the pending sum are the server's, and the sale is listed.
  const { summary } = (await (await seller.request.get("/api/entrepreneur/commissions")).json()) as {
    summary: { totalEarnings: string; pending: { amount: string; count: number } };
  };
  const usd = (amount: string) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(Number(amount));
  await seller.goto("/");
  await expect(seller.getByTestId("stat-total-earnings")).toContainText(usd(summary.totalEarnings));
  await expect(seller.getByTestId("text-summary-pending")).toContainText(usd(summary.pending.amount));
  await expect(seller.locator('[data-testid^="commission-"]', { hasText: COURSE_TITLE }).first()).toContainText("$14.85");
});

test("a declined card shows Payment Failed and grants nothing", async ({ page }) => {
  await signUpLearner(page, uniqueName("declined"));
  const id = await courseId(page);
  await page.goto(`/checkout/${id}?type=subscription`);
  await expect(page.getByTestId("text-checkout-amount")).toHaveText("$8.25/month");
  await fillTestCard(page, "4000 0000 0000 0002");
  await page.getByTestId("button-pay").click();
  // Beside the form, where the buyer is looking (a toast would cover the Pay button).
  const refusal = page.getByTestId("form-test-card").getByRole("alert");
  await expect(refusal).toContainText("Payment Failed");
  await expect(refusal).toContainText("Your card was declined.");
  await expect(page).toHaveURL(new RegExp(`/checkout/${id}`));
  const enrollments = (await (await page.request.get("/api/personal/enrollments")).json()) as { courseId: number }[];
  expect(enrollments.some((e) => e.courseId === id)).toBe(false);
  await page.goto(`/course/${id}`);
  await expect(page.locator('[data-testid^="chapter-"][data-locked="true"]').first()).toBeVisible();
});
