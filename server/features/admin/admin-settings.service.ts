import type { AdminSettings, PlatformSettingsUpdate } from "@shared/schemas/admin";
import { platformSettingsSchema } from "@shared/schemas/settings";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/app-error";
import { fieldErrors } from "../../middleware/validate";
import { readSettingsRow, writeSettingsValues } from "../platform";
import { parseStored, type SettingsService } from "../platform";

/** The stored settings with the SMTP password, for this feature's own use only (never answered). */
export async function readStoredSettings(db: Db) {
  const row = await readSettingsRow(db);
  return { values: parseStored(row?.values ?? {}), smtpPassword: row?.smtpPassword ?? "" };
}

/** The settings as stored; the SMTP password only as "set or not" (PRODUCT.md §7: write-only). */
export async function getAdminSettings(db: Db): Promise<AdminSettings> {
  const { values, smtpPassword } = await readStoredSettings(db);
  return { ...values, smtpPasswordSet: smtpPassword !== "" };
}

/**
 * The fields sent replace the stored ones; the merged whole must still be valid. An empty or
 * missing smtpPassword keeps the old one, except when the SMTP host changes: the password belongs
 * to the old server and is forgotten rather than sent to the new one. Every process sees the
 * change within its cache time; this one at once.
 */
export async function updateAdminSettings(db: Db, settings: SettingsService, update: PlatformSettingsUpdate): Promise<AdminSettings> {
  const { smtpPassword, ...fields } = update;
  const { values } = await readStoredSettings(db);
  const merged = platformSettingsSchema.safeParse({ ...values, ...fields });
  if (!merged.success) {
    const errors = fieldErrors(merged.error);
    throw badRequest(`Invalid input: ${Object.values(errors)[0]}`, errors);
  }
  const hostChanged = merged.data.smtpHost !== values.smtpHost;
  await writeSettingsValues(db, merged.data, smtpPassword ? smtpPassword : hostChanged ? "" : undefined);
  settings.invalidate();
  return getAdminSettings(db);
}
