// Transactional email (docs/product-rules.md §9): other features queue emails with their transaction; the
// email.deliver job (server/jobs/platform-jobs.ts) sends them.
export { queueEmail, outboxEvents } from "./queue-email.service";
export { deliverDueEmails, hasMailServer, type MailerConfig } from "./deliver.service";
export { consumeToken } from "./tokens.repo";
export { registerEmailRoutes } from "./email.routes";
export { sweepEmailData } from "./retention.repo";
export { outboxBacklog } from "./outbox.repo";
// The recipient's language and its way of writing dates and amounts, for other server-made documents.
export { emailLanguage } from "./locales";
export { emailFormat } from "./locales/format";
