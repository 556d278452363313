import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { readZip } from "../server/test/read-zip";
import { expectNoSeriousA11yViolations } from "./a11y";
import { signUp, uniqueName } from "./helpers";

test("a learner asks for their data, the job prepares it, and the download holds their profile and no password", async ({ page }) => {
  const username = uniqueName("export");
  const password = "export42";
  await signUp(page, { firstName: "Ada", lastName: "Export", username, email: `${username}@example.test`, password, role: "personal" });
  await expect(page.getByTestId("text-sidebar-title")).toHaveText("Learning Hub");

  await page.getByTestId("nav-settings").click();
  const card = page.getByTestId("card-data-export");
  await expect(card.getByRole("heading", { name: "Download my data" })).toBeVisible();
  await expect(card.getByTestId("text-data-export-none")).toHaveText("You have not asked for a copy of your data yet.");
  await expectNoSeriousA11yViolations(page, "settings with the data export card");

  await card.getByRole("button", { name: "Request my data" }).click();
  await expect(page.getByTestId("toast-title")).toHaveText("Your data is being prepared. We will email you when it is ready.");
  // The account.data-exports job builds it (woken by the request); the card asks again while it waits.
  const download = card.getByRole("link", { name: "Download (zip)" });
  await expect(download).toBeVisible();
  await expect(card.getByTestId("data-export-ready")).toContainText("You can download it until");
  await expect(card.getByTestId("text-data-export-next")).toContainText("You can ask again from");
  await expect(card.getByRole("button", { name: "Request my data" })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, "settings with a ready data export");

  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = readZip(fs.readFileSync((await file.path())!));
  const profile = JSON.parse(files.get("profile.json")!.toString("utf8"));
  expect(profile).toMatchObject({ username, email: `${username}@example.test`, firstName: "Ada", lastName: "Export" });
  expect(files.has("payments.csv")).toBe(true);
  const everything = [...files.values()].map((b) => b.toString("utf8")).join("\n");
  expect(everything).not.toContain(password);
  expect(everything).not.toMatch(/passwordHash|password_hash/i);

  // On a 390 px phone the card fits and its link stays in reach.
  await page.setViewportSize({ width: 390, height: 844 });
  await download.scrollIntoViewIfNeeded();
  const box = (await download.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // Asking again the same day is refused with its reason (the button is disabled; the API says why).
  const again = await page.request.post("/api/user/export", { data: {}, headers: { "X-Requested-With": "XMLHttpRequest" } });
  expect(again.status()).toBe(429);
  expect((await again.json()).code).toBe("EXPORT_RATE_LIMITED");
});
