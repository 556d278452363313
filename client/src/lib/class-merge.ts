// Later Tailwind classes override earlier ones of the same kind: cn("p-6 text-xl", "p-4 text-lg")
// gives "p-4 text-lg". This gives tailwind-merge's result for every class the client's source uses,
// in 1.6 KB compressed where tailwind-merge took 7.4 KB on each route's first visit (decision 027).
// class-merge.test.tsx compares the two over every pair of those classes and fails on a class this
// file does not know or files in another group: add or fix its group here, from tailwind-merge's
// own table (node_modules/tailwind-merge/src/lib/default-config.ts), under the same name.
//
// A class it does not know (a Tailwind class missing here, "group", a class of our own) is kept
// where it is and overrides nothing, not even a copy of itself: tailwind-merge does the same with
// the classes it does not know, so the two agree on them.

/**
 * The class groups it knows, by tailwind-merge's names. Each pattern is a whole class ("truncate") or
 * a prefix and the values it takes there: `*` any, `#` a number or an arbitrary value that starts with
 * a digit ("border-2", "border-[3px]"), `$` a t-shirt size or such an arbitrary value ("text-sm",
 * "text-[10px]"), or a list ("text-(left|center)"). A class is in the group of its longest prefix
 * that has one for its value ("ring-offset-2" before "ring-…"); where a prefix serves several
 * groups, the first listed that takes the value wins, so a colour group (`*`) comes last.
 * An arbitrary value is a value like any other: "w-[calc(100%-2rem)]" is a width.
 */
const GROUPS: Record<string, string> = {
  display: "block inline-block inline flex inline-flex grid contents hidden",
  position: "static fixed absolute relative sticky",
  visibility: "visible invisible collapse",
  sr: "sr-only not-sr-only",
  "text-overflow": "truncate",
  "text-decoration": "underline line-through",
  "text-transform": "uppercase lowercase capitalize",
  "font-smoothing": "antialiased",
  "fvn-ordinal": "ordinal",
  "fvn-spacing": "tabular-nums",
  "flex-direction": "flex-(row|row-reverse|col|col-reverse)",
  "flex-wrap": "flex-(wrap|wrap-reverse|nowrap)",
  "col-start-end": "col-auto col-span-*",
  "col-start": "col-start-*",
  "col-end": "col-end-*",
  "row-start-end": "row-auto row-span-*",
  "row-start": "row-start-*",
  "row-end": "row-end-*",
  "font-size": "text-base text-$",
  "text-alignment": "text-(left|center|right|justify|start|end)",
  "text-color": "text-*",
  "font-weight": "font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)",
  "font-family": "font-*",
  "border-w": "border border-#",
  "border-w-t": "border-t",
  "border-w-r": "border-r",
  "border-w-b": "border-b",
  "border-w-l": "border-l",
  "border-style": "border-(solid|dashed|dotted|double|hidden|none)",
  "border-color": "border-*",
  "ring-w": "ring ring-#",
  "ring-w-inset": "ring-inset",
  "ring-offset-w": "ring-offset-#",
  "ring-offset-color": "ring-offset-*",
  "ring-color": "ring-*",
  "outline-w": "outline outline-#",
  "outline-style": "outline-(solid|dashed|dotted|double|none|hidden)",
  "outline-color": "outline-*",
  shadow: "shadow shadow-$",
  "shadow-color": "shadow-*",
  "drop-shadow": "drop-shadow",
  "divide-y": "divide-y",
  // A prefix with no value.
  rounded: "rounded",
  transition: "transition",
  resize: "resize",
  shrink: "shrink",
};

/**
 * Prefixes whose every value is in one group, named after the prefix ("mt-4", "-mt-px", "mt-[3px]";
 * "items-center" is tailwind-merge's align-items, "from-white" its gradient-from).
 */
const SINGLE =
  "p px py pt pr pb pl m mx my mt mr mb ml gap gap-x gap-y space-x space-y size w h min-w min-h max-w max-h " +
  "inset inset-x inset-y top right bottom left z order flex shrink grid-cols overflow overflow-x overflow-y " +
  "items self justify opacity cursor pointer-events select appearance whitespace break line-clamp leading tracking " +
  "object list bg-clip bg outline-offset underline-offset rounded aspect animate transition duration ease rotate scale " +
  "translate-x translate-y scroll-mt blur backdrop-blur resize fill stroke accent from via to";

/**
 * A class overrides the earlier ones of its own group and of these groups (p-4 overrides pt-2, and
 * text-sm leading-6 since it sets the line height too): tailwind-merge's conflictingClassGroups.
 */
const CONFLICTS: Record<string, string> = {
  overflow: "overflow-x overflow-y",
  inset: "inset-x inset-y top right bottom left",
  "inset-x": "right left",
  "inset-y": "top bottom",
  flex: "basis grow shrink",
  gap: "gap-x gap-y",
  p: "px py pt pr pb pl",
  px: "pr pl",
  py: "pt pb",
  m: "mx my mt mr mb ml",
  mx: "mr ml",
  my: "mt mb",
  size: "w h",
  "font-size": "leading",
  "line-clamp": "display overflow",
  "border-w": "border-w-t border-w-r border-w-b border-w-l",
};

const VALUE: Record<string, RegExp> = { "*": /./, "#": /^(\d+(\.\d+)?|\[\d.*\])$/, $: /^((\d+(\.\d+)?)?(xs|sm|md|lg|xl)|\[\d.*\])$/ };

const WHOLE = new Map<string, string>(); // "flex-col" -> "flex-direction"
const PREFIX = new Map<string, [RegExp, string][]>(); // "border" -> [[#, "border-w"], [*, "border-color"]]
function addPattern(pattern: string, group: string) {
  const [, prefix, values] = /^(.+?)-(\(.+\)|[*#$])$/.exec(pattern) ?? [];
  if (!values) WHOLE.set(pattern, group);
  else PREFIX.set(prefix, [...(PREFIX.get(prefix) ?? []), [VALUE[values] ?? new RegExp(`^${values}$`), group]]);
}
for (const [group, patterns] of Object.entries(GROUPS)) for (const pattern of patterns.split(" ")) addPattern(pattern, group);
for (const prefix of SINGLE.split(" ")) addPattern(prefix + "-*", prefix);

/** The group of a class without its variants, or undefined for a class it does not know. */
function classGroup(base: string): string | undefined {
  // An arbitrary property ("[overflow-wrap:anywhere]") is a group of its own per property ("[overflow-wrap:").
  if (base[0] === "[" && base.endsWith("]")) return /^\[[^:]+:/.exec(base)?.[0];
  // A negative value ("-mt-2") is in the group of the positive one.
  const name = base[0] === "-" && base.length > 1 ? base.slice(1) : base;
  const whole = WHOLE.get(name);
  if (whole) return whole;
  for (let dash = name.lastIndexOf("-"); dash > 0; dash = name.lastIndexOf("-", dash - 1)) {
    const value = name.slice(dash + 1);
    for (const [kind, group] of PREFIX.get(name.slice(0, dash)) ?? []) if (kind.test(value)) return group;
  }
}

// These variants stay where they are (file:placeholder: is not placeholder:file:); the others sort.
const ORDERED = new Set("* ** after backdrop before details-content file first-letter first-line marker placeholder selection".split(" "));

/**
 * What a class takes: its variants and group ("focus:hover:!bg-color"), then the same variants with
 * each group it overrides; nothing for a class it does not know. Parsed as tailwind-merge parses:
 * variants split at the colons outside brackets, "!" at either end marks it important, and the
 * variants sort, except arbitrary ones and those in ORDERED, which keep their place.
 */
function claimsOf(className: string): string[] {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  let slash = 0;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (depth === 0 && char === ":") {
      variants.push(className.slice(start, i));
      start = i + 1;
    } else if (depth === 0 && char === "/") slash = i;
    else if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
  }
  let base = className.slice(start);
  let important = "";
  if (base.endsWith("!") || base.startsWith("!")) {
    base = base.endsWith("!") ? base.slice(0, -1) : base.slice(1);
    important = "!";
  }
  // "bg-primary/90" is in the group of "bg-primary" (the slash gives an opacity or a line height),
  // else in that of the whole ("aspect-16/9"). Counted before a leading "!" is cut, as tailwind-merge does.
  const postfix = slash > start ? slash - start : 0;
  const group = (postfix && classGroup(base.slice(0, postfix))) || classGroup(base);
  if (!group) return [];
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant[0] === "[" || ORDERED.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  const prefix = [...sorted, ...run.sort()].join(":") + important;
  return [group, ...(CONFLICTS[group]?.split(" ") ?? [])].map((claimed) => prefix + claimed);
}

// The app's class names are a fixed few hundred: each is parsed once.
const claims = new Map<string, string[]>();

/**
 * Keeps the last class of each group per set of variants ("hover:", "md:dark:", "!"): walking from
 * the end, a class whose variants and group a later class took is dropped. A class it does not know
 * is always kept and overrides none (as tailwind-merge does).
 */
export function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i];
    let claimed = claims.get(className);
    if (!claimed) claims.set(className, (claimed = claimsOf(className)));
    if (taken.has(claimed[0])) continue; // (a class it does not know claims nothing)
    for (const id of claimed) taken.add(id);
    kept.push(className);
  }
  return kept.reverse().join(" ");
}
