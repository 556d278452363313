import type { LANGUAGES } from "@shared/constants";

type Language = (typeof LANGUAGES)[number];
/** The languages a certificate is printed in: all of them. */
export type CertificateLanguage = Language;

/** The fixed words of the certificate PDF, in the learner's language (docs/product-rules.md §13). */
export interface CertificateStrings {
  title: string;
  /** Stands above the learner's name. */
  certifies: string;
  /** Stands between the learner's name and the course title. */
  completed: string;
  completedOn(date: string): string;
  certificateId(id: string): string;
  verifyAt(url: string): string;
  /** The PDF's document properties. */
  documentTitle(name: string, course: string): string;
  documentSubject(name: string, course: string, date: string, id: string): string;
}

// en, es, fr and de are drawn with the standard PDF fonts (WinAnsi: every character here is in
// it); Chinese with the embedded Noto Sans SC (certificate-fonts.ts).
const en: CertificateStrings = {
  title: "Certificate of Completion",
  certifies: "This certifies that",
  completed: "has successfully completed the course",
  completedOn: (date) => `Completed on ${date}`,
  certificateId: (id) => `Certificate ID: ${id}`,
  verifyAt: (url) => `Verify at ${url}`,
  documentTitle: (name, course) => `Certificate of Completion - ${name} - ${course}`,
  documentSubject: (name, course, date, id) => `${name} completed "${course}" on ${date} (${id})`,
};

const es: CertificateStrings = {
  title: "Certificado de finalización",
  certifies: "Se certifica que",
  completed: "ha completado con éxito el curso",
  completedOn: (date) => `Completado el ${date}`,
  certificateId: (id) => `ID del certificado: ${id}`,
  verifyAt: (url) => `Verificación en ${url}`,
  documentTitle: (name, course) => `Certificado de finalización - ${name} - ${course}`,
  documentSubject: (name, course, date, id) => `${name} completó «${course}» el ${date} (${id})`,
};

// French puts a (no-break) space before a colon.
const fr: CertificateStrings = {
  title: "Certificat de réussite",
  certifies: "Nous certifions que",
  completed: "a terminé avec succès le cours",
  completedOn: (date) => `Terminé le ${date}`,
  certificateId: (id) => `Numéro du certificat\u00a0: ${id}`,
  verifyAt: (url) => `Vérification sur ${url}`,
  documentTitle: (name, course) => `Certificat de réussite - ${name} - ${course}`,
  documentSubject: (name, course, date, id) => `${name} a terminé «\u00a0${course}\u00a0» le ${date} (${id})`,
};

const de: CertificateStrings = {
  title: "Abschlusszertifikat",
  certifies: "Hiermit wird bestätigt, dass",
  completed: "den folgenden Kurs erfolgreich abgeschlossen hat:",
  completedOn: (date) => `Abgeschlossen am ${date}`,
  certificateId: (id) => `Zertifikats-ID: ${id}`,
  verifyAt: (url) => `Prüfen unter ${url}`,
  documentTitle: (name, course) => `Abschlusszertifikat - ${name} - ${course}`,
  documentSubject: (name, course, date, id) => `${name} hat „${course}“ am ${date} abgeschlossen (${id})`,
};

// Chinese puts full-width colons and quotation marks, and no space between words.
const zh: CertificateStrings = {
  title: "结业证书",
  certifies: "兹证明",
  completed: "已顺利完成以下课程",
  completedOn: (date) => `完成日期：${date}`,
  certificateId: (id) => `证书编号：${id}`,
  verifyAt: (url) => `验证网址：${url}`,
  documentTitle: (name, course) => `结业证书 - ${name} - ${course}`,
  documentSubject: (name, course, date, id) => `${name}于${date}完成了“${course}”（${id}）`,
};

export const CERTIFICATE_STRINGS: Record<CertificateLanguage, CertificateStrings> = { en, es, fr, de, zh };
