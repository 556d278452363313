import type { EntrepreneurProfileView } from "@shared/schemas/affiliate";
import { type entrepreneurProfileSchema } from "@shared/schemas/affiliate";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
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

/** Payout details and notification toggles; only the bank account's last 4 digits are kept. */
export async function updateEntrepreneurProfile(db: Db, id: number, input: ProfileUpdate): Promise<EntrepreneurProfileView> {
  const current = await repo.findEntrepreneur(db, id);
  if (!current) throw notFound("User not found");
  const toggles = Object.fromEntries(
    (["emailNotifications", "smsNotifications", "marketingEmails"] as const)
      .filter((k) => input[k] !== undefined)
      .map((k) => [k, input[k]]),
  );
  const row = await updateEntrepreneur(db, id, {
    firstName: input.firstName,
    lastName: input.lastName,
    businessName: blankToNull(input.businessName),
    website: blankToNull(input.website),
    bio: blankToNull(input.bio),
    paypalEmail: blankToNull(input.paypalEmail),
    bankAccountLast4: input.bankAccount === undefined ? undefined : input.bankAccount === "" ? null : input.bankAccount.slice(-4),
    entrepreneurSettings: Object.keys(toggles).length ? { ...(current.entrepreneurSettings ?? {}), ...toggles } : undefined,
  });
  return presentProfile(row);
}
