import type { FinancialProduct } from "@shared/schemas/learning";
import type { Db } from "../../db/client";
import { listFinancialProducts } from "./financial-products.repo";
import { presentFinancialProduct } from "./learning.presenter";

/** The partner products of docs/spec.md §9, in their display order. */
export async function financialProducts(db: Db): Promise<FinancialProduct[]> {
  return (await listFinancialProducts(db)).map(presentFinancialProduct);
}
