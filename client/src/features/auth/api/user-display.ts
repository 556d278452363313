import { fallbackAffiliateCode } from "@shared/constants";
import type { PublicUser } from "@shared/schemas/auth";

/** "Ada Lovelace", else the username. */
export function displayName(user: Pick<PublicUser, "firstName" | "lastName" | "username">): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || user.username;
}

export function initialsOf(user: Pick<PublicUser, "firstName" | "lastName" | "username">): string {
  const first = user.firstName?.trim()?.[0];
  const last = user.lastName?.trim()?.[0];
  const initials = `${first ?? ""}${last ?? ""}` || user.username.slice(0, 2);
  return initials.toUpperCase();
}

/** The stored affiliate code (docs/spec.md §3); the GSM + padded id fallback only if none is stored. */
export function affiliateCodeOf(user: Pick<PublicUser, "id" | "affiliateCode" | "accountData">): string {
  return user.affiliateCode ?? user.accountData?.affiliateCode ?? fallbackAffiliateCode(user.id);
}
