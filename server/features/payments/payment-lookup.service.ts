import {
  PAYMENT_NOT_FOUND,
  type AdminPayment,
  type AdminPaymentList,
  type AdminPaymentsQuery,
  type Payment,
} from "@shared/schemas/payments";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { presentAdminPayment, presentPayment } from "./payments.presenter";
import * as repo from "./payments.repo";

/** The payment-success page's question: one of the buyer's own payments (404 for anyone else's). */
export async function getOwnPayment(db: Db, userId: number, paymentIntentId: string): Promise<Payment> {
  const payment = await repo.findOwnPaymentByRef(db, userId, paymentIntentId);
  if (!payment) throw notFound(PAYMENT_NOT_FOUND);
  return presentPayment(payment);
}

export async function listAdminPayments(db: Db, query: AdminPaymentsQuery): Promise<AdminPaymentList> {
  const { items, total, totalCapped } = await repo.listPaymentsForAdmin(db, query);
  return { items: items.map(presentAdminPayment), total, totalCapped };
}

export async function getAdminPayment(db: Db, id: number): Promise<AdminPayment> {
  const row = await repo.findPaymentWithUsername(db, id);
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  return presentAdminPayment(row);
}
