import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LIMITS } from "@shared/constants";
import { documentUploadResponseSchema, imageUploadResponseSchema, videoUploadResponseSchema } from "@shared/schemas/uploads";
import { createTestContext, makeUser, signIn, type MadeUser, type TestContext } from "../../test/test-app";
import { removeUploadedFiles, resolveUploadPath } from "./index";
import { LocalStorage } from "../../lib/storage";
import {
  cfbFile,
  docxFile,
  emptyFolders,
  hasFfmpeg,
  HTML_PAGE,
  listFiles,
  MINIMAL_PDF,
  plainZip,
  PNG_1X1,
  pngOfSize,
  sampleVideo,
  silentClip,
  SVG_IMAGE,
  waitFor,
  watchCreations,
} from "./test-files";
import { sweepStaleUploads } from "./upload-files";
import { sanitizeFileName } from "./uploads.service";
import { wholeSeconds } from "./video-duration";

type Agent = Awaited<ReturnType<typeof signIn>>;

let ctx: TestContext;
let admin: MadeUser;
let asAdmin: Agent;
let scratch: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeUser(ctx, { role: "admin" });
  asAdmin = await signIn(ctx, admin);
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-upload-src-"));
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});
beforeEach(() => emptyFolders(ctx.uploadDir));

/** The stored file behind an answered url. */
const storedPath = (url: string) => path.join(ctx.uploadDir, url.replace(/^\/uploads\//, ""));

describe("POST /api/upload/image", () => {
  it("stores a PNG under a random name and answers its public url", async () => {
    const res = await asAdmin.post("/api/upload/image").attach("image", PNG_1X1, "My Photo.png");
    expect(res.status).toBe(201);
    const body = imageUploadResponseSchema.strict().parse(res.body);
    expect(body.url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.png$/);
    expect(fs.readFileSync(storedPath(body.url))).toEqual(PNG_1X1);
    expect(listFiles(ctx.uploadDir)).toEqual([path.join("images", path.basename(body.url))]);

    const served = await request(ctx.built.app).get(body.url);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
  });

  it("names the file after the detected type, not the uploaded name", async () => {
    const res = await asAdmin.post("/api/upload/image").attach("image", PNG_1X1, "photo.jpg");
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/\.png$/);
  });

  it("refuses a text file named .png with 415 and keeps nothing", async () => {
    const res = await asAdmin.post("/api/upload/image").attach("image", Buffer.from("just some text\n"), "fake.png");
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ message: "Unsupported file type. Allowed: PNG, JPG, GIF, WebP" });
    expect(listFiles(ctx.uploadDir)).toEqual([]);
  });

  it("refuses SVG images, with or without an XML prolog", async () => {
    for (const svg of [SVG_IMAGE, Buffer.concat([Buffer.from('<?xml version="1.0"?>\n'), SVG_IMAGE])]) {
      const res = await asAdmin.post("/api/upload/image").attach("image", svg, { filename: "logo.svg", contentType: "image/svg+xml" });
      expect(res.status).toBe(415);
    }
    expect(listFiles(ctx.uploadDir)).toEqual([]);
  });

  it("refuses an image over the limit with 413 and keeps nothing", async () => {
    const small = ctx.makeApp({ uploadDir: ctx.uploadDir, uploadLimits: { image: 1024 } });
    const agent = await signIn(ctx, admin, small);
    const atLimit = await agent.post("/api/upload/image").attach("image", pngOfSize(1024), "ok.png");
    expect(atLimit.status).toBe(201);
    emptyFolders(ctx.uploadDir);

    const res = await agent.post("/api/upload/image").attach("image", pngOfSize(1025), "big.png");
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: "File too large (max 1 KB)" });
    expect(listFiles(ctx.uploadDir)).toEqual([]);
  });

  it("accepts exactly 10 MB and refuses one byte more with 413", async () => {
    const ok = await asAdmin.post("/api/upload/image").attach("image", pngOfSize(LIMITS.imageBytes), "exact.png");
    expect(ok.status).toBe(201);
    emptyFolders(ctx.uploadDir);

    const res = await asAdmin.post("/api/upload/image").attach("image", pngOfSize(LIMITS.imageBytes + 1), "big.png");
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: "File too large (max 10 MB)" });
    expect(listFiles(ctx.uploadDir)).toEqual([]);
  });

  it("answers 400 when the image field is missing", async () => {
    const form = await asAdmin.post("/api/upload/image").field("title", "no file here");
    expect(form.status).toBe(400);
    expect(form.body).toMatchObject({ message: "No file uploaded" });

    const json = await asAdmin.post("/api/upload/image").send({});
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ message: "No file uploaded" });
  });

  it("answers 400 for a file in another field and keeps nothing", async () => {
    const res = await asAdmin.post("/api/upload/image").attach("file", PNG_1X1, "photo.png");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unexpected field "file": send the file in the "image" field');
    expect(listFiles(ctx.uploadDir)).toEqual([]);
  });

  it("answers 400 for an empty file", async () => {
    const res = await asAdmin.post("/api/upload/image").attach("image", Buffer.alloc(0), "empty.png");
    expect(res.status).toBe(400);
    expect(listFiles(ctx.uploadDir)).toEqual([]);
  });

  it("refuses learners (403) and anonymous callers (401) before writing anything", async () => {
    const creations = watchCreations(path.join(ctx.uploadDir, "tmp"));
    for (const role of ["personal", "entrepreneur"] as const) {
      const agent = await signIn(ctx, await makeUser(ctx, { role }));
      const res = await agent.post("/api/upload/image").attach("image", PNG_1X1, "photo.png");
      expect(res.status).toBe(403);
    }
    const anonymous = await request(ctx.built.app).post("/api/upload/image").attach("image", PNG_1X1, "photo.png");
    expect(anonymous.status).toBe(401);
    expect(await creations.stop()).toEqual([]);
    expect(listFiles(ctx.uploadDir)).toEqual([]);
  });
});

describe("POST /api/upload (documents)", () => {
  it("stores a PDF and answers url, cleaned name, detected type and size", async () => {
    const res = await asAdmin.post("/api/upload").attach("file", MINIMAL_PDF, "Course\u202Eplan 2024.pdf");
    expect(res.status).toBe(201);
    const body = documentUploadResponseSchema.strict().parse(res.body);
    expect(body).toEqual({ url: expect.stringMatching(/^\/uploads\/documents\/[0-9a-f]{32}\.pdf$/), name: "Courseplan 2024.pdf", type: "application/pdf", size: MINIMAL_PDF.length });
    expect(fs.existsSync(storedPath(body.url))).toBe(true);

    // Study material is served after the access check: the admin who uploaded it may fetch it,
    // nobody else until a guideline of a course they can open offers it.
    const served = await asAdmin.get(body.url);
    expect(served.status).toBe(200);
    expect(served.headers["content-disposition"]).toBe("attachment");
    expect((await request(ctx.built.app).get(body.url)).status).toBe(404);
  });

  it("refuses an HTML page named .pdf or .txt", async () => {
    for (const name of ["guide.pdf", "guide.txt", "guide.html"]) {
      const res = await asAdmin.post("/api/upload").attach("file", HTML_PAGE, name);
      expect(res.status).toBe(415);
      expect(res.body.message).toBe("Unsupported file type. Allowed: PDF, DOC, DOCX, PPT, PPTX, XLS, XLSX, ZIP, TXT");
    }
    expect(listFiles(ctx.uploadDir)).toEqual([]);
  });

  it("accepts UTF-8 text named .txt", async () => {
    const text = Buffer.from("Week 1: pricing — ünïcødé notes\n");
    const res = await asAdmin.post("/api/upload").attach("file", text, "Notes d'été.txt");
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ url: expect.stringMatching(/\.txt$/), name: "Notes d'été.txt", type: "text/plain", size: text.length });
  });

  it("refuses text that is not valid UTF-8, has NUL bytes, or is not named .txt", async () => {
    const cases: [Buffer, string][] = [
      [Buffer.from([0x68, 0x69, 0xff, 0xfe, 0x0a]), "latin.txt"],
      [Buffer.from("abc\u0000def"), "nul.txt"],
      [Buffer.from("plain words"), "notes.md"],
    ];
    for (const [data, name] of cases) {
      const res = await asAdmin.post("/api/upload").attach("file", data, name);
      expect(res.status, name).toBe(415);
    }
    expect(listFiles(ctx.uploadDir)).toEqual([]);
  });

  it("tells a Word document from a plain zip by its contents", async () => {
    const docx = await asAdmin.post("/api/upload").attach("file", docxFile(), "handout.docx");
    expect(docx.status).toBe(201);
    expect(docx.body.url).toMatch(/\.docx$/);
    expect(docx.body.type).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");

    // A zip is an allowed document too, but it is stored and reported as what it is.
    const zip = await asAdmin.post("/api/upload").attach("file", plainZip(), "handout.docx");
    expect(zip.status).toBe(201);
    expect(zip.body.url).toMatch(/\.zip$/);
    expect(zip.body).toMatchObject({ name: "handout.docx", type: "application/zip" });
  });

  it("accepts an old Office file only under a .doc, .ppt or .xls name", async () => {
    const doc = await asAdmin.post("/api/upload").attach("file", cfbFile(), "minutes.DOC");
    expect(doc.status).toBe(201);
    expect(doc.body).toMatchObject({ url: expect.stringMatching(/\.doc$/), type: "application/msword" });
    const xls = await asAdmin.post("/api/upload").attach("file", cfbFile(), "budget.xls");
    expect(xls.body.type).toBe("application/vnd.ms-excel");
    emptyFolders(ctx.uploadDir);

    for (const name of ["installer.msi", "minutes.pdf", "x.constructor"]) {
      const res = await asAdmin.post("/api/upload").attach("file", cfbFile(), name);
      expect(res.status, name).toBe(415);
    }
    expect(listFiles(ctx.uploadDir)).toEqual([]);
  });

  it("answers 400 when the file is sent in the image field", async () => {
    const res = await asAdmin.post("/api/upload").attach("image", MINIMAL_PDF, "plan.pdf");
    expect(res.status).toBe(400);
    expect(listFiles(ctx.uploadDir)).toEqual([]);
  });
});

describe("POST /api/upload/video", () => {
  it("stores an MP4 and answers its duration read from the file", async () => {
    const sample = sampleVideo(scratch);
    const res = await asAdmin.post("/api/upload/video").attach("video", sample.file, "Lesson 1.mp4");
    expect(res.status).toBe(201);
    const body = videoUploadResponseSchema.strict().parse(res.body);
    expect(body).toEqual({
      url: expect.stringMatching(/^\/uploads\/videos\/[0-9a-f]{32}\.mp4$/),
      duration: sample.seconds,
      size: fs.statSync(sample.file).size,
    });
    expect(fs.statSync(storedPath(body.url)).size).toBe(body.size);

    // Videos are not public files: they stream through the guarded chapter route.
    expect((await request(ctx.built.app).get(body.url)).status).toBe(404);
  });

  it.skipIf(!hasFfmpeg)("reads the duration of a video without sound from its movie header", async () => {
    const res = await asAdmin.post("/api/upload/video").attach("video", silentClip(scratch, 3), "silent.mp4");
    expect(res.status).toBe(201);
    expect(res.body.duration).toBe(3);
  });

  it.skipIf(!hasFfmpeg)("accepts WebM, MOV and AVI; leaves out a duration the file does not give", async () => {
    const expected: Record<string, number | undefined> = { webm: 2, mov: 2, avi: undefined };
    for (const [ext, duration] of Object.entries(expected)) {
      const res = await asAdmin.post("/api/upload/video").attach("video", silentClip(scratch, 2, ext), `clip.${ext}`);
      expect(res.status, ext).toBe(201);
      expect(res.body.url).toMatch(new RegExp(`\\.${ext}$`));
      if (duration === undefined) expect(res.body).not.toHaveProperty("duration");
      else expect(res.body.duration, ext).toBe(duration);
    }
  });

  it("refuses an image sent as a video", async () => {
    const res = await asAdmin.post("/api/upload/video").attach("video", PNG_1X1, "clip.mp4");
    expect(res.status).toBe(415);
    expect(res.body.message).toBe("Unsupported file type. Allowed: MP4, WebM, MOV, AVI");
    expect(listFiles(ctx.uploadDir)).toEqual([]);
  });

  it("leaves no file behind when the client aborts mid-upload", async () => {
    const server = ctx.built.app.listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      const login = await request(ctx.built.app).post("/api/login").send({ username: admin.username, password: admin.password });
      const cookie = (login.headers["set-cookie"] as unknown as string[]).map((c) => c.split(";")[0]).join("; ");
      const boundary = "----gsm-abort-test";
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="lesson.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
      );
      const req = http.request({
        port,
        method: "POST",
        path: "/api/upload/video",
        headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": head.length + 5_000_000 },
      });
      req.on("error", () => {}); // the socket is destroyed on purpose
      req.write(head);
      req.write(Buffer.alloc(256 * 1024, 0x41));

      const tmpDir = path.join(ctx.uploadDir, "tmp");
      await waitFor(() => fs.readdirSync(tmpDir).some((f) => fs.statSync(path.join(tmpDir, f)).size > 0));
      req.destroy();

      await waitFor(() => listFiles(ctx.uploadDir).length === 0);
      await new Promise((r) => setTimeout(r, 100)); // and nothing appears late
      expect(listFiles(ctx.uploadDir)).toEqual([]);
    } finally {
      await new Promise((r) => server.close(r));
    }
    // The server carries on normally.
    const after = await asAdmin.post("/api/upload/image").attach("image", PNG_1X1, "after.png");
    expect(after.status).toBe(201);
  });
});

describe("removeUploadedFiles and resolveUploadPath", () => {
  it("deletes the referenced uploads and nothing else", async () => {
    const dir = ctx.uploadDir;
    for (const f of ["images/a.png", "documents/b.pdf", "videos/c.mp4", "videos/keep.mp4", "secret.txt"]) {
      fs.writeFileSync(path.join(dir, f), "x");
    }
    await removeUploadedFiles(new LocalStorage(dir), [
      "/uploads/images/a.png",
      "/uploads/documents/b.pdf",
      "/uploads/videos/c.mp4",
      "/uploads/videos/missing.mp4",
      "/uploads/videos/../secret.txt",
      "/uploads/videos/..%2Fsecret.txt",
      "/uploads/images/sub\\..\\..\\secret.txt",
      "/uploads/tmp/anything",
      "https://cdn.example.com/uploads/videos/keep.mp4",
      null,
      undefined,
      "",
    ]);
    expect(listFiles(dir)).toEqual(["secret.txt", path.join("videos", "keep.mp4")]);
  });

  it("resolves only plain names inside the three upload folders", () => {
    const dir = "/srv/uploads";
    expect(resolveUploadPath(dir, "/uploads/videos/abc.mp4")).toBe("/srv/uploads/videos/abc.mp4");
    expect(resolveUploadPath(dir, "/uploads/images/x.png")).toBe("/srv/uploads/images/x.png");
    for (const ref of ["/uploads/videos/..", "/uploads/videos/../../etc/passwd", "/uploads/videos/a/b.mp4", "/uploads/videos/.hidden", "uploads/videos/a.mp4", "/uploads/videos/a.mp4?x=1", "https://x.test/a.mp4", null, undefined]) {
      expect(resolveUploadPath(dir, ref), String(ref)).toBeNull();
    }
  });
});

describe("upload housekeeping", () => {
  it("sweeps temporary files older than an hour and keeps recent ones", async () => {
    const tmpDir = path.join(ctx.uploadDir, "tmp");
    fs.writeFileSync(path.join(tmpDir, "old"), "x");
    fs.writeFileSync(path.join(tmpDir, "recent"), "x");
    const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000);
    fs.utimesSync(path.join(tmpDir, "old"), twoHoursAgo, twoHoursAgo);
    expect(await sweepStaleUploads(tmpDir)).toBe(1);
    expect(fs.readdirSync(tmpDir)).toEqual(["recent"]);
  });

  it("cleans uploaded names for display", () => {
    expect(sanitizeFileName("C:\\Users\\me\\Plan.pdf")).toBe("Plan.pdf");
    expect(sanitizeFileName("../../etc/passwd")).toBe("passwd");
    expect(sanitizeFileName("..hidden\u0000.txt")).toBe("hidden.txt");
    expect(sanitizeFileName("")).toBe("file");
    expect(sanitizeFileName(`${"a".repeat(300)}.pdf`)).toBe(`${"a".repeat(196)}.pdf`);
  });

  it("rounds durations up to whole seconds, ignoring container padding", () => {
    expect(wholeSeconds(20.023)).toBe(20);
    expect(wholeSeconds(20.5)).toBe(21);
    expect(wholeSeconds(0.04)).toBe(1);
  });
});
