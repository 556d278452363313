import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { ICU_PARSER_ALIAS, precompiledIcuCatalogs } from "./vite-icu-catalogs.js";

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: path.join(root, "client"),
  // The one .env at the project root serves the server and the client (VITE_* variables).
  envDir: root,
  plugins: [precompiledIcuCatalogs(), react(), tailwindcss(), precompress()],
  // Development only: Vite serves files by path (/@fs/...); only the code it needs, never the
  // uploads (study material is served after an access check) or the data folder.
  server: {
    fs: {
      allow: [path.join(root, "client"), path.join(root, "shared"), path.join(root, "node_modules")],
      deny: [".env", ".env.*", "*.{crt,pem}", "**/.git/**", "**/uploads/**", "**/data/**"],
    },
  },
  resolve: {
    alias: [
      { find: "@", replacement: path.join(root, "client/src") },
      { find: "@shared", replacement: path.join(root, "shared") },
      ICU_PARSER_ALIAS,
      // React (18 and later) has useSyncExternalStore: the shim would only hand it over (client/src/lib/use-sync-external-store-shim.ts).
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: path.join(root, "client/src/lib/use-sync-external-store-shim.ts"),
      },
    ],
  },
  build: {
    // Every browser the build targets but Safari 16 preloads modules itself; Safari 16 still runs
    // the app, it only fetches the page's chunks one after another (-0.4 KB on every first visit).
    modulePreload: { polyfill: false },
    outDir: path.join(root, "dist/public"),
    emptyOutDir: true,
    // Read by scripts/bench-bundle.ts to follow each route's chunks; .vite/ is never served.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry needs before it runs (React, the translation runtime, TanStack Query,
        // the shell) in one file: brotli compresses it better than the dozen chunks Rolldown would
        // otherwise cut it into (-6.5 KB compressed on every first visit; docs/benchmarks.md).
        // "ui": the small components nearly every page but the landing page draws, in one file
        // instead of a dozen (-0.5 to -1.5 KB on the signed-in routes and /browse, +0.5 on /auth,
        // which draws fewer of them).
        // "icons": every lucide icon that two or more chunks draw, in one file (5 KB brotli), not
        // one file each of 0.2 KB body and 1.2 KB headers: /course/:id loads 14 files, not 33.
        // With every icon grouped, its Lighthouse score went from 84 to 92 in one sitting; this
        // version, with fewer bytes, scored 89 to 92 (docs/benchmarks.md, sixth pass).
        // An icon that one page alone draws stays in that page's chunk.
        codeSplitting: {
          groups: [
            { name: "base", tags: ["$initial"] },
            { name: "icons", test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, minShareCount: 2 },
            {
              name: "ui",
              test: /client[\\/]src[\\/](components[\\/](ui[\\/](button|slot|card|badge|skeleton|input|label|avatar|progress|native-select)|query-view|empty-state|page-header|stat-card)|lib[\\/](utils|class-merge|variants))\.tsx?$|node_modules[\\/]clsx[\\/]/,
            },
          ],
        },
      },
    },
  },
});

/**
 * Writes file.br (quality 11) and file.gz (level 9) beside every text file of the build, so the
 * server sends bytes compressed once at the best ratio (docs/decisions/006-precompressed-assets.md).
 */
function precompress(): Plugin {
  const text = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i; // images and video are compressed already
  let outDir = "";
  const filesUnder = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.name.startsWith(".")) return []; // .vite/manifest.json is read by scripts, never served
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : text.test(entry.name) ? [full] : [];
    });
  return {
    name: "gsm-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        const bytes = fs.readFileSync(file);
        const br = zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
        const gzip = zlib.gzipSync(bytes, { level: 9 });
        // A tiny file can grow when compressed: then only the original is served.
        if (br.length < bytes.length) fs.writeFileSync(`${file}.br`, br);
        if (gzip.length < bytes.length) fs.writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}
