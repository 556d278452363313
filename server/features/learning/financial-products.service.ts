import { changedFields, recordAudit } from "../audit";
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
  return db.transaction(async (tx) => {
    const row = await repo.insertFinancialProduct(tx, toRow(input));
    await recordAudit(tx, {
      action: "financial_product.created",
      targetType: "financial_product",
      targetId: row.id,
      details: { name: row.name },
    });
    return presentFinancialProduct(row);
  });
}

export async function updateFinancialProduct(db: Db, id: number, input: FinancialProductInput): Promise<FinancialProduct> {
  return db.transaction(async (tx) => {
    const before = await repo.findFinancialProduct(tx, id);
    const row = before && (await repo.updateFinancialProduct(tx, id, toRow(input)));
    if (!before || !row) throw notFound();
    const { id: _id, ...fields } = before;
    const changes = changedFields(fields as Record<string, unknown>, toRow(input) as Record<string, unknown>);
    await recordAudit(tx, {
      action: "financial_product.updated",
      targetType: "financial_product",
      targetId: id,
      details: { name: row.name, ...changes },
    });
    return presentFinancialProduct(row);
  });
}

export async function deleteFinancialProduct(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.findFinancialProduct(tx, id);
    if (!before || !(await repo.deleteFinancialProduct(tx, id))) throw notFound();
    await recordAudit(tx, {
      action: "financial_product.deleted",
      targetType: "financial_product",
      targetId: id,
      details: { name: before.name },
    });
  });
}
