import { bigint, date, index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Each entrepreneur's standing sales per calendar month (UTC): the leaderboard's figures, kept by
 * a trigger on commissions (migration 0015_entrepreneur_month_standings) instead of aggregated
 * over every commission of the month on each request (docs/decisions/021-maintained-payment-totals.md). Written by no
 * application code. A standing sale is a sale commission neither reversed nor adjusted after a
 * refund (docs/product-rules.md §6).
 */
export const entrepreneurMonthStandings = pgTable(
  "entrepreneur_month_standings",
  {
    entrepreneurId: integer("entrepreneur_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The first day of the month (UTC). */
    month: date("month", { mode: "string" }).notNull(),
    sales: integer("sales").notNull(),
    volumeCents: bigint("volume_cents", { mode: "number" }).notNull(),
    earnedCents: bigint("earned_cents", { mode: "number" }).notNull(),
    /** Ties go to whoever reached the volume first: the month's first standing sale. */
    firstSaleAt: timestamp("first_sale_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entrepreneurId, t.month] }),
    index("entrepreneur_month_standings_rank_idx").on(t.month, t.volumeCents.desc(), t.firstSaleAt, t.entrepreneurId),
  ],
);
