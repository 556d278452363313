import { expectNoSeriousA11yViolationsInBothThemes } from "./a11y";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueName } from "./helpers";

// Public profiles (docs/product-rules.md §16): a learner with a certificate makes the profile public
// with certificates shown; a visitor who is not signed in opens /u/:username on a phone (390 px),
// sees the certificate and follows it to its verification page.

const FREE_COURSE = "Starting Your Online Business"; // seeded, published, price 0
const API_HEADERS = { "X-Requested-With": "XMLHttpRequest" }; // the server's CSRF check

async function earnCertificate(page: Page): Promise<number> {
  const res = await page.request.get(`/api/courses?search=${encodeURIComponent("Starting")}`);
  const { items } = (await res.json()) as { items: { id: number; title: string }[] };
  const course = items.find((item) => item.title === FREE_COURSE);
  expect(course, `${FREE_COURSE} is seeded`).toBeTruthy();
  expect((await page.request.post(`/api/personal/enroll/${course!.id}`, { headers: API_HEADERS })).status()).toBe(201);
  const chapters = (await (await page.request.get(`/api/courses/${course!.id}/chapters`)).json()) as { id: number }[];
  for (const chapter of chapters) {
    const done = await page.request.post(`/api/personal/courses/${course!.id}/chapters/${chapter.id}/complete`, { headers: API_HEADERS });
    expect(done.ok()).toBe(true);
  }
  return course!.id;
}

test("a learner shows a certificate on a public profile and a visitor sees it on a phone", async ({ page, browser, baseURL }) => {
  const username = uniqueName("shown");
  await signUp(page, {
    firstName: "Paula",
    lastName: "Public",
    username,
    email: `${username}@example.test`,
    password: "showing42",
    role: "personal",
  });
  await expect(page.getByTestId("text-greeting")).toBeVisible();
  const courseId = await earnCertificate(page);

  // Settings: public, with certificates shown; the help text says what the switch does.
  await page.getByTestId("nav-settings").click();
  await page.getByTestId("select-profileVisibility").click();
  await page.getByTestId("option-profileVisibility-public").click();
  const certificatesSwitch = page.getByTestId("switch-showCertificates");
  if ((await certificatesSwitch.getAttribute("aria-checked")) !== "true") await certificatesSwitch.click();
  await expect(certificatesSwitch).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("card-settings-privacy")).toContainText("appear on your profile page");
  await page.getByTestId("button-save-settings").click();
  await expect(page.getByTestId("toast-title")).toHaveText("Settings updated");

  await page.getByTestId("link-view-public-profile").click();
  await expect(page).toHaveURL(new RegExp(`/u/${username}$`));
  await expect(page.getByTestId("text-profile-name")).toHaveText("Paula Public");

  // A visitor without an account, on a 390 px phone.
  const visitor = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await visitor.newPage();
  await phone.goto(`/u/${username}`);
  await expect(phone.getByTestId("text-profile-name")).toHaveText("Paula Public");
  const certificate = phone.getByTestId(`row-profile-certificate-${courseId}`);
  await expect(certificate).toContainText(FREE_COURSE);
  await expect(phone.getByTestId("text-profile-owner-note")).toHaveCount(0);
  // Nothing wider than the phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolationsInBothThemes(phone, "public profile (390 px)");

  await certificate.getByTestId(`link-verify-certificate-${courseId}`).click();
  await expect(phone).toHaveURL(new RegExp(`/certificate/${courseId}/\\d+$`));
  await expect(phone.getByTestId("badge-certificate-verified")).toBeVisible();
  await visitor.close();
});
