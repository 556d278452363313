import type { AuditEntry, AuditListQuery, AuditPage } from "@shared/schemas/audit";
import type { Db } from "../../db/client";
import { csvLine } from "../../lib/csv";
import { type AuditRow, listAuditEntries, purgeAuditEntries } from "./audit.repo";

function present(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    ip: row.ip,
    requestId: row.requestId,
    details: row.details,
  };
}

/** One page of the audit log, newest first; `nextCursor` continues after its last entry. */
export async function auditPage(db: Db, query: AuditListQuery): Promise<AuditPage> {
  const rows = await listAuditEntries(db, query);
  const items = rows.slice(0, query.limit).map(present);
  return { items, nextCursor: rows.length > query.limit ? String(items[items.length - 1]!.id) : null };
}

const AUDIT_CSV_HEADER = ["id", "time", "actor_id", "actor", "action", "target_type", "target_id", "ip", "request_id", "details"];

/** Every entry the filters match, as CSV lines, page by page (the cursor of the query is the start). */
export async function* auditCsv(db: Db, query: Omit<AuditListQuery, "limit">): AsyncGenerator<string> {
  yield csvLine(AUDIT_CSV_HEADER);
  let cursor = query.cursor;
  for (;;) {
    const page = await auditPage(db, { ...query, cursor, limit: 500 });
    yield page.items
      .map((e) =>
        csvLine([e.id, e.at, e.actorId, e.actorName, e.action, e.targetType, e.targetId, e.ip, e.requestId, JSON.stringify(e.details)]),
      )
      .join("");
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}

const DAY_MS = 86_400_000;

/** The retention job (decision 038): entries older than `auditRetentionDays` before `now` go. */
export async function purgeExpiredAuditEntries(db: Db, retentionDays: number, now: Date): Promise<number> {
  return purgeAuditEntries(db, new Date(now.getTime() - retentionDays * DAY_MS));
}
