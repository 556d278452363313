import { certificatePaths } from "@shared/schemas/learning";
import { DEFAULT_LEARNER_SETTINGS, PROFILE_VISIBILITIES } from "@shared/schemas/profile";
import type { PublicProfile } from "@shared/schemas/public-profile";
import type { Db } from "../../db/client";
import { notFound, unauthorized } from "../../lib/app-error";
import * as repo from "./public-profile.repo";

export const PROFILE_NOT_FOUND = "This profile does not exist or is not public.";
export const PROFILE_SIGN_IN = "Sign in to see this profile.";

type Visibility = (typeof PROFILE_VISIBILITIES)[number];
export interface ProfileSettings {
  visibility: Visibility;
  showProgress: boolean;
  showCertificates: boolean;
}

/**
 * The profile settings an account has, or null when it has no profile. Learners (personal) have the
 * learner settings' defaults until they save; entrepreneurs and admins have a profile only once they
 * saved a visibility of their own (docs/product-rules.md §16).
 */
export function profileSettings(role: string, saved: Record<string, unknown> | null | undefined): ProfileSettings | null {
  const savedVisibility = saved?.profileVisibility;
  const hasOwn = typeof savedVisibility === "string" && (PROFILE_VISIBILITIES as readonly string[]).includes(savedVisibility);
  if (role !== "personal" && !hasOwn) return null;
  const flag = (key: "showProgress" | "showCertificates") =>
    typeof saved?.[key] === "boolean" ? (saved[key] as boolean) : DEFAULT_LEARNER_SETTINGS[key];
  return {
    visibility: hasOwn ? (savedVisibility as Visibility) : DEFAULT_LEARNER_SETTINGS.profileVisibility,
    showProgress: flag("showProgress"),
    showCertificates: flag("showCertificates"),
  };
}

/** Whether a reader (null: anonymous) may see a profile with these settings. */
export function profileVisibleTo(visibility: Visibility, ownerId: number, readerId: number | null): boolean {
  if (readerId === ownerId) return true;
  if (visibility === "public") return true;
  if (visibility === "students") return readerId !== null;
  return false;
}

/**
 * GET /api/profiles/:username. Suspended, inactive and unknown accounts, and private profiles of
 * others, answer the same 404; a students-only profile answers 401 to an anonymous reader.
 */
export async function getPublicProfile(db: Db, username: string, readerId: number | null): Promise<PublicProfile> {
  const owner = await repo.findProfileOwner(db, username);
  if (!owner || owner.status !== "active") throw notFound(PROFILE_NOT_FOUND);
  const settings = profileSettings(owner.role, owner.learnerSettings);
  if (!settings) throw notFound(PROFILE_NOT_FOUND);
  const isOwner = readerId === owner.id;
  if (!isOwner) {
    if (settings.visibility === "private") throw notFound(PROFILE_NOT_FOUND);
    if (settings.visibility === "students" && readerId === null) throw unauthorized(PROFILE_SIGN_IN);
  }
  const [certificates, courses] = await Promise.all([
    settings.showCertificates ? repo.listProfileCertificates(db, owner.id) : null,
    settings.showProgress ? repo.listProfileCoursesInProgress(db, owner.id) : null,
  ]);
  return {
    username: owner.username,
    firstName: owner.firstName,
    lastName: owner.lastName,
    profileImageUrl: owner.profileImageUrl,
    bio: owner.bio,
    location: owner.location,
    website: owner.website,
    linkedIn: owner.linkedIn,
    twitter: owner.twitter,
    memberSince: owner.createdAt.toISOString(),
    visibility: settings.visibility,
    isOwner,
    certificates:
      certificates?.map((c) => ({
        courseId: c.courseId,
        courseTitle: c.courseTitle,
        completedAt: (c.completedAt as Date).toISOString(),
        verifyUrl: certificatePaths(c.courseId, owner.id).page,
      })) ?? null,
    coursesInProgress: courses ?? null,
  };
}
