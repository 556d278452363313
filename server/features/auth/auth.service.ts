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
  nextUserId,
  decoyUserRow,
  replacePasswordHash,
  setAffiliateCode,
  type UserRow,
} from "../users";
import { queueEmail } from "../email";
import { sendVerificationEmail } from "./email-verification.service";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./password";
import { recordFailedSignIn } from "./sign-in-record";

/** A taken username may be said (docs/product-rules.md §2); a registered email never is. */
function usernameTaken(): AppError {
  return conflict("Username is already taken", { username: "Username is already taken" });
}

/**
 * Sign-up names an email that already has an account (docs/product-rules.md §2): nothing is created,
 * the owner is emailed that someone tried, and the caller answers exactly as for a new account, so the
 * answer does not tell whether the email is registered. The id is drawn from the same sequence a new
 * account's would be; the password is hashed and thrown away so the time matches too.
 */
async function answerForRegisteredEmail(db: Db, body: RegisterInput, role: RegisterInput["role"] & string): Promise<UserRow> {
  await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const owner = await findUserByLogin(tx, body.email.toLowerCase());
    if (owner) await queueEmail(tx, owner.id, "signup_attempt", {});
    const id = await nextUserId(tx);
    const now = new Date();
    return {
      ...decoyUserRow(id, now),
      username: body.username,
      email: body.email,
      firstName: body.firstName ?? null,
      lastName: body.lastName ?? null,
      role,
      affiliateCode: role === "entrepreneur" ? fallbackAffiliateCode(id) : null,
    };
  });
}

type SignUpResult = { created: true; user: UserRow } | { created: false; user: UserRow };

export async function registerUser(
  db: Db,
  body: RegisterInput,
  settings: PlatformSettings,
  referral: { referredById: number | null; signupVisitorId: string | null } = { referredById: null, signupVisitorId: null },
): Promise<SignUpResult> {
  if (!settings.allowRegistration) throw forbidden(REGISTRATION_CLOSED_MESSAGE);
  const problem = passwordProblem(body.password, {
    minLength: settings.passwordMinLength,
    requireStrong: settings.requireStrongPasswords,
  });
  if (problem) throw badRequest(problem, { password: problem });

  const role = body.role ?? settings.defaultUserRole;
  const taken = await findTakenFields(db, body.username, body.email);
  if (taken.username) throw usernameTaken();
  if (taken.email) {
    if (role === "admin" && (await hasAdmin(db))) throw forbidden(ADMIN_SIGNUP_CLOSED_MESSAGE);
    return { created: false, user: await answerForRegisteredEmail(db, body, role) };
  }

  const passwordHash = await hashPassword(body.password);
  try {
    const user = await db.transaction(async (tx) => {
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
    return { created: true, user };
  } catch (err) {
    const constraint = isUniqueViolation(err);
    if (constraint?.includes("username")) throw usernameTaken();
    // The same email signed up at the same moment: answered like the check above.
    if (constraint?.includes("email")) return { created: false, user: await answerForRegisteredEmail(db, body, role) };
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
