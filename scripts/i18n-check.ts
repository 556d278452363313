// npm run i18n:check (CI): the SPA's catalogs are complete and used (docs/decisions/019-languages.md).
// 1. i18next-cli extract --ci --dry-run: fails when code uses a key the English catalog lacks, or a
//    catalog holds a key no code uses (except the run-time keys kept by preservePatterns).
// 2. Every locale has exactly the English keys, none empty, each a valid ICU message with the same
//    variables as the English one.
// 3. errors.json translates every stable API error code (shared/error-codes.ts).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { ERROR_CODES } from "../shared/error-codes";

const root = path.resolve(import.meta.dirname, "..");
const dir = path.join(root, "client/src/locales");
const LOCALES = ["en", "es", "fr", "de", "zh"];
const problems: string[] = [];

try {
  execFileSync(process.execPath, [path.join(root, "node_modules/i18next-cli/dist/esm/cli.js"), "extract", "--ci", "--dry-run"], {
    cwd: root,
    stdio: "pipe",
  });
} catch (error) {
  const out = `${(error as { stdout?: Buffer }).stdout ?? ""}${(error as { stderr?: Buffer }).stderr ?? ""}`;
  problems.push(`the catalogs do not match the code (run \`npx i18next-cli extract\` and translate what it adds):\n${out}`);
}

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix = "", out = new Map<string, string>()) {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(full, value);
    else flatten(value, full, out);
  }
  return out;
}
function variables(message: string, locale: string): Set<string> {
  const names = new Set<string>();
  const walk = (elements: unknown[]) => {
    for (const el of elements as { type: number; value?: string; options?: Record<string, { value: unknown[] }> }[]) {
      if (el.type !== 0 && el.type !== 7 && el.value) names.add(el.value); // not literal, not pound
      for (const option of Object.values(el.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return names;
}
const read = (locale: string, ns: string): Tree => JSON.parse(fs.readFileSync(path.join(dir, locale, `${ns}.json`), "utf8"));

const namespaces = fs.readdirSync(path.join(dir, "en")).map((f) => f.replace(/\.json$/, ""));
for (const ns of namespaces) {
  const english = flatten(read("en", ns));
  for (const locale of LOCALES) {
    const file = path.join(dir, locale, `${ns}.json`);
    if (!fs.existsSync(file)) {
      problems.push(`${locale}/${ns}.json is missing`);
      continue;
    }
    const messages = flatten(read(locale, ns));
    for (const [key, value] of messages) {
      if (!english.has(key)) problems.push(`${locale}/${ns}.json: "${key}" is not in English (unused)`);
      if (!value.trim()) problems.push(`${locale}/${ns}.json: "${key}" is empty`);
    }
    for (const [key, source] of english) {
      const value = messages.get(key);
      if (value === undefined) {
        problems.push(`${locale}/${ns}.json: "${key}" is missing`);
        continue;
      }
      try {
        const want = [...variables(source, "en")].sort().join(",");
        const got = [...variables(value, locale)].sort().join(",");
        if (want !== got) problems.push(`${locale}/${ns}.json: "${key}" uses {${got}}, English uses {${want}}`);
      } catch (error) {
        problems.push(`${locale}/${ns}.json: "${key}" is not a valid ICU message: ${(error as Error).message}`);
      }
    }
  }
}
for (const locale of LOCALES)
  for (const ns of fs.readdirSync(path.join(dir, locale)))
    if (!namespaces.includes(ns.replace(/\.json$/, ""))) problems.push(`${locale}/${ns} has no English catalog`);

if (namespaces.includes("errors")) {
  const codes = flatten(read("en", "errors"));
  for (const code of ERROR_CODES) if (!codes.has(`code.${code}`)) problems.push(`en/errors.json: no message for the error code ${code}`);
}

if (problems.length) {
  console.error(`i18n check: ${problems.length} problem(s)\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log(`i18n check: ${namespaces.length} namespaces, ${LOCALES.length} locales, every key present, used and translated`);
