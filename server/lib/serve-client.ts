import fs from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import express, { type RequestHandler } from "express";
import { builtClientDir, clientDir, projectRoot } from "./paths";

const isPageRequest = (method: string, url: string) =>
  (method === "GET" || method === "HEAD") && !url.startsWith("/api/") && !url.startsWith("/uploads/");

/** Development: Vite in middleware mode on the same port, with HMR over the same server. */
export async function viteDevClient(httpServer: Server): Promise<{ handlers: RequestHandler[]; close(): Promise<void> }> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: path.join(projectRoot, "vite.config.ts"),
    server: { middlewareMode: true, hmr: { server: httpServer } },
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

/** Production: the built files, long-cached by hash, and index.html for every other page. */
export function builtClient(): RequestHandler[] {
  const indexFile = path.join(builtClientDir, "index.html");
  if (!fs.existsSync(indexFile)) throw new Error(`No client build at ${builtClientDir}: run npm run build first.`);
  const assets = express.static(builtClientDir, {
    index: false,
    setHeaders: (res, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    },
  });
  const indexHtml: RequestHandler = (req, res, next) => {
    if (!isPageRequest(req.method, req.originalUrl)) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(indexFile);
  };
  return [assets, indexHtml];
}
