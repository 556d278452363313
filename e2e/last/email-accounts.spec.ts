import { expect, request, test, type APIRequestContext } from "@playwright/test";
import { linkIn, startTestSmtp, type TestSmtp } from "../../server/test/test-smtp";
import { expectNoSeriousA11yViolations } from "../a11y";
import { DEMO, fillTestCard, signIn, signUp, uniqueName } from "../helpers";

// Email journeys (docs/product-rules.md §9) with a real mail server. They save an SMTP server and turn email verification on
// for every new account, so these run last, alone (the "last" project), and restore the settings.
test.describe.configure({ mode: "serial" });

const COURSE_TITLE = "Web Development Foundations"; // seeded, published, $79.00
let smtp: TestSmtp;
let admin: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  smtp = await startTestSmtp();
  admin = await request.newContext({ baseURL, extraHTTPHeaders: { "X-Requested-With": "XMLHttpRequest" } });
  expect((await admin.post("/api/login", { data: { username: DEMO.admin.username, password: DEMO.admin.password } })).status()).toBe(200);
  const saved = await admin.patch("/api/admin/settings", {
    data: { emailProvider: "smtp", smtpHost: "127.0.0.1", smtpPort: smtp.port, smtpUsername: "", requireEmailVerification: true },
  });
  expect(saved.status()).toBe(200);
});

test.afterAll(async () => {
  // Verification first: it stays on (and enforced) when the mail server goes away.
  await admin.patch("/api/admin/settings", { data: { requireEmailVerification: false, smtpHost: "" } });
  await admin.dispose();
  await smtp.close();
});

/** The link in the newest email to `email` whose path starts with `path` (the job sends within seconds). */
async function emailedLink(email: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () =>
        (link = smtp.received
          .filter((m) => m.to.includes(email))
          .reverse()
          .map((m) => linkIn(m, path))
          .find(Boolean)),
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return link!;
}

test("forgot password: the emailed link sets a new password that signs in", async ({ browser, page }) => {
  const username = uniqueName("forgetful");
  const email = `${username}@example.test`;
  const signup = await (await browser.newContext()).newPage();
  await signUp(signup, { firstName: "Fern", lastName: "Forgetful", username, email, password: "first-pass-1", role: "personal" });
  await expect(signup.getByTestId("text-greeting")).toBeVisible();

  await page.goto("/auth");
  await page.getByTestId("link-forgot-password").click();
  await expect(page.getByTestId("form-forgot-password")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "forgot password");
  await page.getByTestId("input-email").fill(email);
  await page.getByTestId("button-send-reset-link").click();
  await expect(page.getByTestId("text-forgot-sent")).toContainText("If an account uses that email address");

  await page.goto(await emailedLink(email, "/reset-password?token="));
  await expect(page.getByTestId("form-reset-password")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "reset password");
  await page.getByTestId("input-new-password").fill("second-pass-2");
  await page.getByTestId("button-reset-password").click();
  await expect(page.getByTestId("text-reset-done")).toBeVisible();
  // The session opened at sign-up has ended.
  expect((await signup.request.get("/api/user")).status()).toBe(401);

  await page.getByTestId("button-go-sign-in").click();
  await signIn(page, username, "second-pass-2");
  await expect(page.getByTestId("text-greeting")).toBeVisible();
});

test("with verification on, a new account cannot pay until it opens the emailed link, then pays", async ({ page }) => {
  const username = uniqueName("unverified");
  const email = `${username}@example.test`;
  await signUp(page, { firstName: "Una", lastName: "Verified", username, email, password: "paying-42", role: "personal" });
  await expect(page.getByTestId("text-greeting")).toBeVisible();
  await expect(page.getByTestId("banner-verify-email")).toBeVisible();

  const res = await page.request.get(`/api/courses?search=${encodeURIComponent(COURSE_TITLE)}`);
  const id = ((await res.json()) as { items: { id: number; title: string }[] }).items.find((c) => c.title === COURSE_TITLE)!.id;
  await page.goto(`/checkout/${id}?type=one_time`);
  await expect(page.getByTestId("checkout-refused")).toHaveText("Please verify your email address first.");
  await expectNoSeriousA11yViolations(page, "checkout with the verification banner");

  await page.goto(await emailedLink(email, "/verify-email?token="));
  await expect(page.getByTestId("text-verify-done")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "email verified");

  await page.goto(`/checkout/${id}?type=one_time`);
  await expect(page.getByTestId("banner-verify-email")).toHaveCount(0);
  await fillTestCard(page, "4242 4242 4242 4242");
  await page.getByTestId("button-pay").click();
  await expect(page.getByTestId("payment-success")).toBeVisible();
  await expect
    .poll(() => smtp.received.some((m) => m.to.includes(email) && m.subject.includes(`receipt for ${COURSE_TITLE}`)), { timeout: 30_000 })
    .toBe(true);
});
