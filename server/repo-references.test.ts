import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

// The repository explains itself: comments, docs and test names refer only to files a clone has.
// The product rules, the spec and the conventions live in docs/ (product-rules.md, spec.md,
// architecture.md), not in documents beside the repository, and a reason is cited by the doc,
// decision or test that holds it, never by the number of an issue in a tracker a clone lacks.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter(
    (f) =>
      (/\.(ts|tsx|js|mjs|md|sql|css|html|ya?ml)$/.test(f) || /(^|\/)(\.env\.example|run)$/.test(f)) &&
      !f.startsWith("migrations/meta/") &&
      fs.existsSync(path.join(root, f)),
  );
const self = path.relative(root, fileURLToPath(import.meta.url));

const outside = /\.\.\/shared\/[A-Z]|\bPRODUCT(\.md)?\b(?![-_])|\bSPEC\b(?![-_.])|\bSTYLE\.md\b/;

it("refers to no document outside the repository", () => {
  const found = tracked
    .filter((f) => f !== self)
    .flatMap((f) =>
      fs
        .readFileSync(path.join(root, f), "utf8")
        .split("\n")
        .flatMap((line, i) => (outside.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
  expect(found).toEqual([]);
});

/** Each line of every tracked file but this one that `pattern` matches, as "file:line: text". */
function linesMatching(pattern: RegExp): string[] {
  return tracked
    .filter((f) => f !== self)
    .flatMap((f) =>
      fs
        .readFileSync(path.join(root, f), "utf8")
        .split("\n")
        .flatMap((line, i) => (pattern.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
}

it("cites no issue number: a clone has no tracker to look it up in", () => {
  // "issue 13", "Issue 15 items 8-12", "issues 10 and 11", "issue #7". Cite the doc, the decision
  // (docs/decisions/<number>-<title>.md) or the test that holds the reason instead.
  expect(linesMatching(/\bissues? #?\d/i)).toEqual([]);
});

it("names only decisions that exist", () => {
  const decisions = new Set(fs.readdirSync(path.join(root, "docs/decisions")).map((f) => f.slice(0, 3)));
  const missing = tracked.flatMap((f) =>
    [...fs.readFileSync(path.join(root, f), "utf8").matchAll(/\b(?:docs\/decisions\/|decision )(\d{3})\b/gi)]
      .filter((m) => !decisions.has(m[1]!))
      .map((m) => `${f}: ${m[0]}`),
  );
  expect(missing).toEqual([]);
});

it("names only docs that exist", () => {
  const missing = tracked.flatMap((f) =>
    [...fs.readFileSync(path.join(root, f), "utf8").matchAll(/\bdocs\/[\w./-]+\.md\b/g)]
      .map((m) => m[0])
      .filter((doc) => !fs.existsSync(path.join(root, doc)))
      .map((doc) => `${f}: ${doc}`),
  );
  expect(missing).toEqual([]);
});
