// `npm run test:quick`: the vitest tests of what this branch changed since it left main
// (committed or not, new files too), found through the imports (`vitest related`): a test file
// changed, or one that imports a changed file. The spawned-process tests (server/process.test.ts,
// minutes of builds and restarts) are left to `npm test`. Nothing changed: the shared/ tests.
// QUICK_BASE=<ref> compares with another branch or commit.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();

function base() {
  const wanted = process.env.QUICK_BASE ?? "main";
  for (const ref of [wanted, `origin/${wanted}`]) {
    try {
      return git("merge-base", "HEAD", ref);
    } catch {
      // no such ref here
    }
  }
  console.log(`test:quick: no ${wanted} branch here; comparing with HEAD (uncommitted changes only)`);
  return "HEAD";
}

const since = base();
const changed = new Set([
  ...git("diff", "--name-only", since).split("\n"),
  ...git("ls-files", "--others", "--exclude-standard").split("\n"),
]);
const sources = [...changed].filter(
  (file) => /^(client\/src|server|shared)\/.*\.(ts|tsx)$/.test(file) && fs.existsSync(path.join(root, file)),
);

const bin = path.join(root, "node_modules", ".bin", "vitest");
const exclude = ["--exclude", "server/process.test.ts"];
const args =
  sources.length > 0 ? ["related", "--run", "--passWithNoTests", ...exclude, ...sources] : ["run", "--project", "server", "shared/"];
console.log(
  sources.length > 0
    ? `test:quick: the tests related to ${sources.length} changed file(s) since ${since.slice(0, 10)}`
    : `test:quick: no client/server/shared change since ${since.slice(0, 10)}; running the shared/ tests`,
);
const started = Date.now();
const result = spawnSync(bin, args, { cwd: root, stdio: "inherit" });
console.log(`test:quick: ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(result.status ?? 1);
