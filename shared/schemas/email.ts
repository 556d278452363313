import { z } from "zod";
import "../zod-messages";

export const EMAIL_STATUSES = ["queued", "sent", "failed", "not_sent_no_server"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  queued: "Queued",
  sent: "Sent",
  failed: "Failed",
  not_sent_no_server: "Not sent: no mail server",
};

/** A token from an emailed link (reset, verification, unsubscribe). */
export const emailTokenSchema = z.object({
  token: z.string({ error: "The link is incomplete." }).trim().min(16, "The link is incomplete.").max(200, "The link is not valid."),
});
export type EmailTokenInput = z.infer<typeof emailTokenSchema>;

/**
 * RFC 8058 one-click unsubscribe (the List-Unsubscribe header of an optional email): the token in
 * the query (emailTokenSchema), and the form body a mail client posts, `List-Unsubscribe=One-Click`.
 */
export const oneClickUnsubscribeBody = z.object({ "List-Unsubscribe": z.literal("One-Click") });

export const UNSUBSCRIBED = "You will no longer get these emails. You can turn them on again in your settings.";
export const UNSUBSCRIBE_LINK_INVALID = "This unsubscribe link is not valid any more. Turn email notifications off in your settings.";

/** Admin Jobs & Emails: one page of the outbox, newest first. Metadata only: never a body or a link. */
export const adminEmailsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const ADMIN_EMAILS_PAGE_SIZE = 25;

export const adminEmailSchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminEmail = z.infer<typeof adminEmailSchema>;

export const adminEmailsResponseSchema = z.object({
  emails: z.array(adminEmailSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminEmailsResponse = z.infer<typeof adminEmailsResponseSchema>;

export const EMAIL_NOT_RETRYABLE = "Only a failed or unsent email can be sent again.";

/** Background jobs that failed for good in the last week (Jobs & Emails). */
export const jobFailureSchema = z.object({
  id: z.string(),
  name: z.string(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  failedAt: z.string(),
});
export type JobFailure = z.infer<typeof jobFailureSchema>;
export const JOB_FAILURE_DAYS = 7;

/**
 * Every email template and background job by name, for the labels of Jobs & Emails: the server's
 * TEMPLATES (server/features/email/templates.ts) and JOB_NAMES (server/jobs/platform-jobs.ts) are
 * checked against these lists when type checking, and the screen labels each one.
 */
export const EMAIL_TEMPLATE_NAMES = [
  "verification",
  "password_reset",
  "password_changed",
  "payout_method_changed",
  "two_factor_recovery_code_used",
  "two_factor_disabled",
  "new_sign_in",
  "signup_attempt",
  "purchase_receipt",
  "payment_failed",
  "subscription_cancelled",
  "refund_issued",
  "certificate_earned",
  "commission_earned",
  "payout_sent",
  "chapter_unlocked",
  "data_export_ready",
] as const;
export type EmailTemplateName = (typeof EMAIL_TEMPLATE_NAMES)[number];
export const PLATFORM_JOB_NAMES = [
  "payments.test-renewals",
  "maintenance.sweeps",
  "email.deliver",
  "content.chapter-unlocks",
  "content.video-transcode",
  "account.data-exports",
  "audit.retention",
] as const;
export type PlatformJobName = (typeof PLATFORM_JOB_NAMES)[number];
/** true when A and B are the same set of names; `never` (a type error where it is assigned) otherwise. */
export type SameNames<A extends string, B extends string> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
