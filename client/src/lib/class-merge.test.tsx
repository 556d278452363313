// class-merge.ts against tailwind-merge, the reference it replaces in the browser (decision 027),
// imported here and nowhere else. The classes are those the client's source can produce: every word
// of every string in client/src, kept when either merge knows it as a Tailwind class. A class added
// to the source that class-merge.ts does not know fails "knows every class" by name; one it files in
// the wrong group ("text-balance" read as a colour) fails the pairs.
// cn(a, b) is mergeClasses(clsx(a, b)), and clsx(a, b) is "a b": the pairs call mergeClasses directly.
import fs from "node:fs";
import path from "node:path";
import { createElement, type ComponentType, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { twMerge } from "tailwind-merge";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { mergeClasses } from "./class-merge";

const SRC = path.resolve(import.meta.dirname, "..");
// Strings that are never classes: test ids ("text-course-title" would read as a text colour), ids, links.
const NOT_CLASSES = /^(data-|aria-)|testid$|^(id|key|to|href|src|alt|type|name|role|htmlFor|autoComplete|placeholder)$/i;
// Components whose className the source overrides, rendered with those overrides below.
const COMPONENTS: Record<string, ComponentType<Record<string, unknown>>> = {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Input,
  Label,
  Skeleton,
  Textarea,
};

/** Every word of every string in the client's source (tests and class-merge.ts's own tables aside), and each override of a COMPONENTS className. */
function scanSource() {
  const words = new Set<string>();
  const componentOverrides: { tag: string; props: Record<string, string> }[] = [];
  const visit = (node: ts.Node, file: ts.SourceFile) => {
    if ((ts.isJsxAttribute(node) || ts.isPropertyAssignment(node)) && NOT_CLASSES.test(node.name.getText(file))) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node))
      for (const word of node.text.split(/\s+/)) if (word) words.add(word);
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && COMPONENTS[node.tagName.getText(file)]) {
      const props: Record<string, string> = {};
      for (const attribute of node.attributes.properties)
        if (ts.isJsxAttribute(attribute) && attribute.initializer && ts.isStringLiteral(attribute.initializer))
          props[attribute.name.getText(file)] = attribute.initializer.text;
      if (props.className) componentOverrides.push({ tag: node.tagName.getText(file), props });
    }
    node.forEachChild((child) => visit(child, file));
  };
  for (const entry of fs.readdirSync(SRC, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/\.tsx?$/.test(file) || /\.test\.tsx?$|class-merge\.ts$/.test(file) || file.startsWith(path.join(SRC, "test")))
      continue;
    const kind = file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false, kind);
    visit(source, source);
  }
  return { words, componentOverrides };
}

/** "md:hover:bg-primary/90!" -> ["md:hover:", "bg-primary/90"]: the variants, and the class without them and its important mark. */
function splitVariants(className: string): [string, string] {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) start = i + 1;
  }
  return [className.slice(0, start), className.slice(start).replace(/^!|!$/, "")];
}

/** A known class drops its duplicate; an unknown one is kept twice. */
const knows = (merge: (classes: string) => string, className: string) => merge(`${className} ${className}`) === className;

const { words, componentOverrides } = scanSource();
const classes = [...words].filter((word) => knows(twMerge, word) || knows(mergeClasses, word)).sort();
const bases = [...new Set(classes.map((className) => splitVariants(className)[1]))];
const withVariants = classes.filter((className) => splitVariants(className)[0] !== "" || className.includes("!"));

/** The class lists on which the two merges differ, at most 20 of them. */
function differences(lists: Iterable<string>): string[] {
  const found: string[] = [];
  for (const list of lists) {
    const expected = twMerge(list);
    const actual = mergeClasses(list);
    if (actual !== expected && found.push(`${list} -> ${actual}, tailwind-merge: ${expected}`) >= 20) break;
  }
  return found;
}

/** Every ordered pair of the classes without their variants (the first of `firsts`); with `sample`, only the pairs it picks, written as it says. */
function* pairs(sample?: (a: string, b: string, pair: number) => string | undefined, firsts = bases) {
  let pair = 0;
  for (const a of firsts)
    for (const b of bases) {
      const list = sample ? sample(a, b, pair++) : `${a} ${b}`;
      if (list) yield list;
    }
}

/** Whether `b` overrides `a` (the two merges agree on it once the plain pairs pass). */
const overrides = (a: string, b: string) => mergeClasses(`${a} ${b}`) === b;

/** The classes of the element a component renders. */
function classesOf(element: ReactElement): string[] {
  const holder = document.createElement("div");
  holder.innerHTML = renderToStaticMarkup(element);
  return holder.firstElementChild?.getAttribute("class")?.split(" ") ?? [];
}

describe("class merge (cn)", () => {
  it("finds the classes of the client's source", () => {
    expect(classes.length).toBeGreaterThan(500);
    expect(classes).toEqual(
      expect.arrayContaining(["text-muted-foreground", "hover:bg-accent", "data-[state=active]:bg-background", "-translate-x-1/2"]),
    );
  });

  it("knows every class the client's source uses, as tailwind-merge does", () => {
    const unknown = classes.filter((className) => knows(mergeClasses, className) !== knows(twMerge, className));
    expect(unknown, "classes one merge knows and the other does not: add their groups to class-merge.ts").toEqual([]);
  });

  // Over 300,000 pairs: one test per eighth of the first classes, so that each stays far within
  // its time limit on a busy machine (the whole took 30 s there) and a failure names its part.
  const PARTS = 8;
  const parts = Array.from({ length: PARTS }, (_, i) => [
    `${i + 1}/${PARTS}`,
    bases.slice(Math.floor((i * bases.length) / PARTS), Math.floor(((i + 1) * bases.length) / PARTS)),
  ]) as [string, string[]][];
  it.each(parts)("merges every ordered pair of those classes as tailwind-merge does (first classes, part %s)", (_part, firsts) => {
    expect(differences(pairs(undefined, firsts))).toEqual([]);
  });

  it("the parts above cover every class as the first of a pair", () => {
    expect(parts.flatMap(([, firsts]) => firsts)).toEqual(bases);
  });

  it("merges them the same with the same variants on both, in any order", () => {
    // Variants sort ("dark:md:" is "md:dark:") except arbitrary ones and pseudo-elements such as
    // file: and placeholder:, which keep their place; "!" marks an important class. Each pair that
    // overrides and every seventh other pair is written with the next of these.
    const variants: [string, string][] = [
      ["hover:$", "hover:$"],
      ["md:$", "md:$"],
      ["dark:md:$", "md:dark:$"],
      ["data-[state=open]:$", "data-[state=open]:$"],
      ["[&_svg]:hover:focus:$", "[&_svg]:focus:hover:$"],
      ["hover:[&_svg]:$", "[&_svg]:hover:$"],
      ["file:hover:$", "hover:file:$"],
      ["placeholder:$", "placeholder:$"],
      ["group-hover/marker:$", "group-hover/marker:$"],
      ["$!", "$!"],
      ["!$", "$!"],
      ["md:$!", "md:$"],
    ];
    let written = 0;
    const sample = (a: string, b: string, pair: number) => {
      if (pair % 7 !== 0 && !overrides(a, b)) return undefined;
      const [wrapA, wrapB] = variants[written++ % variants.length];
      return `${wrapA.replace("$", a)} ${wrapB.replace("$", b)}`;
    };
    expect(differences(pairs(sample))).toEqual([]);
  });

  it("merges the classes written with variants against the others, with and without those variants", () => {
    // Each class of the source that has variants, against every class it overrides or is overridden
    // by without them, and every fifth other: before it, after it, and with its variants before it.
    function* lists() {
      let written = 0;
      for (const className of withVariants) {
        const [variants, base] = splitVariants(className);
        for (const other of bases)
          if (written % 5 === 0 || overrides(base, other) || overrides(other, base))
            yield [`${className} ${other}`, `${other} ${className}`, `${variants}${other} ${className}`][written++ % 3];
          else written++;
      }
    }
    expect(differences(lists())).toEqual([]);
  });

  it("merges triples as tailwind-merge does", () => {
    function* triples() {
      let seed = 13;
      const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % classes.length;
      for (let i = 0; i < 20_000; i++) yield `${classes[next()]} ${classes[next()]} ${classes[next()]}`;
    }
    expect(differences(triples())).toEqual([]);
  });

  it("renders the source's className overrides of the UI components as tailwind-merge would", () => {
    // Each <Card className="…"> and the like in the source, rendered, against tailwind-merge's merge
    // of the classes the component renders without the override and the override.
    const classOf = (tag: string, props: Record<string, string>) => classesOf(createElement(COMPONENTS[tag], props)).join(" ");
    const different = componentOverrides.filter(({ tag, props: { className, ...rest } }) => {
      const own = classOf(tag, rest);
      return classOf(tag, { className, ...rest }) !== twMerge(`${own} ${className}`);
    });
    expect(componentOverrides.length).toBeGreaterThan(100);
    expect(different).toEqual([]);
  });

  it("lets a caller's class replace the component's own", () => {
    const title = classesOf(<CardTitle className="text-lg" />);
    expect(title).toContain("text-lg");
    expect(title).not.toContain("text-xl");
    expect(title).not.toContain("leading-none"); // text-lg sets the line height too
    expect(classesOf(<CardContent className="p-0" />)).toEqual(["p-0"]); // p-0 overrides p-6 and pt-0
    const header = classesOf(<CardHeader className="p-4" />);
    expect(header).toContain("p-4");
    expect(header).not.toContain("p-6");
    const pill = classesOf(<Skeleton className="h-5 w-16 rounded-full" />);
    expect(pill).toContain("rounded-full");
    expect(pill).not.toContain("rounded-md");
    const button = classesOf(<Button size="sm" className="h-8" />);
    expect(button).toContain("h-8");
    expect(button).not.toContain("h-9");
    expect(button).toContain("rounded-md");
  });
});
