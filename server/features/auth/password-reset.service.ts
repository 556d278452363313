import { passwordProblem } from "@shared/schemas/auth";
import { PASSWORD_RESET_DONE, RESET_LINK_INVALID } from "@shared/schemas/account";
import type { PlatformSettings } from "@shared/schemas/settings";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/app-error";
import { recordAudit } from "../audit";
import { consumeToken, queueEmail } from "../email";
import { endSessions, findUserByEmail, markEmailVerified, setPasswordHash } from "../users";
import { hashPassword } from "./password";

/**
 * Forgot password: an active account with this email gets a reset link (valid 1 hour). The caller
 * answers the same whatever happens here, before it runs, so neither the answer nor its timing
 * says whether the email has an account.
 */
export async function requestPasswordReset(db: Db, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.status !== "active") return;
    await queueEmail(tx, user.id, "password_reset", {});
  });
}

/**
 * A new password from a reset link: the token is used up, every session of the account ends, and
 * the owner is told. A refused password leaves the token usable (the transaction rolls back).
 * Opening the link also proves the email address.
 */
export async function resetPassword(db: Db, settings: PlatformSettings, token: string, password: string): Promise<{ message: string }> {
  const problem = passwordProblem(password, { minLength: settings.passwordMinLength, requireStrong: settings.requireStrongPasswords });
  const passwordHash = problem ? "" : await hashPassword(password);
  await db.transaction(async (tx) => {
    const owner = await consumeToken(tx, token, "password_reset");
    if (!owner) throw badRequest(RESET_LINK_INVALID, undefined, "TOKEN_INVALID");
    if (problem) throw badRequest(problem, { password: problem });
    await setPasswordHash(tx, owner.userId, passwordHash);
    await endSessions(tx, owner.userId);
    await markEmailVerified(tx, owner.userId);
    await queueEmail(tx, owner.userId, "password_changed", {});
    await recordAudit(tx, { action: "auth.password.reset", actorId: owner.userId, targetType: "user", targetId: owner.userId });
  });
  return { message: PASSWORD_RESET_DONE };
}
