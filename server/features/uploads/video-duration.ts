import fs from "node:fs/promises";
import { parseFile } from "music-metadata";

/**
 * Seconds rounded up to a whole second, ignoring the few hundredths that containers add (AAC
 * encoder priming makes a 20 s clip report 20.023 s, which should not become 21).
 */
export function wholeSeconds(seconds: number): number {
  return Math.max(1, Math.ceil(seconds - 0.1));
}

const usable = (s: number | undefined): s is number => typeof s === "number" && Number.isFinite(s) && s > 0;

type FileHandle = Awaited<ReturnType<typeof fs.open>>;
interface Box {
  start: number; // first byte of the payload
  end: number;
}

/** Finds a box of `type` among the ISO-BMFF boxes between `from` and `to`. */
async function findBox(file: FileHandle, from: number, to: number, type: string): Promise<Box | undefined> {
  const header = Buffer.alloc(16);
  let at = from;
  for (let i = 0; i < 10_000 && at + 8 <= to; i++) {
    const { bytesRead } = await file.read(header, 0, 16, at);
    if (bytesRead < 8) return undefined;
    let size = header.readUInt32BE(0);
    let headerSize = 8;
    if (size === 1) {
      if (bytesRead < 16) return undefined;
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) {
      size = to - at; // the box runs to the end of its parent
    }
    if (size < headerSize) return undefined;
    if (header.toString("latin1", 4, 8) === type) return { start: at + headerSize, end: Math.min(at + size, to) };
    at += size;
  }
  return undefined;
}

/** Duration from the movie header (moov/mvhd) of an MP4 or MOV file. */
async function movieHeaderSeconds(filePath: string): Promise<number | undefined> {
  const file = await fs.open(filePath, "r");
  try {
    const moov = await findBox(file, 0, (await file.stat()).size, "moov");
    const mvhd = moov && (await findBox(file, moov.start, moov.end, "mvhd"));
    if (!mvhd) return undefined;
    const body = Buffer.alloc(32);
    const { bytesRead } = await file.read(body, 0, 32, mvhd.start);
    const version1 = body[0] === 1; // 64-bit times
    if (bytesRead < (version1 ? 32 : 20)) return undefined;
    const timescale = body.readUInt32BE(version1 ? 20 : 12);
    const duration = version1 ? Number(body.readBigUInt64BE(24)) : body.readUInt32BE(16);
    return timescale > 0 ? duration / timescale : undefined;
  } finally {
    await file.close();
  }
}

/**
 * The video's length in whole seconds, read from its metadata, or undefined when the file does
 * not say. music-metadata reads it from the audio track; a video without sound still has the
 * movie header, so MP4 and MOV fall back to that. Never throws.
 */
export async function readVideoDuration(filePath: string, ext: string): Promise<number | undefined> {
  let seconds: number | undefined;
  try {
    seconds = (await parseFile(filePath, { skipCovers: true })).format.duration;
  } catch {
    seconds = undefined;
  }
  if (!usable(seconds) && (ext === "mp4" || ext === "mov")) {
    seconds = await movieHeaderSeconds(filePath).catch(() => undefined);
  }
  return usable(seconds) ? wholeSeconds(seconds) : undefined;
}
