// The JavaScript a first visit downloads, per route, compressed as the server sends it (docs/benchmarks.md,
// target: at most 100 KB). Builds the client into .tmp/bench-bundle (not the shared dist/) and
// follows Vite's manifest from index.html through the lazy chunks each route renders.
// Run: npm run bench:bundle   (BENCH_BUNDLE_DETAIL=1 lists each route's files and their largest
// modules, BENCH_BUNDLE_DETAIL=all every module; BENCH_BUNDLE_DIR=path reads an existing build instead, without
// the loads= column of zod, Radix Select and the course player found in each route's chunks)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { build as viteBuild } from "vite";

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const BUDGET_KB = 100;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// What each route renders on a first visit, by source module (see client/src/app/router.tsx and
// role-routes.tsx): the lazy layout and page, on top of index.html's entry chunk.
const LAYOUT = {
  topBar: "src/app/layouts/top-bar-layout.tsx",
  personal: "src/app/layouts/personal-layout.tsx",
};
const ROUTES: { route: string; visitor: string; modules: string[] }[] = [
  { route: "/", visitor: "signed out", modules: ["src/features/landing/pages/landing-page.tsx"] },
  { route: "/auth", visitor: "signed out", modules: ["src/features/auth/pages/auth-page.tsx"] },
  { route: "/browse", visitor: "signed out", modules: [LAYOUT.topBar, "src/features/catalog/pages/browse-courses-page.tsx"] },
  { route: "/course/:id", visitor: "signed out", modules: [LAYOUT.topBar, "src/features/course-player/pages/course-detail-page.tsx"] },
  { route: "/", visitor: "learner", modules: [LAYOUT.personal, "src/features/learning/pages/personal-dashboard-page.tsx"] },
  { route: "/browse", visitor: "learner", modules: [LAYOUT.personal, "src/features/catalog/pages/browse-courses-page.tsx"] },
  { route: "/course/:id", visitor: "learner", modules: [LAYOUT.topBar, "src/features/course-player/pages/course-detail-page.tsx"] },
];

/** Source modules of each output file, recorded while building (the manifest names chunks only). */
const modulesOf = new Map<string, string[]>();
/** Rendered bytes per source module of each output file (BENCH_BUNDLE_DETAIL=1 prints the largest). */
const renderedOf = new Map<string, [string, number][]>();

async function build(): Promise<string> {
  const outDir = path.join(root, ".tmp", "bench-bundle");
  await viteBuild({
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true, manifest: true },
    plugins: [
      {
        name: "bench-bundle-modules",
        generateBundle(_options, bundle) {
          for (const [file, output] of Object.entries(bundle))
            if (output.type === "chunk") {
              modulesOf.set(file, output.moduleIds);
              renderedOf.set(
                file,
                Object.entries(output.modules).map(([id, info]) => [id, info.renderedLength] as [string, number]),
              );
            }
        },
      },
    ],
  });
  return outDir;
}

// What the first-visit budget (docs/benchmarks.md) keeps off first visits; reported per route.
const HEAVY: Record<string, RegExp> = {
  zod: /node_modules[\\/]zod[\\/]/,
  "radix-select": /node_modules[\\/]@radix-ui[\\/]react-select[\\/]/,
  player: /features[\\/]course-player[\\/](?!lazy-pages)/, // its lazy-pages.ts is the entry's page loader
  // The ICU parser and formatter: the catalogs arrive parsed (vite-icu-catalogs.ts) and
  // client/src/i18n/icu-format.ts formats them with Intl, so neither belongs here.
  "icu-parser": /@formatjs[\\/](icu-messageformat-parser[\\/]index\.js|icu-skeleton-parser[\\/])/,
  "intl-messageformat": /node_modules[\\/]intl-messageformat[\\/]/,
  "tailwind-merge": /node_modules[\\/]tailwind-merge[\\/]/,
};

/** Every chunk a module needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest (renamed? update ROUTES in scripts/bench-bundle.ts)`);
    seen.add(key);
    staticClosure(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}

const sizeCache = new Map<string, { raw: number; br: number; gzip: number }>();
function sizes(file: string) {
  let entry = sizeCache.get(file);
  if (!entry) {
    const bytes = fs.readFileSync(file);
    entry = {
      raw: bytes.length,
      br: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
    };
    sizeCache.set(file, entry);
  }
  return entry;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const outDir = process.env.BENCH_BUNDLE_DIR ? path.resolve(process.env.BENCH_BUNDLE_DIR) : await build();
const manifest = JSON.parse(fs.readFileSync(path.join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
let over = 0;
for (const { route, visitor, modules } of ROUTES) {
  const chunks = staticClosure(manifest, ["index.html", ...modules]);
  const total = { raw: 0, br: 0, gzip: 0, files: 0 };
  const heavy = new Set<string>();
  for (const key of chunks) {
    const file = manifest[key].file;
    const s = sizes(path.join(outDir, file));
    total.raw += s.raw;
    total.br += s.br;
    total.gzip += s.gzip;
    total.files += 1;
    for (const id of modulesOf.get(file) ?? []) for (const [name, test] of Object.entries(HEAVY)) if (test.test(id)) heavy.add(name);
  }
  if (process.env.BENCH_BUNDLE_DETAIL) {
    const rows = [...chunks].map((key) => manifest[key].file).map((file) => ({ file, ...sizes(path.join(outDir, file)) }));
    for (const row of rows.sort((a, b) => b.br - a.br)) {
      const largest = (renderedOf.get(row.file) ?? [])
        .sort((a, b) => b[1] - a[1])
        .slice(0, process.env.BENCH_BUNDLE_DETAIL === "all" ? undefined : 6)
        .map(([id, length]) => `${path.relative(root, id).replace(/^node_modules[\\/]/, "")} ${kb(length)}`);
      console.log(`  ${kb(row.br).padStart(6)} KB br  ${row.file}  ${largest.join(", ")}`);
    }
  }
  const verdict = total.br / 1024 <= BUDGET_KB ? "ok" : "OVER";
  if (verdict === "OVER") over++;
  const loads = modulesOf.size ? ` loads=${[...heavy].join(",") || "-"}` : "";
  console.log(
    `bundle ${route.padEnd(11)} ${visitor.padEnd(10)} js=${total.files} files  raw=${kb(total.raw)} KB  br=${kb(total.br)} KB  gzip=${kb(total.gzip)} KB  ${verdict} (budget ${BUDGET_KB} KB br)${loads}`,
  );
}
console.log(over ? `${over} route(s) over the budget` : "every route within the budget");
