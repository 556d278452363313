// One owner per table (docs/architecture.md, "Who writes each table"): every table is written by
// one feature's files (or one store of server/db); another feature calls the owner's exported
// function with its transaction. This reads the server's source like authorization.test.ts reads
// the router, so a write that lands in the wrong feature fails here, not in review.
import fs from "node:fs";
import path from "node:path";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "./db/schema";

const TRIGGERS = "kept by database triggers only";

/** Table -> the only files that may write it: a feature folder or one file, from the repository root. */
const TABLE_OWNERS: Record<string, string> = {
  users: "server/features/users/",
  user_activity_days: "server/features/users/",
  sessions: "server/db/session-store.ts",
  rate_limits: "server/db/rate-limit-store.ts",
  platform_settings: "server/features/settings/",
  legal_documents: "server/features/platform/",
  courses: "server/features/courses/",
  sections: "server/features/content/",
  chapters: "server/features/content/",
  guidelines: "server/features/content/",
  guideline_files: "server/features/content/",
  chapter_captions: "server/features/content/",
  chapter_quizzes: "server/features/content/",
  chapter_unlock_notices: "server/features/content/",
  financial_products: "server/features/learning/",
  enrollments: "server/features/enrollments/",
  learning_activity: "server/features/learning/",
  notes: "server/features/learning/",
  reviews: "server/features/learning/",
  quiz_attempts: "server/features/learning/",
  payments: "server/features/payments/",
  payouts: "server/features/payments/",
  commissions: "server/features/affiliate/",
  affiliate_clicks: "server/features/affiliate/",
  coupons: "server/features/coupons/",
  coupon_redemptions: "server/features/coupons/",
  email_outbox: "server/features/email/",
  account_tokens: "server/features/email/",
  data_exports: "server/features/data-export/",
  two_factor_secrets: "server/features/auth/",
  recovery_codes: "server/features/auth/",
  audit_log: "server/features/audit/",
  passkeys: "server/features/auth/",
  payment_day_totals: TRIGGERS,
  entrepreneur_month_standings: TRIGGERS,
};

/**
 * Not checked: tests and their helpers, and the demo seeds, which build a whole sample platform in
 * one transaction before anyone uses it. Triggers live in migrations/, which is not scanned.
 */
const EXEMPT = [/\.test\.ts$/, /^server\/test\//, /^server\/db\/seed(-sales)?\.ts$/];

const root = path.resolve(import.meta.dirname, "..");

/** Variable name -> table name, for every table of the schema. */
const tableOfVariable = new Map(
  Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name, table]) => [name, getTableName(table as PgTable)]),
);
const tableNames = new Set(tableOfVariable.values());

interface TableWrite {
  table: string;
  line: number;
  text: string;
}

/**
 * The writes in a source text: Drizzle's `.insert(t)`, `.update(t)`, `.delete(t)` on a schema
 * table, and raw SQL `INSERT INTO t`, `UPDATE t`, `DELETE FROM t` (a table name, or a schema
 * table interpolated as `${t}`).
 */
function findWrites(source: string): TableWrite[] {
  const writes: TableWrite[] = [];
  const add = (table: string | undefined, index: number) => {
    if (!table) return;
    const line = source.slice(0, index).split("\n").length;
    writes.push({ table, line, text: source.split("\n")[line - 1].trim() });
  };
  for (const m of source.matchAll(/\.(?:insert|update|delete)\(\s*(?:schema\.)?([A-Za-z_$][\w$]*)\s*\)/g)) {
    add(tableOfVariable.get(m[1]), m.index);
  }
  for (const m of source.matchAll(
    /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(?:"([a-z_]+)"|([a-z_]+)\b|\$\{\s*(?:schema\.)?(\w+)\s*\})/g,
  )) {
    const table = m[1] ?? m[2] ?? tableOfVariable.get(m[3]);
    add(table && tableNames.has(table) ? table : undefined, m.index);
  }
  return writes;
}

function serverSources(dir = path.join(root, "server")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(full);
    return entry.name.endsWith(".ts") ? [path.relative(root, full).split(path.sep).join("/")] : [];
  });
}

const mayWrite = (file: string, table: string) => {
  const owner = TABLE_OWNERS[table];
  return owner !== TRIGGERS && (owner.endsWith("/") ? file.startsWith(owner) : file === owner);
};

describe("one owner per table", () => {
  const files = serverSources().filter((file) => !EXEMPT.some((pattern) => pattern.test(file)));
  const writes = files.flatMap((file) => findWrites(fs.readFileSync(path.join(root, file), "utf8")).map((w) => ({ file, ...w })));

  it("names an owner for every table of the schema, and only for those", () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...tableNames].sort());
  });

  it("finds every form of write", () => {
    const found = findWrites(
      [
        "await tx.insert(enrollments).values(v);",
        "await db.update( schema.commissions ).set(v);",
        "await tx.delete(sessions).where(w);",
        "storage.delete(key); this.seen.delete(userId);",
        'await tx.execute(sql`INSERT INTO "chapter_unlock_notices" (a) VALUES (1)`);',
        "UPDATE enrollments e SET progress = 0 FROM calc",
        "DELETE FROM ${users} WHERE id = 1",
        "SELECT 1 FROM commissions c FOR UPDATE OF c; ON CONFLICT DO UPDATE SET x = 1",
      ].join("\n"),
    );
    expect(found.map((w) => [w.table, w.line])).toEqual([
      ["enrollments", 1],
      ["commissions", 2],
      ["sessions", 3],
      ["chapter_unlock_notices", 5],
      ["enrollments", 6],
      ["users", 7],
    ]);
  });

  it("has every table written only by its owner", () => {
    const strays = writes
      .filter((w) => !mayWrite(w.file, w.table))
      .map((w) => `${w.file}:${w.line} writes ${w.table}, whose owner is ${TABLE_OWNERS[w.table]}: call the owner's function (${w.text})`);
    expect(strays).toEqual([]);
  });

  it("sees each owned table written by its owner (the scan still reads the code)", () => {
    const owned = Object.entries(TABLE_OWNERS)
      .filter(([, owner]) => owner !== TRIGGERS)
      .map(([table]) => table);
    const unseen = owned.filter((table) => !writes.some((w) => w.table === table && mayWrite(w.file, table)));
    expect(unseen).toEqual([]);
  });
});
