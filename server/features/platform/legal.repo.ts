import { eq } from "drizzle-orm";
import type { LegalKind } from "@shared/schemas/legal";
import type { Db, Tx } from "../../db/client";
import { legalDocuments } from "../../db/schema";

export async function findLegalDocument(db: Db | Tx, kind: LegalKind) {
  const [row] = await db.select().from(legalDocuments).where(eq(legalDocuments.kind, kind));
  return row;
}

export async function upsertLegalDocument(db: Db | Tx, kind: LegalKind, body: string) {
  const now = new Date();
  const [row] = await db
    .insert(legalDocuments)
    .values({ kind, body, updatedAt: now })
    .onConflictDoUpdate({ target: legalDocuments.kind, set: { body, updatedAt: now } })
    .returning();
  return row;
}
