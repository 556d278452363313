import type { Commission, CommissionList, EntrepreneurStats, Leaderboard, ReferralList } from "@shared/schemas/affiliate";
import { makeUser } from "@/features/catalog/test/course-fixtures";

export const entrepreneur = {
  ...makeUser("entrepreneur"),
  id: 7,
  username: "ella",
  firstName: "Ella",
  affiliateCode: "GSM000007",
  accountData: { affiliateCode: "GSM000007" },
};

export function commission(id: number, over: Partial<Commission> = {}): Commission {
  return {
    id,
    amount: "15.00",
    saleAmount: "100.00",
    status: "pending",
    kind: "sale",
    commissionRate: 15,
    productType: "course",
    productName: `Course ${id}`,
    createdAt: "2026-11-10T10:00:00.000Z",
    paidAt: null,
    ...over,
  };
}

export function commissionList(items: Commission[], over: Partial<CommissionList["summary"]> = {}): CommissionList {
  return {
    items,
    total: items.length,
    summary: {
      totalEarnings: "35.00",
      pending: { count: 1, amount: "15.00" },
      paid: { count: 1, amount: "20.00" },
      reversed: { count: 1, amount: "7.00" },
      ...over,
    },
  };
}

export const stats: EntrepreneurStats = {
  affiliateCode: "GSM000007",
  commissionRate: 20,
  clicks: 52,
  visitors: 40,
  visitorsWhoSignedUp: 5,
  visitorsWhoBought: 4,
  referrals: 6,
  activeReferrals: 3,
  sales: 7,
  buyers: 5,
  conversionRate: 10,
  clickThroughRate: 12.5,
  averageOrderValue: "88.40",
  earningsThisMonth: "44.20",
  totalEarnings: "132.60",
};

export const emptyReferrals: ReferralList = {
  items: [],
  total: 0,
  summary: { totalReferrals: 0, activeUsers: 0, commissionsEarned: "0.00" },
};

export function leaderboard(entries: Leaderboard["entries"], me: Leaderboard["me"] = null): Leaderboard {
  return { month: "2026-11", entries, me };
}
