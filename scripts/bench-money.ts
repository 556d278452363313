// Benchmark of the money and admin queries on a large, generated dataset (not part of the tests:
// speed is measured here, never asserted). Run: npm run bench  (TEST_DATABASE_URL=... for PostgreSQL)
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { openTestDatabase } from "../server/test/test-db";
import { computeAnalytics } from "../server/features/admin/admin-analytics.service";
import { listUsers } from "../server/features/admin/admin-users.service";
import { getLeaderboard, getStats, listCommissions, listReferrals } from "../server/features/affiliate/affiliate.service";
import * as payments from "../server/features/payments/payments.repo";

const USERS = Number(process.env.BENCH_USERS ?? 20_000);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 60_000);
const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 20));

/** How many rows an answer carries (a page's items, the leaderboard's entries, or one object). */
function rowsOf(result: unknown): number {
  if (Array.isArray(result)) return result.length;
  const r = result as { items?: unknown[]; entries?: unknown[] } | null | undefined;
  return r?.items?.length ?? r?.entries?.length ?? (r ? 1 : 0);
}

/** Nearest-rank percentile of sorted samples. */
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

// One line per query: `bench <name> rows=<n> p50=<ms> p99=<ms>` (issue 13), after one warm-up run.
async function time(label: string, run: () => Promise<unknown>) {
  const rows = rowsOf(await run());
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  console.log(`bench ${label} rows=${rows} p50=${percentile(samples, 50).toFixed(1)} p99=${percentile(samples, 99).toFixed(1)}`);
}

// Generating a million payments in one statement takes longer than the app's 15 s statement limit.
const database = await openTestDatabase({ statementMs: 30 * 60 * 1000 });
const { db } = database;
try {
  const started = performance.now();
  // 1 % entrepreneurs, the rest learners; 30 courses; payments spread over a year, 5 % refunded;
  // a commission on every third payment; one enrolment per payment.
  await db.execute(sql`
    INSERT INTO users (username, email, password_hash, first_name, last_name, role, affiliate_code, created_at)
    SELECT 'user' || g, 'user' || g || '@bench.test', 'x',
           -- Names as varied as real ones (the search's trigram indexes depend on it).
           initcap(substr(md5(g::text || 'first'), 1, 7)), initcap(substr(md5(g::text || 'last'), 1, 9)),
           CASE WHEN g % 100 = 0 THEN 'entrepreneur' ELSE 'personal' END,
           CASE WHEN g % 100 = 0 THEN 'GSM' || lpad(g::text, 6, '0') END,
           now() - (g % 365) * interval '1 day'
    FROM generate_series(1, ${USERS}) g`);
  await db.execute(
    sql`UPDATE users SET referred_by_id = (SELECT id FROM users e WHERE e.role = 'entrepreneur' ORDER BY e.id LIMIT 1 OFFSET (users.id % 50)) WHERE role = 'personal' AND id % 3 = 0`,
  );
  await db.execute(sql`
    INSERT INTO courses (title, description, category, level, price_cents, is_published)
    SELECT 'Course ' || g, 'About course ' || g, 'business', 'beginner', 2900 + g * 300, true FROM generate_series(1, 30) g`);
  await db.execute(sql`
    INSERT INTO payments (user_id, course_id, course_title, provider, provider_ref, client_secret, type, amount_cents, status,
                          refunded_amount_cents, affiliate_user_id, created_at, succeeded_at)
    SELECT u.id, c.id, c.title, 'test', 'bench_' || g, 'bench_' || g || '_secret_x', 'one_time', c.price_cents,
           CASE WHEN g % 20 = 0 THEN 'refunded' WHEN g % 17 = 0 THEN 'failed' ELSE 'succeeded' END,
           CASE WHEN g % 20 = 0 THEN c.price_cents ELSE 0 END,
           (SELECT id FROM users e WHERE e.role = 'entrepreneur' ORDER BY e.id LIMIT 1 OFFSET (g % 50)),
           now() - (g % 365) * interval '1 day', now() - (g % 365) * interval '1 day'
    FROM generate_series(1, ${PAYMENTS}) g
    -- g * 7919 in int4 overflows past g = 271,183: spread buyers in bigint arithmetic.
    JOIN users u ON u.id = 1 + (g::bigint * 7919) % ${USERS}
    JOIN courses c ON c.id = (SELECT min(id) FROM courses) + g % 30`);
  await db.execute(sql`
    INSERT INTO commissions (entrepreneur_id, payment_id, buyer_id, course_id, sale_amount_cents, amount_cents, commission_rate, product_name, status, created_at)
    SELECT p.affiliate_user_id, p.id, p.user_id, p.course_id, p.amount_cents, round(p.amount_cents * 0.15), 15, p.course_title,
           CASE WHEN p.status = 'refunded' THEN 'reversed' WHEN p.id % 4 = 0 THEN 'paid' ELSE 'pending' END, p.created_at
    FROM payments p WHERE p.id % 3 = 0 AND p.status <> 'failed'`);
  await db.execute(sql`
    INSERT INTO enrollments (user_id, course_id, progress, completed_at, enrolled_at)
    SELECT DISTINCT ON (user_id, course_id) user_id, course_id, (id % 5) * 25, CASE WHEN id % 5 = 4 THEN created_at END, created_at
    FROM payments WHERE status = 'succeeded' ORDER BY user_id, course_id, id`);
  await db.execute(sql`ANALYZE`);
  const counts = (
    await db.execute<{ n: string }>(
      sql`SELECT (SELECT count(*) FROM payments)::text || ' payments, ' || (SELECT count(*) FROM commissions)::text || ' commissions, ' || (SELECT count(*) FROM enrollments)::text || ' enrolments' AS n`,
    )
  ).rows[0].n;
  console.log(`${database.kind}: ${USERS} users, ${counts}; generated in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

  const seller = (
    await db.execute<{ id: number; code: string }>(
      sql`SELECT id, affiliate_code AS code FROM users WHERE role = 'entrepreneur' ORDER BY id LIMIT 1`,
    )
  ).rows[0];
  const buyer = (await db.execute<{ id: number }>(sql`SELECT user_id AS id FROM payments ORDER BY id DESC LIMIT 1`)).rows[0];
  const page = { limit: 20, offset: 0 };

  await time("admin-analytics", () => computeAnalytics(db));
  // Part of one learner's last name, as an admin would type it.
  const [{ fragment }] = (
    await db.execute<{ fragment: string }>(sql`SELECT substr(last_name, 2, 6) AS fragment FROM users WHERE username = 'user1234'`)
  ).rows;
  await time("admin-users-search", () => listUsers(db, { search: fragment, limit: 20, offset: 0 }));
  await time("admin-users-role", () => listUsers(db, { role: "entrepreneur", limit: 20, offset: 0 }));
  await time("admin-payments-refunded", () => payments.listPaymentsForAdmin(db, { status: "refunded", limit: 20, offset: 0 }));
  await time("leaderboard", () => getLeaderboard(db, Number(seller.id)));
  await time("entrepreneur-commissions", () => listCommissions(db, Number(seller.id), page));
  await time("entrepreneur-referrals", () => listReferrals(db, Number(seller.id), page));
  await time("entrepreneur-stats", () => getStats(db, { id: Number(seller.id), affiliateCode: seller.code }, 15));
  await time("payment-by-ref", () => payments.findOwnPaymentByRef(db, Number(buyer.id), `bench_${PAYMENTS}`));
} finally {
  await database.close();
}
