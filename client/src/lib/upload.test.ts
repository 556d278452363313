import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { formatFileSize, isAbortError, uploadWithProgress } from "./upload";

/** A scripted XMLHttpRequest: the test decides when progress, load or failure happen. */
class FakeXhr {
  static last: FakeXhr;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  withCredentials = false;
  body: FormData | null = null;
  status = 0;
  statusText = "";
  responseText = "";
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown, statusText = "") {
    this.status = status;
    this.statusText = statusText;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

const video = () => new File([new Uint8Array(10)], "lesson.mp4", { type: "video/mp4" });

describe("uploadWithProgress", () => {
  it("posts the file as multipart with the session cookie and CSRF header, reporting progress", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const progress: number[] = [];
    const promise = uploadWithProgress<{ url: string; duration: number }>("/api/upload/video", "video", video(), {
      onProgress: (p) => progress.push(p),
    });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/upload/video");
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers["X-Requested-With"]).toBe("XMLHttpRequest");
    expect((xhr.body!.get("video") as File).name).toBe("lesson.mp4");

    xhr.upload.onprogress!({ lengthComputable: true, loaded: 5, total: 10 });
    xhr.respond(201, { url: "/uploads/videos/a.mp4", duration: 20 });

    await expect(promise).resolves.toEqual({ url: "/uploads/videos/a.mp4", duration: 20 });
    expect(progress).toEqual([50, 100]);
  });

  it("fails with an ApiError carrying the server's status and message", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const promise = uploadWithProgress("/api/upload/video", "video", video());
    FakeXhr.last.respond(413, { message: "File too large. The limit is 500 MB." }, "Payload Too Large");

    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).serverMessage("fallback")).toBe("File too large. The limit is 500 MB.");
  });

  it("stops when its signal is aborted", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const controller = new AbortController();
    const promise = uploadWithProgress("/api/upload/video", "video", video(), { signal: controller.signal });
    controller.abort();

    const error = await promise.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });
});

describe("formatFileSize", () => {
  it("shows bytes, then KB and MB with one decimal", () => {
    expect(formatFileSize(993)).toBe("993 B");
    expect(formatFileSize(282_261)).toBe("275.6 KB");
    expect(formatFileSize(5 * 1024 * 1024)).toBe("5.0 MB");
  });
});
