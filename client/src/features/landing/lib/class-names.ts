/** Joins truthy class names (tiny local helper; the feature has no shared deps). */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}

/**
 * Transition classes for fade/slide-in content. Hidden content stays in the
 * DOM (only visually transitioned); `motion-reduce:` shows it immediately.
 */
export function revealClasses(visible: boolean): string {
  return cx(
    "transition-all duration-700 ease-out motion-reduce:transition-none",
    visible ? "translate-y-0 opacity-100" : "translate-y-8 opacity-0 motion-reduce:translate-y-0 motion-reduce:opacity-100",
  );
}
