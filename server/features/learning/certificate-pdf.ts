import { PDFDocument, rgb, StandardFonts, type PDFPage } from "pdf-lib";
import { emailFormat } from "../email";
import { CertificateFonts, type ShapedText } from "./certificate-fonts";
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

/** The largest size (down to `min`) at which the text fits one line, else wrapped lines at `min`. */
async function fit(shape: Shape, text: string, max: number, min: number, width: number, maxLines = 2) {
  const whole = await shape(text);
  for (let size = max; size >= min; size -= 1) {
    if (whole.width(size) <= width) return { size, lines: [whole] };
  }
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if ((await shape(candidate)).width(min) <= width || !line) line = candidate;
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
  const out: ShapedText[] = [];
  for (const l of lines) {
    const shapedLine = await shape(l);
    out.push(shapedLine.width(min) <= width ? shapedLine : await shape(`${[...l].slice(0, 60).join("")}…`));
  }
  return { size: min, lines: out };
}

type Shape = (text: string) => Promise<ShapedText>;

function drawRuns(page: PDFPage, text: ShapedText, x: number, y: number, size: number, color = INK) {
  for (const run of text.runs) {
    page.drawText(run.text, { x, y, size, font: run.font, color });
    x += run.font.widthOfTextAtSize(run.text, size);
  }
}

function centred(page: PDFPage, text: ShapedText, y: number, size: number, color = INK) {
  drawRuns(page, text, (PAGE.width - text.width(size)) / 2, y, size, color);
}

export async function renderCertificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = new CertificateFonts(doc);
  const helvetica = await doc.embedFont(StandardFonts.Helvetica);
  const helveticaBold = await doc.embedFont(StandardFonts.HelveticaBold);
  const timesBold = await doc.embedFont(StandardFonts.TimesRomanBold);
  // Each text in its standard font when that can print it whole, else in the embedded Noto fonts.
  const sans: Shape = (text) => fonts.shape(text, helvetica, 400);
  const sansBold: Shape = (text) => fonts.shape(text, helveticaBold, 700);
  const serifBold: Shape = (text) => fonts.shape(text, timesBold, 700);
  const page = doc.addPage([PAGE.width, PAGE.height]);

  const words = CERTIFICATE_STRINGS[content.language];
  const date = emailFormat(content.language).date(content.completedAt.toISOString());

  page.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: rgb(0.98, 0.98, 1) });
  page.drawRectangle({ x: 24, y: 24, width: PAGE.width - 48, height: PAGE.height - 48, borderColor: BRAND, borderWidth: 4 });
  page.drawRectangle({ x: 36, y: 36, width: PAGE.width - 72, height: PAGE.height - 72, borderColor: BRAND, borderWidth: 1 });

  centred(page, await sansBold(content.platformName), 515, 22, BRAND);
  centred(page, await serifBold(words.title), 455, 38);
  centred(page, await sans(words.certifies), 405, 14, MUTED);

  const nameFit = await fit(serifBold, content.studentName, 34, 18, 640, 1);
  centred(page, nameFit.lines[0], 355, nameFit.size);
  page.drawLine({ start: { x: 176, y: 343 }, end: { x: PAGE.width - 176, y: 343 }, thickness: 1, color: MUTED });

  centred(page, await sans(words.completed), 310, 14, MUTED);
  const courseFit = await fit(sansBold, content.courseTitle, 24, 14, 660);
  courseFit.lines.forEach((line, i) => centred(page, line, 270 - i * (courseFit.size + 6), courseFit.size));

  centred(page, await sans(words.completedOn(date)), 185, 13);
  drawRuns(page, await sansBold(words.certificateId(content.certificateId)), 60, 78, 11);
  drawRuns(page, await sans(words.verifyAt(content.verificationUrl)), 60, 60, 10, MUTED);

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
