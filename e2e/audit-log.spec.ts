import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./a11y";
import { DEMO, signIn, signUp, uniqueName } from "./helpers";

// docs/product-rules.md §15: an admin finds who did what in the audit log, by action, and exports it.
test("an admin filters the audit log by action and finds a new account's sign-up", async ({ browser, page: admin }) => {
  const learner = await (await browser.newContext()).newPage();
  const username = uniqueName("audited");
  await signUp(learner, {
    firstName: "Audrey",
    lastName: "Log",
    username,
    email: `${username}@example.test`,
    password: "account42",
    role: "personal",
  });
  await expect(learner.getByTestId("text-greeting")).toBeVisible();

  await signIn(admin, DEMO.admin.username, DEMO.admin.password);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.getByTestId("nav-audit-log").click();
  await expect(admin).toHaveURL(/\/admin\/audit$/);
  await expect(admin.getByTestId("list-audit")).toBeVisible();

  await admin.getByTestId("select-audit-action").click();
  await admin.getByTestId("option-audit-action-auth.signup").click();
  const entries = admin.locator('[data-testid^="audit-entry-"]');
  await expect(entries.first()).toContainText("auth.signup");
  await expect(entries.first()).toContainText(`by ${username}`);
  await expect(admin.locator('[data-testid^="audit-action-"]').filter({ hasNotText: "auth.signup" })).toHaveCount(0);
  await expect(admin.getByTestId("link-export-audit")).toHaveAttribute("href", "/api/admin/audit.csv?action=auth.signup");

  const csv = await admin.request.get("/api/admin/audit.csv?action=auth.signup");
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`,${username},auth.signup,user,`);
  await expectNoSeriousA11yViolations(admin, "/admin/audit");
});
