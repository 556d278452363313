import type { LegalDocument, LegalKind } from "@shared/schemas/legal";
import type { Db } from "../../db/client";
import { defaultLegalText } from "./legal-defaults";
import { findLegalDocument, upsertLegalDocument } from "./legal.repo";
import type { SettingsService } from "../settings";

/** The admin's text of a legal page, or the default one naming the platform and its support email. */
export async function getLegalDocument(db: Db, settings: Pick<SettingsService, "get">, kind: LegalKind): Promise<LegalDocument> {
  const row = await findLegalDocument(db, kind);
  if (row) return { kind, body: row.body, updatedAt: row.updatedAt.toISOString() };
  const s = await settings.get();
  return { kind, body: defaultLegalText(kind, s.platformName, s.supportEmail), updatedAt: null };
}

export async function saveLegalDocument(db: Db, kind: LegalKind, body: string): Promise<LegalDocument> {
  const row = await upsertLegalDocument(db, kind, body);
  return { kind, body: row.body, updatedAt: row.updatedAt.toISOString() };
}
