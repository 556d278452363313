import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { emailFormat } from "../email";
import { CERTIFICATE_STRINGS, type CertificateLanguage } from "./certificate-strings";

export interface CertificateContent {
  platformName: string;
  certificateId: string;
  studentName: string;
  courseTitle: string;
  completedAt: Date;
  /** Where anyone can check it, e.g. "https://academy.example/certificate/3/7". */
  verificationUrl: string;
  /** The learner's language: the fixed words and the date are printed in it. */
  language: CertificateLanguage;
}

const PAGE = { width: 792, height: 612 }; // US Letter, landscape
const BRAND = rgb(0.145, 0.325, 0.922);
const INK = rgb(0.11, 0.13, 0.18);
const MUTED = rgb(0.4, 0.43, 0.5);

/**
 * The standard PDF fonts only know WinAnsi characters: accents that have no precomposed form lose
 * their mark, anything else (e.g. CJK) becomes "?", so no name can make the PDF fail.
 */
function encodable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  let out = "";
  for (const ch of text.normalize("NFC")) {
    if (known.has(ch.codePointAt(0)!)) out += ch;
    else {
      const base = ch.normalize("NFD").replace(/\p{M}/gu, "");
      out += [...base].every((c) => known.has(c.codePointAt(0)!)) && base ? base : "?";
    }
  }
  return out;
}

/** The largest size (down to `min`) at which the text fits one line, else wrapped lines at `min`. */
function fit(font: PDFFont, text: string, max: number, min: number, width: number, maxLines = 2) {
  for (let size = max; size >= min; size -= 1) {
    if (font.widthOfTextAtSize(text, size) <= width) return { size, lines: [text] };
  }
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, min) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1].replace(/\s+\S*$/, "")}…`;
  }
  return { size: min, lines: lines.map((l) => (font.widthOfTextAtSize(l, min) <= width ? l : `${l.slice(0, 60)}…`)) };
}

function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK) {
  const x = (PAGE.width - font.widthOfTextAtSize(text, size)) / 2;
  page.drawText(text, { x, y, size, font, color });
}

/** A one-page landscape certificate; its text is real (extractable) text in standard fonts. */
export async function renderCertificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const sans = await doc.embedFont(StandardFonts.Helvetica);
  const sansBold = await doc.embedFont(StandardFonts.HelveticaBold);
  const serifBold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const page = doc.addPage([PAGE.width, PAGE.height]);

  const name = encodable(serifBold, content.studentName);
  const course = encodable(sansBold, content.courseTitle);
  const platform = encodable(sansBold, content.platformName);
  const words = CERTIFICATE_STRINGS[content.language];
  const date = emailFormat(content.language).date(content.completedAt.toISOString());

  page.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: rgb(0.98, 0.98, 1) });
  page.drawRectangle({ x: 24, y: 24, width: PAGE.width - 48, height: PAGE.height - 48, borderColor: BRAND, borderWidth: 4 });
  page.drawRectangle({ x: 36, y: 36, width: PAGE.width - 72, height: PAGE.height - 72, borderColor: BRAND, borderWidth: 1 });

  centred(page, platform, 515, sansBold, 22, BRAND);
  centred(page, words.title, 455, serifBold, 38);
  centred(page, words.certifies, 405, sans, 14, MUTED);

  const nameFit = fit(serifBold, name, 34, 18, 640, 1);
  centred(page, nameFit.lines[0], 355, serifBold, nameFit.size);
  page.drawLine({ start: { x: 176, y: 343 }, end: { x: PAGE.width - 176, y: 343 }, thickness: 1, color: MUTED });

  centred(page, words.completed, 310, sans, 14, MUTED);
  const courseFit = fit(sansBold, course, 24, 14, 660);
  courseFit.lines.forEach((line, i) => centred(page, line, 270 - i * (courseFit.size + 6), sansBold, courseFit.size));

  centred(page, words.completedOn(date), 185, sans, 13);
  page.drawText(words.certificateId(content.certificateId), { x: 60, y: 78, size: 11, font: sansBold, color: INK });
  page.drawText(words.verifyAt(encodable(sans, content.verificationUrl)), { x: 60, y: 60, size: 10, font: sans, color: MUTED });

  doc.setTitle(words.documentTitle(content.studentName, content.courseTitle));
  doc.setSubject(words.documentSubject(content.studentName, content.courseTitle, date, content.certificateId));
  doc.setAuthor(content.platformName);
  doc.setKeywords([content.certificateId, content.studentName, content.courseTitle]);
  doc.setCreator(content.platformName);
  doc.setProducer(content.platformName);
  doc.setCreationDate(content.completedAt);
  doc.setModificationDate(content.completedAt);
  return doc.save();
}
