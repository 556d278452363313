import type { PublicUser } from "@shared/schemas/auth";
import type { UserRow } from "./users.repo";

/** The only way a user row leaves the server: no password hash, no settings internals. */
export function presentUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    profileImageUrl: row.profileImageUrl,
    bio: row.bio,
    location: row.location,
    website: row.website,
    linkedIn: row.linkedIn,
    twitter: row.twitter,
    businessName: row.businessName,
    paypalEmail: row.paypalEmail,
    bankAccount: row.bankAccountLast4,
    affiliateCode: row.affiliateCode,
    accountData: { affiliateCode: row.affiliateCode },
    emailVerified: row.emailVerifiedAt !== null,
    twoFactorEnabled: row.twoFactorEnabledAt !== null,
    // Counted where it is answered (GET /api/user, passkey sign-in): the row does not carry it (decision 039).
    passkeyCount: 0,
  };
}
