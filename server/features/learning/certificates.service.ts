import { certificateId } from "@shared/constants";
import { CERTIFICATE_NOT_FOUND, certificatePaths, type Certificate, type CertificateVerification } from "@shared/schemas/learning";
import type { CoreDeps } from "../../app-deps";
import type { SettingsService } from "../settings";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { emailLanguage } from "../email";
import { renderCertificatePdf } from "./certificate-pdf";
import * as repo from "./certificates.repo";
import { presentCertificate, presentCertificateVerification, studentName } from "./learning.presenter";

/** The caller's certificates: one per completed course, latest first. */
export async function listOwnCertificates(db: Db, userId: number): Promise<Certificate[]> {
  return (await repo.listOwnCertificates(db, userId)).map(presentCertificate);
}

async function requireCertificate(db: Db, courseId: number, userId: number): Promise<repo.CertificateRow> {
  const row = await repo.findCertificate(db, courseId, userId);
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
  return row;
}

/** Public check of GSM-{courseId}-{userId}: valid only once that learner finished the course. */
export async function verifyCertificate(db: Db, courseId: number, userId: number): Promise<CertificateVerification> {
  return presentCertificateVerification(await requireCertificate(db, courseId, userId));
}

/** The certificate as a PDF download; `siteOrigin` ("https://host") prefixes the verification path. */
export async function certificatePdf(
  deps: Pick<CoreDeps, "db"> & { settings: SettingsService },
  courseId: number,
  userId: number,
  siteOrigin: string,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const row = await requireCertificate(deps.db, courseId, userId);
  const { platformName } = await deps.settings.get();
  const id = certificateId(courseId, userId);
  const bytes = await renderCertificatePdf({
    platformName,
    certificateId: id,
    studentName: studentName(row),
    courseTitle: row.courseTitle,
    completedAt: row.completedAt,
    verificationUrl: `${siteOrigin}${certificatePaths(courseId, userId).page}`,
    // The learner's language, whoever downloads it: it is their certificate.
    language: emailLanguage(row.language),
  });
  return { fileName: `certificate-${id}.pdf`, bytes };
}
