import { z } from "zod";
import { moneyString } from "./common";

/**
 * GET /api/admin/analytics: docs/spec.md §3's shape, computed from the database, plus the summary figures
 * that docs/spec.md showed as fixed numbers. Percentages have one decimal. Months are "YYYY-MM" (UTC).
 * A growth figure compares this calendar month with the last one; when last month had nothing, it
 * reads 100 if this month has something, else 0.
 */
export const analyticsSchema = z.object({
  overview: z.object({
    totalUsers: z.number().int(),
    /** Succeeded payments minus refunds. */
    totalRevenue: moneyString,
    enrollments: z.number().int(),
    totalCourses: z.number().int(),
  }),
  trends: z.object({
    userGrowth: z.number(),
    revenueGrowth: z.number(),
    enrollmentGrowth: z.number(),
    completionRate: z.number(),
  }),
  userActivity: z.array(z.object({ month: z.string(), users: z.number().int() })),
  revenueData: z.array(z.object({ month: z.string(), revenue: moneyString })),
  topCourses: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      enrollments: z.number().int(),
      completions: z.number().int(),
      revenue: moneyString,
    }),
  ),
  engagement: z.object({
    /** Users active today (UTC): they signed in, made an authenticated request or studied. */
    activeToday: z.number().int(),
    /** Users active (as above) on any of the last 30 days. */
    active30Days: z.number().int(),
    /** Average progress over all enrollments. */
    averageProgress: z.number(),
    /** Enrollments whose learner was active in the last 30 days, over all enrollments (refunded ones excluded). */
    retention30Days: z.number(),
  }),
  summary: z.object({
    publishedCourses: z.number().int(),
    /** Average of all reviews; null without reviews. */
    averageRating: z.number().nullable(),
    videoHours: z.number(),
    averageOrderValue: moneyString,
    commissionsPaid: moneyString,
    /** Coupon and promo code discounts on succeeded payments; revenue figures are already net of them. */
    discountsGiven: moneyString,
    refundRate: z.number(),
    completionRate: z.number(),
    /** Courses completed this month against last month (growth rule above). */
    completionGrowth: z.number(),
  }),
  generatedAt: z.string(),
});
export type Analytics = z.infer<typeof analyticsSchema>;
