import { centsToString } from "@shared/money";
import type { Commission, EntrepreneurProfileView } from "@shared/schemas/affiliate";
import { fallbackAffiliateCode } from "@shared/constants";
import type { CommissionRow } from "./affiliate.repo";
import type { users } from "../../db/schema";

export function presentCommission(row: CommissionRow): Commission {
  return {
    id: row.id,
    amount: centsToString(row.amountCents),
    saleAmount: centsToString(row.saleAmountCents),
    status: row.status,
    kind: row.kind,
    commissionRate: row.commissionRate,
    productType: row.productType,
    productName: row.productName,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

/** "jane@example.com" -> "j***@example.com" (docs/product-rules.md §6: first letter and domain). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

const NOTIFICATION_DEFAULTS = { emailNotifications: true, smsNotifications: false, marketingEmails: true };

export function presentProfile(row: typeof users.$inferSelect): EntrepreneurProfileView {
  const stored = (row.entrepreneurSettings ?? {}) as Partial<typeof NOTIFICATION_DEFAULTS>;
  const flag = (key: keyof typeof NOTIFICATION_DEFAULTS) => (typeof stored[key] === "boolean" ? stored[key]! : NOTIFICATION_DEFAULTS[key]);
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    businessName: row.businessName,
    website: row.website,
    bio: row.bio,
    paypalEmail: row.paypalEmail,
    bankAccount: row.bankAccountLast4,
    emailNotifications: flag("emailNotifications"),
    smsNotifications: flag("smsNotifications"),
    marketingEmails: flag("marketingEmails"),
    status: row.status,
    memberSince: row.createdAt.toISOString(),
    affiliateCode: row.affiliateCode ?? fallbackAffiliateCode(row.id),
  };
}
