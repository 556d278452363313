import { fallbackAffiliateCode } from "@shared/constants";
import { ADMIN_SIGNUP_CLOSED_MESSAGE, passwordProblem, REGISTRATION_CLOSED_MESSAGE, type RegisterInput } from "@shared/schemas/auth";
import type { PlatformSettings } from "@shared/schemas/settings";
import type { Db } from "../../db/client";
import { type AppError, badRequest, conflict, forbidden } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/db-errors";
import {
  findTakenFields,
  findUserById,
  findUserByLogin,
  hasAdmin,
  lockAdminBootstrap,
  insertUser,
  replacePasswordHash,
  setAffiliateCode,
  type UserRow,
} from "../users";
import { sendVerificationEmail } from "./email-verification.service";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./password";
import { recordFailedSignIn } from "./sign-in-record";

function duplicateError(fields: { username: boolean; email: boolean }): AppError {
  const errors: Record<string, string> = {};
  if (fields.username) errors.username = "Username is already taken";
  if (fields.email) errors.email = "Email is already registered";
  const message = fields.username ? "Username is already taken" : "Email is already registered";
  return conflict(message, errors);
}

export async function registerUser(
  db: Db,
  body: RegisterInput,
  settings: PlatformSettings,
  referral: { referredById: number | null; signupVisitorId: string | null } = { referredById: null, signupVisitorId: null },
): Promise<UserRow> {
  if (!settings.allowRegistration) throw forbidden(REGISTRATION_CLOSED_MESSAGE);
  const problem = passwordProblem(body.password, {
    minLength: settings.passwordMinLength,
    requireStrong: settings.requireStrongPasswords,
  });
  if (problem) throw badRequest(problem, { password: problem });

  const role = body.role ?? settings.defaultUserRole;
  const taken = await findTakenFields(db, body.username, body.email);
  if (taken.username || taken.email) throw duplicateError(taken);

  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      if (role === "admin") {
        // Admin only as first-run bootstrap; the lock makes two simultaneous first sign-ups safe.
        await lockAdminBootstrap(tx);
        if (await hasAdmin(tx)) throw forbidden(ADMIN_SIGNUP_CLOSED_MESSAGE);
      }
      const user = await insertUser(tx, {
        username: body.username,
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        role,
        referredById: referral.referredById,
        signupVisitorId: referral.signupVisitorId,
        // The language the visitor chose before signing up becomes their setting (docs/product-rules.md §13).
        ...(body.language ? { learnerSettings: { language: body.language } } : {}),
      });
      await sendVerificationEmail(tx, user.id);
      if (role === "entrepreneur") return setAffiliateCode(tx, user.id, fallbackAffiliateCode(user.id));
      return user;
    });
  } catch (err) {
    const constraint = isUniqueViolation(err);
    if (constraint !== undefined) {
      throw duplicateError({ username: constraint.includes("username"), email: constraint.includes("email") });
    }
    throw err;
  }
}

/** True when `password` is the signed-in user's current one (confirming a dangerous change). */
export async function isCurrentPassword(db: Db, userId: number, password: string): Promise<boolean> {
  const user = await findUserById(db, userId);
  return Boolean(user && (await verifyPassword(password, user.passwordHash)));
}

export type LoginResult = { ok: true; user: UserRow } | { ok: false; status: 401 | 403; message: string };

/** Same answer and similar timing for an unknown user and a wrong password. */
export async function checkCredentials(db: Db, login: string, password: string): Promise<LoginResult> {
  const user = await findUserByLogin(db, login);
  if (!user) {
    await verifyAgainstDummy(password);
    await recordFailedSignIn(db, { userId: null, reason: "unknown" });
    return { ok: false, status: 401, message: "Invalid username or password" };
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordFailedSignIn(db, { userId: user.id, reason: "password" });
    return { ok: false, status: 401, message: "Invalid username or password" };
  }
  if (user.status !== "active") {
    await recordFailedSignIn(db, { userId: user.id, reason: "inactive" });
    return { ok: false, status: 403, message: `Your account is ${user.status}.` };
  }
  // A hash from weaker parameters is upgraded now, while the clear password is at hand.
  if (needsRehash(user.passwordHash)) await replacePasswordHash(db, user.id, user.passwordHash, await hashPassword(password));
  return { ok: true, user };
}
