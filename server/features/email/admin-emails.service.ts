import { ADMIN_EMAILS_PAGE_SIZE, EMAIL_NOT_RETRYABLE, type AdminEmailsResponse } from "@shared/schemas/email";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../lib/app-error";
import { findEmailStatus, listEmails, requeueEmail } from "./outbox.repo";
import { outboxEvents } from "./queue-email.service";

/** Jobs & Emails (docs/product-rules.md §9): who got what and whether it left; never a body or a link (tokens). */
export async function listAdminEmails(db: Db, page: number): Promise<AdminEmailsResponse> {
  const { rows, total } = await listEmails(db, page, ADMIN_EMAILS_PAGE_SIZE);
  return {
    emails: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), sentAt: r.sentAt?.toISOString() ?? null })),
    page,
    pageSize: ADMIN_EMAILS_PAGE_SIZE,
    total,
  };
}

/** Retry: a failed (or unsent) email is queued again with fresh attempts. */
export async function retryEmail(db: Db, id: number, now = new Date()) {
  if (!(await requeueEmail(db, id, now))) {
    if (!(await findEmailStatus(db, id))) throw notFound("Email not found");
    throw conflict(EMAIL_NOT_RETRYABLE);
  }
  outboxEvents.emit("queued");
  return { id, status: "queued" as const };
}
