import { recordAudit } from "../audit";
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
  const row = await db.transaction(async (tx) => {
    const before = await findLegalDocument(tx, kind);
    const saved = await upsertLegalDocument(tx, kind, body);
    // The text is long: the entry says how long it was and is, and the start of each (recordAudit cuts).
    await recordAudit(tx, {
      action: "legal_document.updated",
      targetType: "legal_document",
      targetId: kind,
      details: { old: before?.body ?? null, new: body, oldLength: before?.body.length ?? null, newLength: body.length },
    });
    return saved;
  });
  return { kind, body: row.body, updatedAt: row.updatedAt.toISOString() };
}
