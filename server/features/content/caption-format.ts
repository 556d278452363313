// Caption files as admins upload them (docs/decisions/017-captions-and-player.md): WebVTT is kept (normalised), SRT is
// converted to WebVTT. Anything else, a file that is not UTF-8, or one with a NUL byte, is refused
// with 400 INVALID_CAPTION_FILE. Decided from the content, never from the file name.
import { AppError } from "../../lib/app-error";

export const INVALID_CAPTION_FILE = "INVALID_CAPTION_FILE";

function invalid(reason: string): AppError {
  return new AppError(
    400,
    `Not a caption file: ${reason}. Upload WebVTT (.vtt) or SubRip (.srt) in UTF-8.`,
    undefined,
    INVALID_CAPTION_FILE,
  );
}

const VTT_TIME = String.raw`(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}`;
const VTT_TIMING = new RegExp(String.raw`^${VTT_TIME}[ \t]+-->[ \t]+${VTT_TIME}(?:[ \t].*)?$`);
const SRT_TIME = String.raw`(\d{1,3}):([0-5]?\d):([0-5]?\d)[,.](\d{1,3})`;
const SRT_TIMING = new RegExp(String.raw`^${SRT_TIME}[ \t]*-->[ \t]*${SRT_TIME}(?:[ \t].*)?$`);

/** UTF-8 without NUL, BOM dropped, line ends as "\n". */
function decodeText(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw invalid("it contains NUL bytes");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw invalid("it is not UTF-8 text");
  }
  return text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
}

function srtTime(h: string, m: string, s: string, ms: string): string {
  return `${h.padStart(2, "0")}:${m.padStart(2, "0")}:${s.padStart(2, "0")}.${ms.padEnd(3, "0")}`;
}

function fromWebVtt(text: string): string {
  const lines = text.split("\n");
  if (!lines.some((line) => VTT_TIMING.test(line.trim()))) throw invalid("the WebVTT file has no cues");
  return text.endsWith("\n") ? text : `${text}\n`;
}

function fromSrt(text: string): string {
  const blocks = text
    .split(/\n[ \t]*\n/)
    .map((block) => block.split("\n").filter((line, i, all) => line.trim() !== "" || (i > 0 && i < all.length - 1)))
    .filter((lines) => lines.length > 0);
  if (!blocks.length) throw invalid("it is empty");
  const cues = blocks.map((lines, index) => {
    let at = 0;
    const id = /^\d+$/.test(lines[0].trim()) ? lines[0].trim() : null;
    if (id !== null) at = 1;
    const timing = SRT_TIMING.exec((lines[at] ?? "").trim());
    if (!timing) throw invalid(index === 0 ? "it is neither WebVTT nor SRT" : `cue ${index + 1} has no valid timing line`);
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = timing;
    // "-->" may not appear in a WebVTT cue's text.
    const body = lines.slice(at + 1).map((line) => line.replace(/-->/g, "->"));
    return [...(id ? [id] : []), `${srtTime(h1, m1, s1, ms1)} --> ${srtTime(h2, m2, s2, ms2)}`, ...body].join("\n");
  });
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}

/** The WebVTT text to store for an uploaded caption file; throws 400 INVALID_CAPTION_FILE. */
export function toWebVtt(bytes: Uint8Array): string {
  const text = decodeText(bytes);
  if (/^WEBVTT(?:[ \t\n]|$)/.test(text)) return fromWebVtt(text);
  if (text.trim() === "") throw invalid("it is empty");
  return fromSrt(text);
}
