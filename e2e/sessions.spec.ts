import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./a11y";
import { expectSignedOut, signIn, signUp, uniqueName } from "./helpers";

// docs/product-rules.md §15: a learner signed in on two browsers ends the other one from the profile.
test("a learner sees both sessions and signs the other browser out", async ({ browser }) => {
  const username = uniqueName("sessions");
  const laptop = await (await browser.newContext()).newPage();
  await signUp(laptop, {
    firstName: "Sam",
    lastName: "Sessions",
    username,
    email: `${username}@example.test`,
    password: "account42",
    role: "personal",
  });
  await expect(laptop.getByTestId("text-greeting")).toBeVisible();

  const phone = await (await browser.newContext()).newPage();
  await signIn(phone, username, "account42");
  await expect(phone.getByTestId("text-greeting")).toBeVisible();

  await laptop.getByTestId("nav-profile").click();
  const card = laptop.getByTestId("card-sessions");
  const rows = card.locator('[data-testid^="session-"]');
  await expect(rows).toHaveCount(2);
  await expect(card.getByText("This browser")).toHaveCount(1);
  await expectNoSeriousA11yViolations(laptop, "/personal/profile sessions");

  await card.locator('li [data-testid^="button-revoke-"]').click();
  await expect(rows).toHaveCount(1);
  await expect(card.getByTestId("button-revoke-others")).toHaveCount(0);

  // The other browser's next request finds it signed out.
  await expectSignedOut(phone);
  await phone.getByTestId("nav-my-courses").click();
  await expect(phone).toHaveURL(/\/auth$/);
});
