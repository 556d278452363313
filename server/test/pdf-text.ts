import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef, type PDFObject } from "pdf-lib";

/** A font of the page as a PDF reader sees it. */
export interface PdfFont {
  /** The name the content stream uses (`/Name 12 Tf`). */
  resource: string;
  baseFont: string;
  /** Whether the font program is inside the PDF (FontFile2/FontFile3), and its size in bytes. */
  embeddedBytes: number | null;
  /** Character code to text, from the font's ToUnicode map; null for a standard font. */
  toUnicode: Map<number, string> | null;
}

/** One line of drawn text: the runs drawn at the same height, joined left to right. */
export interface PdfLine {
  y: number;
  text: string;
  /** Glyphs drawn as .notdef (glyph 0: the font has no glyph for the character, an empty box). */
  notdef: number;
  /**
   * Other glyphs with no ToUnicode entry: left out of `text`. Shaping can draw part of a letter as
   * a glyph of its own (Arabic dots below a final yeh), which maps to no character.
   */
  unmapped: number;
}

function decoded(stream: PDFObject | undefined): string {
  if (!(stream instanceof PDFRawStream)) return "";
  return Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
}

function utf16(hex: string): string {
  return Buffer.from(hex, "hex").swap16().toString("utf16le");
}

function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(code, 16), utf16(text));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, text] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const start = parseInt(text, 16);
      for (let code = parseInt(from, 16); code <= parseInt(to, 16); code += 1) {
        map.set(code, String.fromCodePoint(start + code - parseInt(from, 16)));
      }
    }
  }
  return map;
}

/** The first page's fonts and text lines, read the way a PDF reader maps glyphs back to text. */
export async function readPdfText(bytes: Uint8Array): Promise<{ fonts: PdfFont[]; lines: PdfLine[] }> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0).node;
  const fontDict = page.Resources()!.lookup(PDFName.of("Font"), PDFDict);
  const fonts: PdfFont[] = fontDict.entries().map(([name, ref]) => {
    const font = doc.context.lookup(ref as PDFRef, PDFDict);
    const descendants = font.lookupMaybe(PDFName.of("DescendantFonts"), PDFArray);
    const descriptor = (descendants ? descendants.lookup(0, PDFDict) : font).lookupMaybe(PDFName.of("FontDescriptor"), PDFDict);
    const program = descriptor?.lookup(PDFName.of("FontFile2")) ?? descriptor?.lookup(PDFName.of("FontFile3"));
    const toUnicode = font.lookup(PDFName.of("ToUnicode"));
    return {
      resource: name.decodeText(),
      baseFont: font.lookup(PDFName.of("BaseFont"), PDFName).decodeText(),
      embeddedBytes: program instanceof PDFRawStream ? decodePDFRawStream(program).decode().length : null,
      toUnicode: toUnicode ? parseToUnicode(decoded(toUnicode)) : null,
    };
  });

  const contents = page.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  const content = streams.map((s) => decoded(s as PDFObject)).join("\n");
  const lines = new Map<number, PdfLine>();
  for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
    const resource = /\/(\S+) [\d.]+ Tf/.exec(block[1])?.[1];
    const y = Number(/1 0 0 1 [-\d.]+ ([-\d.]+) Tm/.exec(block[1])?.[1]);
    const font = fonts.find((f) => f.resource === resource)!;
    const line = lines.get(y) ?? { y, text: "", notdef: 0, unmapped: 0 };
    for (const [, hex] of block[1].matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (!font.toUnicode) line.text += Buffer.from(hex, "hex").toString("latin1");
      else {
        for (let i = 0; i < hex.length; i += 4) {
          const code = parseInt(hex.slice(i, i + 4), 16);
          const text = font.toUnicode.get(code);
          if (code === 0) line.notdef += 1;
          else if (text === undefined) line.unmapped += 1;
          line.text += text ?? "";
        }
      }
    }
    lines.set(y, line);
  }
  return { fonts, lines: [...lines.values()] };
}
