import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { inflateSync } from "node:zlib";
import fontkit from "@pdf-lib/fontkit";
import bidiFactory from "bidi-js";
import type { PDFDocument, PDFFont } from "pdf-lib";

/**
 * Fonts for what the standard PDF fonts cannot print (docs/decisions/032-certificate-fonts.md):
 * Noto Sans (Latin, Latin extended, Greek, Cyrillic, Vietnamese, Devanagari), Noto Sans Arabic and
 * Noto Sans SC (CJK), read from the @fontsource packages' files and embedded as subsets, so a PDF
 * carries only the glyphs it draws.
 */
export type FontWeight = 400 | 700;

interface FontSource {
  /** e.g. "noto-sans-sc-chinese-simplified" */
  file: string;
  dir: string;
  /** Code point ranges from the package's unicode.json; null: ask the font itself. */
  ranges: [number, number][] | null;
}

const require = createRequire(import.meta.url);

function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

function parseRanges(unicodeRange: string): [number, number][] {
  return unicodeRange.split(",").map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
}

/** One package's subsets, in the given order (numbered CJK subsets after the named ones). */
function sourcesOf(pkg: string, family: string, named: string[], numbered: boolean): FontSource[] {
  const dir = join(packageDir(pkg), "files");
  const unicode = JSON.parse(readFileSync(join(packageDir(pkg), "unicode.json"), "utf8")) as Record<string, string>;
  const out: FontSource[] = named.map((subset) => ({
    file: `${family}-${subset}`,
    dir,
    ranges: unicode[subset] ? parseRanges(unicode[subset]) : null,
  }));
  if (numbered) {
    for (const [key, range] of Object.entries(unicode)) {
      const n = /^\[(\d+)\]$/.exec(key)?.[1];
      if (n) out.push({ file: `${family}-${n}`, dir, ranges: parseRanges(range) });
    }
  }
  return out;
}

let sources: FontSource[] | undefined;
/** The fallback chain: the first source that has a glyph for a character prints it. */
function fontSources(): FontSource[] {
  sources ??= [
    ...sourcesOf(
      "@fontsource/noto-sans",
      "noto-sans",
      ["latin", "latin-ext", "vietnamese", "greek", "greek-ext", "cyrillic", "cyrillic-ext", "devanagari"],
      false,
    ),
    ...sourcesOf("@fontsource/noto-sans-arabic", "noto-sans-arabic", ["arabic"], false),
    // The simplified-Chinese subset holds the common characters in one file; the numbered subsets
    // (the web font's unicode-range slices) hold the rest of the font (traditional, rarer hanzi, kana).
    ...sourcesOf("@fontsource/noto-sans-sc", "noto-sans-sc", ["chinese-simplified"], true),
  ];
  return sources;
}

const bytesCache = new Map<string, Uint8Array>();
const coverageCache = new Map<string, fontkit.Font>();

function fontPath(source: FontSource, weight: FontWeight): string {
  return join(source.dir, `${source.file}-${weight}-normal.woff`);
}

/**
 * WOFF 1 to a plain OpenType file, inflated once per process with node's zlib: fontkit inflates
 * WOFF tables in JavaScript on every read (seconds for the CJK font), and its WOFF 2 reader fails
 * when subsetting TrueType outlines, so the .woff files are the ones read.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error("not a WOFF file");
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i += 1) {
    const entry = 44 + i * 20;
    const [tag, offset, compLength, origLength, checksum] = [0, 4, 8, 12, 16].map((o) => woff.readUInt32BE(entry + o));
    const stored = woff.subarray(offset, offset + compLength);
    tables.push({ tag, checksum, data: compLength < origLength ? inflateSync(stored) : stored });
  }
  padGlyphs(tables);
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector += 1;
  }
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavour: TrueType or CFF
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange * 16, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const tagOf = (name: string) => Buffer.from(name, "latin1").readUInt32BE(0);

function tableChecksum(data: Buffer): number {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) {
    const word = Buffer.alloc(4);
    data.copy(word, 0, i, Math.min(i + 4, data.length));
    sum = (sum + word.readUInt32BE(0)) >>> 0;
  }
  return sum;
}

/**
 * Pads every TrueType glyph to 4 bytes and writes long offsets. The web fonts pack glyphs
 * unpadded, and fontkit's subsetter copies them as they are and then writes short (halved)
 * offsets, which lands every glyph after an odd-length one on the wrong bytes: blank glyphs.
 */
function padGlyphs(tables: { tag: number; checksum: number; data: Buffer }[]) {
  const find = (name: string) => tables.find((t) => t.tag === tagOf(name));
  const [head, maxp, loca, glyf] = [find("head"), find("maxp"), find("loca"), find("glyf")];
  if (!head || !maxp || !loca || !glyf) return; // CFF outlines: nothing to pad
  const numGlyphs = maxp.data.readUInt16BE(4);
  const long = head.data.readInt16BE(50) === 1;
  const offsetAt = (i: number) => (long ? loca.data.readUInt32BE(i * 4) : loca.data.readUInt16BE(i * 2) * 2);
  const glyphs: Buffer[] = [];
  const newLoca = Buffer.alloc((numGlyphs + 1) * 4);
  let offset = 0;
  for (let i = 0; i < numGlyphs; i += 1) {
    const data = glyf.data.subarray(offsetAt(i), offsetAt(i + 1));
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    newLoca.writeUInt32BE(offset, i * 4);
    glyphs.push(padded);
    offset += padded.length;
  }
  newLoca.writeUInt32BE(offset, numGlyphs * 4);
  head.data = Buffer.from(head.data);
  head.data.writeInt16BE(1, 50);
  glyf.data = Buffer.concat(glyphs);
  loca.data = newLoca;
  for (const table of [head, glyf, loca]) table.checksum = tableChecksum(table.data);
}

function fontBytes(source: FontSource, weight: FontWeight): Uint8Array {
  const path = fontPath(source, weight);
  let bytes = bytesCache.get(path);
  if (!bytes) {
    bytes = woffToSfnt(readFileSync(path));
    bytesCache.set(path, bytes);
  }
  return bytes;
}

/** Parsed once per process to answer "has it a glyph for…"; the PDF embeds from the bytes. */
function coverageFont(source: FontSource, weight: FontWeight): fontkit.Font {
  const path = fontPath(source, weight);
  let font = coverageCache.get(path);
  if (!font) {
    font = fontkit.create(fontBytes(source, weight));
    coverageCache.set(path, font);
  }
  return font;
}

function covers(source: FontSource, weight: FontWeight, codePoint: number): boolean {
  if (source.ranges && !source.ranges.some(([from, to]) => codePoint >= from && codePoint <= to)) return false;
  return coverageFont(source, weight).hasGlyphForCodePoint(codePoint);
}

const bidi = bidiFactory();
const STRONG_RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** A piece of text drawn in one font, in the order it is drawn (left to right). */
export interface TextRun {
  font: PDFFont;
  text: string;
}

/** A text as runs of one font each, in visual order; `width` measures them at a size. */
export interface ShapedText {
  runs: TextRun[];
  width(size: number): number;
}

function shaped(runs: TextRun[]): ShapedText {
  return { runs, width: (size) => runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0) };
}

/**
 * Embeds fonts into one document on demand and splits texts into runs. A text the standard font
 * can print whole stays in it (a Latin certificate looks as it always did and embeds nothing);
 * any other text is printed entirely in the Noto fonts, each character in the first one that has it.
 */
export class CertificateFonts {
  private readonly embedded = new Map<string, Promise<PDFFont>>();

  constructor(private readonly doc: PDFDocument) {
    doc.registerFontkit(fontkit);
  }

  private embed(source: FontSource, weight: FontWeight): Promise<PDFFont> {
    const key = `${source.file}-${weight}`;
    let font = this.embedded.get(key);
    if (!font) {
      font = this.doc.embedFont(fontBytes(source, weight), { subset: true });
      this.embedded.set(key, font);
    }
    return font;
  }

  async shape(text: string, standard: PDFFont, weight: FontWeight): Promise<ShapedText> {
    const nfc = text.normalize("NFC");
    const known = new Set(standard.getCharacterSet());
    if ([...nfc].every((ch) => known.has(ch.codePointAt(0)!))) return shaped([{ font: standard, text: nfc }]);

    // Logical runs of one font and one bidi level; a character the current font has stays in it,
    // so spaces and punctuation do not break a run.
    const levels = bidi.getEmbeddingLevels(nfc, "auto").levels;
    const chain = fontSources();
    const logical: { source: FontSource | null; level: number; text: string }[] = [];
    for (let i = 0; i < nfc.length;) {
      const cp = nfc.codePointAt(i)!;
      const ch = String.fromCodePoint(cp);
      const level = levels[i];
      const last = logical.at(-1);
      let source: FontSource | null;
      if (last?.source && last.level === level && covers(last.source, weight, cp)) source = last.source;
      else source = chain.find((s) => covers(s, weight, cp)) ?? null;
      let printed = ch;
      if (!source) {
        // No font here has it (an emoji, a script none of them covers): the replacement character.
        source = chain.find((s) => covers(s, weight, 0xfffd)) ?? null;
        printed = source ? "\ufffd" : "?";
      }
      if (last && last.source === source && last.level === level) last.text += printed;
      else logical.push({ source, level, text: printed });
      i += ch.length;
    }

    // Unicode bidi rule L2 over the runs: from the highest level down to the lowest odd one,
    // reverse every sequence of runs at that level or higher.
    const visual = [...logical];
    const max = Math.max(...visual.map((r) => r.level));
    const minOdd = Math.min(...visual.map((r) => r.level).filter((l) => l % 2 === 1), Infinity);
    for (let level = max; level >= minOdd; level -= 1) {
      for (let i = 0; i < visual.length;) {
        if (visual[i].level < level) {
          i += 1;
          continue;
        }
        let j = i;
        while (j < visual.length && visual[j].level >= level) j += 1;
        visual.splice(i, j - i, ...visual.slice(i, j).reverse());
        i = j;
      }
    }

    const runs: TextRun[] = [];
    for (const run of visual) {
      let runText = run.text;
      // fontkit lays an Arabic or Hebrew run out right to left itself (shaping its letters); a
      // right-to-left run without such a letter (spaces, brackets) is reversed and mirrored here.
      if (run.level % 2 === 1 && !STRONG_RTL.test(runText)) {
        runText = [...runText]
          .reverse()
          .map((c) => bidi.getMirroredCharacter(c) ?? c)
          .join("");
      }
      runs.push({ font: run.source ? await this.embed(run.source, weight) : standard, text: runText });
    }
    return shaped(runs);
  }
}
