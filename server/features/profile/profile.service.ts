import type { PublicUser } from "@shared/schemas/auth";
import {
  DEFAULT_LEARNER_SETTINGS,
  learnerSettingsFields,
  type LearnerSettings,
  type LearnerSettingsUpdate,
  type ProfileUpdate,
} from "@shared/schemas/profile";
import type { CoreDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { removeUploadedFiles, storeImage, type ReceivedFile } from "../uploads";
import { findUserById, mergeLearnerSettings, presentUser, replaceProfileImage, updateProfileColumns, type ProfileColumns } from "../users";
import * as repo from "./profile.repo";

const USER_NOT_FOUND = "User not found";

function columnsFrom(input: ProfileUpdate): ProfileColumns {
  const values: ProfileColumns = {};
  if (input.firstName !== undefined) values.firstName = input.firstName;
  if (input.lastName !== undefined) values.lastName = input.lastName;
  if (input.bio !== undefined) values.bio = input.bio;
  if (input.location !== undefined) values.location = input.location;
  if (input.website !== undefined) values.website = input.website;
  if (input.linkedIn !== undefined) values.linkedIn = input.linkedIn;
  if (input.twitter !== undefined) values.twitter = input.twitter;
  return values;
}

/** Changes the given profile fields (never the email) and answers the public user. */
export async function updateProfile(db: Db, userId: number, input: ProfileUpdate): Promise<PublicUser> {
  const values = columnsFrom(input);
  const row = Object.keys(values).length ? await updateProfileColumns(db, userId, values) : await findUserById(db, userId);
  if (!row) throw notFound(USER_NOT_FOUND);
  return presentUser(row);
}

/**
 * The stored settings over the defaults of docs/spec.md §3. A stored value that is no longer allowed (an
 * option removed since) falls back to its default rather than breaking the settings screen.
 */
export function withDefaults(stored: Record<string, unknown> | null | undefined): LearnerSettings {
  const out: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(DEFAULT_LEARNER_SETTINGS)) {
    const parsed = learnerSettingsFields[key as keyof LearnerSettings].safeParse(stored?.[key]);
    out[key] = parsed.success ? parsed.data : fallback;
  }
  return out as LearnerSettings;
}

export async function getLearnerSettings(db: Db, userId: number): Promise<LearnerSettings> {
  return withDefaults(await repo.readLearnerSettings(db, userId));
}

export async function updateLearnerSettings(db: Db, userId: number, patch: LearnerSettingsUpdate): Promise<LearnerSettings> {
  return withDefaults(await mergeLearnerSettings(db, userId, patch));
}

/**
 * Stores the uploaded image through the uploads pipeline (type checked from its bytes) and makes
 * it the avatar; the previous uploaded avatar is removed. Nothing is left behind on failure.
 */
export async function setAvatar(
  deps: Pick<CoreDeps, "db" | "storage" | "logger">,
  userId: number,
  file: ReceivedFile,
): Promise<PublicUser> {
  const stored = await storeImage(deps.storage, file);
  let result: Awaited<ReturnType<typeof replaceProfileImage>>;
  try {
    result = await replaceProfileImage(deps.db, userId, stored.body.url);
  } catch (err) {
    await removeUploadedFiles(deps.storage, [stored.body.url]);
    throw err;
  }
  if (!result) {
    await removeUploadedFiles(deps.storage, [stored.body.url]);
    throw notFound(USER_NOT_FOUND);
  }
  await removeUploadedFiles(deps.storage, [result.previous], (error, key) =>
    deps.logger.warn("could not remove a replaced avatar", { key, error: String(error) }),
  );
  return presentUser(result.row);
}
