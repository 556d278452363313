// Transactional email (issue 14): other features queue emails with their transaction; the
// email.deliver job (server/jobs/platform-jobs.ts) sends them.
export { queueEmail, outboxEvents } from "./queue-email.service";
export { deliverDueEmails, hasMailServer, type MailerConfig } from "./deliver.service";
export { issueToken, consumeToken } from "./tokens.repo";
export type { EmailTemplate, EmailData } from "./templates";
export { registerEmailRoutes } from "./email.routes";
export { sweepEmailData } from "./retention.repo";
