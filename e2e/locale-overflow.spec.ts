import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { DEMO, uniqueName } from "./helpers";

// Every language fits its boxes (docs/product-rules.md §13): the key screens in each of the five
// languages, at a desktop width and on a 390 px phone, with no button, badge, label, select or
// heading whose text is cut off, runs past the box that holds it, or (a button) is squeezed onto a
// second line. Text cut on purpose (text-overflow: ellipsis with a title to read it whole) passes.

const LOCALES = ["en", "es", "fr", "de", "zh"] as const;
type Locale = (typeof LOCALES)[number];
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;
const API = { "X-Requested-With": "XMLHttpRequest" };

interface Problem {
  what: string;
  text: string;
  why: string;
}

/** Runs in the page: every text box that overflows, is clipped by an ancestor, or wraps. */
function findOverflow(): Problem[] {
  const problems: Problem[] = [];
  const viewportWidth = document.documentElement.clientWidth;
  const describe = (el: Element) =>
    el.getAttribute("data-testid") ?? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${[...el.classList].slice(0, 3).join(".")}`;
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    if (box.width <= 2 || box.height <= 2) return false; // sr-only text is a 1 px box on purpose
    if (el.closest("[aria-hidden='true'], [hidden], [inert]")) return false;
    const style = getComputedStyle(el);
    return style.visibility !== "hidden" && style.display !== "none";
  };
  /** Cut with an ellipsis on purpose, with the whole text in a title. */
  const intentionallyTruncated = (el: Element) =>
    [el, ...el.querySelectorAll("*")].some((node) => getComputedStyle(node).textOverflow === "ellipsis" && node.closest("[title]"));
  const textOf = (el: Element) => (el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.text ?? "") : (el.textContent ?? "")).trim();

  const canvas = document.createElement("canvas").getContext("2d")!;
  const selectOverflows = (el: HTMLSelectElement) => {
    const style = getComputedStyle(el);
    canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return canvas.measureText(textOf(el)).width > room + 1;
  };
  /** Whether one run of text inside the element is broken onto several lines. */
  const textWraps = (el: Element) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.some((r) => Math.abs(r.top - rects[0].top) > r.height / 2)) return true;
    }
    return false;
  };
  /** Narrower than the room its parent gives it: squeezed by its neighbours. */
  const squeezed = (el: Element) => {
    const parent = el.parentElement;
    if (!parent) return false;
    const style = getComputedStyle(parent);
    const room = parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return el.getBoundingClientRect().width < room - 1;
  };

  const boxes = document.querySelectorAll(
    [
      "button",
      "[role='button']",
      "a[data-testid^='button-']",
      "[class*='rounded-full'][class*='text-xs']", // badges
      "label",
      "select",
      "[role='combobox']",
      "h1",
      "h2",
      "h3",
      "h4",
    ].join(","),
  );
  for (const el of boxes) {
    const text = textOf(el);
    if (!text || !visible(el) || intentionallyTruncated(el)) continue;
    const box = el.getBoundingClientRect();
    const report = (why: string) => problems.push({ what: describe(el), text: text.slice(0, 60), why });
    if (el instanceof HTMLSelectElement ? selectOverflows(el) : el.scrollWidth > el.clientWidth + 1) {
      report(`text ${el.scrollWidth}px in a ${el.clientWidth}px box`);
      continue;
    }
    if (box.right > viewportWidth + 1) {
      report(`runs off the screen (right edge ${Math.round(box.right)} > ${viewportWidth})`);
      continue;
    }
    // Clipped by an ancestor that hides its overflow (a card with overflow: hidden).
    for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const overflowX = getComputedStyle(parent).overflowX;
      if (overflowX === "visible") continue;
      const clip = parent.getBoundingClientRect();
      if (box.right > clip.right + 1 || box.left < clip.left - 1) report(`runs past ${describe(parent)}`);
      break;
    }
    // A button or badge whose words are pushed onto a second line by its neighbours ("Demo
    // ansehen" beside a long first button); a full-width button may wrap, it has no more room.
    const buttonLike = el.matches("button, [role='button'], a[data-testid^='button-'], [class*='rounded-full'][class*='text-xs']");
    if (buttonLike && textWraps(el) && squeezed(el)) report("wraps beside its neighbours");
  }
  return problems;
}

async function register(request: APIRequestContext, role: "personal" | "entrepreneur", language: Locale) {
  const username = uniqueName(`fit_${role.slice(0, 4)}`);
  const password = "fits-the-box-42";
  const res = await request.post("/api/register", {
    headers: API,
    data: {
      username,
      password,
      email: `${username}@example.test`,
      firstName: "Maximiliane",
      lastName: "Überlänge-Schmidt",
      role,
      language,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, username, password };
}

/** A browser context signed in as a fresh user of the role, whose saved language is `locale`. */
async function signedInContext(browser: Browser, role: "personal" | "entrepreneur" | "admin", locale: Locale): Promise<BrowserContext> {
  const context = await browser.newContext();
  const user = await register(context.request, role === "admin" ? "personal" : role, locale);
  if (role === "admin") {
    // A fresh admin, promoted by the demo admin: no other journey's demo admin changes language.
    const demo = await browser.newContext();
    expect((await demo.request.post("/api/login", { data: DEMO.admin, headers: API })).status()).toBe(200);
    expect((await demo.request.patch(`/api/admin/users/${user.id}`, { data: { role: "admin" }, headers: API })).status()).toBe(200);
    await demo.close();
    await context.clearCookies();
    expect(
      (await context.request.post("/api/login", { data: { username: user.username, password: user.password }, headers: API })).status(),
    ).toBe(200);
  }
  expect((await context.request.patch("/api/user/settings", { data: { language: locale }, headers: API })).status()).toBe(200);
  return context;
}

async function visitorContext(browser: Browser, locale: Locale, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies([{ name: "gsm_lang", value: locale, url: baseURL }]);
  return context;
}

/** Opens the screen, waits for what shows it loaded, and checks it at both widths. */
async function check(page: Page, locale: Locale, path: string, ready: (page: Page) => Promise<void>, found: string[]) {
  await page.setViewportSize(VIEWPORTS[0]);
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", locale === "zh" ? "zh-Hans" : locale);
  await ready(page);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    // The layout for the new width is there once the document is no wider than the screen.
    await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(viewport.width);
    for (const p of await page.evaluate(findOverflow)) found.push(`${locale} ${viewport.name} ${path}: ${p.what} "${p.text}" ${p.why}`);
  }
}

const visible = (testId: string) => async (page: Page) => {
  await expect(page.getByTestId(testId).first()).toBeVisible();
};
const visibleMatching = (prefix: string) => async (page: Page) => {
  await expect(page.locator(`[data-testid^='${prefix}']`).first()).toBeVisible();
};

for (const locale of LOCALES) {
  test(`every key screen fits its text in ${locale}, on a desktop and a phone`, async ({ browser, baseURL, request }) => {
    test.setTimeout(180_000);
    const found: string[] = [];
    const courses = (await (await request.get("/api/courses?limit=1")).json()) as { items: { id: number }[] };
    const courseId = courses.items[0].id;

    const visitor = await visitorContext(browser, locale, baseURL!);
    const page = await visitor.newPage();
    await check(page, locale, "/", visible("button-how-it-works"), found);
    await check(page, locale, "/browse", visibleMatching("card-course-"), found);
    await check(page, locale, `/course/${courseId}`, visible("text-course-title"), found);
    await visitor.close();

    const learner = await signedInContext(browser, "personal", locale);
    const learnerPage = await learner.newPage();
    await check(learnerPage, locale, "/personal", visibleMatching("button-recommended-enroll-"), found);
    await check(learnerPage, locale, "/personal/courses", visible("text-page-title"), found);
    await learner.close();

    const entrepreneur = await signedInContext(browser, "entrepreneur", locale);
    const entrepreneurPage = await entrepreneur.newPage();
    await check(entrepreneurPage, locale, "/entrepreneur", visible("stat-commission-rate"), found);
    await entrepreneur.close();

    const admin = await signedInContext(browser, "admin", locale);
    const adminPage = await admin.newPage();
    await check(adminPage, locale, "/admin", visible("link-view-all-courses"), found);
    await admin.close();

    expect(found, found.join("\n")).toEqual([]);
  });
}
