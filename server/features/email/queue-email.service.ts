import { EventEmitter } from "node:events";
import type { Db, Tx } from "../../db/client";
import { readSettingsRow } from "../settings";
import { parseStored } from "../settings";
import { findEmailRecipient } from "../users";
import { emailLanguage } from "./locales";
import { hasEmailWithOnceKey, insertEmail, type OutboxInsert } from "./outbox.repo";
import { TOKEN } from "./render";
import { TEMPLATES, type EmailData, type EmailTemplate } from "./templates";

/**
 * Says "an email was queued" inside this process, so the sender job can be asked to run in a
 * moment instead of at its next minute. Emitted before the caller's transaction commits: the job
 * is queued to start a second later, and the minute schedule catches a slower commit.
 */
export const outboxEvents = new EventEmitter();

/**
 * Writes an email to the outbox with the caller's transaction: the email exists if and only if
 * the change that causes it commits. Optional emails follow the recipient's notification setting
 * and carry a one-click unsubscribe link. A link's token is not written here: the row says which
 * token it needs and the sender issues it as it sends, so the stored body holds no usable token.
 * `onceKey`: an event that can happen again (a course completed, uncompleted, completed) is told
 * once. Answers whether an email was queued.
 */
export async function queueEmail<T extends EmailTemplate>(
  tx: Db | Tx,
  userId: number,
  template: T,
  data: EmailData[T],
  options: { onceKey?: string } = {},
): Promise<boolean> {
  const recipient = await findEmailRecipient(tx, userId);
  if (!recipient) return false;
  if (options.onceKey && (await hasEmailWithOnceKey(tx, options.onceKey))) return false;
  const definition = TEMPLATES[template];
  let unsubscribePath: string | undefined;
  let token: Pick<OutboxInsert, "tokenPurpose" | "tokenDetail"> = { tokenPurpose: definition.token ?? null, tokenDetail: null };
  if (definition.setting) {
    const settings = definition.setting === "learner" ? recipient.learnerSettings : recipient.entrepreneurSettings;
    if (settings?.emailNotifications === false) return false;
    unsubscribePath = `/unsubscribe?token=${TOKEN}`;
    token = { tokenPurpose: "unsubscribe", tokenDetail: definition.setting };
  }
  const { platformName } = parseStored((await readSettingsRow(tx as Db))?.values ?? {});
  // In the recipient's language (docs/product-rules.md §13), English when the setting is unset.
  const language = emailLanguage(recipient.learnerSettings?.language);
  const rendered = definition.render(
    { platformName, recipientName: recipient.firstName || recipient.username, unsubscribePath, language },
    data,
  );
  if (!(await insertEmail(tx, { recipient: recipient.email, userId, template, ...rendered, ...token, onceKey: options.onceKey ?? null })))
    return false;
  outboxEvents.emit("queued");
  return true;
}
