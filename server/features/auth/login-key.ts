import type { Db } from "../../db/client";
import { findUserByLogin } from "../users";

/**
 * The per-account sign-in limit's key: the account a login names (by username or by email), so
 * both share one counter; an unknown name counts under the typed string.
 */
export async function loginAccountKey(db: Db, typed: unknown): Promise<string> {
  const login = String(typed ?? "")
    .trim()
    .toLowerCase()
    .slice(0, 254);
  if (!login) return "name:";
  const user = await findUserByLogin(db, login);
  return user ? `account:${user.id}` : `name:${login}`;
}
