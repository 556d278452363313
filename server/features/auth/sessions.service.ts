import { SESSION_NOT_FOUND, type UserSessionList } from "@shared/schemas/account";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { describeUserAgent } from "../../lib/user-agent";
import { recordAudit } from "../audit";
import { endSession, endSessions, listUserSessions, publicSessionId } from "../users";

/** The account's sessions, the one asking marked `current` (docs/product-rules.md §15). */
export async function listSessions(db: Db, userId: number, currentSid: string): Promise<UserSessionList> {
  const rows = await listUserSessions(db, userId);
  return {
    items: rows.map((row) => ({
      id: publicSessionId(row.sid),
      ...describeUserAgent(row.userAgent),
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
      current: row.sid === currentSid,
    })),
  };
}

/**
 * Ends one session of the account, found by its public id; its next request on any process is
 * signed out (the sessions trigger tells every process, decision 024).
 */
export async function revokeSession(db: Db, userId: number, publicId: string): Promise<void> {
  const row = (await listUserSessions(db, userId)).find((s) => publicSessionId(s.sid) === publicId);
  if (!row) throw notFound(SESSION_NOT_FOUND, "SESSION_NOT_FOUND");
  await db.transaction(async (tx) => {
    if (!(await endSession(tx, userId, row.sid))) throw notFound(SESSION_NOT_FOUND, "SESSION_NOT_FOUND");
    await recordAudit(tx, {
      action: "auth.session.revoked",
      actorId: userId,
      targetType: "session",
      targetId: publicId,
      details: { ...describeUserAgent(row.userAgent), ip: row.ip },
    });
  });
}

/** Ends every session of the account but the one asking. */
export async function revokeOtherSessions(db: Db, userId: number, currentSid: string): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const ended = await endSessions(tx, userId, currentSid);
    await recordAudit(tx, {
      action: "auth.sessions.revoked_others",
      actorId: userId,
      targetType: "user",
      targetId: userId,
      details: { ended },
    });
    return { ended };
  });
}
