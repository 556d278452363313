import { certificatePaths } from "@shared/schemas/learning";
import { profileSettings, type PublicProfile } from "@shared/schemas/public-profile";
import type { Db } from "../../db/client";
import { notFound, unauthorized } from "../../lib/app-error";
import * as repo from "./public-profile.repo";

const PROFILE_NOT_FOUND = "This profile does not exist or is not public.";
const PROFILE_SIGN_IN = "Sign in to see this profile.";

/**
 * GET /api/profiles/:username. Suspended, inactive and unknown accounts, and private profiles of
 * others, answer the same 404; a students-only profile answers 401 to an anonymous reader.
 */
export async function getPublicProfile(db: Db, username: string, readerId: number | null): Promise<PublicProfile> {
  const owner = await repo.findProfileOwner(db, username);
  const settings = owner && profileSettings(owner, owner.learnerSettings);
  if (!owner || !settings) throw notFound(PROFILE_NOT_FOUND);
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
