import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, fillTestCard, signIn, signUp, uniqueName } from "./helpers";

// docs/product-rules.md §7: the analytics screen shows the figures the API computes and exports them as CSV; an
// admin refunds a payment from the Payments screen and the buyer's course locks again.

const API_HEADERS = { "X-Requested-With": "XMLHttpRequest" };
const COURSE_TITLE = "UI/UX Design Essentials"; // seeded, published, $89.00

async function expectToast(page: Page, title: string) {
  await expect(page.getByTestId("toast-title").filter({ hasText: title }).first()).toBeVisible();
}

test("the analytics screen shows the computed figures and exports them as CSV", async ({ page }) => {
  await signIn(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page.getByTestId("sidebar")).toBeVisible();
  await page.getByTestId("nav-analytics").click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByTestId("stat-total-revenue")).toBeVisible();
  const report = await (await page.request.get("/api/admin/analytics")).json();
  // Other journeys may sell meanwhile: users and revenue only grow, the course counts stay.
  expect(Number((await page.getByTestId("stat-total-users").textContent())!)).toBeLessThanOrEqual(report.overview.totalUsers);
  await expect(page.getByTestId("text-published-courses")).toHaveText(String(report.summary.publishedCourses));
  await expect(page.getByTestId("text-video-hours")).toHaveText(`${report.summary.videoHours}h`);
  // Recharts: six months of bars on an axis scaled to the data, the exact value in a tooltip.
  const chart = page.getByTestId("chart-revenue");
  const bars = chart.locator(".recharts-bar-rectangle");
  await expect(bars).toHaveCount(6);
  const last = report.revenueData.at(-1) as { month: string; revenue: string };
  const axisMax = Number(await chart.getAttribute("data-axis-max"));
  const largest = Math.max(...report.revenueData.map((p: { revenue: string }) => Number(p.revenue)));
  expect(axisMax).toBeGreaterThanOrEqual(largest);
  expect(axisMax).toBeLessThanOrEqual(Math.max(1, largest * 2.5));
  await bars.last().hover();
  const exact = `$${Number(last.revenue).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
  await expect(chart.locator(".recharts-tooltip-wrapper")).toContainText(exact);

  const download = page.waitForEvent("download");
  await page.getByTestId("link-export-report").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^gsm-analytics-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await file.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe("section,item,metric,value");
  expect(csv).toContain(`summary,,publishedCourses,${report.summary.publishedCourses}`);
});

test("an admin refunds a purchase and the buyer's course locks again", async ({ browser, page: admin }) => {
  const buyer = await (await browser.newContext()).newPage();
  const username = uniqueName("refund");
  await signUp(buyer, {
    firstName: "Remy",
    lastName: "Refund",
    username,
    email: `${username}@example.test`,
    password: "refund42",
    role: "personal",
  });
  await expect(buyer.getByTestId("text-greeting")).toBeVisible();
  const list = await (await buyer.request.get(`/api/courses?search=${encodeURIComponent(COURSE_TITLE)}`)).json();
  const id = (list.items as { id: number; title: string }[]).find((c) => c.title === COURSE_TITLE)!.id;
  await buyer.goto(`/checkout/${id}`);
  await fillTestCard(buyer, "4242 4242 4242 4242");
  await buyer.getByTestId("button-pay").click();
  await expect(buyer.getByTestId("payment-success")).toBeVisible();
  const enrolled = (await (await buyer.request.get("/api/personal/enrollments", { headers: API_HEADERS })).json()) as {
    courseId: number;
    hasAccess: boolean;
  }[];
  expect(enrolled.find((e) => e.courseId === id)?.hasAccess).toBe(true);

  await signIn(admin, DEMO.admin.username, DEMO.admin.password);
  await expect(admin.getByTestId("sidebar")).toBeVisible();
  await admin.getByTestId("nav-payments").click();
  await expect(admin).toHaveURL(/\/admin\/payments$/);
  const row = admin.getByTestId("list-payments").locator("> li", { hasText: username }).first();
  await expect(row).toContainText(COURSE_TITLE);
  await expect(row).toContainText("$89.00");
  // Narrow the list to this buyer from their name in the row, then refund.
  await row.getByRole("button", { name: username, exact: true }).click();
  await expect(admin.getByTestId("button-clear-buyer")).toHaveText(`Buyer: ${username}`);
  await expect(admin.getByTestId("list-payments").locator("> li")).toHaveCount(1);
  await row.getByRole("button", { name: "Refund", exact: true }).click();
  await admin.getByTestId("button-confirm-delete").click();
  await expectToast(admin, "Payment refunded");
  await expect(row).toContainText("Refunded");

  await buyer.goto("/personal/courses");
  // A refunded purchase is listed as Refunded and counted nowhere.
  await expect(buyer.getByTestId(`badge-refunded-${id}`)).toBeVisible();
  await buyer.goto(`/course/${id}`);
  await expect(buyer.locator('[data-testid^="chapter-"][data-locked="true"]').first()).toBeVisible();
  await expect(buyer.getByTestId("button-buy-now")).toBeVisible();
});
