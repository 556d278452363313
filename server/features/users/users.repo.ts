import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Username or email, case-insensitively (the unique indexes are on lower()). */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const value = login.toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${value} OR lower(${users.email}) = ${value}`)
    .limit(1);
  return row;
}

export async function findTakenFields(db: Db | Tx, username: string, email: string) {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()} OR lower(${users.email}) = ${email.toLowerCase()}`);
  return {
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
  };
}

const BOOTSTRAP_LOCK = 7_301_001; // advisory lock id serialising first-admin sign-ups

/** Holds, until the transaction ends, the lock that serialises first-admin sign-ups. */
export async function lockAdminBootstrap(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOTSTRAP_LOCK})`);
}

export async function hasAdmin(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  return rows.length > 0;
}

export async function insertUser(tx: Tx, values: NewUserRow): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  return row;
}

/** Draws the id a new account would get (the decoy answer to a sign-up with a registered email). */
export async function nextUserId(tx: Tx): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`SELECT nextval(pg_get_serial_sequence('users', 'id'))::int AS id`);
  return Number(rows[0].id);
}

/** The columns a freshly inserted account has by default, for a row that is never stored. */
export function decoyUserRow(id: number, now: Date): UserRow {
  return {
    id,
    username: "",
    email: "",
    passwordHash: "",
    firstName: null,
    lastName: null,
    role: "personal",
    status: "active",
    profileImageUrl: null,
    bio: null,
    location: null,
    website: null,
    linkedIn: null,
    twitter: null,
    businessName: null,
    paypalEmail: null,
    bankAccountLast4: null,
    affiliateCode: null,
    referredById: null,
    signupVisitorId: null,
    learnerSettings: null,
    entrepreneurSettings: null,
    createdAt: now,
    updatedAt: now,
    lastActiveAt: null,
    emailVerifiedAt: null,
    twoFactorEnabledAt: null,
  };
}

/** Replaces a hash only if it is still the one that was verified (a concurrent change wins). */
export async function replacePasswordHash(db: Db, id: number, previous: string, next: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: next })
    .where(sql`${users.id} = ${id} AND ${users.passwordHash} = ${previous}`);
}

export async function setAffiliateCode(tx: Tx, id: number, code: string): Promise<UserRow> {
  const [row] = await tx.update(users).set({ affiliateCode: code }).where(eq(users.id, id)).returning();
  return row;
}

/** The account with this email (case-insensitive), for a password reset request. */
export async function findUserByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function setPasswordHash(tx: Tx, id: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Turns the account's second factor on (`at`) or off (null); auth keeps the factor itself. */
export async function setTwoFactorEnabled(tx: Tx, id: number, at: Date | null): Promise<void> {
  await tx.update(users).set({ twoFactorEnabledAt: at, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Answers whether this call verified it (false: verified before). */
export async function markEmailVerified(db: Db | Tx, id: number, at = new Date()): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ emailVerifiedAt: at })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return changed.length > 0;
}

/** Who an email goes to, and the settings that decide the optional ones. */
export async function findEmailRecipient(tx: Db | Tx, userId: number) {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      status: users.status,
      learnerSettings: users.learnerSettings,
      entrepreneurSettings: users.entrepreneurSettings,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * The one-click unsubscribe: turns `emailNotifications` off in the learner or entrepreneur
 * settings (the same jsonb keys the settings screens write).
 */
export async function turnOffEmailNotifications(tx: Tx, userId: number, setting: "learner" | "entrepreneur") {
  const off = (column: typeof users.learnerSettings | typeof users.entrepreneurSettings) =>
    sql`coalesce(${column}, '{}'::jsonb) || '{"emailNotifications": false}'::jsonb`;
  await tx
    .update(users)
    .set(
      setting === "learner" ? { learnerSettings: off(users.learnerSettings) } : { entrepreneurSettings: off(users.entrepreneurSettings) },
    )
    .where(eq(users.id, userId));
}
