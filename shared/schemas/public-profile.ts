import { z } from "zod";
import "../zod-messages"; // human validation messages
import { PROFILE_VISIBILITIES } from "./profile";
import { usernameSchema } from "./auth";

// Public profiles (docs/product-rules.md §16): GET /api/profiles/:username and the page /u/:username.

/** GET /api/profiles/:username */
export const publicProfileParams = z.object({ username: usernameSchema });

/** The most certificates and courses in progress a profile lists (newest first). */
export const PUBLIC_PROFILE_LIST_MAX = 50;

export const publicProfileCertificateSchema = z.object({
  courseId: z.number().int(),
  courseTitle: z.string(),
  completedAt: z.string(),
  /** The public verification page of this certificate. */
  verifyUrl: z.string(),
});

export const publicProfileCourseSchema = z.object({
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
