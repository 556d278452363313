import nodemailer from "nodemailer";
import { TEST_EMAIL_FAILED, TEST_EMAIL_NEEDS_ADMIN_EMAIL, TEST_EMAIL_NEEDS_HOST, type TestEmailResult } from "@shared/schemas/admin";
import type { Db } from "../../db/client";
import { AppError, conflict } from "../../lib/app-error";
import { readStoredSettings } from "./admin-settings.service";

const TIMEOUT_MS = 10_000;

/**
 * The settings screen's test email (docs/spec.md §2), sent for real through the saved SMTP settings (the
 * stored password included) to the saved admin email, whichever provider: SendGrid, Mailgun and
 * Amazon SES are their SMTP relays, saved as host, port, username and password. 502 when the mail
 * server refuses.
 */
export async function sendTestEmail(db: Db): Promise<TestEmailResult> {
  const { values: settings, smtpPassword } = await readStoredSettings(db);
  if (!settings.adminEmail) throw conflict(TEST_EMAIL_NEEDS_ADMIN_EMAIL);
  if (!settings.smtpHost) throw conflict(TEST_EMAIL_NEEDS_HOST);

  const transport = nodemailer.createTransport({
    host: settings.smtpHost,
    port: settings.smtpPort,
    secure: settings.smtpPort === 465, // implicit TLS there; STARTTLS when offered elsewhere
    auth: settings.smtpUsername ? { user: settings.smtpUsername, pass: smtpPassword } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    await transport.sendMail({
      from: settings.supportEmail || settings.adminEmail,
      to: settings.adminEmail,
      subject: `${settings.platformName}: test email`,
      text: `This is a test email from ${settings.platformName}. The SMTP settings work.`,
    });
  } catch (error) {
    throw new AppError(502, `${TEST_EMAIL_FAILED}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    transport.close();
  }
  return { to: settings.adminEmail };
}
