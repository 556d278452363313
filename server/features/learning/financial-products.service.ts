import type { FinancialProduct, FinancialProductInput } from "@shared/schemas/learning";
import { parseMoneyToCents } from "@shared/money";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import * as repo from "./financial-products.repo";
import { presentFinancialProduct } from "./learning.presenter";

/** The partner products of docs/spec.md §9, in their display order. */
export async function financialProducts(db: Db): Promise<FinancialProduct[]> {
  return (await repo.listFinancialProducts(db)).map(presentFinancialProduct);
}

function toRow(input: FinancialProductInput): repo.NewFinancialProduct {
  return {
    name: input.name,
    type: input.type,
    description: input.description,
    features: input.features,
    interestRate: input.interestRate,
    minCreditScore: input.minCreditScore,
    minDepositCents: input.minDeposit === null ? null : parseMoneyToCents(input.minDeposit),
    provider: input.provider,
    rating: input.rating === null ? null : Math.round(input.rating * 10),
    applicationUrl: input.applicationUrl,
    sortOrder: input.sortOrder,
    isDemo: input.isDemo,
  };
}

const notFound = () => new AppError(404, "Financial product not found", undefined, "NOT_FOUND");

export async function createFinancialProduct(db: Db, input: FinancialProductInput): Promise<FinancialProduct> {
  return presentFinancialProduct(await repo.insertFinancialProduct(db, toRow(input)));
}

export async function updateFinancialProduct(db: Db, id: number, input: FinancialProductInput): Promise<FinancialProduct> {
  const row = await repo.updateFinancialProduct(db, id, toRow(input));
  if (!row) throw notFound();
  return presentFinancialProduct(row);
}

export async function deleteFinancialProduct(db: Db, id: number): Promise<void> {
  if (!(await repo.deleteFinancialProduct(db, id))) throw notFound();
}
