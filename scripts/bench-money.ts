// Benchmark of the money and admin queries on a large, generated dataset (not part of the tests:
// speed is measured here, never asserted). Prints one line per database and query:
//   bench <db> <name> rows=<n> p50=<ms> p99=<ms>
// Run: npm run bench                           (the full preset; docs/benchmarks.md gives durations)
//      npm run bench -- --size small            a first try, about a minute (or BENCH_SIZE=small)
// While it generates data it shows rows done/total, rows a second and the time left on stderr.
//   BENCH_USERS=20000 BENCH_PAYMENTS=60000   the generated data (both databases; the preset's unless set)
//   BENCH_PGLITE_USERS, BENCH_PGLITE_PAYMENTS  PGlite's own size, when it should stay smaller
//   BENCH_POSTGRES_URL (else TEST_DATABASE_URL)  also run on PostgreSQL, in a database created for
//                                                the run and dropped after it
//   BENCH_DBS=pglite,postgres                  which of the two to run (default: PGlite, plus
//                                                PostgreSQL when a URL is given)
//   BENCH_KEEP=1                               keep the PostgreSQL database (its URL is printed)
//   BENCH_REUSE_URL=postgres://.../gsm_bench_x   measure a kept database again instead of
//                                                generating one (migrated to the latest first)
//   BENCH_RUNS=20                              timed runs per query, after one warm-up
//   BENCH_PAYOUT_COMMISSIONS=70000             (7000 small) the backlog of the payout-run line (at most 5 runs)
import crypto from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { DEFAULT_POSTGRES_TIMEOUTS, openDatabase, type Database, type Db } from "../server/db/client";
import { computeAnalytics } from "../server/features/admin/admin-analytics.service";
import { listUsers } from "../server/features/admin/admin-users.service";
import { getLeaderboard, getStats, listCommissions, listReferrals } from "../server/features/affiliate/affiliate.service";
import * as payments from "../server/features/payments/payments.repo";
import { runPayouts } from "../server/features/payments/payouts.repo";

const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 20));
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL;
const reuseUrl = process.env.BENCH_REUSE_URL;
const targets = (process.env.BENCH_DBS ?? (postgresUrl || reuseUrl ? "pglite,postgres" : "pglite")).split(",").map((s) => s.trim());
for (const t of targets) if (t !== "pglite" && t !== "postgres") throw new Error(`BENCH_DBS: unknown database "${t}"`);
if (targets.includes("postgres") && !postgresUrl && !reuseUrl) throw new Error("BENCH_DBS=postgres needs BENCH_POSTGRES_URL");

// Presets (--size small|full, or BENCH_SIZE): "small" is a first try that ends in about a minute;
// "full" is the size every figure in docs/benchmarks.md was taken at. BENCH_* variables override
// either. Durations measured: docs/benchmarks.md, "Money queries".
const PRESETS = {
  small: { users: 5_000, payments: 10_000, payoutCommissions: 7_000 },
  full: { users: 20_000, payments: 60_000, payoutCommissions: 70_000 },
} as const;
const sizeArg = process.argv.findIndex((a) => a === "--size" || a.startsWith("--size="));
const sizeName =
  sizeArg < 0 ? (process.env.BENCH_SIZE ?? "full") : (process.argv[sizeArg].split("=")[1] ?? process.argv[sizeArg + 1] ?? "");
if (!(sizeName in PRESETS)) throw new Error(`--size / BENCH_SIZE: "${sizeName}" is not one of ${Object.keys(PRESETS).join(", ")}`);
const preset = PRESETS[sizeName as keyof typeof PRESETS];

const size = (kind: "pglite" | "postgres") => {
  const users = Number(process.env.BENCH_USERS ?? preset.users);
  const paid = Number(process.env.BENCH_PAYMENTS ?? preset.payments);
  const chosen =
    kind === "postgres"
      ? { users, payments: paid }
      : { users: Number(process.env.BENCH_PGLITE_USERS ?? users), payments: Number(process.env.BENCH_PGLITE_PAYMENTS ?? paid) };
  // Sales and link visits go to the first 50 entrepreneurs, one user in a hundred (generate()).
  if (chosen.users < 5_000) throw new Error(`${kind}: at least 5,000 users (50 entrepreneurs), not ${chosen.users}`);
  return chosen;
};

/**
 * Progress of the generation on stderr (stdout keeps the result lines alone): rows done/total, rows
 * a second and the time left, rewritten in place on a terminal and a line every 5 s otherwise (a
 * CI log). Written here rather than taken from a progress-bar package: one line, no bar, about
 * twenty lines, and nothing added to the dependencies for a script.
 */
function progress(label: string, total: number) {
  const tty = Boolean(process.stderr.isTTY);
  const started = performance.now();
  let done = 0;
  let shown = -Infinity;
  const line = () => {
    const seconds = (performance.now() - started) / 1000;
    const rate = done / Math.max(seconds, 0.001);
    const left = done > 0 ? (total - done) / rate : NaN;
    const eta = Number.isFinite(left) ? `${Math.floor(left / 60)} min ${Math.round(left % 60)} s left` : "time left unknown";
    const percent = Math.floor((100 * done) / total);
    return `${label}: ${done.toLocaleString("en")}/${total.toLocaleString("en")} rows (${percent} %), ${Math.round(rate).toLocaleString("en")} rows/s, ${eta}`;
  };
  return {
    add(rows: number) {
      done = Math.min(total, done + rows);
      const now = performance.now();
      if (now - shown < (tty ? 200 : 5000)) return;
      shown = now;
      process.stderr.write(tty ? `\r\x1b[K${line()}` : `${line()}\n`);
    },
    end(note: string) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stderr.write(`${tty ? "\r\x1b[K" : ""}${label}: ${total.toLocaleString("en")} rows in ${seconds} s; ${note}\n`);
    },
  };
}

/** How many rows an answer carries (a page's items, the leaderboard's entries, or one object). */
function rowsOf(result: unknown): number {
  if (Array.isArray(result)) return result.length;
  const r = result as { items?: unknown[]; entries?: unknown[] } | null | undefined;
  return r?.items?.length ?? r?.entries?.length ?? (r ? 1 : 0);
}

/** Nearest-rank percentile of sorted samples. */
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

// One line per query, after one warm-up run.
async function time(kind: string, label: string, run: () => Promise<unknown>) {
  const rows = rowsOf(await run());
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  console.log(`bench ${kind} ${label} rows=${rows} p50=${percentile(samples, 50).toFixed(1)} p99=${percentile(samples, 99).toFixed(1)}`);
}

/**
 * A first payout run over a long backlog: N commissions of one entrepreneur, more than PostgreSQL's
 * 65,535 bind parameters at the default (the run marks them paid in one array parameter). Each run
 * is timed in a transaction that is then rolled back, so the generated data stays as it was.
 */
async function timePayoutRun(kind: string, db: Db, entrepreneurId: number, buyerId: number, courseId: number) {
  const n = Number(process.env.BENCH_PAYOUT_COMMISSIONS ?? preset.payoutCommissions);
  // Dated before every generated row, so the run pays the backlog alone.
  const createdAt = "2000-01-01T00:00:00Z";
  const samples: number[] = [];
  let rows = 0;
  const rolledBack = new Error("rolled back");
  for (let i = 0; i <= Math.min(RUNS, 5); i++) {
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`
          INSERT INTO payments (user_id, course_id, course_title, provider, provider_ref, type, amount_cents, status, succeeded_at)
          SELECT ${buyerId}, ${courseId}, 'Backlog', 'test', 'payout_backlog_' || g, 'one_time', 1000, 'succeeded', ${createdAt}::timestamptz
          FROM generate_series(1, ${n}) g`);
        await tx.execute(sql`
          INSERT INTO commissions (entrepreneur_id, payment_id, buyer_id, course_id, sale_amount_cents, amount_cents, commission_rate, product_name, created_at)
          SELECT ${entrepreneurId}, p.id, ${buyerId}, ${courseId}, 1000, 150, 15, 'Backlog', ${createdAt}::timestamptz
          FROM payments p WHERE p.provider_ref LIKE 'payout\_backlog\_%'`);
        const start = performance.now();
        await runPayouts(tx as unknown as Db, { period: "2000-01", cutoff: new Date("2000-01-02T00:00:00Z"), minimumCents: 1 });
        if (i > 0) samples.push(performance.now() - start); // the first run warms up
        const [{ paid }] = (
          await tx.execute<{ paid: number }>(
            sql`SELECT count(*)::int AS paid FROM commissions WHERE payout_id IS NOT NULL AND created_at = ${createdAt}::timestamptz`,
          )
        ).rows;
        rows = Number(paid);
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
  }
  samples.sort((a, b) => a - b);
  console.log(`bench ${kind} payout-run rows=${rows} p50=${percentile(samples, 50).toFixed(1)} p99=${percentile(samples, 99).toFixed(1)}`);
}

// Generating a million payments in one statement takes longer than the app's 15 s statement limit.
const timeouts = { ...DEFAULT_POSTGRES_TIMEOUTS, statementMs: 60 * 60 * 1000 };

/** A PostgreSQL database made for this run on the server of `adminUrl`, dropped by close() unless kept. */
async function createPostgres(adminUrl: string): Promise<Database> {
  const name = `gsm_bench_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), timeouts });
  if (process.env.BENCH_KEEP === "1") {
    console.log(`postgres: kept as ${url.toString()} (BENCH_REUSE_URL to measure it again; DROP DATABASE ${name} when done)`);
    return database;
  }
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

// The progress counts the rows each step goes through, known before it runs: the generated users,
// payments and link visits, the payments read for commissions, the users whose enrollments are
// written, and the rows of the three updates.
const plannedRows = (users: number, paid: number) => users + users + paid + paid + users + 10 * users + users + paid;

// Rows per statement for the big inserts, so the progress moves (the data is the same as in one).
const CHUNK = 10_000;

/** Runs `statement(from, to)` over 1..count in CHUNK-sized ranges, counting each range's rows. */
async function inChunks(count: number, step: { add(rows: number): void }, statement: (from: number, to: number) => Promise<unknown>) {
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK - 1);
    await statement(from, to);
    step.add(to - from + 1);
  }
}

// 1 % entrepreneurs, the rest learners; 30 courses; payments spread over a year, 5 % refunded;
// a commission on every third payment; one enrollment per payment.
async function generate(db: Db, users: number, paid: number, shown: ReturnType<typeof progress>) {
  await inChunks(users, shown, (from, to) =>
    db.execute(sql`
    INSERT INTO users (username, email, password_hash, first_name, last_name, role, affiliate_code, created_at)
    SELECT 'user' || g, 'user' || g || '@bench.test', 'x',
           -- Names as varied as real ones (the search's trigram indexes depend on it).
           initcap(substr(md5(g::text || 'first'), 1, 7)), initcap(substr(md5(g::text || 'last'), 1, 9)),
           CASE WHEN g % 100 = 0 THEN 'entrepreneur' ELSE 'personal' END,
           CASE WHEN g % 100 = 0 THEN 'GSM' || lpad(g::text, 6, '0') END,
           now() - (g % 365) * interval '1 day'
    FROM generate_series(${from}::int, ${to}::int) g`),
  );
  await db.execute(
    sql`UPDATE users SET referred_by_id = (SELECT id FROM users e WHERE e.role = 'entrepreneur' ORDER BY e.id LIMIT 1 OFFSET (users.id % 50)) WHERE role = 'personal' AND id % 3 = 0`,
  );
  shown.add(users);
  await db.execute(sql`
    INSERT INTO courses (title, description, category, level, price_cents, is_published)
    SELECT 'Course ' || g, 'About course ' || g, 'business', 'beginner', 2900 + g * 300, true FROM generate_series(1, 30) g`);
  await inChunks(paid, shown, (from, to) =>
    db.execute(sql`
    INSERT INTO payments (user_id, course_id, course_title, provider, provider_ref, client_secret, type, amount_cents, status,
                          refunded_amount_cents, affiliate_user_id, created_at, succeeded_at)
    SELECT u.id, c.id, c.title, 'test', 'bench_' || g, 'bench_' || g || '_secret_x', 'one_time', c.price_cents,
           CASE WHEN g % 20 = 0 THEN 'refunded' WHEN g % 17 = 0 THEN 'failed' ELSE 'succeeded' END,
           CASE WHEN g % 20 = 0 THEN c.price_cents ELSE 0 END,
           (SELECT id FROM users e WHERE e.role = 'entrepreneur' ORDER BY e.id LIMIT 1 OFFSET (g % 50)),
           now() - (g % 365) * interval '1 day', now() - (g % 365) * interval '1 day'
    FROM generate_series(${from}::int, ${to}::int) g
    -- g * 7919 in int4 overflows past g = 271,183: spread buyers in bigint arithmetic.
    JOIN users u ON u.id = 1 + (g::bigint * 7919) % ${users}
    JOIN courses c ON c.id = (SELECT min(id) FROM courses) + g % 30`),
  );
  // By ranges of payment ids (the payments just made, one id each, in order).
  const [{ first }] = (await db.execute<{ first: number }>(sql`SELECT min(id)::int AS first FROM payments`)).rows;
  await inChunks(paid, shown, (from, to) =>
    db.execute(sql`
    INSERT INTO commissions (entrepreneur_id, payment_id, buyer_id, course_id, sale_amount_cents, amount_cents, commission_rate, product_name, status, created_at)
    SELECT p.affiliate_user_id, p.id, p.user_id, p.course_id, p.amount_cents, round(p.amount_cents * 0.15), 15, p.course_title,
           CASE WHEN p.status = 'refunded' THEN 'reversed' WHEN p.id % 4 = 0 THEN 'paid' ELSE 'pending' END, p.created_at
    FROM payments p WHERE p.id % 3 = 0 AND p.status <> 'failed' AND p.id BETWEEN ${Number(first) + from - 1} AND ${Number(first) + to - 1}`),
  );
  // In 50 statements: each enrollment's trigger updates its course's counters (migration 0012), and
  // within one statement every update of a course row walks the versions the statement made before.
  const step = Math.ceil(users / 50);
  for (let from = 0; from <= users; from += step) {
    await db.execute(sql`
      INSERT INTO enrollments (user_id, course_id, progress, completed_at, enrolled_at)
      SELECT DISTINCT ON (user_id, course_id) user_id, course_id, (id % 5) * 25, CASE WHEN id % 5 = 4 THEN created_at END, created_at
      FROM payments WHERE status = 'succeeded' AND user_id > ${from} AND user_id <= ${from + step} ORDER BY user_id, course_id, id`);
    shown.add(Math.max(0, Math.min(step, users - from)));
  }
  // Affiliate link visits: 5 x USERS visitors, two clicks each, each on one entrepreneur's links
  // (visitor k on those of the entrepreneur a user with id k was referred by). Referred users signed up as
  // the visitor of their own id; purchases carry their buyer's visitor id, which is a link visitor
  // of the attributed entrepreneur only where the two coincide.
  await inChunks(10 * users, shown, (from, to) =>
    db.execute(sql`
    INSERT INTO affiliate_clicks (entrepreneur_id, visitor_id, created_at)
    SELECT (SELECT id FROM users e WHERE e.role = 'entrepreneur' ORDER BY e.id LIMIT 1 OFFSET (g % ${5 * users} % 50)),
           md5('visitor' || g % ${5 * users}), now() - (g % 365) * interval '1 day'
    FROM generate_series(${from}::int, ${to}::int) g`),
  );
  await db.execute(sql`UPDATE users SET signup_visitor_id = md5('visitor' || id) WHERE referred_by_id IS NOT NULL`);
  shown.add(users);
  await db.execute(sql`UPDATE payments SET visitor_id = md5('visitor' || user_id) WHERE affiliate_user_id IS NOT NULL`);
  shown.add(paid);
  // As a database in use would be after autovacuum: statistics, and the visibility map that lets a
  // count read an index alone (whether autovacuum had run by the time the queries did was luck).
  await db.execute(sql`VACUUM ANALYZE`);
  shown.end("VACUUM ANALYZE included");
}

async function measure(kind: "pglite" | "postgres", database: Database) {
  const { db } = database;
  const started = performance.now();
  const [{ existing }] = (await db.execute<{ existing: number }>(sql`SELECT count(*)::int AS existing FROM payments`)).rows;
  if (Number(existing) === 0) {
    const { users, payments: paid } = size(kind);
    await generate(db, users, paid, progress(`${kind}: generating`, plannedRows(users, paid)));
  }
  const counts = (
    await db.execute<{ n: string }>(
      sql`SELECT (SELECT count(*) FROM users)::text || ' users, ' || (SELECT count(*) FROM payments)::text || ' payments, ' || (SELECT count(*) FROM affiliate_clicks)::text || ' clicks, ' || (SELECT count(*) FROM commissions)::text || ' commissions, ' || (SELECT count(*) FROM enrollments)::text || ' enrollments' AS n`,
    )
  ).rows[0].n;
  const how = Number(existing) === 0 ? "generated" : "reused, ready";
  console.log(`${kind}: ${counts}; ${how} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const seller = (
    await db.execute<{ id: number; code: string }>(
      sql`SELECT id, affiliate_code AS code FROM users WHERE role = 'entrepreneur' ORDER BY id LIMIT 1`,
    )
  ).rows[0];
  const buyer = (await db.execute<{ id: number }>(sql`SELECT user_id AS id FROM payments ORDER BY id DESC LIMIT 1`)).rows[0];
  const [{ paid }] = (await db.execute<{ paid: number }>(sql`SELECT count(*)::int AS paid FROM payments`)).rows;
  const page = { limit: 20, offset: 0 };

  await time(kind, "admin-analytics", () => computeAnalytics(db));
  // Part of one learner's last name, as an admin would type it.
  const [{ fragment }] = (
    await db.execute<{ fragment: string }>(sql`SELECT substr(last_name, 2, 6) AS fragment FROM users WHERE username = 'user1234'`)
  ).rows;
  await time(kind, "admin-users-search", () =>
    listUsers(db, { search: fragment, role: undefined, status: undefined, limit: 20, offset: 0 }),
  );
  await time(kind, "admin-users-role", () => listUsers(db, { role: "entrepreneur", status: undefined, limit: 20, offset: 0 }));
  await time(kind, "admin-payments-all", () => payments.listPaymentsForAdmin(db, { limit: 20, offset: 0 }));
  await time(kind, "admin-payments-refunded", () => payments.listPaymentsForAdmin(db, { status: "refunded", limit: 20, offset: 0 }));
  const [{ course }] = (await db.execute<{ course: number }>(sql`SELECT min(id) AS course FROM courses`)).rows;
  await time(kind, "admin-payments-course", () => payments.listPaymentsForAdmin(db, { courseId: Number(course), limit: 20, offset: 0 }));
  await time(kind, "leaderboard", () => getLeaderboard(db, Number(seller.id)));
  await time(kind, "entrepreneur-commissions", () => listCommissions(db, Number(seller.id), page));
  await time(kind, "entrepreneur-referrals", () => listReferrals(db, Number(seller.id), page));
  await time(kind, "entrepreneur-stats", () => getStats(db, { id: Number(seller.id), affiliateCode: seller.code }, 15));
  await time(kind, "payment-by-ref", () => payments.findOwnPaymentByRef(db, Number(buyer.id), `bench_${paid}`));
  await timePayoutRun(kind, db, Number(seller.id), Number(buyer.id), Number(course));
  console.log("");
}

for (const kind of targets as ("pglite" | "postgres")[]) {
  const database =
    kind === "pglite"
      ? await openDatabase({ memory: true })
      : reuseUrl
        ? await openDatabase({ databaseUrl: reuseUrl, timeouts })
        : await createPostgres(postgresUrl!);
  try {
    await measure(kind, database);
  } finally {
    await database.close();
  }
}
