import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtClient, chooseEncoding, compressResponses } from "./serve-client";

// A build as `npm run build` leaves it: hashed assets and top-level files, each text file with the
// .br and .gz the vite precompress plugin writes beside it.
const SCRIPT = `export const greeting = ${JSON.stringify("hello ".repeat(400))};\n`;
const STYLE = `body { color: #123456; }\n`.repeat(100);
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body>${"<div></div>".repeat(100)}</body></html>`;
const ICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(50)}</svg>`;
const ROBOTS = "User-agent: *\nDisallow: /api/\n".repeat(10);

let dir: string;
let app: express.Express;

function write(file: string, text: string, compressed = true) {
  const full = path.join(dir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
  if (!compressed) return;
  fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(text));
}

beforeAll(() => {
  // Under a dot folder, as a checkout in ~/.cache or .tmp/ would be: send() refuses those by default.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), ".gsm-client-"));
  write("index.html", INDEX);
  write("assets/index-AbC123.js", SCRIPT);
  write("assets/index-XyZ789.css", STYLE);
  write("favicon.svg", ICON);
  write("robots.txt", ROBOTS);
  write("assets/logo-Q1w2E3.png", "\x89PNG not really", false);
  fs.mkdirSync(path.join(dir, ".vite"));
  fs.writeFileSync(path.join(dir, ".vite", "manifest.json"), "{}");
  app = express();
  app.get("/api/ping", (_req, res) => res.json({ ok: true }));
  app.use(...builtClient(dir));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const bytesOf = (file: string) => fs.statSync(path.join(dir, file)).size;

describe("the built client", () => {
  it("sends a hashed script as brotli to a browser that accepts it, cached for a year", async () => {
    const res = await request(app).get("/assets/index-AbC123.js").set("Accept-Encoding", "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(res.headers["content-length"])).toBe(bytesOf("assets/index-AbC123.js.br"));
    expect(res.text).toBe(SCRIPT); // supertest decodes the brotli body
  });

  it("sends gzip to a client without brotli, and the plain file to one that accepts neither", async () => {
    const gzip = await request(app).get("/assets/index-XyZ789.css").set("Accept-Encoding", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(Number(gzip.headers["content-length"])).toBe(bytesOf("assets/index-XyZ789.css.gz"));
    expect(gzip.text).toBe(STYLE);

    const plain = await request(app).get("/assets/index-XyZ789.css").set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(plain.text).toBe(STYLE);
  });

  it("revalidates index.html, on its own path and as every page of the app", async () => {
    for (const url of ["/", "/course/12", "/index.html"]) {
      const res = await request(app).get(url).set("Accept-Encoding", "br");
      expect(res.status, url).toBe(200);
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(res.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["vary"], url).toMatch(/Accept-Encoding/i);
      expect(res.text, url).toBe(INDEX);
    }
  });

  it("serves robots.txt and the favicon as real files, compressed and revalidated", async () => {
    const robots = await request(app).get("/robots.txt").set("Accept-Encoding", "gzip, br");
    expect(robots.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(robots.headers["content-encoding"]).toBe("br");
    expect(robots.headers["cache-control"]).toBe("no-cache");
    expect(robots.text).toBe(ROBOTS);

    const icon = await request(app).get("/favicon.svg").set("Accept-Encoding", "gzip").buffer(true);
    expect(icon.headers["content-type"]).toBe("image/svg+xml");
    expect(icon.headers["content-encoding"]).toBe("gzip");
    expect(String(icon.body)).toBe(ICON);
  });

  it("sends files the build did not compress as they are", async () => {
    const res = await request(app).get("/assets/logo-Q1w2E3.png").set("Accept-Encoding", "br, gzip");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("never serves the build manifest, a compressed copy by its own name, or a path outside the build", async () => {
    for (const url of [
      "/.vite/manifest.json",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/assets/index-AbC123.js.br",
      "/assets/%2e%2e/%2e%2e/etc/passwd",
    ]) {
      const res = await request(app).get(url);
      // Unknown paths are a page of the SPA (index.html), or a missing asset (404).
      expect(res.status === 404 || res.text === INDEX, url).toBe(true);
    }
  });

  it("answers 404 for a hashed file the build does not have, not the page", async () => {
    const res = await request(app).get("/assets/index-OldHash.js");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
  });

  it("leaves the API to the API", async () => {
    const res = await request(app).get("/api/ping").set("Accept-Encoding", "br");
    expect(res.body).toEqual({ ok: true });
    expect(res.headers["content-encoding"]).toBeUndefined();
  });

  it("answers a repeat visit with 304 when the copy it holds is current", async () => {
    const first = await request(app).get("/").set("Accept-Encoding", "br");
    const again = await request(app).get("/").set("Accept-Encoding", "br").set("If-None-Match", first.headers["etag"]);
    expect(again.status).toBe(304);
  });
});

describe("chooseEncoding", () => {
  it("prefers brotli, falls back to gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br", ["br", "gzip"])).toBe("br");
    expect(chooseEncoding("gzip, deflate", ["br", "gzip"])).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5", ["br", "gzip"])).toBe("gzip");
    expect(chooseEncoding("*", ["gzip"])).toBe("gzip");
    expect(chooseEncoding("*, gzip;q=0", ["gzip"])).toBeUndefined();
    expect(chooseEncoding(undefined, ["br", "gzip"])).toBeUndefined();
    expect(chooseEncoding("br", [])).toBeUndefined();
  });
});

describe("compressResponses", () => {
  const BIG = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Course ${i}` })) };
  let api: express.Express;
  beforeAll(() => {
    api = express();
    api.use(compressResponses());
    api.get("/api/big", (_req, res) => res.json(BIG));
    api.get("/api/small", (_req, res) => res.json({ ok: true }));
    api.get("/video", (_req, res) => res.type("video/mp4").send(Buffer.alloc(4096, 1)));
    api.use(...builtClient(dir));
  });

  it("sends API JSON as brotli, else gzip, with Vary", async () => {
    const br = await request(api).get("/api/big").set("Accept-Encoding", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(br.body).toEqual(BIG);
    const gzip = await request(api).get("/api/big").set("Accept-Encoding", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.body).toEqual(BIG);
  });

  it("leaves small bodies and video as they are", async () => {
    const small = await request(api).get("/api/small").set("Accept-Encoding", "br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    const video = await request(api).get("/video").set("Accept-Encoding", "br");
    expect(video.headers["content-encoding"]).toBeUndefined();
  });

  it("never compresses a precompressed build file twice", async () => {
    const res = await request(api).get("/assets/index-AbC123.js").set("Accept-Encoding", "br");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(Number(res.headers["content-length"])).toBe(bytesOf("assets/index-AbC123.js.br"));
    expect(res.text).toBe(SCRIPT);
  });
});
