import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./a11y";
import { DEMO, signIn } from "./helpers";

// Every screen, signed out and as each role, in the light and the dark theme (docs/testing.md).
// The states a journey reaches (the new-coupon dialog, promo codes in the marketing tools, the quiz
// editor and results, the player with the transcript open, the chapter dialog with captions) are
// checked in both themes by their journeys: expectNoSeriousA11yViolationsInBothThemes.
const THEMES = ["light", "dark"] as const;
// Several screens, each analysed by axe: longer than a usual journey.
test.describe.configure({ timeout: 240_000 });

async function courseIds(page: Page): Promise<{ free: number; paid: number }> {
  const { items } = (await (await page.request.get("/api/courses?limit=50")).json()) as { items: { id: number; price: string }[] };
  return { free: items.find((c) => Number(c.price) === 0)!.id, paid: items.find((c) => Number(c.price) > 0)!.id };
}

async function pageIn(browser: Browser, theme: (typeof THEMES)[number]) {
  const context = await browser.newContext({ colorScheme: theme, viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

async function visitAll(page: Page, paths: string[], theme: string) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator("main, [data-testid=text-not-found]").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${path} (${theme})`);
  }
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test("public screens", async ({ browser }) => {
      const page = await pageIn(browser, theme);
      const { free } = await courseIds(page);
      await visitAll(page, ["/", "/auth", "/browse", `/course/${free}`, "/privacy", "/terms", "/no-such-page"], theme);
      await page.goto("/auth");
      await page.getByTestId("tab-sign-up").click();
      await expectNoSeriousA11yViolations(page, `/auth sign-up tab (${theme})`);
      // The account pages a link in an email opens; a made-up token shows each page's refusal.
      for (const path of [
        "/forgot-password",
        "/reset-password?token=made-up",
        "/verify-email?token=made-up",
        "/unsubscribe?token=made-up",
      ]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("status").or(page.getByRole("alert")).or(page.getByRole("button")).first()).toBeVisible();
        await expectNoSeriousA11yViolations(page, `${path} (${theme})`);
      }
    });

    test("learner screens", async ({ browser }) => {
      const page = await pageIn(browser, theme);
      await signIn(page, DEMO.learner.username, DEMO.learner.password);
      await expect(page.getByTestId("text-greeting")).toBeVisible();
      const { free, paid } = await courseIds(page);
      await visitAll(
        page,
        [
          "/",
          "/personal/courses",
          "/personal/browse",
          "/personal/financial",
          "/personal/certificates",
          "/personal/profile",
          "/personal/settings",
          "/account/two-factor",
          `/course/${free}`,
          `/checkout/${paid}`,
        ],
        theme,
      );
    });

    test("entrepreneur screens", async ({ browser }) => {
      const page = await pageIn(browser, theme);
      await signIn(page, DEMO.entrepreneur.username, DEMO.entrepreneur.password);
      await expect(page.getByTestId("text-greeting")).toBeVisible();
      await visitAll(
        page,
        [
          "/",
          "/entrepreneur/courses",
          "/entrepreneur/commissions",
          "/entrepreneur/referrals",
          "/entrepreneur/tools",
          "/entrepreneur/settings",
          "/entrepreneur/leaderboard",
        ],
        theme,
      );
    });

    test("admin screens", async ({ browser }) => {
      const page = await pageIn(browser, theme);
      await signIn(page, DEMO.admin.username, DEMO.admin.password);
      await expect(page).toHaveURL(/\/admin$/);
      await visitAll(
        page,
        [
          "/admin",
          "/admin/courses",
          "/admin/users",
          "/admin/analytics",
          "/admin/settings",
          "/admin/payments",
          "/admin/payouts",
          "/admin/coupons",
          "/admin/emails",
          "/admin/audit",
        ],
        theme,
      );
      // The course management dialogs: course, section, chapter, guideline.
      await page.goto("/admin/courses");
      for (const button of ["button-create-course", "button-add-section", "button-add-chapter", "button-add-guideline"]) {
        await page.getByTestId(button).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoSeriousA11yViolations(page, `/admin/courses ${button} dialog (${theme})`);
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toBeHidden();
      }
    });
  });
}
