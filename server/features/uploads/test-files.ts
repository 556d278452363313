// Small real files for the upload tests, built in memory so no binary fixtures are committed.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { sampleAssetsDir } from "../../lib/paths";

/** A 1x1 transparent PNG. */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A PNG header followed by filler, `size` bytes long (file-type only reads the start). */
export function pngOfSize(size: number): Buffer {
  const out = Buffer.alloc(size, 0x20);
  PNG_1X1.copy(out, 0, 0, Math.min(PNG_1X1.length, size));
  return out;
}

export const MINIMAL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

export const HTML_PAGE = Buffer.from("<!DOCTYPE html>\n<html><body><script>alert(document.cookie)</script></body></html>\n");

export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>\n',
);

/** The 8-byte signature of a Compound File Binary (old .doc/.ppt/.xls), padded to one sector. */
export function cfbFile(): Buffer {
  const out = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(out);
  return out;
}

/** A zip archive with stored (uncompressed) entries. */
export function zipArchive(entries: { name: string; data: string | Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal Word document: the parts file-type reads to tell DOCX from a plain zip. */
export function docxFile(): Buffer {
  return zipArchive([
    {
      name: "[Content_Types].xml",
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    { name: "word/document.xml", data: '<?xml version="1.0"?><w:document xmlns:w="x"><w:body/></w:document>' },
  ]);
}

export function plainZip(): Buffer {
  return zipArchive([{ name: "notes.txt", data: "Chapter notes\n" }]);
}

/**
 * The bundled 20-second sample lesson, or a 3-second clip made with ffmpeg when the asset is not
 * there. Answers the file and its length in whole seconds.
 */
export function sampleVideo(dir: string): { file: string; seconds: number } {
  const bundled = path.join(sampleAssetsDir, "sample-lesson.mp4");
  const file = path.join(dir, "sample.mp4");
  if (fs.existsSync(bundled)) {
    fs.copyFileSync(bundled, file);
    return { file, seconds: 20 };
  }
  return { file: silentClip(dir, 3), seconds: 3 };
}

/**
 * A clip without an audio track (music-metadata reads MP4 durations from the audio track only).
 * The container follows the extension: mp4, mov, webm or avi. Needs ffmpeg.
 */
export function silentClip(dir: string, seconds: number, ext = "mp4"): string {
  const file = path.join(dir, `silent-${seconds}s.${ext}`);
  const codec = ext === "webm" ? ["-c:v", "libvpx", "-deadline", "realtime"] : ext === "avi" ? ["-c:v", "mpeg4"] : ["-pix_fmt", "yuv420p"];
  execFileSync(
    "/usr/bin/ffmpeg",
    ["-v", "error", "-y", "-f", "lavfi", "-i", `testsrc2=duration=${seconds}:size=160x90:rate=10`, ...codec, file],
    { stdio: "ignore" },
  );
  return file;
}

export const hasFfmpeg = fs.existsSync("/usr/bin/ffmpeg");

/** Every file below `dir` (relative paths), in any subfolder. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full).map((f) => path.join(entry.name, f)));
    else out.push(entry.name);
  }
  return out.sort();
}

/** Deletes every file below `dir` and keeps the folders. */
export function emptyFolders(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) emptyFolders(full);
    else fs.rmSync(full, { force: true });
  }
}

/** Records the names of files created in `dir` until stop() (inotify on Linux). */
export function watchCreations(dir: string): { stop(): Promise<string[]> } {
  const seen: string[] = [];
  const watcher = fs.watch(dir, (_event, name) => {
    if (name) seen.push(String(name));
  });
  return {
    async stop() {
      await new Promise((r) => setTimeout(r, 50)); // let late events arrive
      watcher.close();
      return seen;
    },
  };
}

export async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}
