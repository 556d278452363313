import { MAIL_SERVER_REQUIRED, type AdminSettings, type PlatformSettingsUpdate } from "@shared/schemas/admin";
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
export async function getAdminSettings(db: Db, smtpUrl?: string): Promise<AdminSettings> {
  const { values, smtpPassword } = await readStoredSettings(db);
  return { ...values, smtpPasswordSet: smtpPassword !== "", smtpUrlSet: Boolean(smtpUrl) };
}

/**
 * The fields sent replace the stored ones; the merged whole must still be valid. An empty or
 * missing smtpPassword keeps the old one, except when the SMTP host changes: the password belongs
 * to the old server and is forgotten rather than sent to the new one. Every process sees the
 * change within its cache time; this one at once.
 *
 * Email verification is enforced whenever it is on, so turning it on needs a mail server (SMTP_URL,
 * or the SMTP host of this same save): otherwise no new account could ever verify, and none could
 * pay. Left on while the mail server goes away, it stays on (and enforced); the screen warns.
 */
export async function updateAdminSettings(
  db: Db,
  settings: SettingsService,
  update: PlatformSettingsUpdate,
  smtpUrl?: string,
): Promise<AdminSettings> {
  const { smtpPassword, ...fields } = update;
  const { values } = await readStoredSettings(db);
  const merged = platformSettingsSchema.safeParse({ ...values, ...fields });
  if (!merged.success) {
    const errors = fieldErrors(merged.error);
    throw badRequest(`Invalid input: ${Object.values(errors)[0]}`, errors);
  }
  const turningOnVerification = merged.data.requireEmailVerification && !values.requireEmailVerification;
  if (turningOnVerification && !smtpUrl && !merged.data.smtpHost) {
    throw badRequest(MAIL_SERVER_REQUIRED, { requireEmailVerification: MAIL_SERVER_REQUIRED }, "MAIL_SERVER_REQUIRED");
  }
  const hostChanged = merged.data.smtpHost !== values.smtpHost;
  await writeSettingsValues(db, merged.data, smtpPassword ? smtpPassword : hostChanged ? "" : undefined);
  settings.invalidate();
  return getAdminSettings(db, smtpUrl);
}
