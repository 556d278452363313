import { and, eq, isNotNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accountTokens, emailOutbox } from "../../db/schema";

/** Sent emails are kept this long for the admin list, then deleted (their bodies hold tokens and names). */
export const SENT_EMAIL_RETENTION_DAYS = 90;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Part of the hourly sweeps: sent emails past the retention, and tokens that expired or were used
 * more than a day ago. Failed and unsent emails stay until an admin deals with them.
 */
export async function sweepEmailData(db: Db, now = new Date()): Promise<{ emails: number; tokens: number }> {
  const emails = await db
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.status, "sent"), lt(emailOutbox.createdAt, new Date(now.getTime() - SENT_EMAIL_RETENTION_DAYS * DAY_MS))))
    .returning({ id: emailOutbox.id });
  const tokens = await db
    .delete(accountTokens)
    .where(
      or(
        lt(accountTokens.expiresAt, now),
        and(isNotNull(accountTokens.usedAt), lt(accountTokens.usedAt, new Date(now.getTime() - DAY_MS))),
      ),
    )
    .returning({ id: accountTokens.id });
  return { emails: emails.length, tokens: tokens.length };
}
