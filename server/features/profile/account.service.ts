import { DELETE_ACCOUNT_WRONG_PASSWORD, LAST_ADMIN_CANNOT_LEAVE } from "@shared/schemas/profile";
import { isCurrentPassword } from "../auth";
import type { CoreDeps } from "../../app-deps";
import type { Tx } from "../../db/client";
import { conflict, forbidden, notFound } from "../../lib/app-error";
import { deactivateOwnedPromoCodes } from "../coupons";
import { removeUploadedFiles } from "../uploads";
import { deleteUserRow } from "../users";
import * as repo from "./profile.repo";

/**
 * docs/product-rules.md §2: deleting one's account removes the profile, settings, notes, enrollments, reviews,
 * learning activity and sessions in one transaction; payments and commissions stay, anonymised.
 * The last active admin cannot leave (409). The uploaded avatar goes after the commit.
 */
export async function deleteOwnAccount(
  deps: Pick<CoreDeps, "db" | "storage" | "logger">,
  userId: number,
  password: string | undefined,
): Promise<void> {
  // A session left open on a shared computer must not be enough to erase the account.
  if (!password || !(await isCurrentPassword(deps.db, userId, password))) {
    throw forbidden(DELETE_ACCOUNT_WRONG_PASSWORD, "WRONG_PASSWORD");
  }
  await deleteAccount(deps, userId, LAST_ADMIN_CANNOT_LEAVE);
}

/** Deletes any account (self-service or by an admin) under the same rules; see deleteOwnAccount. */
export async function deleteAccount(
  deps: Pick<CoreDeps, "db" | "storage" | "logger">,
  userId: number,
  lastAdminMessage: string,
  /** With the deletion's transaction (an admin's deletion is audited in it). */
  also?: (tx: Tx, user: { role: string }) => Promise<void>,
): Promise<void> {
  const avatar = await deps.db.transaction(async (tx) => {
    const user = await repo.findUserRole(tx, userId);
    if (!user) throw notFound("User not found");
    await also?.(tx, user);
    if (user.role === "admin") {
      const admins = await repo.lockActiveAdminIds(tx);
      if (!admins.some((id) => id !== userId)) throw conflict(lastAdminMessage);
    }
    // Their promo codes stop working and stay (with the sales that used them) without an owner.
    await deactivateOwnedPromoCodes(tx, userId);
    return deleteUserRow(tx, userId);
  });
  await removeUploadedFiles(deps.storage, [avatar], (error, key) =>
    deps.logger.warn("could not remove a deleted user's avatar", { key, error: String(error) }),
  );
}
