// Import cycles, type-only imports included (npm run lint runs it). ESLint's import-x/no-cycle
// finds the runtime ones but skips `import type`; a circle of types still ties the files of a
// circle together (a change to one retypes all) and hides real cycles from any tool that reads
// the graph. Every import and re-export of client/src, server and shared is followed, as the
// compiler resolves it (tsconfig paths included); each cycle found is printed, and the exit code
// is 1 if there is one.
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const configFile = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
const inScope = (file: string) => /^(client\/src|server|shared)\//.test(path.relative(root, file)) && !file.includes("/node_modules/");
const files = parsed.fileNames.filter(inScope);

const edges = new Map<string, string[]>();
for (const file of files) {
  const info = ts.preProcessFile(ts.sys.readFile(file) ?? "", true, true);
  const targets = new Set<string>();
  for (const ref of info.importedFiles) {
    const resolved = ts.resolveModuleName(ref.fileName, file, parsed.options, ts.sys).resolvedModule;
    if (resolved && !resolved.isExternalLibraryImport && inScope(resolved.resolvedFileName)) targets.add(resolved.resolvedFileName);
  }
  edges.set(file, [...targets]);
}

// Tarjan's strongly connected components: every component of more than one file is a cycle.
let index = 0;
const order = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const cycles: string[][] = [];
function visit(file: string) {
  order.set(file, index);
  low.set(file, index++);
  stack.push(file);
  onStack.add(file);
  for (const next of edges.get(file) ?? []) {
    if (!order.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file)!, low.get(next)!));
    } else if (onStack.has(next)) {
      low.set(file, Math.min(low.get(file)!, order.get(next)!));
    }
  }
  if (low.get(file) === order.get(file)) {
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(path.relative(root, member));
    } while (member !== file);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const file of files) if (!order.has(file)) visit(file);

if (cycles.length === 0) {
  console.log(`import-cycles: ${files.length} files, no cycle (type-only imports included)`);
} else {
  for (const cycle of cycles) console.error(`import cycle of ${cycle.length} files:\n  ${cycle.join("\n  ")}`);
  process.exitCode = 1;
}
