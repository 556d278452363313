import { describe, expect, it } from "vitest";
import { readPdfText, type PdfLine } from "../../test/pdf-text";
import { renderCertificatePdf, type CertificateContent } from "./certificate-pdf";

const base: CertificateContent = {
  platformName: "GSM Academy",
  certificateId: "GSM-3-7",
  studentName: "Ada Lovelace",
  courseTitle: "Compilers",
  completedAt: new Date("2026-03-05T12:00:00Z"),
  verificationUrl: "https://academy.example.test/certificate/3/7",
  language: "en",
};

async function render(content: Partial<CertificateContent>) {
  const bytes = await renderCertificatePdf({ ...base, ...content });
  return { bytes, ...(await readPdfText(bytes)) };
}

/** The drawn line that reads `text` (right-to-left runs are stored in drawing order, reversed). */
function lineOf(lines: PdfLine[], text: string, visual = text) {
  return lines.find((l) => l.text === visual) ?? expect.fail(`no line reads ${text}: ${lines.map((l) => l.text).join(" | ")}`);
}

describe("certificate PDF in every script", () => {
  it("prints a Chinese name and Chinese words with an embedded CJK font, subset to what is drawn", async () => {
    const { bytes, fonts, lines } = await render({ studentName: "李 美玲", courseTitle: "编译原理", language: "zh" });
    for (const text of ["李 美玲", "编译原理", "结业证书", "兹证明", "完成日期：2026年3月5日", "证书编号：GSM-3-7"]) {
      expect(lineOf(lines, text)).toMatchObject({ notdef: 0, unmapped: 0 });
    }
    expect(lines.every((l) => !l.text.includes("?"))).toBe(true);
    const cjk = fonts.filter((f) => f.baseFont.includes("NotoSansSC"));
    expect(cjk.length).toBeGreaterThan(0);
    for (const font of cjk) {
      expect(font.embeddedBytes).not.toBeNull();
      // A subset: the whole Noto Sans SC (simplified Chinese part) is about 3 MB per weight.
      expect(font.embeddedBytes!).toBeLessThan(60_000);
    }
    const mapped = new Set(cjk.flatMap((f) => [...f.toUnicode!.values()]));
    for (const ch of "李美玲编译原理") expect(mapped, ch).toContain(ch);
    expect(bytes.length).toBeLessThan(80_000);
  });

  it("prints a Polish name with its Latin Extended letters, not stripped of their marks", async () => {
    const { fonts, lines } = await render({ studentName: "Łukasz Żółć-Wąsik" });
    expect(lineOf(lines, "Łukasz Żółć-Wąsik")).toMatchObject({ notdef: 0, unmapped: 0 });
    const mapped = new Set(fonts.flatMap((f) => [...(f.toUnicode?.values() ?? [])]));
    for (const ch of "ŁŻółćą") expect(mapped, ch).toContain(ch);
    expect(fonts.filter((f) => f.toUnicode).every((f) => f.embeddedBytes! > 0)).toBe(true);
    // The fixed English words stay in the standard fonts: nothing embedded for them.
    expect(lineOf(lines, "Certificate of Completion")).toBeTruthy();
  });

  it("prints an Arabic name with an Arabic font, shaped and laid out right to left", async () => {
    const name = "محمد علي";
    const { fonts, lines } = await render({ studentName: name });
    const arabic = fonts.find((f) => f.baseFont.includes("NotoSansArabic"));
    expect(arabic?.embeddedBytes).toBeGreaterThan(0);
    // Drawn from left to right, so the first glyph drawn is the last letter; each letter maps back
    // (the final yeh's dots are a glyph of their own, mapped to no character).
    expect(lineOf(lines, name, [...name].reverse().join("")).notdef).toBe(0);
  });

  it("still prints a Latin certificate in the standard fonts alone, as small as before", async () => {
    const { bytes, fonts, lines } = await render({ studentName: "Zoë Ñandú", language: "fr" });
    expect(lineOf(lines, "Zoë Ñandú")).toBeTruthy();
    expect(fonts.every((f) => f.embeddedBytes === null)).toBe(true);
    expect(bytes.length).toBeLessThan(10_000);
  });

  it("prints a name mixing scripts, each character in a font that has it", async () => {
    const { lines } = await render({ studentName: "Zoë 李 Ñandú" });
    expect(lineOf(lines, "Zoë 李 Ñandú")).toMatchObject({ notdef: 0, unmapped: 0 });
  });
});
