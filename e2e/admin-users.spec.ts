import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, expectSignedOut, signIn, signUp, uniqueName } from "./helpers";

// docs/product-rules.md §7: an admin finds a user by search and suspends them (their open session ends at their next
// action), and promotes another user to entrepreneur.

async function newLearner(browser: Browser, prefix: string): Promise<{ page: Page; username: string }> {
  const page = await (await browser.newContext()).newPage();
  const username = uniqueName(prefix);
  await signUp(page, {
    firstName: "Ursula",
    lastName: prefix,
    username,
    email: `${username}@example.test`,
    password: "account42",
    role: "personal",
  });
  await expect(page.getByTestId("text-greeting")).toBeVisible();
  return { page, username };
}

async function findUser(admin: Page, username: string): Promise<string> {
  await admin.getByTestId("input-search-users").fill(username);
  const rows = admin.locator('[data-testid^="user-"]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(username);
  return (await rows.first().getAttribute("data-testid"))!.replace("user-", "");
}

async function choose(admin: Page, select: string, option: string, notice: "Status updated" | "Role updated") {
  await admin.getByTestId(select).click();
  await admin.getByTestId(option).click();
  await expect(admin.getByTestId("toast-title").filter({ hasText: notice }).first()).toBeVisible();
}

test("an admin suspends a user found by search and promotes another to entrepreneur", async ({ browser, page: admin }) => {
  const suspended = await newLearner(browser, "suspendme");
  const promoted = await newLearner(browser, "promoteme");

  await signIn(admin, DEMO.admin.username, DEMO.admin.password);
  await admin.getByTestId("nav-user-management").click();
  await expect(admin).toHaveURL(/\/admin\/users$/);
  await expect(admin.getByTestId("stat-total-users")).toHaveText(/^\d+$/);

  const id = await findUser(admin, suspended.username);
  await choose(admin, `select-status-${id}`, `option-status-${id}-suspended`, "Status updated");
  await expect(admin.getByTestId(`select-status-${id}`)).toContainText("Suspended");

  // The suspended learner's next action finds them signed out.
  await suspended.page.getByTestId("nav-my-courses").click();
  await expect(suspended.page).toHaveURL(/\/auth$/);
  await expectSignedOut(suspended.page);

  const otherId = await findUser(admin, promoted.username);
  await choose(admin, `select-role-${otherId}`, `option-role-${otherId}-entrepreneur`, "Role updated");
  await expect(admin.getByTestId(`select-role-${otherId}`)).toContainText("Entrepreneur");
  await promoted.page.goto("/");
  await expect(promoted.page.getByRole("heading", { name: "Entrepreneur Dashboard" })).toBeVisible();
  await expect(promoted.page.getByTestId("text-affiliate-code")).toHaveText(/^GSM\d{6}$/);

  // Nothing matches: Clear Filters brings the list back.
  await admin.getByTestId("input-search-users").fill("no-such-user-anywhere");
  await expect(admin.getByTestId("empty-users")).toBeVisible();
  await admin.getByTestId("button-clear-filters").click();
  await expect(admin.locator('[data-testid^="user-"]').first()).toBeVisible();
});

test("the current admin's row lines up with the others: the role and status selects sit at the same x", async ({
  browser,
  page: admin,
}) => {
  // A user the search "admin" also finds, so that the admin's own row is listed with another.
  const other = await newLearner(browser, "admin_align");
  await signIn(admin, DEMO.admin.username, DEMO.admin.password);
  await expect(admin).toHaveURL(/\/admin$/);
  const me = (await (await admin.request.get("/api/user")).json()) as { id: number };
  await admin.goto("/admin/users");
  await admin.getByTestId("input-search-users").fill("admin");
  const mine = admin.getByTestId(`user-${me.id}`);
  await expect(mine).toBeVisible();
  await expect(mine).toContainText("(you)");
  const otherRow = admin.locator('[data-testid^="user-"]', { hasText: other.username });
  await expect(otherRow).toBeVisible();
  const otherId = (await otherRow.getAttribute("data-testid"))!.replace("user-", "");

  for (const select of ["role", "status"]) {
    const own = (await admin.getByTestId(`select-${select}-${me.id}`).boundingBox())!;
    const theirs = (await admin.getByTestId(`select-${select}-${otherId}`).boundingBox())!;
    expect(Math.abs(own.x - theirs.x), `${select} select x: ${own.x} vs ${theirs.x}`).toBeLessThan(1);
    expect(Math.abs(own.width - theirs.width), `${select} select width`).toBeLessThan(1);
  }
  // Every listed row's role select starts at the same x.
  const xs = await admin
    .locator('[data-testid^="select-role-"]')
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().x)));
  expect(xs.length).toBeGreaterThanOrEqual(2);
  expect(new Set(xs).size, `role select x per row: ${xs.join(", ")}`).toBe(1);
});
