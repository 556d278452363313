import { expect, type Page } from "@playwright/test";

export const DEMO = {
  admin: { username: "admin", password: "admin123" },
  entrepreneur: { username: "entrepreneur", password: "entrepreneur123" },
  learner: { username: "learner", password: "learner123" },
} as const;

export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export async function signIn(page: Page, username: string, password: string) {
  await page.goto("/auth");
  await page.getByTestId("input-username").fill(username);
  await page.getByTestId("input-password").fill(password);
  await page.getByTestId("button-sign-in").click();
}

export async function signUp(
  page: Page,
  fields: {
    firstName: string;
    lastName: string;
    username: string;
    email: string;
    password: string;
    role: "personal" | "entrepreneur" | "admin";
  },
) {
  await page.goto("/auth");
  await page.getByTestId("tab-sign-up").click();
  await page.getByTestId("input-first-name").fill(fields.firstName);
  await page.getByTestId("input-last-name").fill(fields.lastName);
  await page.getByTestId("input-signup-username").fill(fields.username);
  await page.getByTestId("input-email").fill(fields.email);
  await page.getByTestId("input-signup-password").fill(fields.password);
  if (fields.role !== "personal") {
    // A native select (docs/benchmarks.md): picked as a keyboard or touch user does.
    await page.getByTestId("select-role").selectOption(fields.role);
  }
  await page.getByTestId("button-sign-up").click();
}

export async function expectSignedOut(page: Page) {
  const res = await page.request.get("/api/user");
  expect(res.status()).toBe(401);
}

/** Types a test card into the checkout: the number given, an expiry five years ahead and a CVC. */
export async function fillTestCard(page: Page, cardNumber: string) {
  await page.getByTestId("input-card-number").fill(cardNumber);
  await page.getByTestId("input-card-expiry").fill(`12${String((new Date().getUTCFullYear() + 5) % 100).padStart(2, "0")}`);
  await page.getByTestId("input-card-cvc").fill(cardNumber.replace(/\D/g, "").match(/^3[47]/) ? "1234" : "123");
}

/** Presses Tab until the element with this test id has the focus (at most `limit` times). */
export async function tabTo(page: Page, testId: string, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (
      await page
        .getByTestId(testId)
        .evaluate((el) => el === document.activeElement)
        .catch(() => false)
    )
      return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${testId} never got the focus by Tab`);
}
