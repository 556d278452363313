import type { AuditAction, AuditTargetType } from "@shared/schemas/audit";
import type { Db, Tx } from "../../db/client";
import { requestContext } from "../../lib/request-context";
import { insertAuditEntry } from "./audit.repo";

export interface AuditEntryInput {
  action: AuditAction;
  /** Defaults to the signed-in user of the request being handled; null for nobody. */
  actorId?: number | null;
  targetType?: AuditTargetType;
  targetId?: string | number;
  details?: Record<string, unknown>;
}

/** Keys whose values never enter the log, at any depth (docs/product-rules.md §15: never secrets). */
const SECRET_KEY = /(password|passwordHash|secret|token|recoveryCodes?|sid)$/i;
/** A long value (custom CSS, a legal document's text) is cut: the log says it changed, not the whole text. */
const MAX_TEXT = 500;

function withoutSecrets(value: unknown): unknown {
  if (typeof value === "string") return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value;
}

/**
 * Appends one entry to the audit log (docs/decisions/038-audit-log.md). Call it with the
 * transaction of the action itself, so the entry exists exactly when the action committed. The
 * request's address, id and signed-in user come from the request context.
 */
export async function recordAudit(db: Db | Tx, entry: AuditEntryInput): Promise<void> {
  const context = requestContext.getStore();
  await insertAuditEntry(db, {
    action: entry.action,
    actorId: entry.actorId === undefined ? (context?.userId ?? null) : entry.actorId,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    ip: context?.ip ?? null,
    requestId: context?.requestId ?? null,
    details: (withoutSecrets(entry.details ?? {}) as Record<string, unknown>) ?? {},
  });
}

/** The names and old/new values of the fields that differ; `secret` fields by name only. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  secret: readonly string[] = [],
): { changed: string[]; old: Record<string, unknown>; new: Record<string, unknown> } {
  const changed: string[] = [];
  const old: Record<string, unknown> = {};
  const next: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    const a = before[key];
    const b = after[key];
    if (b === undefined || JSON.stringify(a) === JSON.stringify(b)) continue;
    changed.push(key);
    if (secret.includes(key)) continue;
    old[key] = a ?? null;
    next[key] = b;
  }
  return { changed, old, new: next };
}
