import { z } from "zod";
import { MAX_ID } from "../constants";

/**
 * Every action the audit log records (docs/product-rules.md §15, docs/decisions/038-audit-log.md).
 * Stable names: the audit screen filters and translates by them, and CSV exports carry them.
 */
export const AUDIT_ACTIONS = [
  "auth.signup",
  "auth.login.succeeded",
  "auth.login.failed",
  "auth.password.changed",
  "auth.password.reset",
  "auth.session.revoked",
  "auth.sessions.revoked_others",
  // Two factors and passkeys (docs/product-rules.md §15): recorded by the auth feature.
  "auth.2fa.enabled",
  "auth.2fa.disabled",
  "auth.2fa.failed",
  "auth.2fa.recovery_code_used",
  "auth.2fa.reset",
  "auth.passkey.added",
  "auth.passkey.removed",
  "admin.settings.changed",
  "admin.user.updated",
  "admin.user.deleted",
  "course.published",
  "course.unpublished",
  "course.deleted",
  "payment.refunded",
  "payout.run",
  "coupon.created",
  "coupon.updated",
  "coupon.deleted",
  "promo_code.deactivated",
  "financial_product.created",
  "financial_product.updated",
  "financial_product.deleted",
  "legal_document.updated",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  "user",
  "settings",
  "course",
  "payment",
  "payout",
  "coupon",
  "financial_product",
  "legal_document",
  "session",
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** An opaque page cursor: the id of the last entry shown. */
const cursor = z.string().regex(/^[1-9]\d{0,15}$/, "Invalid cursor");
const day = z.iso.date("Enter a date as YYYY-MM-DD");

export const auditListQuery = z
  .object({
    actor: z.coerce.number().int().positive().max(MAX_ID).optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
    /** Inclusive UTC days. */
    from: day.optional(),
    to: day.optional(),
    cursor: cursor.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "The start date must be before the end date", path: ["to"] });
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  /** The actor's current username; null for no actor or a deleted account. */
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;
