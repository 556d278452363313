import type { EntrepreneurProfileView } from "@shared/schemas/affiliate";
import { type entrepreneurProfileSchema } from "@shared/schemas/affiliate";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { WRONG_CURRENT_PASSWORD } from "@shared/schemas/account";
import { badRequest, forbidden, notFound } from "../../lib/app-error";
import { queueEmail } from "../email";
import { updateEntrepreneur } from "../users";
import * as repo from "./affiliate.repo";
import { presentProfile } from "./affiliate.presenter";

type ProfileUpdate = z.output<typeof entrepreneurProfileSchema>;
const blankToNull = (v: string | undefined) => (v === undefined ? undefined : v === "" ? null : v);

export async function getEntrepreneurProfile(db: Db, id: number): Promise<EntrepreneurProfileView> {
  const row = await repo.findEntrepreneur(db, id);
  if (!row) throw notFound("User not found");
  return presentProfile(row);
}

export const CURRENT_PASSWORD_FOR_PAYOUT = "Enter your current password to change the payout method.";

/**
 * Payout details and notification toggles; only the bank account's last 4 digits are kept.
 * Changing the payout method (PayPal email or bank account) needs the current password and emails
 * the owner in the same transaction (docs/product-rules.md §16).
 */
/** Checks the account's current password: auth's, handed in by app.ts (auth uses affiliate, so affiliate cannot import auth). */
export type PasswordCheck = (db: Db, userId: number, password: string) => Promise<boolean>;

export async function updateEntrepreneurProfile(
  db: Db,
  id: number,
  input: ProfileUpdate,
  isCurrentPassword: PasswordCheck,
): Promise<EntrepreneurProfileView> {
  const current = await repo.findEntrepreneur(db, id);
  if (!current) throw notFound("User not found");
  const paypalEmail = blankToNull(input.paypalEmail);
  const bankAccountLast4 = input.bankAccount === undefined ? undefined : input.bankAccount === "" ? null : input.bankAccount.slice(-4);
  const methodChanges =
    (paypalEmail !== undefined && paypalEmail !== current.paypalEmail) ||
    (bankAccountLast4 !== undefined && bankAccountLast4 !== current.bankAccountLast4);
  if (methodChanges) {
    if (!input.currentPassword) {
      throw badRequest(CURRENT_PASSWORD_FOR_PAYOUT, { currentPassword: CURRENT_PASSWORD_FOR_PAYOUT }, "CURRENT_PASSWORD_REQUIRED");
    }
    if (!(await isCurrentPassword(db, id, input.currentPassword))) throw forbidden(WRONG_CURRENT_PASSWORD, "WRONG_PASSWORD");
  }
  const toggles = Object.fromEntries(
    (["emailNotifications", "smsNotifications", "marketingEmails"] as const)
      .filter((k) => input[k] !== undefined)
      .map((k) => [k, input[k]]),
  );
  const row = await db.transaction(async (tx) => {
    const updated = await updateEntrepreneur(tx, id, {
      firstName: input.firstName,
      lastName: input.lastName,
      businessName: blankToNull(input.businessName),
      website: blankToNull(input.website),
      bio: blankToNull(input.bio),
      paypalEmail,
      bankAccountLast4,
      entrepreneurSettings: Object.keys(toggles).length ? { ...(current.entrepreneurSettings ?? {}), ...toggles } : undefined,
    });
    if (methodChanges) await queueEmail(tx, id, "payout_method_changed", {});
    return updated;
  });
  return presentProfile(row);
}
