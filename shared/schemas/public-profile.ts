import { z } from "zod";
import "../zod-messages"; // human validation messages
import { DEFAULT_LEARNER_SETTINGS, PROFILE_VISIBILITIES } from "./profile";
import { usernameSchema } from "./auth";

// Public profiles (docs/product-rules.md §16): GET /api/profiles/:username and the page /u/:username.

/** GET /api/profiles/:username */
export const publicProfileParams = z.object({ username: usernameSchema });

/** The most certificates and courses in progress a profile lists (newest first). */
export const PUBLIC_PROFILE_LIST_MAX = 50;

const publicProfileCertificateSchema = z.object({
  courseId: z.number().int(),
  courseTitle: z.string(),
  completedAt: z.string(),
  /** The public verification page of this certificate. */
  verifyUrl: z.string(),
});

const publicProfileCourseSchema = z.object({
  courseId: z.number().int(),
  courseTitle: z.string(),
  progress: z.number().int().min(0).max(100),
});

/**
 * What a reader may see of an account: never the email, payments, notes or settings beyond the
 * visibility itself. `certificates` / `coursesInProgress` are null when the owner hides them.
 */
export const publicProfileSchema = z.object({
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  linkedIn: z.string().nullable(),
  twitter: z.string().nullable(),
  memberSince: z.string(),
  visibility: z.enum(PROFILE_VISIBILITIES),
  /** The reader is the owner (a private profile is shown only then, with a note). */
  isOwner: z.boolean(),
  certificates: z.array(publicProfileCertificateSchema).nullable(),
  coursesInProgress: z.array(publicProfileCourseSchema).nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** The page's address for a username. */
export const profilePath = (username: string) => `/u/${encodeURIComponent(username)}`;

type Visibility = (typeof PROFILE_VISIBILITIES)[number];
export interface ProfileSettings {
  visibility: Visibility;
  showProgress: boolean;
  showCertificates: boolean;
}

/**
 * The profile settings an account has, or null when it has no profile. Learners (personal) have the
 * learner settings' defaults until they save; entrepreneurs and admins have a profile only once they
 * saved a visibility of their own (docs/product-rules.md §16). Inactive or suspended: no profile.
 */
export function profileSettings(
  account: { role: string; status: string },
  saved: Record<string, unknown> | null | undefined,
): ProfileSettings | null {
  if (account.status !== "active") return null;
  const savedVisibility = saved?.profileVisibility;
  const hasOwn = typeof savedVisibility === "string" && (PROFILE_VISIBILITIES as readonly string[]).includes(savedVisibility);
  if (account.role !== "personal" && !hasOwn) return null;
  const flag = (key: "showProgress" | "showCertificates") =>
    typeof saved?.[key] === "boolean" ? (saved[key] as boolean) : DEFAULT_LEARNER_SETTINGS[key];
  return {
    visibility: hasOwn ? (savedVisibility as Visibility) : DEFAULT_LEARNER_SETTINGS.profileVisibility,
    showProgress: flag("showProgress"),
    showCertificates: flag("showCertificates"),
  };
}

/** Whether a reader (null: anonymous) may open a profile with this visibility. */
export function profileVisibleTo(visibility: Visibility, ownerId: number, readerId: number | null): boolean {
  if (readerId === ownerId) return true;
  if (visibility === "public") return true;
  if (visibility === "students") return readerId !== null;
  return false;
}
