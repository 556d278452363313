import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { AdminUsersQuery } from "@shared/schemas/admin";
import { LIST_COUNT_CAP, pageTotal } from "@shared/schemas/common";
import type { Db, Tx } from "../../db/client";
import { countUpTo } from "../../db/count-up-to";
import { users } from "../../db/schema";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Case-insensitive substring match on username, email or first + last name. Each arm matches a
 * trigram index of the users schema (the full name with the very same expression).
 */
export function userSearchCondition(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  return or(
    ilike(users.username, pattern),
    ilike(users.email, pattern),
    sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ILIKE ${pattern}`,
  )!;
}

/** Search (username, email, first + last name, case-insensitive), role and status, in SQL. */
export async function listUsers(db: Db, query: AdminUsersQuery) {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(userSearchCondition(query.search));
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.status) conditions.push(eq(users.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, counted, [counts]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(query.limit).offset(query.offset),
    countUpTo(db, users, where, query.offset + LIST_COUNT_CAP + 1),
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${users.status} = 'active')::int`.mapWith(Number),
        entrepreneurs: sql<number>`count(*) filter (where ${users.role} = 'entrepreneur')::int`.mapWith(Number),
        personal: sql<number>`count(*) filter (where ${users.role} = 'personal')::int`.mapWith(Number),
      })
      .from(users),
  ]);
  return { items, ...pageTotal(counted, query.offset), counts };
}

export async function findUserForUpdate(tx: Tx, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  return row;
}
