import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { platformSettings } from "../../db/schema";

export async function ensureSettingsRow(db: Db): Promise<void> {
  await db.insert(platformSettings).values({ id: 1, values: {} }).onConflictDoNothing();
}

export async function readSettingsRow(db: Db) {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1));
  return row;
}

export async function writeSettingsValues(db: Db | Tx, values: Record<string, unknown>, smtpPassword?: string) {
  await db
    .update(platformSettings)
    .set({ values, updatedAt: new Date(), ...(smtpPassword !== undefined ? { smtpPassword } : {}) })
    .where(eq(platformSettings.id, 1));
}
