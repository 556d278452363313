import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.5.3 Label in Name: a control's visible text is part of its accessible name. */
const LABEL_IN_NAME = "label-content-name-mismatch";

/**
 * axe-core on the page as it is (docs/testing.md): WCAG 2.1 A and AA plus best practices, Label
 * in Name among them; the journey fails on any serious or critical violation, and on a skipped
 * heading level (moderate in axe, but the issue asks for it), naming each one with its elements.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string) {
  await page.waitForLoadState("load");
  // An entrance that starts on a timer (the landing hero fades in after a delay) may begin while
  // axe is measuring, which would read a half-faded colour. Measured with reduced motion, every
  // such element is drawn in its final state at once (motion-reduce: classes); the journey goes
  // on with motion as before.
  await page.emulateMedia({ reducedMotion: "reduce" });
  // axe measures contrast on what is painted: wait until every entrance animation and transition
  // (fades, staggered reveals, their delays included) has finished, after two frames so that the
  // ones observers start are running. Endless ones (spinners, pulses) are not waited for.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(
    () =>
      document.getAnimations().every((animation) => {
        const end = Number(animation.effect?.getComputedTiming().endTime ?? 0);
        return !Number.isFinite(end) || animation.playState !== "running";
      }),
    undefined,
    { timeout: 30_000 },
  );
  const results = await new AxeBuilder({ page })
    // Named, not left to its tags: axe has shipped this rule as experimental (excluded from a tag
    // run) and may again; a rule enabled by name runs whatever its tags (axe's ruleShouldRun).
    .options({ rules: { [LABEL_IN_NAME]: { enabled: true } } }) // first: options() replaces, withTags adds
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const ran = [results.passes, results.violations, results.incomplete, results.inapplicable].some((group) =>
    group.some((rule) => rule.id === LABEL_IN_NAME),
  );
  await page.emulateMedia({ reducedMotion: null });
  expect(ran, `axe ran ${LABEL_IN_NAME}`).toBe(true);
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical" || v.id === "heading-order");
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(" ")} ${n.failureSummary?.split("\n")[1] ?? ""}`)
        .join("\n")}`,
  );
  expect.soft(report, `${screen}\n${report.join("\n")}`).toEqual([]);
}

/**
 * The same check in the light and the dark theme of the page as it is: the app follows
 * prefers-color-scheme and its changes, so the journey's own state (a receipt, a certificate)
 * is analysed in both without repeating the journey.
 */
export async function expectNoSeriousA11yViolationsInBothThemes(page: Page, screen: string) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await expectNoSeriousA11yViolations(page, `${screen} (${colorScheme})`);
  }
  await page.emulateMedia({ colorScheme: null });
}
