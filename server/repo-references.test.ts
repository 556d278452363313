import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

// The repository explains itself: comments, docs and test names refer only to files a clone has.
// The product rules, the spec and the conventions live in docs/ (product-rules.md, spec.md,
// architecture.md), not in documents beside the repository.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((f) => /\.(ts|tsx|js|mjs|md|sql|css|html)$/.test(f) && !f.startsWith("migrations/meta/") && fs.existsSync(path.join(root, f)));
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

it("names only docs that exist", () => {
  const missing = tracked.flatMap((f) =>
    [...fs.readFileSync(path.join(root, f), "utf8").matchAll(/\bdocs\/[\w./-]+\.md\b/g)]
      .map((m) => m[0])
      .filter((doc) => !fs.existsSync(path.join(root, doc)))
      .map((doc) => `${f}: ${doc}`),
  );
  expect(missing).toEqual([]);
});
