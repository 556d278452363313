import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { financialProducts } from "../../db/schema";

export type FinancialProductRow = typeof financialProducts.$inferSelect;

export async function listFinancialProducts(db: Db): Promise<FinancialProductRow[]> {
  return db.select().from(financialProducts).orderBy(asc(financialProducts.sortOrder), asc(financialProducts.id));
}
