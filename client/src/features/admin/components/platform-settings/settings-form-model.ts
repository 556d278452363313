// The admin's platform settings form: its schema, values and the conventions its cards share.
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";
import type { AdminSettings } from "@shared/schemas/admin";
import { emailRelayProblems, platformSettingsSchema } from "@shared/schemas/settings";

/** A settings switch spans both columns of its card. */
export const ADMIN_SWITCH = "rounded-md border p-3 sm:col-span-2";

const baseSchema = platformSettingsSchema.extend({ smtpPassword: z.string().max(255) });
const RELAY_FIELDS = ["emailProvider", "smtpHost", "smtpPort", "smtpUsername"] as const;
/**
 * A relay provider needs its relay's host and a username, as the server checks (it also checks
 * the password). Like the server, only when the email settings change: an install saved before
 * the relay fields were shown can still save its other settings.
 */
export function formSchemaFor(saved: Pick<AdminSettings, (typeof RELAY_FIELDS)[number]>) {
  return baseSchema.superRefine((values, ctx) => {
    const untouched = !values.smtpPassword && RELAY_FIELDS.every((field) => values[field] === saved[field]);
    if (untouched) return;
    for (const [field, message] of Object.entries(emailRelayProblems(values))) ctx.addIssue({ code: "custom", path: [field], message });
  });
}
/** The fields a refusal of the email settings can name (applyServerFieldErrors). */
export const EMAIL_FIELDS = ["emailProvider", "smtpHost", "smtpPort", "smtpUsername", "smtpPassword"] as const;
export type SettingsFormInput = z.input<typeof baseSchema>;
export type SettingsFormOutput = z.output<typeof baseSchema>;
/** What each card of the form is given: the one form all cards save together. */
export type SettingsFormApi = UseFormReturn<SettingsFormInput, unknown, SettingsFormOutput>;

/** Numbers typed in a number input reach the schema as numbers. */
export const AS_NUMBER = { valueAsNumber: true } as const;
