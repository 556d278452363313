import { OWN_TWO_FACTOR_REQUIRED } from "@shared/schemas/two-factor";
import { MAIL_SERVER_REQUIRED, type AdminSettings, type PlatformSettingsUpdate } from "@shared/schemas/admin";
import { emailRelayProblems, platformSettingsSchema, RELAY_PASSWORD_REQUIRED, type PlatformSettings } from "@shared/schemas/settings";
import type { Db } from "../../db/client";
import { AppError, badRequest } from "../../lib/app-error";
import { fieldErrors } from "../../middleware/validate";
import { changedFields, recordAudit } from "../audit";
import { readSettingsRow, writeSettingsValues } from "../settings";
import { parseStored, type SettingsService } from "../settings";

/** The stored settings with the SMTP password, for this feature's own use only (never answered). */
export async function readStoredSettings(db: Db) {
  const row = await readSettingsRow(db);
  return { values: parseStored(row?.values ?? {}), smtpPassword: row?.smtpPassword ?? "" };
}

/** The settings as stored; the SMTP password only as "set or not" (docs/product-rules.md §7: write-only). */
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
 *
 * SendGrid, Mailgun and Amazon SES are their SMTP relays: a save that sets or changes the email
 * settings with one of them chosen must name that relay's host and a username, and leave a password
 * (given now, or kept), so the provider saved is the one emails go through (relayProblems).
 */
export async function updateAdminSettings(
  db: Db,
  settings: SettingsService,
  update: PlatformSettingsUpdate,
  smtpUrl?: string,
  actor: { twoFactorEnabled: boolean } = { twoFactorEnabled: false },
): Promise<AdminSettings> {
  const { smtpPassword, ...fields } = update;
  const { values, smtpPassword: stored } = await readStoredSettings(db);
  const merged = platformSettingsSchema.safeParse({ ...values, ...fields });
  if (!merged.success) {
    const errors = fieldErrors(merged.error);
    throw badRequest(`Invalid input: ${Object.values(errors)[0]}`, errors);
  }
  const turningOnVerification = merged.data.requireEmailVerification && !values.requireEmailVerification;
  if (turningOnVerification && !smtpUrl && !merged.data.smtpHost) {
    throw badRequest(MAIL_SERVER_REQUIRED, { requireEmailVerification: MAIL_SERVER_REQUIRED }, "MAIL_SERVER_REQUIRED");
  }
  // An admin cannot require of others what they lack: turning it on would lock them out of this screen.
  if (merged.data.enableTwoFactor && !values.enableTwoFactor && !actor.twoFactorEnabled) {
    throw new AppError(403, OWN_TWO_FACTOR_REQUIRED, { enableTwoFactor: OWN_TWO_FACTOR_REQUIRED }, "OWN_TWO_FACTOR_REQUIRED");
  }
  const hostChanged = merged.data.smtpHost !== values.smtpHost;
  const relay = relayProblems(values, merged.data, { given: Boolean(smtpPassword), kept: Boolean(stored) && !hostChanged });
  if (relay) throw badRequest(Object.values(relay)[0]!, relay);
  const newPassword = smtpPassword ? smtpPassword : hostChanged ? "" : undefined;
  await db.transaction(async (tx) => {
    await writeSettingsValues(tx, merged.data, newPassword);
    // The names and old/new values of what changed; the SMTP password by name only, never its value.
    const changes = changedFields(values, merged.data);
    const secretsChanged = newPassword !== undefined && newPassword !== stored ? ["smtpPassword"] : [];
    if (changes.changed.length || secretsChanged.length) {
      await recordAudit(tx, { action: "admin.settings.changed", targetType: "settings", details: { ...changes, secretsChanged } });
    }
  });
  settings.invalidate();
  return getAdminSettings(db, smtpUrl);
}

const EMAIL_FIELDS = ["emailProvider", "smtpHost", "smtpPort", "smtpUsername"] as const;

/** A relay provider's missing fields, checked when the email settings change (null when fine or untouched). */
function relayProblems(before: PlatformSettings, after: PlatformSettings, password: { given: boolean; kept: boolean }) {
  if (after.emailProvider === "smtp") return null;
  if (!password.given && EMAIL_FIELDS.every((field) => before[field] === after[field])) return null;
  const problems: Record<string, string> = { ...emailRelayProblems(after) };
  if (!password.given && !password.kept) problems.smtpPassword = RELAY_PASSWORD_REQUIRED;
  return Object.keys(problems).length > 0 ? problems : null;
}
