import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../../db/client";
import { ONE_CLICK_UNSUBSCRIBE_PATH } from "../../lib/api-paths";
import { errorLine, type Logger } from "../../lib/logger";
import { readSettingsRow } from "../settings";
import { parseStored } from "../settings";
import { claimDueEmails, markEmail, renewHold, type OutboxRow } from "./outbox.repo";
import { ORIGIN, TOKEN } from "./render";
import { issueToken, revokeToken } from "./tokens.repo";

export interface MailerConfig {
  /** SMTP_URL (smtp://user:pass@host:port or smtps://...): wins over the saved settings. */
  smtpUrl?: string;
  /** PUBLIC_URL: every link in an email starts with it. */
  publicUrl: string;
  production: boolean;
  logger: Logger;
  /** Where development prints emails that had no mail server (subject and links). */
  print?: (line: string) => void;
}

/** After this many attempts an email is failed; an admin can send it again (Retry). */
export const MAX_ATTEMPTS = 5;
/** Wait before attempt n+1: 1, 4, 16, 64 minutes. */
export const retryDelayMs = (attempts: number) => 60_000 * 4 ** (attempts - 1);
/**
 * How long a sender holds the emails it took: renewed while it works through them, so a sender
 * that dies frees its emails to another process after about a minute (docs/decisions/007).
 */
export const HOLD_MS = 60_000;
const BATCH = 20;
const TIMEOUT_MS = 15_000;

interface Transport {
  send(row: OutboxRow, text: string, html: string, messageId: string, headers?: Record<string, string>): Promise<void>;
  close(): void;
}

/** SMTP_URL, else the saved SMTP settings (SendGrid, Mailgun and SES through their SMTP relays); none without a host. */
async function openTransport(db: Db, config: MailerConfig): Promise<Transport | null> {
  const row = await readSettingsRow(db);
  const settings = parseStored(row?.values ?? {});
  const from = settings.supportEmail || settings.adminEmail || `no-reply@${new URL(config.publicUrl).hostname}`;
  const timeouts = { connectionTimeout: TIMEOUT_MS, greetingTimeout: TIMEOUT_MS, socketTimeout: TIMEOUT_MS };
  let transport: Transporter;
  if (config.smtpUrl) transport = nodemailer.createTransport(config.smtpUrl, timeouts as object);
  else if (settings.smtpHost) {
    transport = nodemailer.createTransport({
      host: settings.smtpHost,
      port: settings.smtpPort,
      secure: settings.smtpPort === 465,
      auth: settings.smtpUsername ? { user: settings.smtpUsername, pass: row?.smtpPassword ?? "" } : undefined,
      ...timeouts,
    });
  } else return null;
  return {
    async send(email, text, html, messageId, headers) {
      await transport.sendMail({
        messageId,
        from: `${settings.platformName} <${from}>`,
        to: email.recipient,
        subject: email.subject,
        text,
        html,
        headers,
      });
    },
    close: () => transport.close(),
  };
}

/** Whether emails can leave: SMTP_URL or a saved SMTP host. */
export async function hasMailServer(db: Db, smtpUrl?: string): Promise<boolean> {
  if (smtpUrl) return true;
  return Boolean(parseStored((await readSettingsRow(db))?.values ?? {}).smtpHost);
}

/**
 * The body as it leaves: links made absolute, and the link's one-time token issued now and put in
 * (only its hash is stored; the token exists in this message and nowhere else). Issued at each
 * attempt: a reset or verification token replaces the unused ones, so the link of the email sent
 * last is the one that works, and its lifetime runs from its sending.
 */
async function bodyToSend(db: Db, email: OutboxRow, absolute: (s: string) => string) {
  let token: string | undefined;
  if (email.tokenPurpose) {
    if (email.userId === null) throw new Error("The recipient's account no longer exists");
    token = await issueToken(db, email.userId, email.tokenPurpose, email.tokenDetail ?? undefined);
  }
  const fill = (s: string) => absolute(token ? s.split(TOKEN).join(token) : s);
  return { text: fill(email.text), html: fill(email.html), token };
}

/**
 * The email.deliver job: sends every due email in the outbox. A refused or failed send is tried
 * again later (retryDelayMs) until MAX_ATTEMPTS; then the email is failed with the last error.
 * Without a mail server each email becomes not_sent_no_server, and outside production its
 * subject and links are printed so a developer can follow them (its token issued for that).
 */
export async function deliverDueEmails(db: Db, config: MailerConfig, now = new Date()) {
  const counts = { sent: 0, failed: 0, retried: 0, notSent: 0 };
  const started = Date.now();
  const transport = await openTransport(db, config);
  const absolute = (s: string) => s.split(ORIGIN).join(config.publicUrl.replace(/\/$/, ""));
  try {
    for (;;) {
      const batch = await claimDueEmails(db, now, HOLD_MS, BATCH);
      let heldAt = Date.now();
      let skip = new Set<number>();
      for (const [index, email] of batch.entries()) {
        // A third of the hold gone (slow SMTP): hold the rest longer, and leave any row another
        // sender took meanwhile to it.
        if (Date.now() - heldAt > HOLD_MS / 3) {
          const rest = batch.slice(index);
          const elapsed = Date.now() - started;
          const mine = await renewHold(db, rest, new Date(now.getTime() + elapsed + HOLD_MS), new Date(now.getTime() + elapsed));
          skip = new Set(rest.map((row) => row.id).filter((id) => !mine.includes(id)));
          heldAt = Date.now();
        }
        if (skip.has(email.id)) continue;
        if (!transport) {
          await markEmail(db, email.id, { status: "not_sent_no_server", lastError: "No mail server is configured" }, now);
          counts.notSent++;
          if (!config.production) {
            const body = await bodyToSend(db, email, absolute).catch(() => ({ text: absolute(email.text) }));
            printForDeveloper(config, email, body.text);
          }
          continue;
        }
        let unsent: string | undefined; // the token of a message not (yet) handed to the server
        try {
          const body = await bodyToSend(db, email, absolute);
          unsent = body.token;
          await transport.send(
            email,
            body.text,
            body.html,
            messageIdOf(email, config.publicUrl),
            oneClickHeaders(email, body.token, config.publicUrl),
          );
          unsent = undefined;
          await markEmail(db, email.id, { status: "sent", lastError: null, sentAt: new Date() }, now);
          counts.sent++;
        } catch (error) {
          // A link that never left is no use to anyone: its token goes (the next attempt issues another).
          if (unsent) await revokeToken(db, unsent);
          // Stored and logged by a line without values: a database error's message holds the
          // query's parameters (here a token's hash, an address), SMTP's its own words only.
          const lastError = errorLine(error).slice(0, 500);
          if (email.attempts >= MAX_ATTEMPTS) {
            await markEmail(db, email.id, { status: "failed", lastError }, now);
            counts.failed++;
          } else {
            await markEmail(
              db,
              email.id,
              { status: "queued", lastError, nextAttemptAt: new Date(now.getTime() + retryDelayMs(email.attempts)) },
              now,
            );
            counts.retried++;
          }
          config.logger.warn("email not sent", { emailId: email.id, attempt: email.attempts, error: lastError });
        }
      }
      if (batch.length < BATCH) break;
    }
  } finally {
    transport?.close();
  }
  return counts;
}

/**
 * The same Message-ID on every attempt of one outbox row. Sending is at least once (a sender that
 * dies between the SMTP answer and marking the row sends it again after its hold), so a repeat
 * must be harmless: mail clients thread and drop copies by this id. The row's creation time is in
 * it so that ids restarting (a fresh or restored database) never name an earlier, other email.
 */
export function messageIdOf(email: Pick<OutboxRow, "id" | "createdAt">, publicUrl: string): string {
  return `<outbox-${email.id}.${email.createdAt.getTime()}@${new URL(publicUrl).hostname}>`;
}

/**
 * An optional email's one-click unsubscribe (RFC 8058): mail clients show their own Unsubscribe
 * and POST `List-Unsubscribe=One-Click` to this address, with the token of the email's own link.
 */
function oneClickHeaders(email: OutboxRow, token: string | undefined, publicUrl: string): Record<string, string> | undefined {
  if (email.tokenPurpose !== "unsubscribe" || !token) return undefined;
  const url = `${publicUrl.replace(/\/$/, "")}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

function printForDeveloper(config: MailerConfig, email: OutboxRow, text: string) {
  const print = config.print ?? ((line: string) => console.log(line));
  const links = text.match(/https?:\/\/\S+/g) ?? [];
  print(`[email not sent: no mail server] to ${email.recipient}: ${email.subject}${links.map((l) => `\n  ${l}`).join("")}`);
}
