import { expect, test, type Page } from "@playwright/test";

// Chinese is readable on a computer without a CJK font (this one has none): the zh locale loads
// Noto Sans SC as a web font, only the unicode-range slices of the characters shown, and the other
// languages never ask for it (client/src/i18n/cjk-font.ts).

const NOTO_SC = /noto-sans-sc-[^/]*\.woff2$/;

async function notoFaces(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.family.replace(/["']/g, "") === "Noto Sans SC").map((face) => face.status);
  });
}

test("a Chinese page draws its characters with the CJK web font, loading only the slices it shows", async ({ page, baseURL }) => {
  const fonts: string[] = [];
  page.on("response", (response) => {
    if (NOTO_SC.test(new URL(response.url()).pathname)) fonts.push(response.url());
  });
  await page.context().addCookies([{ name: "gsm_lang", value: "zh", url: baseURL! }]);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  const text = (await heading.textContent())!;
  expect(text).toMatch(/\p{Script=Han}/u);

  // The faces of the characters on screen are loaded and draw the heading's characters.
  await expect.poll(async () => (await notoFaces(page)).includes("loaded")).toBe(true);
  expect(await page.evaluate((t) => document.fonts.check('700 48px "Noto Sans SC"', t), text)).toBe(true);
  expect(fonts.length).toBeGreaterThan(0);
  // Slices, not the whole font: about a hundred faces declared per weight, a few downloaded.
  const faces = await notoFaces(page);
  expect(faces.length).toBeGreaterThan(100);
  expect(faces.filter((s) => s === "loaded").length).toBeLessThan(faces.length / 2);
});

test("an English page neither declares nor downloads the CJK web font", async ({ page, baseURL }) => {
  const fonts: string[] = [];
  page.on("response", (response) => {
    if (/noto-sans-sc/.test(response.url())) fonts.push(response.url());
  });
  await page.context().addCookies([{ name: "gsm_lang", value: "en", url: baseURL! }]);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/browse");
  await expect(page.locator("[data-testid^='card-course-']").first()).toBeVisible();
  expect(await notoFaces(page)).toEqual([]);
  expect(fonts).toEqual([]);
});
