import fs from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { builtClientDir, clientDir, projectRoot } from "./paths";

const isPageRequest = (method: string, url: string) =>
  (method === "GET" || method === "HEAD") && !url.startsWith("/api/") && !url.startsWith("/uploads/");

/** Development: Vite in middleware mode on the same port, with HMR over the same server. */
export async function viteDevClient(httpServer: Server): Promise<{ handlers: RequestHandler[]; close(): Promise<void> }> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: path.join(projectRoot, "vite.config.ts"),
    // Imported as it is (this runs under tsx): the default loader writes a bundled copy of the config
    // into node_modules/.vite-temp and deletes it, which `tsx watch` (npm run dev) took for a change
    // and restarted the server in a loop.
    configLoader: "native",
    server: { middlewareMode: true, ws: { server: httpServer } },
    appType: "custom",
  });
  const indexHtml: RequestHandler = async (req, res, next) => {
    if (!isPageRequest(req.method, req.originalUrl)) return next();
    try {
      const template = await fs.promises.readFile(path.join(clientDir, "index.html"), "utf8");
      const html = await vite.transformIndexHtml(req.originalUrl, template);
      res.status(200).type("html").end(html);
    } catch (err) {
      vite.ssrFixStacktrace(err as Error);
      next(err);
    }
  };
  return { handlers: [vite.middlewares, indexHtml], close: () => vite.close() };
}

/** Production: the built files, precompressed at build time (scripts/precompress.ts), long-cached
 *  by hash, and index.html (revalidated on every visit) for every other page. */
export function builtClient(dir: string = builtClientDir): RequestHandler[] {
  const indexFile = path.join(dir, "index.html");
  if (!fs.existsSync(indexFile)) throw new Error(`No client build at ${dir}: run npm run build first.`);
  const files = listBuiltFiles(dir);
  const index = files.get("/index.html")!;
  const assets: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    // Only files found at startup are served, so no URL can reach outside the build directory.
    const file = urlPath === "/index.html" ? undefined : files.get(urlPath);
    // A chunk of an older build (a tab open across a deploy) is missing, not a page: answering
    // index.html would hand HTML to the module loader.
    if (!file && urlPath.startsWith("/assets/")) return void res.status(404).type("text/plain").send("Not found");
    if (!file) return next();
    const hashed = urlPath.startsWith("/assets/");
    sendBuilt(req, res, next, file, hashed ? "public, max-age=31536000, immutable" : "no-cache");
  };
  const indexHtml: RequestHandler = (req, res, next) => {
    if (!isPageRequest(req.method, req.originalUrl)) return next();
    sendBuilt(req, res, next, index, "no-cache");
  };
  return [assets, indexHtml];
}

interface BuiltFile {
  path: string;
  /** Precompressed variants written by the build, by Content-Encoding. */
  encoded: Partial<Record<Encoding, string>>;
}
type Encoding = "br" | "gzip";
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Every servable file of the build by URL path (the .br/.gz variants and dot folders excluded). */
function listBuiltFiles(dir: string): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (entry.name.endsWith(".br") || entry.name.endsWith(".gz")) continue;
      const encoded: BuiltFile["encoded"] = {};
      for (const encoding of Object.keys(SUFFIX) as Encoding[]) {
        if (fs.existsSync(full + SUFFIX[encoding])) encoded[encoding] = full + SUFFIX[encoding];
      }
      const urlPath = "/" + path.relative(dir, full).split(path.sep).join("/");
      files.set(urlPath, { path: full, encoded });
    }
  };
  walk(dir);
  return files;
}

/** The best encoding the client accepts among those built: brotli, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined, available: Encoding[]): Encoding | undefined {
  if (!acceptEncoding || available.length === 0) return undefined;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    q.set(name, qParam ? Number(qParam.slice(2)) || 0 : 1);
  }
  const accepted = (encoding: Encoding) => (q.get(encoding) ?? q.get("*") ?? 0) > 0;
  return (["br", "gzip"] as const).find((encoding) => available.includes(encoding) && accepted(encoding));
}

function sendBuilt(req: Request, res: Response, next: NextFunction, file: BuiltFile, cacheControl: string) {
  const encoding = chooseEncoding(req.headers["accept-encoding"], Object.keys(file.encoded) as Encoding[]);
  // Caches must keep the brotli, gzip and plain copies apart.
  if (Object.keys(file.encoded).length > 0) res.vary("Accept-Encoding");
  res.type(path.extname(file.path)); // of the original, not of the .br/.gz file sent
  if (encoding) res.setHeader("Content-Encoding", encoding);
  // dotfiles: only files listed at startup get here, and the build may sit under a dot folder.
  const options = { cacheControl: false, dotfiles: "allow" as const, headers: { "Cache-Control": cacheControl } };
  res.sendFile(encoding ? file.encoded[encoding]! : file.path, options, (err) => {
    if (!err || res.headersSent) return;
    res.removeHeader("Content-Encoding"); // the error page is not the compressed file
    next(err);
  });
}

/**
 * Per-request compression for what the build could not precompress: API JSON, CSV exports and
 * error pages. Brotli at quality 4 (fast, still smaller than gzip), else gzip; bodies under 1 KB
 * and responses already encoded (the precompressed build files) pass through untouched, and
 * video, images and PDFs are left alone (not in the compressible types).
 * Wiring: app.use(compressResponses()) in createApp, before the routes.
 */
export function compressResponses(): RequestHandler {
  const compress = compression({
    threshold: 1024,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  return (req, res, next) => {
    if (req.headers["accept-encoding"]) return compress(req, res, next);
    // Nothing to negotiate (a script, a load balancer's check): no stream to wrap, the same Vary.
    res.vary("Accept-Encoding");
    next();
  };
}
