import { z } from "zod";
import "../zod-messages"; // human validation messages
import { isWebUrl } from "../urls";
import { LANGUAGES, LIMITS } from "../constants";
import { publicUserSchema } from "./auth";
import { captionLanguageSchema, playbackRateSchema, type PlaybackRate } from "./captions";

// The learner's profile form, learner settings (docs/spec.md §3) and account deletion (docs/product-rules.md §2).

export const EMAIL_READ_ONLY = "Contact support to change your email address";
export const LAST_ADMIN_CANNOT_LEAVE = "You are the last active admin. Promote another admin before deleting your account.";
export const LOCATION_MAX = 200;
export const DELETE_ACCOUNT_WRONG_PASSWORD = "Enter your current password to delete your account.";

/** DELETE /api/user/account: the current password confirms it is really the account's owner. */
export const accountDeletionSchema = z
  .object({ password: z.string({ error: "Password must be text" }).max(128, "At most 128 characters").optional() })
  .strict();
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;
export const PROFILE_URL_MAX = 2048;

const nameField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(LIMITS.nameMax, `At most ${LIMITS.nameMax} characters`);

/** Optional text: blank or null clear it (stored as null). */
const optionalText = (max: number) =>
  z
    .string({ error: "Must be text" })
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .transform((v) => v || null)
    .optional();

/** Empty, or an http(s) URL (docs/spec.md §5: website inputs typed as URL). */
const optionalUrl = z
  .string({ error: "Must be a valid URL" })
  .trim()
  .max(PROFILE_URL_MAX, `At most ${PROFILE_URL_MAX} characters`)
  .refine((v) => v === "" || isWebUrl(v), "Must be a valid URL (http:// or https://)")
  .nullable()
  .transform((v) => v || null)
  .optional();

/**
 * PATCH /api/user/profile: only the fields given change. Email is read-only here (docs/spec.md §2): a body
 * that carries it is refused, so the client form must leave it out.
 */
export const profileUpdateSchema = z.object({
  firstName: nameField("First name").optional(),
  lastName: nameField("Last name").optional(),
  bio: optionalText(LIMITS.bioMax),
  location: optionalText(LOCATION_MAX),
  website: optionalUrl,
  linkedIn: optionalUrl,
  twitter: optionalUrl,
  email: z.undefined({ error: EMAIL_READ_ONLY }).optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The profile answers with the public user (the same shape as GET /api/user). */
export const profileSchema = publicUserSchema;

// ---------- learner settings (docs/spec.md §3) ----------

export const PROFILE_VISIBILITIES = ["public", "students", "private"] as const;
export { LANGUAGES }; // defined in constants.ts: the sign-up schema (auth.ts) needs it too
export const TIMEZONES = ["UTC", "EST", "PST", "GMT", "CET"] as const;
export const DIFFICULTIES = ["beginner", "intermediate", "advanced", "all"] as const;
export const THEMES = ["light", "dark", "system"] as const;
export const EMAIL_FREQUENCIES = ["immediate", "daily", "weekly", "monthly", "never"] as const;
export const LEARNING_GOALS_MAX = 20;
export const LEARNING_GOAL_MAX_LENGTH = 200;

const toggle = z.boolean({ error: "Must be true or false" });
// No message of its own: shared/zod-messages.ts words it for people ("Choose a valid option"), never
// with the stored values ("immediate, daily, weekly") a form shows in words.
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values);

export const learnerSettingsFields = {
  emailNotifications: toggle,
  courseUpdates: toggle,
  certificateReminders: toggle,
  marketingEmails: toggle,
  smsNotifications: toggle,
  profileVisibility: oneOf(PROFILE_VISIBILITIES),
  showProgress: toggle,
  showCertificates: toggle,
  language: oneOf(LANGUAGES),
  timezone: oneOf(TIMEZONES),
  difficulty: oneOf(DIFFICULTIES),
  learningGoals: z
    .array(
      z
        .string({ error: "Each goal must be text" })
        .trim()
        .min(1, "A goal cannot be empty")
        .max(LEARNING_GOAL_MAX_LENGTH, `Each goal must be at most ${LEARNING_GOAL_MAX_LENGTH} characters`),
      { error: "Learning goals must be a list" },
    )
    .max(LEARNING_GOALS_MAX, `At most ${LEARNING_GOALS_MAX} learning goals`),
  theme: oneOf(THEMES),
  emailFrequency: oneOf(EMAIL_FREQUENCIES),
  /** The video player's speed and caption language (null: captions off), kept for the learner (docs/decisions/017-captions-and-player.md). */
  playbackRate: playbackRateSchema,
  captionLanguage: captionLanguageSchema.nullable(),
};

/** The whole settings object (GET and PATCH answers). */
export const learnerSettingsSchema = z.object(learnerSettingsFields);
export type LearnerSettings = z.infer<typeof learnerSettingsSchema>;
export type Theme = LearnerSettings["theme"];

export const DEFAULT_LEARNER_SETTINGS: LearnerSettings = {
  emailNotifications: true,
  courseUpdates: true,
  certificateReminders: true,
  marketingEmails: false,
  smsNotifications: false,
  profileVisibility: "public",
  showProgress: true,
  showCertificates: true,
  language: "en",
  timezone: "UTC",
  difficulty: "intermediate",
  learningGoals: [],
  theme: "system",
  emailFrequency: "weekly",
  playbackRate: 1 satisfies PlaybackRate,
  captionLanguage: null,
};

/** PATCH /api/user/settings: any subset of the settings; an unknown key is refused. */
export const learnerSettingsUpdateSchema = z
  .strictObject(learnerSettingsFields, {
    error: (iss) => (iss.code === "unrecognized_keys" ? `Unknown setting: ${(iss.keys as string[]).join(", ")}` : undefined),
  })
  .partial();
export type LearnerSettingsUpdate = z.infer<typeof learnerSettingsUpdateSchema>;
