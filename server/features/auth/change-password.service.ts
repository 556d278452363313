import { passwordProblem } from "@shared/schemas/auth";
import { PASSWORD_CHANGED, WRONG_CURRENT_PASSWORD, type ChangePasswordInput } from "@shared/schemas/account";
import type { PlatformSettings } from "@shared/schemas/settings";
import type { Db } from "../../db/client";
import { badRequest, forbidden } from "../../lib/app-error";
import { recordAudit } from "../audit";
import { queueEmail } from "../email";
import { endSessions, setPasswordHash } from "../users";
import { isCurrentPassword } from "./auth.service";
import { hashPassword } from "./password";

/** A signed-in user changes the password: the current one is required; other sessions end. */
export async function changePassword(
  db: Db,
  settings: PlatformSettings,
  user: { id: number; sid: string },
  input: ChangePasswordInput,
): Promise<{ message: string }> {
  if (!(await isCurrentPassword(db, user.id, input.currentPassword))) {
    throw forbidden(WRONG_CURRENT_PASSWORD, "WRONG_PASSWORD");
  }
  const problem = passwordProblem(input.newPassword, {
    minLength: settings.passwordMinLength,
    requireStrong: settings.requireStrongPasswords,
  });
  if (problem) throw badRequest(problem, { newPassword: problem });
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await endSessions(tx, user.id, user.sid);
    await queueEmail(tx, user.id, "password_changed", {});
    await recordAudit(tx, { action: "auth.password.changed", actorId: user.id, targetType: "user", targetId: user.id });
  });
  return { message: PASSWORD_CHANGED };
}
