import { fallbackAffiliateCode } from "@shared/constants";
import type { PublicUser } from "@shared/schemas/auth";
import {
  CANNOT_CHANGE_SELF,
  CANNOT_DELETE_SELF,
  LAST_ACTIVE_ADMIN,
  USER_NOT_FOUND,
  type AdminUserList,
  type AdminUsersQuery,
  type AdminUserUpdate,
} from "@shared/schemas/admin";
import type { CoreDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { conflict, forbidden, notFound } from "../../lib/app-error";
import { changedFields, recordAudit } from "../audit";
import { deleteAccount, lockActiveAdminIds } from "../profile";
import { endSessions, presentUser, updateRoleStatus } from "../users";
import * as repo from "./admin-users.repo";

export async function listUsers(db: Db, query: AdminUsersQuery): Promise<AdminUserList> {
  const { items, total, totalCapped, counts } = await repo.listUsers(db, query);
  return { items: items.map(presentUser), total, totalCapped, counts };
}

/**
 * Role or status change (docs/product-rules.md §2): not on oneself, and never leaving the platform without an
 * active admin; the admin rows are locked so two simultaneous demotions cannot both pass. The
 * user's open session sees a role change at its next request (the user is re-read every request);
 * suspension or deactivation also ends their sessions, so reactivating does not revive them.
 */
export async function updateUser(db: Db, actorId: number, userId: number, change: AdminUserUpdate): Promise<PublicUser> {
  if (actorId === userId) throw forbidden(CANNOT_CHANGE_SELF);
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdminIds(tx);
    const user = await repo.findUserForUpdate(tx, userId);
    if (!user) throw notFound(USER_NOT_FOUND);
    const nextRole = change.role ?? user.role;
    const nextStatus = change.status ?? user.status;
    const losesAdmin = user.role === "admin" && user.status === "active" && (nextRole !== "admin" || nextStatus !== "active");
    if (losesAdmin && !admins.some((id) => id !== userId)) throw conflict(LAST_ACTIVE_ADMIN);
    // A new entrepreneur gets the affiliate code every entrepreneur has (docs/product-rules.md §2).
    const affiliateCode = nextRole === "entrepreneur" && !user.affiliateCode ? fallbackAffiliateCode(user.id) : undefined;
    const updated = await updateRoleStatus(tx, userId, { role: change.role, status: change.status, affiliateCode });
    if (nextStatus !== "active") await endSessions(tx, userId);
    const changes = changedFields({ role: user.role, status: user.status }, { role: change.role, status: change.status });
    if (changes.changed.length) {
      await recordAudit(tx, {
        action: "admin.user.updated",
        targetType: "user",
        targetId: userId,
        details: { username: user.username, ...changes },
      });
    }
    return presentUser(updated);
  });
}

export async function deleteUser(deps: Pick<CoreDeps, "db" | "storage" | "logger">, actorId: number, userId: number): Promise<void> {
  if (actorId === userId) throw forbidden(CANNOT_DELETE_SELF);
  await deleteAccount(deps, userId, LAST_ACTIVE_ADMIN, async (tx, user) => {
    const row = await repo.findUserForUpdate(tx, userId);
    await recordAudit(tx, {
      action: "admin.user.deleted",
      targetType: "user",
      targetId: userId,
      details: { username: row?.username, role: user.role },
    });
  });
}
