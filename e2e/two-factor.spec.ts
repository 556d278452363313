import { expect, test } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { expectNoSeriousA11yViolations } from "./a11y";
import { expectSignedOut, signIn, signUp, uniqueName } from "./helpers";

// Two-factor sign-in with an authenticator app (docs/product-rules.md §15): no phone scans the QR
// code; the test reads the secret from the setup answer and computes the codes as an app would.
const codeOf = (secret: string, at: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp: at });

test("a learner turns on an authenticator app, signs out, and signs in with a code from it", async ({ page }) => {
  const username = uniqueName("totp");
  const password = "twofactor42";
  await signUp(page, { firstName: "Tess", lastName: "Totp", username, email: `${username}@example.test`, password, role: "personal" });
  await expect(page.getByTestId("text-sidebar-title")).toHaveText("Learning Hub");

  await page.getByTestId("nav-profile").click();
  const card = page.getByTestId("card-two-factor");
  await expect(card.getByTestId("text-two-factor-status")).toHaveText("Two-factor sign-in is off.");
  const setupAnswer = page.waitForResponse((res) => res.url().endsWith("/api/user/2fa/totp/setup"));
  await card.getByTestId("button-two-factor-start").click();
  const { secret } = (await (await setupAnswer).json()) as { secret: string };
  await expect(card.getByTestId("img-two-factor-qr").locator("svg")).toBeVisible();
  await expect(card.getByTestId("text-two-factor-secret")).toHaveText(secret.match(/.{1,4}/g)!.join(" "));
  await expectNoSeriousA11yViolations(page, "two-factor setup");

  // A wrong code is refused under the field; the app's current one turns it on.
  await card.getByTestId("input-two-factor-setup-code").fill("000000");
  await card.getByTestId("button-two-factor-enable").click();
  await expect(card.getByTestId("error-two-factor-setup-code")).toContainText("That code is not right");
  const enabledAt = Date.now();
  await card.getByTestId("input-two-factor-setup-code").fill(codeOf(secret, enabledAt));
  await card.getByTestId("button-two-factor-enable").click();
  await expect(card.getByTestId("list-recovery-codes").getByRole("listitem")).toHaveCount(10);
  await expectNoSeriousA11yViolations(page, "two-factor recovery codes");
  await card.getByTestId("button-recovery-done").click();
  await expect(card.getByTestId("text-two-factor-status")).toHaveText("Two-factor sign-in is on.");
  await expect(card.getByTestId("form-two-factor-disable")).toBeVisible();

  await page.getByTestId("button-logout").click();
  await expect(page.getByRole("heading", { name: "Master New Skills & Build Your Future" })).toBeVisible();
  await expectSignedOut(page);

  // The password alone does not sign in: the second step asks for the code.
  await signIn(page, username, password);
  await expect(page.getByTestId("form-two-factor-step")).toBeVisible();
  await expectSignedOut(page);
  await expectNoSeriousA11yViolations(page, "sign-in second step");
  // The code that turned it on (its step, or the next one if the server's clock passed a step
  // boundary meanwhile) is used up; a later step's code, within one step of drift, is taken.
  const stepOf = (t: number) => Math.floor(t / 30_000);
  const now = stepOf(Date.now());
  const step = now <= stepOf(enabledAt) + 1 ? now + 1 : now;
  await page.getByTestId("input-two-factor-code").fill(codeOf(secret, step * 30_000));
  await page.getByTestId("button-two-factor-verify").click();
  await expect(page.getByTestId("text-sidebar-title")).toHaveText("Learning Hub");
  const me = await (await page.request.get("/api/user")).json();
  expect(me).toMatchObject({ username, twoFactorEnabled: true, passkeyCount: 0 });
});
