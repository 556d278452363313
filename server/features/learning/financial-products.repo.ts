import { asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { financialProducts } from "../../db/schema";

export type FinancialProductRow = typeof financialProducts.$inferSelect;
export type NewFinancialProduct = typeof financialProducts.$inferInsert;

export async function listFinancialProducts(db: Db): Promise<FinancialProductRow[]> {
  return db.select().from(financialProducts).orderBy(asc(financialProducts.sortOrder), asc(financialProducts.id));
}

export async function insertFinancialProduct(db: Db | Tx, values: NewFinancialProduct): Promise<FinancialProductRow> {
  const [row] = await db.insert(financialProducts).values(values).returning();
  return row;
}

export async function updateFinancialProduct(
  db: Db | Tx,
  id: number,
  values: NewFinancialProduct,
): Promise<FinancialProductRow | undefined> {
  const [row] = await db.update(financialProducts).set(values).where(eq(financialProducts.id, id)).returning();
  return row;
}

export async function deleteFinancialProduct(db: Db | Tx, id: number): Promise<boolean> {
  const rows = await db.delete(financialProducts).where(eq(financialProducts.id, id)).returning({ id: financialProducts.id });
  return rows.length > 0;
}

/**
 * The demo products, once per database: inserted while the table has never held a row (its id
 * sequence was never used), so products an admin deleted do not come back at the next start.
 * Databases seeded before the products had application pages get them (an admin's own stay).
 */
export async function ensureDemoFinancialProducts(db: Db, products: readonly NewFinancialProduct[]): Promise<void> {
  await db.transaction(async (tx) => {
    // Serialise concurrent starts of several app processes on PostgreSQL.
    await tx.execute(sql`LOCK TABLE ${financialProducts} IN SHARE ROW EXCLUSIVE MODE`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(financialProducts);
    if (count === 0) {
      const used = await tx.execute<{ is_called: boolean }>(sql`SELECT is_called FROM financial_products_id_seq`);
      if (!used.rows[0]?.is_called) await tx.insert(financialProducts).values([...products]);
      return;
    }
    for (const product of products) {
      await tx
        .update(financialProducts)
        .set({ applicationUrl: product.applicationUrl })
        .where(sql`${financialProducts.name} = ${product.name} AND ${financialProducts.applicationUrl} IS NULL`);
    }
  });
}

export async function findFinancialProduct(db: Db | Tx, id: number): Promise<FinancialProductRow | undefined> {
  const [row] = await db.select().from(financialProducts).where(eq(financialProducts.id, id)).for("update");
  return row;
}
