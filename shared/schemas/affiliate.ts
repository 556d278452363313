import { z } from "zod";
import { isWebUrl } from "../urls";
import { COMMISSION_STATUSES } from "../constants";
import { idParam, moneyString, paginationQuery } from "./common";
import { affiliateCodeSchema } from "./payments";

export const LINK_ONLY_PUBLISHED = "Only published courses can be promoted.";

// ---------- POST /api/affiliate/visits (public): the SPA reports ?ref=CODE on load ----------
export const affiliateVisitSchema = z.object({
  code: affiliateCodeSchema.pipe(z.string().min(1, "Required")),
  /** The page the visitor landed on (path only), e.g. "/course/3". */
  path: z.string().max(500).regex(/^\//, "Must be a path").optional(),
});
export type AffiliateVisitInput = z.input<typeof affiliateVisitSchema>;
/** recorded: false when the code is unknown or inactive (silently ignored). */
export const affiliateVisitResultSchema = z.object({ recorded: z.boolean() });

// ---------- commissions ----------
export const commissionSchema = z.object({
  id: z.number().int(),
  /** Signed: a negative adjustment nets a refunded, already paid commission. */
  amount: moneyString,
  saleAmount: moneyString,
  status: z.enum(COMMISSION_STATUSES),
  kind: z.enum(["sale", "adjustment"]),
  commissionRate: z.number().int(),
  productType: z.string(),
  productName: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Commission = z.infer<typeof commissionSchema>;

export const commissionSummarySchema = z.object({
  /** Sum of all non-reversed commission amounts (adjustments included). */
  totalEarnings: moneyString,
  pending: z.object({ count: z.number().int(), amount: moneyString }),
  paid: z.object({ count: z.number().int(), amount: moneyString }),
  reversed: z.object({ count: z.number().int(), amount: moneyString }),
});
export type CommissionSummary = z.infer<typeof commissionSummarySchema>;

/** The history's filter: one status, or every commission when absent. */
export const commissionListQuery = paginationQuery.extend({ status: z.enum(COMMISSION_STATUSES).optional() });
export type CommissionListQuery = z.infer<typeof commissionListQuery>;
/** GET /api/entrepreneur/commissions.csv: the whole history (or one status) as CSV. */
export const commissionExportQuery = z.object({ status: z.enum(COMMISSION_STATUSES).optional() }).strict();
export const commissionListSchema = z.object({
  items: z.array(commissionSchema),
  total: z.number().int(),
  summary: commissionSummarySchema,
});
export type CommissionList = z.infer<typeof commissionListSchema>;

// ---------- referrals ----------
export const referralSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Masked: first letter and domain, "j***@example.com". */
  email: z.string(),
  joinDate: z.string(),
  /** Commissions earned from this person (non-reversed sum). */
  commissions: moneyString,
  status: z.string(),
});
export type Referral = z.infer<typeof referralSchema>;
export const referralListQuery = paginationQuery;
export const referralListSchema = z.object({
  items: z.array(referralSchema),
  total: z.number().int(),
  summary: z.object({ totalReferrals: z.number().int(), activeUsers: z.number().int(), commissionsEarned: moneyString }),
});
export type ReferralList = z.infer<typeof referralListSchema>;

// ---------- leaderboard (current UTC month) ----------
export const leaderboardEntrySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** First and last name, or the username when the entrepreneur gave no name: what the board shows. */
  displayName: z.string(),
  /** Number of non-reversed sales this month. */
  sales: z.number().int(),
  /** Commission earned on them. */
  earnings: moneyString,
  /** Sum of the sale amounts: the ranking key. */
  salesVolume: moneyString,
  rank: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export const leaderboardSchema = z.object({
  /** "2026-11" */
  month: z.string(),
  /** The top of the month (at most LEADERBOARD_SIZE). */
  entries: z.array(leaderboardEntrySchema),
  /** The caller's own standing, wherever they rank; null without a sale this month. */
  me: leaderboardEntrySchema.nullable(),
});
export const LEADERBOARD_SIZE = 100;
export type Leaderboard = z.infer<typeof leaderboardSchema>;

// ---------- payouts seen by the entrepreneur ----------
export const entrepreneurPayoutSchema = z.object({
  id: z.number().int(),
  period: z.string(),
  amount: moneyString,
  commissionCount: z.number().int(),
  status: z.literal("paid"),
  createdAt: z.string(),
});
export type EntrepreneurPayout = z.infer<typeof entrepreneurPayoutSchema>;
export const entrepreneurPayoutListSchema = z.array(entrepreneurPayoutSchema);

// ---------- dashboard figures (all from the database) ----------
export const entrepreneurStatsSchema = z.object({
  affiliateCode: z.string(),
  /** The platform's current commission rate for new sales (percent). */
  commissionRate: z.number().int(),
  /** Visits through the entrepreneur's links, every page load. */
  clicks: z.number().int(),
  /** Distinct link visitors (browsers): the population of both rates. */
  visitors: z.number().int(),
  /** Link visitors who signed up through this entrepreneur (at most `visitors`). */
  visitorsWhoSignedUp: z.number().int(),
  /** Link visitors who went on to a commissioned sale that stands (at most `visitors`). */
  visitorsWhoBought: z.number().int(),
  referrals: z.number().int(),
  /** Referred users who are active and bought at least one course through this entrepreneur. */
  activeReferrals: z.number().int(),
  /** Commissioned sales (non-reversed). */
  sales: z.number().int(),
  /** Distinct people with a commissioned sale, however they came (links, checkout codes, referral). */
  buyers: z.number().int(),
  /** Percent, 1 decimal, at most 100: visitorsWhoBought / visitors; 0 without visitors. */
  conversionRate: z.number(),
  /** Percent, 1 decimal, at most 100: visitorsWhoSignedUp / visitors; 0 without visitors. */
  clickThroughRate: z.number(),
  /** Average sale amount of the commissioned sales. */
  averageOrderValue: moneyString,
  /** Earnings this calendar month (UTC). */
  earningsThisMonth: moneyString,
  totalEarnings: moneyString,
});
export type EntrepreneurStats = z.infer<typeof entrepreneurStatsSchema>;

// ---------- affiliate link ----------
export const affiliateLinkParams = z.object({ courseId: idParam });
export const affiliateLinkSchema = z.object({ affiliateLink: z.string(), code: z.string() });
export type AffiliateLink = z.infer<typeof affiliateLinkSchema>;

// ---------- entrepreneur profile and payout details (docs/spec.md §3 entrepreneur settings form) ----------
const optionalText = (max: number) => z.string().trim().max(max);
export const entrepreneurProfileSchema = z.object({
  firstName: z.string().trim().min(1, "First name is required").max(100).optional(),
  lastName: z.string().trim().min(1, "Last name is required").max(100).optional(),
  businessName: optionalText(200).optional(),
  website: z
    .string()
    .trim()
    .max(2048, "At most 2048 characters")
    .refine((v) => v === "" || isWebUrl(v), "Must be a valid URL (http:// or https://)")
    .optional(),
  bio: optionalText(2000).optional(),
  paypalEmail: z.union([z.literal(""), z.email("Enter a valid email address").max(254)]).optional(),
  /** Only the last 4 digits are kept: "1234", or a longer number whose last 4 are kept. */
  bankAccount: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.union([z.literal(""), z.string().regex(/^\d{4,34}$/, "Enter the account number digits (at least the last 4)")]))
    .optional(),
  emailNotifications: z.boolean().optional(),
  smsNotifications: z.boolean().optional(),
  marketingEmails: z.boolean().optional(),
  /** Required when the payout method (paypalEmail or bankAccount) changes (docs/product-rules.md §16). */
  currentPassword: z.string().min(1, "Required").max(256).optional(),
});
export type EntrepreneurProfileInput = z.input<typeof entrepreneurProfileSchema>;

export const entrepreneurProfileViewSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  businessName: z.string().nullable(),
  website: z.string().nullable(),
  bio: z.string().nullable(),
  paypalEmail: z.string().nullable(),
  /** Last 4 digits only. */
  bankAccount: z.string().nullable(),
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  marketingEmails: z.boolean(),
  status: z.string(),
  memberSince: z.string(),
  affiliateCode: z.string(),
});
export type EntrepreneurProfileView = z.infer<typeof entrepreneurProfileViewSchema>;
